"""A site's lenders as data (SiteConfig.finance.lenders): which one is the site's, which cars
each will show figures for, the figures themselves (the car's `finance_lenders` entry) and the
calculator's bounds (spec: vehicle §5, §9; finance-signin-locations §9)."""

from dataclasses import dataclass

from forecourt.finance import engine
from forecourt.tenancy.config import CreditScore, FinanceConfig, LenderConfig

MIN_PRICE = 500  # spec: vehicle §5, every lender: price above 500
CALCULATOR_MAX = 250_000  # spec: deposit, residual and typed amounts 0-250000
RATE_STEP = 0.5
LOAN_STEP = 500
TERM_STEP = 0.5


def primary_lender(finance: FinanceConfig, provider: str | None) -> LenderConfig:
    """The site's own lender: the one `finance_provider` names, else the first configured."""
    return (
        next((lender for lender in finance.lenders if lender.provider == provider), None)
        or (finance.lenders[0])
    )


@dataclass(frozen=True)
class CarFacts:
    price: int | None  # the asking price; None when the car shows no price
    year: int
    available: bool


def eligible(lender: LenderConfig, car: CarFacts, this_year: int) -> bool:
    """spec: Taurus (max_age_years 12, sellable_only): year newer than this year - 12, price
    above 500, sellable; every other lender: price above 500 (the payment is then present)."""
    if car.price is None or car.price <= MIN_PRICE:
        return False
    if lender.sellable_only and not car.available:
        return False
    return lender.max_age_years is None or car.year > this_year - lender.max_age_years


@dataclass(frozen=True)
class Quote:
    rate: float
    comparison_rate: float
    weekly: float
    monthly: float
    repayment: engine.Repayment
    deposit: float
    balloon: float


def quote(lender: LenderConfig, price: float, years: float, score: CreditScore = "GREAT") -> Quote:
    """The weekly repayment (the display uses 52 a year) for `price` less the lender's deposit,
    with its fees, and the comparison rate on the $30,000 / 5-year benchmark."""
    rate = lender.rates.get(score, lender.rates.get("GREAT", 10.0))
    deposit = round(price * lender.deposit_percent / 100, 2)
    balloon = round(price * lender.balloon_percent / 100, 2)
    weekly = engine.repayment(
        engine.LoanTerms(
            price=price,
            annual_rate=rate,
            years=years,
            frequency="weekly",
            deposit=deposit,
            balloon=balloon,
            establishment_fee=lender.establishment_fee,
            fee_financed=lender.fee_financed,
            monthly_fee=lender.monthly_fee,
        )
    )
    comparison = engine.comparison_rate(
        rate,
        establishment_fee=lender.establishment_fee,
        monthly_fee=lender.monthly_fee,
        fee_financed=lender.fee_financed,
        frequency=lender.frequency,
    )
    return Quote(
        rate=rate,
        comparison_rate=comparison,
        weekly=weekly.total_per_period,
        monthly=engine.monthly_display(weekly.total_per_period),
        repayment=weekly,
        deposit=deposit,
        balloon=balloon,
    )


def disclaimer(lender: LenderConfig, phone: str | None) -> str:
    return lender.disclaimer.replace("{phone}", phone or "us")


@dataclass(frozen=True)
class Bounds:
    loan_min: int
    loan_max: int
    term_max: float
    rate_min: float
    rate_max: float


def calculator_bounds(finance: FinanceConfig, lender: LenderConfig, price: int | None) -> Bounds:
    """spec: vehicle §5 - loan min 1000 (5000 for one lender), max 100000 (1.05 x the price above
    100000 on one site; 250000 on another layout), term 1-7 (max 5 on some sites), interest
    bounds per lender."""
    loan_max = finance.loan_max
    if finance.loan_max_follows_price and price and price > 100_000:
        loan_max = round(price * 1.05)
    return Bounds(
        loan_min=lender.loan_min if lender.loan_min is not None else finance.loan_min,
        loan_max=loan_max,
        term_max=finance.term_max_years,
        rate_min=lender.rate_min if lender.rate_min is not None else finance.rate_min,
        rate_max=lender.rate_max if lender.rate_max is not None else finance.rate_max,
    )
