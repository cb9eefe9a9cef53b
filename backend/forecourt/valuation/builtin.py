"""The built-in valuation adapter: values a car from the platform's own stock, across all sites.

Market data is not tenant data: prices of every site's advertised cars feed the model, but only
aggregates leave it (no other site's cars or ids).
"""

import itertools
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import and_, case, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.core.kept_values import KeptValues
from forecourt.inventory.models import Car
from forecourt.inventory.rules import AVAILABLE_STATUSES
from forecourt.inventory.stock_version import local_stock_commits
from forecourt.locations.models import Location
from forecourt.tenancy.models import Dealership
from forecourt.valuation.model import YEAR_SPAN, Comparable, estimate
from forecourt.valuation.port import MarketValuation, ValuationSubject

MIN_PRICE = 10  # spec: vehicle §4 - a price of 10 or less is no price
SOLD_EVIDENCE_DAYS = 365  # recent sales are market evidence too
MAX_COMPARABLES = 1000
MAX_MODEL_EVIDENCE = 20 * MAX_COMPARABLES  # every year of a model, kept in memory a while

CURRENT_PRICE = case((Car.offer_price > 0, Car.offer_price), else_=Car.price)


@dataclass(frozen=True)
class Evidence:
    """An advertised or recently sold car of a model, as market evidence."""

    comparable: Comparable
    car_id: int
    vin: str | None

    def compares_with(self, subject: ValuationSubject) -> bool:
        """Within YEAR_SPAN model years, and not the subject itself, nor the same car (its VIN)
        syndicated to another site."""
        year = self.comparable.year
        return (
            subject.year - YEAR_SPAN <= year <= subject.year + YEAR_SPAN
            and self.car_id != subject.car_id
            and not (subject.vin and self.vin == subject.vin)
        )


# A model's evidence, read once and kept for the pages of all its cars a while: a change made by
# this process is a new key at once (its stock commits count), one made elsewhere shows within
# MODEL_MARKET_TTL, the time a vehicle page keeps its price comparison anyway.
MODEL_MARKET_TTL = 60.0
_kept: KeptValues[tuple[Evidence, ...]] = KeptValues(MODEL_MARKET_TTL, max_entries=4096)


class BuiltinValuationProvider:
    def __init__(self, session: AsyncSession) -> None:
        self._session = session

    async def _model_market(self, make: str, model: str, item_type: str) -> tuple[Evidence, ...]:
        sold_since = utcnow() - timedelta(days=SOLD_EVIDENCE_DAYS)
        rows = await self._session.execute(
            select(
                CURRENT_PRICE,
                Car.year,
                Car.km,
                func.coalesce(Location.state, Dealership.state),
                Car.id,
                Car.vin,
            )
            .select_from(Car)
            .join(Dealership, Dealership.id == Car.dealership_id)
            .outerjoin(Location, Location.id == Car.location_id)
            .where(
                Car.make == make,
                Car.model == model,
                Car.item_type == item_type,
                Car.show_on_dealer_website.is_(True),  # advertised prices only
                CURRENT_PRICE > MIN_PRICE,
                or_(
                    Car.status.in_(AVAILABLE_STATUSES),
                    and_(Car.status == "sold", Car.sold_at >= sold_since),
                ),
            )
            .limit(MAX_MODEL_EVIDENCE)
        )
        return tuple(Evidence(Comparable(int(p), y, k, s), i, v) for p, y, k, s, i, v in rows)

    async def comparables(self, subject: ValuationSubject) -> list[Comparable]:
        make, model, item_type = subject.make, subject.model, subject.item_type
        key = (make, model, item_type, local_stock_commits())
        market = await _kept.get(key, lambda: self._model_market(make, model, item_type))
        chosen = (e.comparable for e in market if e.compares_with(subject))
        return list(itertools.islice(chosen, MAX_COMPARABLES))

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
