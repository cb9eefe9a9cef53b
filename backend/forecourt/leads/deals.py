"""Deals: one customer's leads about buying one car, linked, so the dealer sees a reservation, its
finance and its trade-in as one piece of work and the shopper sees them as one purchase.

A reservation or an online purchase starts a deal, and so does a finance enquiry about a car. A
later lead of a deal's kinds joins it when it carries the deal's token (the links the shopper is
offered after reserving carry it), or else when it comes from the same customer (the signed-in
shopper, or the same phone) about the same car within OPEN_FOR; a trade-in without a car joins the
customer's latest open deal."""

from datetime import datetime, timedelta

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.sessions import new_token
from forecourt.leads.models import Deal, Lead

DEAL_KINDS = frozenset({"reserve", "online_purchase", "finance", "trade_in"})
STARTS_A_DEAL = frozenset({"reserve", "online_purchase", "finance"})  # with a car
OPEN_FOR = timedelta(days=30)
MAX_LEADS = 20  # what one deal shows; a customer with more starts another


async def attach(
    session: AsyncSession,
    lead: Lead,
    *,
    token: str | None,
    shopper_user_id: int | None,
    now: datetime,
) -> Deal | None:
    """Links the (flushed) lead to its deal, starting one where the lead begins a purchase."""
    if lead.kind not in DEAL_KINDS:
        return None
    deal = await _by_token(session, lead.site_id, token) if token else None
    if deal is None:
        deal = await _open_deal(session, lead, shopper_user_id, now)
    if deal is None and lead.kind in STARTS_A_DEAL and lead.car_id is not None:
        deal = Deal(
            site_id=lead.site_id, dealership_id=lead.dealership_id, car_id=lead.car_id,
            shopper_user_id=shopper_user_id, token=new_token(), name=_name(lead),
            email=lead.email, phone=lead.phone, created_at=now, updated_at=now,
        )  # fmt: skip
        session.add(deal)
        await session.flush()
    if deal is None:
        return None
    lead.deal_id = deal.id
    deal.updated_at = now
    deal.shopper_user_id = deal.shopper_user_id or shopper_user_id
    return deal


def _name(lead: Lead) -> str:
    return " ".join(p for p in (lead.name, lead.last_name) if p)


async def _by_token(session: AsyncSession, site_id: int, token: str) -> Deal | None:
    return await session.scalar(select(Deal).where(Deal.site_id == site_id, Deal.token == token))


async def _open_deal(
    session: AsyncSession, lead: Lead, shopper_user_id: int | None, now: datetime
) -> Deal | None:
    customer = Deal.phone == lead.phone
    if shopper_user_id is not None:
        customer = or_(customer, Deal.shopper_user_id == shopper_user_id)
    query = select(Deal).where(
        Deal.site_id == lead.site_id, Deal.updated_at > now - OPEN_FOR, customer
    )
    if lead.car_id is not None:
        query = query.where(Deal.car_id == lead.car_id)
    elif lead.kind != "trade_in":
        return None
    return await session.scalar(query.order_by(Deal.updated_at.desc(), Deal.id.desc()).limit(1))


async def deal_leads(session: AsyncSession, deal_id: int) -> list[Lead]:
    rows = await session.scalars(
        select(Lead).where(Lead.deal_id == deal_id).order_by(Lead.id).limit(MAX_LEADS)
    )
    return list(rows)


async def deals_of_shopper(
    session: AsyncSession, site_id: int, shopper_user_id: int, national_phone: str
) -> list[Deal]:
    """The shopper's deals on this site, newest first: those made signed in, and those made with
    the shopper's verified phone before signing in."""
    rows = await session.scalars(
        select(Deal)
        .where(
            Deal.site_id == site_id,
            or_(Deal.shopper_user_id == shopper_user_id, Deal.phone == national_phone),
        )
        .order_by(Deal.updated_at.desc(), Deal.id.desc())
        .limit(MAX_LEADS)
    )
    return list(rows)
