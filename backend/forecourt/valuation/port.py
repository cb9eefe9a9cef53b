"""The market valuation port: what the vehicle page asks, whichever adapter answers.

Architecture principle 4: integrations are ports with a real built-in adapter. The built-in
adapter (builtin.py) values a car from the platform's own stock; a remote valuation service would
be a second adapter implementing the same protocol.
"""

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class ValuationSubject:
    """The car to value. car_id and vin keep the car itself (and its copies) out of its comparables."""

    make: str
    model: str
    year: int
    km: int
    item_type: str = "car"
    state: str | None = None
    car_id: int | None = None
    vin: str | None = None


@dataclass(frozen=True)
class MarketValuation:
    """Aggregates only: never another site's cars or ids (market data is not tenant data)."""

    average: int | None  # estimated market price of the subject, whole dollars
    range_min: int | None
    range_max: int | None
    confidence: float  # 0..1
    comparables: int
    state_average: int | None  # the same estimate from comparables in the subject's state


class ValuationProvider(Protocol):
    async def value(self, subject: ValuationSubject) -> MarketValuation: ...
