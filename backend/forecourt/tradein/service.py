"""The valuation of a shopper's own car: the car from the catalogue or its registration, its offer
range, and the lead's stages (offer made, then "3. Offer Accepted"). A trade-in and a car the
shopper sells to the dealer (sell my car) are valued alike: the dealer buys the car either way."""

from datetime import date, timedelta
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import as_utc, utcnow
from forecourt.core.errors import NotFound
from forecourt.inventory.models import Car
from forecourt.leads.models import Lead
from forecourt.leads.schemas import LeadBase, OwnCarLead, TradeInOffer
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite
from forecourt.tradein import rules
from forecourt.tradein.models import MiscellaneousRecord
from forecourt.tradein.schemas import Catalogue, MiscellaneousIn, TradeInVehicle
from forecourt.valuation.builtin import BuiltinValuationProvider
from forecourt.valuation.port import ValuationSubject

CATALOGUE_LIMIT = 300
OFFER_MADE = "2. Offer Made"
NO_ESTIMATE = "2. No Online Estimate"
OFFER_ACCEPTED = "3. Offer Accepted"  # spec: vehicle §7
START_AGAIN = "Please start your valuation again."
NOT_FOUND_REGO = "We couldn't find that registration. Please choose your car's make and model."
RECORDS_OFF = "This site keeps no valuation records."
# The lead kinds whose car is valued: the dealer takes it in trade, or buys it outright.
VALUED_KINDS = ("trade_in", "sell_my_car")


async def catalogue(session: AsyncSession, make: str | None, model: str | None) -> Catalogue:
    """Makes, models, years and badges of cars advertised anywhere on the platform (market
    facts, not any site's stock list)."""
    cars = select(Car).where(Car.item_type == "car", Car.show_on_dealer_website.is_(True))
    base = cars.subquery()

    async def distinct(column: Any, *where: Any) -> list[Any]:
        rows = await session.scalars(
            select(column).where(column.is_not(None), *where).distinct().order_by(column)
            .limit(CATALOGUE_LIMIT)
        )  # fmt: skip
        return [r for r in rows if r not in ("", None)]

    makes = await distinct(base.c.make)
    models = await distinct(base.c.model, base.c.make == make) if make else []
    chosen = (base.c.make == make, base.c.model == model)
    years = await distinct(base.c.year, *chosen) if make and model else []
    badges = await distinct(base.c.badge, *chosen) if make and model else []
    return Catalogue(makes=makes, models=models, years=sorted(years, reverse=True), badges=badges)


async def lookup_rego(session: AsyncSession, rego: str, state: str) -> TradeInVehicle:
    """The built-in registration lookup: a car this platform has listed with that plate in that
    state (a registry service would be a second adapter). 404 sends the shopper to the
    catalogue."""
    plate = rego.replace(" ", "").replace("-", "").upper()
    car = await session.scalar(
        select(Car)
        .join(Dealership, Dealership.id == Car.dealership_id)
        .where(
            func.upper(func.replace(Car.regplate, " ", "")) == plate,
            Dealership.state == state,
        )
        .order_by(Car.updated_at.desc())
        .limit(1)
    )
    if car is None:
        raise NotFound(NOT_FOUND_REGO, field="rego")
    return TradeInVehicle(make=car.make, model=car.model, year=car.year, badge=car.badge, km=car.km)


async def offer_for(
    session: AsyncSession, site: ResolvedSite, body: OwnCarLead, today: date
) -> TradeInOffer | None:
    """The offer for the car the lead describes; None when it names no car to value."""
    if not (body.vehicle_make and body.vehicle_model and body.vehicle_year and body.km is not None):
        return None
    config = site.config.trade_in
    reason = rules.no_estimate_reason(
        config, year=body.vehicle_year, km=body.km, this_year=today.year
    )
    if reason:
        return TradeInOffer(estimate=False, reason=reason)
    subject = ValuationSubject(
        make=body.vehicle_make, model=body.vehicle_model, year=body.vehicle_year, km=body.km
    )
    market = await BuiltinValuationProvider(session).value(subject)
    if market.range_min is None or market.range_max is None:
        return TradeInOffer(
            estimate=False, reason=rules.NO_MARKET, comparables=market.comparables,
            confidence=market.confidence,
        )  # fmt: skip
    factor = rules.condition_factor(body.condition, body.accidents, body.service_history)
    low, high = rules.offer_range(market.range_min, market.range_max, factor, config)
    return TradeInOffer(
        estimate=True,
        offer_min=low,
        offer_max=high,
        market_average=market.average,
        comparables=market.comparables,
        confidence=market.confidence,
    )


