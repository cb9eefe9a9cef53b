"""The trade-in offer, pure: which cars get an online estimate, and the offer range from the
market range, the shopper's answers and the dealer's costs."""

from forecourt.tenancy.config import TradeInConfig

# The adjustment questions and what each answer does to the market value (ours: the spec names
# the questions, not their weights). Finance owing changes who is paid, not the car's value.
CONDITION = {"Excellent": 1.0, "Good": 0.96, "Fair": 0.9, "Poor": 0.8}
ACCIDENTS = {"No": 1.0, "Yes, repaired": 0.93, "Yes, not repaired": 0.8}
SERVICE_HISTORY = {"Full": 1.0, "Partial": 0.96, "None": 0.9}
FINANCE_OWING = ("No", "Yes")
OFFER_STEP = 100  # offers are round hundreds
INSTANT_VALUATION_MIN_PRICE = 200  # spec: finance §5 - a price above 200

TOO_OLD = "We can't give an online estimate for cars over {years} years old."
TOO_FAR = "We can't give an online estimate for cars over {km:,} km."
NO_MARKET = "We don't have enough market data for this car to give an online estimate."
OFF = "This dealer values trade-ins in person."


def instant_valuation_eligible(*, price: int, status: str, reserved: bool) -> bool:
    """Whether a stock car offers the instant valuation of a trade-in towards it (spec: finance §5):
    a price above 200, in stock (so neither sold nor coming soon) and not reserved."""
    return price > INSTANT_VALUATION_MIN_PRICE and status == "in_stock" and not reserved


def no_estimate_reason(config: TradeInConfig, *, year: int, km: int, this_year: int) -> str | None:
    """Why no online estimate is given, or None when one is (spec: vehicle §9, "generally not
    given for cars over 7 years or 100,000 km")."""
    if not config.online_estimate:
        return OFF
    if this_year - year > config.max_age_years:
        return TOO_OLD.format(years=config.max_age_years)
    if km > config.max_km:
        return TOO_FAR.format(km=config.max_km)
    return None


def condition_factor(condition: str | None, accidents: str | None, history: str | None) -> float:
    """Unanswered questions count as the middle answer a dealer would assume before seeing it."""
    return (
        CONDITION.get(condition or "", CONDITION["Good"])
        * ACCIDENTS.get(accidents or "", ACCIDENTS["No"])
        * SERVICE_HISTORY.get(history or "", SERVICE_HISTORY["Partial"])
    )


def _offer(market_value: float, factor: float, config: TradeInConfig) -> int:
    value = market_value * factor * (1 - config.margin_percent / 100) - config.reconditioning
    return max(0, int(value // OFFER_STEP) * OFFER_STEP)


def offer_range(
    market_min: int, market_max: int, factor: float, config: TradeInConfig
) -> tuple[int, int]:
    return _offer(market_min, factor, config), _offer(market_max, factor, config)
