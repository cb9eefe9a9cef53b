"""A site's lenders as data (SiteConfig.finance.lenders): which one is the site's, which cars
each will show figures for, the figures themselves (the car's `finance_lenders` entry) and the
calculator's bounds (spec: vehicle §5, §9; finance-signin-locations §9)."""

from dataclasses import dataclass
from typing import Literal

from forecourt.finance import engine
from forecourt.tenancy.config import CreditScore, FinanceConfig, LenderConfig

MIN_PRICE = 500  # spec: vehicle §5, every lender: price above 500
CALCULATOR_MAX = 250_000  # spec: deposit, residual and typed amounts 0-250000
DEFAULT_AMOUNT = 30_000  # spec: vehicle §9 and finance §9, the calculator's and form's start
RATE_STEP = 0.5
LOAN_STEP = 500
TERM_STEP = 0.5
ShownFrequency = Literal["weekly", "monthly"]


@dataclass(frozen=True)
class Assumptions:
    """What an estimate takes as given, as shares of the price."""

    deposit_percent: float
    final_payment_percent: float


# spec: finance §9, quick-quote estimates assume a 10% deposit; their disclaimer names a 30%
# final payment, so the estimate is made with one.
QUICK_QUOTE = Assumptions(deposit_percent=10, final_payment_percent=30)


def quick_quote_disclaimer(years: float) -> str:
    """The quick quote's disclaimer, made from the very assumptions its figures are made with."""
    return (
        f"Estimate only, based on a {years:g} year term, a {QUICK_QUOTE.deposit_percent:g}%"
        f" deposit and a {QUICK_QUOTE.final_payment_percent:g}% final payment at the end of the"
        " term, at the rate for your credit profile with the lender's fees included. It is not a"
        " quote or an offer of credit: your rate and repayments are confirmed at pre-approval."
    )


def finance_offered(make: str, hidden_for_makes: list[str], enabled: bool, available: bool) -> bool:
    """Whether a car shows finance (its estimate, calculator and button): not where the site has
    none or hides it for the make, and never for a car no longer for sale."""
    hidden = make.lower() in {m.lower() for m in hidden_for_makes}
    return enabled and not hidden and available


def shown_frequency(finance: FinanceConfig) -> ShownFrequency:
    """spec: vehicle §9 - repayments are shown weekly, monthly only on one site."""
    return "monthly" if finance.monthly_only else "weekly"


def upfront_fees(lender: LenderConfig) -> float:
    """The fees payable when the loan is made: establishment, security registration and dealer
    agency (spec: vehicle §9)."""
    return lender.establishment_fee + lender.security_registration_fee + lender.dealer_agency_fee


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


def loan_terms(
    lender: LenderConfig,
    price: float,
    years: float,
    rate: float,
    *,
    frequency: engine.Frequency,
    deposit: float = 0,
    balloon: float = 0,
) -> engine.LoanTerms:
    """A loan from this lender, with every fee it charges."""
    return engine.LoanTerms(
        price=price,
        annual_rate=rate,
        years=years,
        frequency=frequency,
        deposit=deposit,
        balloon=balloon,
        upfront_fees=upfront_fees(lender),
        fee_financed=lender.fee_financed,
        monthly_fee=lender.monthly_fee,
    )


def comparison_rate(lender: LenderConfig, rate: float) -> float:
    return engine.comparison_rate(
        rate, upfront_fees=upfront_fees(lender), monthly_fee=lender.monthly_fee
    )


@dataclass(frozen=True)
class Quote:
    rate: float
    comparison_rate: float
    frequency: ShownFrequency
    payment: float  # per period, fees included
    repayment: engine.Repayment
    deposit: float
    balloon: float

    @property
    def weekly(self) -> float | None:
        return self.payment if self.frequency == "weekly" else None

    @property
    def monthly(self) -> float:
        """spec: the monthly figure of a weekly repayment is weekly x 4.33; a monthly one is
        itself."""
        return engine.monthly_display(self.payment) if self.frequency == "weekly" else self.payment


def quote(
    lender: LenderConfig,
    price: float,
    years: float,
    score: CreditScore = "GREAT",
    *,
    frequency: ShownFrequency = "weekly",
    assumptions: Assumptions | None = None,
) -> Quote:
    """The repayment for `price` less the deposit, leaving the final payment, with the lender's
    fees (the vehicle page's estimate: the lender's own deposit and final payment shares); and
    the comparison rate on the $30,000 / 5-year benchmark."""
    rate = lender.rates.get(score, lender.rates.get("GREAT", 10.0))
    given = assumptions or Assumptions(lender.deposit_percent, lender.balloon_percent)
    deposit = round(price * given.deposit_percent / 100, 2)
    balloon = round(price * given.final_payment_percent / 100, 2)
    figures = engine.repayment(
        loan_terms(
            lender, price, years, rate, frequency=frequency, deposit=deposit, balloon=balloon
        )
    )
    return Quote(
        rate=rate,
        comparison_rate=comparison_rate(lender, rate),
        frequency=frequency,
        payment=figures.total_per_period,
        repayment=figures,
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
    term_options: list[float]
    rate_min: float
    rate_max: float

    def term(self, wanted: float) -> float:
        """The term the calculator can show nearest `wanted`: one of the custom increments when
        the site has them (the shorter of two as near), else `wanted` up to the max."""
        if self.term_options:
            return min(self.term_options, key=lambda option: (abs(option - wanted), option))
        return min(wanted, self.term_max)


def calculator_bounds(finance: FinanceConfig, lender: LenderConfig, price: int | None) -> Bounds:
    """spec: vehicle §5 - loan min 1000 (5000 for one lender), max 100000 (1.05 x the price above
    100000 on one site; 250000 on another layout), term 1-7 (max 5 on some sites), interest
    bounds per lender; custom year increments replace the term's half-year steps."""
    loan_max = finance.loan_max
    if finance.loan_max_follows_price and price and price > 100_000:
        loan_max = round(price * 1.05)
    return Bounds(
        loan_min=lender.loan_min if lender.loan_min is not None else finance.loan_min,
        loan_max=loan_max,
        term_max=finance.term_max_years,
        term_options=finance.term_options,
        rate_min=lender.rate_min if lender.rate_min is not None else finance.rate_min,
        rate_max=lender.rate_max if lender.rate_max is not None else finance.rate_max,
    )
