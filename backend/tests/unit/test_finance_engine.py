"""The finance engine against published worked examples and the amortisation it promises."""

import random

import numpy_financial as npf
import pytest

from forecourt.finance import engine
from forecourt.finance.engine import LoanTerms


def test_the_worked_example_monthly_with_fees():
    """$30,000 over 5 years at 10%, $395 establishment fee paid upfront, $8 a month: $637.41 a
    month in repayments and a comparison rate of 11.12%."""
    terms = LoanTerms(
        price=30_000, annual_rate=10, years=5, frequency="monthly",
        upfront_fees=395, monthly_fee=8,
    )  # fmt: skip
    quote = engine.repayment(terms)
    assert quote.repayment == 637.41
    assert quote.total_per_period == 645.41
    assert quote.periods == 60
    assert quote.total_payable == pytest.approx(645.41 * 60 + 395, abs=0.5)
    assert engine.comparison_rate(10, upfront_fees=395, monthly_fee=8) == 11.12


@pytest.mark.parametrize(
    ("principal", "rate", "years", "expected"),
    [
        (100_000, 6, 30, 599.55),  # the textbook 30-year mortgage example
        (10_000, 6, 5, 193.33),  # the textbook 5-year car loan example
        (30_000, 10, 5, 637.41),
    ],
)
def test_published_monthly_amortisation_examples(principal, rate, years, expected):
    assert round(engine.periodic_payment(principal, rate, 12, years * 12), 2) == expected


@pytest.mark.parametrize("frequency", ["weekly", "fortnightly", "monthly"])
def test_repayments_amortise_the_loan_to_its_balloon(frequency):
    """Run the schedule: interest at rate / frequency each period, less the repayment, leaves
    exactly the balloon (deposit and trade-in never borrowed, a financed fee borrowed)."""
    terms = LoanTerms(
        price=42_000, deposit=5_000, trade_in=7_000, annual_rate=8.5, years=4,
        frequency=frequency, balloon=6_000, upfront_fees=990, fee_financed=True,
    )  # fmt: skip
    quote = engine.repayment(terms)
    assert quote.amount_financed == 30_990
    per_year = engine.PERIODS_PER_YEAR[frequency]
    assert quote.periods == 4 * per_year
    balance = quote.amount_financed
    exact = engine.periodic_payment(30_990, 8.5, per_year, quote.periods, 6_000)
    for _ in range(quote.periods):
        balance = balance * (1 + 0.085 / per_year) - exact
    assert balance == pytest.approx(6_000, abs=0.01)


def test_weekly_and_fortnightly_use_52_and_26_periods_for_the_repayment():
    weekly = engine.repayment(LoanTerms(price=20_000, annual_rate=7, years=3))
    fortnightly = engine.repayment(
        LoanTerms(price=20_000, annual_rate=7, years=3, frequency="fortnightly")
    )
    assert weekly.periods == 156 and fortnightly.periods == 78
    assert weekly.repayment == round(engine.periodic_payment(20_000, 7, 52, 156), 2)
    assert fortnightly.repayment == pytest.approx(weekly.repayment * 2, rel=0.002)


def test_comparison_rate_equals_the_rate_without_fees_and_rises_with_each_fee():
    assert engine.comparison_rate(9.95) == 9.95
    with_fee = engine.comparison_rate(9.95, upfront_fees=395)
    assert 9.95 < with_fee < engine.comparison_rate(9.95, upfront_fees=395, monthly_fee=8)


def test_comparison_rate_is_worked_on_the_monthly_benchmark_loan():
    """reg 100: n is the repayments a year, r equates the credit with the repayments and fees.
    Solved afresh here by bisection over the benchmark's 60 monthly flows."""
    payment = engine.periodic_payment(30_000, 10, 12, 60) + 8

    def present_value(monthly: float) -> float:
        return sum(payment / (1 + monthly) ** j for j in range(1, 61)) + 395

    low, high = 0.0, 0.05
    for _ in range(100):
        middle = (low + high) / 2
        low, high = (middle, high) if present_value(middle) > 30_000 else (low, middle)
    assert engine.comparison_rate(10, upfront_fees=395, monthly_fee=8) == round(low * 1200, 2)


def test_zero_rate_and_the_display_rules():
    assert engine.periodic_payment(12_000, 0, 12, 24) == 500
    assert engine.monthly_display(100) == 433.0  # spec: weekly x 4.33
    assert engine.payment_text(25) == "Enquire for Finance"  # spec: at or below $25
    assert engine.payment_text(25.01) is None
    with pytest.raises(ValueError):
        engine.periodic_payment(1000, 5, 12, 0)


def test_the_payment_formula_gives_numpy_financials_cents():
    """The level payment is npf.pmt's formula worked on floats: the same cents over loans of
    every size, rate, term, frequency and final payment."""
    draw = random.Random(7)
    for _ in range(20_000):
        principal, annual_rate = draw.uniform(500, 250_000), draw.uniform(0.5, 25)
        per_year, periods = draw.choice((12, 26, 52)), draw.randint(1, 364)
        balloon = draw.uniform(0, principal / 2)
        expected = float(npf.pmt(annual_rate / 100 / per_year, periods, -principal, balloon))
        got = engine.periodic_payment(principal, annual_rate, per_year, periods, balloon)
        assert round(got, 2) == round(expected, 2)
