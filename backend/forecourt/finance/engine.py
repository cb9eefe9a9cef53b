"""The finance engine, pure (spec: finance-signin-locations §9, vehicle §9): repayments with
compound interest at the rate divided by the frequency, deposit and trade-in subtracted, a balloon,
the fees payable when the loan is made financed or paid upfront, monthly fees; totals; and the
comparison rate as the National Credit Code defines it, by one method for every lender (the rate
that equates the benchmark credit, $30,000 over 5 years repaid monthly, with every repayment and
fee).
"""

from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import numpy_financial as npf

Frequency = Literal["weekly", "fortnightly", "monthly"]
PERIODS_PER_YEAR: dict[Frequency, int] = {"weekly": 52, "fortnightly": 26, "monthly": 12}
MONTHLY_FROM_WEEKLY = 4.33  # spec: the monthly display figure = weekly x 4.33
ENQUIRE_AT_OR_BELOW = 25  # spec: a payment at or below $25 shows "Enquire for Finance"
ENQUIRE_TEXT = "Enquire for Finance"
BENCHMARK_AMOUNT = 30_000
BENCHMARK_YEARS = 5
# National Consumer Credit Protection Regulations 2010, reg 100: the warning a comparison rate
# is always shown with.
COMPARISON_WARNING = (
    "WARNING: This comparison rate is true only for the examples given and may not include all"
    " fees and charges. Different terms, fees or other loan amounts might result in a different"
    " comparison rate."
)


@dataclass(frozen=True)
class LoanTerms:
    price: float
    annual_rate: float  # percent, e.g. 9.95
    years: float
    frequency: Frequency = "weekly"
    deposit: float = 0
    trade_in: float = 0
    balloon: float = 0  # owed at the end, after the last repayment
    upfront_fees: float = 0  # payable when the loan is made (establishment and the like)
    fee_financed: bool = False  # added to the loan, else paid upfront
    monthly_fee: float = 0


@dataclass(frozen=True)
class Repayment:
    amount_financed: float
    periods: int
    repayment: float  # principal and interest, per period
    fees_per_period: float
    total_per_period: float  # what the shopper pays each period
    total_payable: float  # every repayment, fee and the balloon
    total_interest: float


def amount_financed(terms: LoanTerms) -> float:
    borrowed = max(0.0, terms.price - terms.deposit - terms.trade_in)
    return borrowed + (terms.upfront_fees if terms.fee_financed else 0.0)


def periodic_payment(
    principal: float, annual_rate: float, periods_per_year: float, periods: int, balloon: float = 0
) -> float:
    """The level payment that repays `principal` over `periods`, leaving `balloon` owing."""
    if periods <= 0:
        raise ValueError("a loan needs at least one repayment")
    rate = annual_rate / 100 / periods_per_year
    if rate < 1e-9:  # no interest (or too little to compute: the formula underflows to NaN)
        return (principal - balloon) / periods
    # npf.pmt's formula on floats: numpy's set-up for one scalar cost 15 us a quote, and a search
    # page quotes every card it shows (the same cents over 300,000 random loans).
    growth = (1 + rate) ** periods
    return (principal * growth - balloon) * rate / (growth - 1)


def repayment(terms: LoanTerms) -> Repayment:
    per_year = PERIODS_PER_YEAR[terms.frequency]
    periods = round(terms.years * per_year)
    financed = amount_financed(terms)
    balloon = min(terms.balloon, financed)
    payment = periodic_payment(financed, terms.annual_rate, per_year, periods, balloon)
    fees = terms.monthly_fee * 12 / per_year
    upfront = 0.0 if terms.fee_financed else terms.upfront_fees
    total = (payment + fees) * periods + balloon + upfront
    borrowed = financed - (terms.upfront_fees if terms.fee_financed else 0.0)
    fees_total = fees * periods + terms.upfront_fees
    return Repayment(
        amount_financed=round(financed, 2),
        periods=periods,
        repayment=round(payment, 2),
        fees_per_period=round(fees, 2),
        total_per_period=round(payment + fees, 2),
        total_payable=round(total, 2),
        total_interest=round(total - borrowed - fees_total, 2),
    )


# A lender's few rates and fees give few comparison rates, and numpy's solver costs more than a
# whole car's repayment: each is worked out once per process.
@lru_cache(maxsize=512)
def comparison_rate(
    annual_rate: float,
    *,
    upfront_fees: float = 0,
    monthly_fee: float = 0,
    amount: float = BENCHMARK_AMOUNT,
    years: float = BENCHMARK_YEARS,
) -> float:
    """Percent a year, 2 places: the advertised comparison rate, one method for every lender
    (National Consumer Credit Protection Regulations 2010, reg 100). The benchmark credit,
    `amount` provided at time 0, is repaid monthly over `years` (so n = 12); the fees payable
    when it is provided count at time 0 and the monthly fee with each repayment. How a lender
    collects its fees (added to the loan or paid upfront) and how often its customers repay
    change their repayments, never the advertised rate."""
    periods = round(years * 12)
    payment = periodic_payment(amount, annual_rate, 12, periods)
    rate = float(npf.rate(periods, -(payment + monthly_fee), amount - upfront_fees, 0))
    return round(rate * 12 * 100, 2)


def monthly_display(weekly: float) -> float:
    return round(weekly * MONTHLY_FROM_WEEKLY, 2)


def payment_text(payment: float) -> str | None:
    """ "Enquire for Finance" instead of a figure too small to be a real offer."""
    return ENQUIRE_TEXT if payment <= ENQUIRE_AT_OR_BELOW else None