async def earlier_lead(
    session: AsyncSession, site: ResolvedSite, lead_id: int, kinds: tuple[str, ...] = VALUED_KINDS
) -> Lead | None:
    """The lead an acceptance (or a valuation record) refers to: this site's, of these kinds."""
    return await session.scalar(
        select(Lead).where(Lead.id == lead_id, Lead.site_id == site.id, Lead.kind.in_(kinds))
    )


async def apply_to_lead(
    session: AsyncSession, site: ResolvedSite, body: OwnCarLead, lead: Lead
) -> TradeInOffer | None:
    """Sets the lead's stage and the offer the dealer reads. An acceptance carries the offer
    the server made on the earlier lead, never figures the browser sent."""
    offer: TradeInOffer | None
    if body.lead_id is not None and body.offer_accepted:
        earlier = await earlier_lead(session, site, body.lead_id, (lead.kind,))
        assert earlier is not None  # checked with the other fields
        offer = TradeInOffer.model_validate(earlier.details.get("offer") or {"estimate": False})
        lead.subcategory = OFFER_ACCEPTED
    else:
        offer = await offer_for(session, site, body, utcnow().date())
        if offer is not None:
            lead.subcategory = OFFER_MADE if offer.estimate else NO_ESTIMATE
    if offer is not None:
        lead.details = {**lead.details, "offer": offer.model_dump(), **_offer_lines(offer)}
    return offer


def _offer_lines(offer: TradeInOffer) -> dict[str, str]:
    if offer.estimate:
        return {"offer_range": f"${offer.offer_min:,} - ${offer.offer_max:,}"}
    return {"offer_range": f"No online estimate: {offer.reason}"}


async def keep_record(
    session: AsyncSession, site: ResolvedSite, record: MiscellaneousIn
) -> MiscellaneousRecord:
    if not site.config.trade_in.record_valuation:
        raise NotFound(RECORDS_OFF)
    lead_id = record.lead_id
    if lead_id is not None and await earlier_lead(session, site, lead_id) is None:
        lead_id = None  # another site's or an unknown lead is not linked
    row = MiscellaneousRecord(
        site_id=site.id,
        lead_id=lead_id,
        column_name=record.column_name,
        value=record.value.model_dump(),
        created_at=utcnow(),
    )
    session.add(row)
    await session.commit()
    return row


async def problems(
    session: AsyncSession, site: ResolvedSite, body: OwnCarLead
) -> list[tuple[str, str]]:
    """The valuation's own field rules: answers from the lists, an acceptance of a real offer."""
    found = [
        (name, "Please choose one of the options.")
        for name, value, allowed in (
            ("condition", body.condition, rules.CONDITION),
            ("accidents", body.accidents, rules.ACCIDENTS),
            ("service_history", body.service_history, rules.SERVICE_HISTORY),
            ("finance_owing", body.finance_owing, rules.FINANCE_OWING),
        )
        if value and value not in allowed
    ]
    if body.offer_accepted and (
        body.lead_id is None
        or await earlier_lead(session, site, body.lead_id, (body.kind,)) is None
    ):
        found.append(("lead_id", START_AGAIN))
    return found


FOLLOW_UP_WINDOW_HOURS = 2


async def is_follow_up(session: AsyncSession, site: ResolvedSite, body: OwnCarLead) -> bool:
    """An acceptance of an offer this shopper was made within the last hours: the earlier lead
    passed the captcha, so its acceptance needs none."""
    if not (body.offer_accepted and body.lead_id):
        return False
    earlier = await earlier_lead(session, site, body.lead_id, (body.kind,))
    return (
        earlier is not None
        and earlier.email == body.email
        and as_utc(earlier.created_at) >= utcnow() - timedelta(hours=FOLLOW_UP_WINDOW_HOURS)
    )


class ValuationRules:
    """The valuation's part in taking a lead (leads/kind_rules.py), for each kind in
    VALUED_KINDS: the lead flow hands over any lead's body, and only those kinds reach these."""

    async def problems(
        self, session: AsyncSession, site: ResolvedSite, body: LeadBase, shopper: int | None
    ) -> list[tuple[str, str]]:
        assert isinstance(body, OwnCarLead)
        return await problems(session, site, body)

    async def is_follow_up(self, session: AsyncSession, site: ResolvedSite, body: LeadBase) -> bool:
        assert isinstance(body, OwnCarLead)
        return await is_follow_up(session, site, body)

    async def apply_to_lead(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        body: LeadBase,
        lead: Lead,
        shopper: int | None,
    ) -> None:
        assert isinstance(body, OwnCarLead)
        await apply_to_lead(session, site, body, lead)
