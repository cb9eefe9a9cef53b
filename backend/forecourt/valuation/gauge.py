"""The price comparison panel ("autogauge"): where a listing price sits in the market range.

spec: search §3 (response fields) and §5 (when the panel shows). The visibility rule lives here
once and ships as `visible`; the frontend only obeys it.
"""

from dataclasses import dataclass

from forecourt.inventory.rules import format_aud
from forecourt.valuation.port import MarketValuation

MIN_CONFIDENCE = 0.2  # spec: search §5 - confidence above 0.2
NO_PRICE = "This car has no listed price to compare with the market."
TOO_FEW = "There are not enough comparable cars on the market to estimate a price range."


@dataclass(frozen=True)
class Gauge:
    fill: float | None
    listing_price: int | None
    market_range_min: int | None
    market_range_max: int | None
    confidence: float | None
    description: str
    visible: bool


def is_gauge_visible(
    *,
    fill: float | None,
    listing_price: int | None,
    market_range_min: int | None,
    market_range_max: int | None,
    confidence: float | None,
) -> bool:
    """spec: search §5 - every field present, confidence above 0.2, range max at least the price."""
    if fill is None or listing_price is None or market_range_min is None:
        return False
    if market_range_max is None or confidence is None:
        return False
    return confidence > MIN_CONFIDENCE and market_range_max >= listing_price


def gauge_fill(listing_price: int, low: int, high: int) -> float:
    """0 at the bottom of the market range, 1 at the top; clamped outside it."""
    if high <= low:
        return 0.5
    return round(min(max((listing_price - low) / (high - low), 0.0), 1.0), 3)


def describe(listing_price: int, low: int, high: int, label: str) -> str:
    market = f"the market range of {format_aud(low)} to {format_aud(high)} for comparable {label}"
    if listing_price < low:
        return f"Priced below {market}."
    if listing_price > high:
        return f"Priced above {market}."
    return f"Priced within {market}."


def build_gauge(listing_price: int | None, valuation: MarketValuation, label: str) -> Gauge:
    """`label` names the comparables for the description, e.g. "Toyota Corolla cars"."""
    low, high = valuation.range_min, valuation.range_max
    if listing_price is None:
        return Gauge(None, None, low, high, valuation.confidence, NO_PRICE, False)
    if low is None or high is None:
        return Gauge(None, listing_price, None, None, valuation.confidence, TOO_FEW, False)
    fill = gauge_fill(listing_price, low, high)
    visible = is_gauge_visible(
        fill=fill,
        listing_price=listing_price,
        market_range_min=low,
        market_range_max=high,
        confidence=valuation.confidence,
    )
    return Gauge(
        fill,
        listing_price,
        low,
        high,
        valuation.confidence,
        describe(listing_price, low, high, label),
        visible,
    )
