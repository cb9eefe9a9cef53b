"""The built-in valuation adapter: values a car from the platform's own stock, across all sites.

Market data is not tenant data: prices of every site's advertised cars feed the model, but only
aggregates leave it (no other site's cars or ids).
"""

from datetime import timedelta

from sqlalchemy import and_, case, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.inventory.models import Car
from forecourt.inventory.rules import AVAILABLE_STATUSES
from forecourt.locations.models import Location
from forecourt.tenancy.models import Dealership
from forecourt.valuation.model import YEAR_SPAN, Comparable, estimate
from forecourt.valuation.port import MarketValuation, ValuationSubject

MIN_PRICE = 10  # spec: vehicle §4 - a price of 10 or less is no price
SOLD_EVIDENCE_DAYS = 365  # recent sales are market evidence too
MAX_COMPARABLES = 1000

CURRENT_PRICE = case((Car.offer_price > 0, Car.offer_price), else_=Car.price)


class BuiltinValuationProvider:
    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def comparables(self, subject: ValuationSubject) -> list[Comparable]:
        sold_since = utcnow() - timedelta(days=SOLD_EVIDENCE_DAYS)
        query = (
            select(CURRENT_PRICE, Car.year, Car.km, func.coalesce(Location.state, Dealership.state))
            .select_from(Car)
            .join(Dealership, Dealership.id == Car.dealership_id)
            .outerjoin(Location, Location.id == Car.location_id)
            .where(
                Car.make == subject.make,
                Car.model == subject.model,
                Car.year.between(subject.year - YEAR_SPAN, subject.year + YEAR_SPAN),
                Car.item_type == subject.item_type,
                Car.show_on_dealer_website.is_(True),  # advertised prices only
                CURRENT_PRICE > MIN_PRICE,
                or_(
                    Car.status.in_(AVAILABLE_STATUSES),
                    and_(Car.status == "sold", Car.sold_at >= sold_since),
                ),
            )
            .limit(MAX_COMPARABLES)
        )
        if subject.car_id is not None:
            query = query.where(Car.id != subject.car_id)
        if subject.vin:  # the same car syndicated to another site is not a comparable
            query = query.where(or_(Car.vin.is_(None), Car.vin != subject.vin))
        rows = await self._session.execute(query)
        return [Comparable(int(p), y, k, s) for p, y, k, s in rows.all()]

    async def value(self, subject: ValuationSubject) -> MarketValuation:
        comps = await self.comparables(subject)
        market = estimate(comps, year=subject.year, km=subject.km)
        in_state = [c for c in comps if subject.state and c.state == subject.state]
        state = estimate(in_state, year=subject.year, km=subject.km) if in_state else None
        return MarketValuation(
            average=market.average,
            range_min=market.range_min,
            range_max=market.range_max,
            confidence=market.confidence,
            comparables=market.comparables,
            state_average=state.average if state else None,
        )
