"""The shopper's deals in My garage: each purchase with its hold and deposit, finance, trade-in,
the dealership to call and the next step, read from the leads the shopper sent."""

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.finance.models import STATUS_TEXT, FinanceApplication
from forecourt.garage.schemas import DealContact, DealFinance, DealTradeIn, ShopperDealOut
from forecourt.identity.models import ShopperUser
from forecourt.inventory.card_loader import load_cards
from forecourt.inventory.models import Car
from forecourt.inventory.schemas import CarCard
from forecourt.leads.deals import deal_leads, deals_of_shopper
from forecourt.leads.models import Deal, Lead
from forecourt.leads.schemas import TradeInOffer
from forecourt.reservations.models import Reservation
from forecourt.reservations.payments import PaymentProcessor
from forecourt.reservations.service import reservation_out
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

ENQUIRED = "Sent: our finance team will call you with your options."


async def shopper_deals(
    session: AsyncSession,
    site: ResolvedSite,
    user: ShopperUser,
    processor: PaymentProcessor,
    now: datetime,
) -> list[ShopperDealOut]:
    national = "0" + user.phone.removeprefix("+61")
    found = await deals_of_shopper(session, site.id, user.id, national)
    cars = {
        car.id: car
        for car in await session.scalars(
            select(Car).where(Car.id.in_([d.car_id for d in found if d.car_id]))
        )
    }
    cards = dict(zip(cars, await load_cards(session, list(cars.values()), site, now), strict=True))
    return [
        await _deal_out(session, deal, cards.get(deal.car_id or 0), processor) for deal in found
    ]


async def _deal_out(
    session: AsyncSession, deal: Deal, card: CarCard | None, processor: PaymentProcessor
) -> ShopperDealOut:
    leads = await deal_leads(session, deal.id)
    dealership = await session.get_one(Dealership, deal.dealership_id)
    hold = await session.scalar(
        select(Reservation)
        .where(Reservation.lead_id.in_([lead.id for lead in leads]))
        .order_by(Reservation.id.desc())
        .limit(1)
    )
    out = ShopperDealOut(
        id=deal.id,
        token=deal.token,
        car=card,
        dealership=DealContact(
            name=dealership.name, phone=dealership.phone, email=dealership.email
        ),
        reservation=reservation_out(hold, processor) if hold else None,
        finance=await _finance(session, leads),
        trade_in=_trade_in(leads),
        next_step="",
    )
    out.next_step = next_step(out)
    return out


async def _finance(session: AsyncSession, leads: list[Lead]) -> DealFinance | None:
    asked = [lead for lead in leads if lead.kind == "finance"]
    if not asked:
        return None
    application = await session.scalar(
        select(FinanceApplication)
        .where(FinanceApplication.lead_id.in_([lead.id for lead in asked]))
        .order_by(FinanceApplication.id.desc())
        .limit(1)
    )
    if application is None:
        return DealFinance(status="enquired", status_text=ENQUIRED, lender=None)
    return DealFinance(
        status=application.status,
        status_text=STATUS_TEXT.get(application.status, application.status),
        lender=application.lender_name,
    )


def _trade_in(leads: list[Lead]) -> DealTradeIn | None:
    valued = [lead for lead in leads if lead.kind == "trade_in"]
    if not valued:
        return None
    lead = valued[-1]
    details = lead.details
    vehicle = " ".join(
        str(details[k]) for k in ("vehicle_year", "vehicle_make", "vehicle_model") if details.get(k)
    )
    offer = TradeInOffer.model_validate(details.get("offer") or {"estimate": False})
    return DealTradeIn(vehicle=vehicle or "Your car", offer=offer)


def next_step(deal: ShopperDealOut) -> str:
    """What the shopper does next, in the order a purchase goes."""
    held = deal.reservation
    if held and held.status == "held" and held.processor_status in ("requested", "pending_dealer"):
        return f"{deal.dealership.name} will call you to take the ${held.amount} deposit."
    if held and held.status in ("released", "expired", "taken"):
        return f"The hold has ended: call {deal.dealership.name} if you still want this car."
    if deal.finance is None:
        return "Get pre-approved for this car."
    if deal.trade_in is None:
        return "Value your trade-in."
    return f"{deal.dealership.name} will call you to arrange the paperwork and delivery."
