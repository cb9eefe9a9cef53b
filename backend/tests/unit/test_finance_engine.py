"""The finance engine against published worked examples and the amortisation it promises."""

import pytest

from forecourt.finance import engine
from forecourt.finance.engine import LoanTerms


def test_the_issues_worked_example_monthly_with_fees():
    """$30,000 over 5 years at 10%, $395 establishment fee paid upfront, $8 a month: $637.41 a
    month in repayments and a comparison rate of 11.12%."""
    terms = LoanTerms(
        price=30_000, annual_rate=10, years=5, frequency="monthly",
        establishment_fee=395, monthly_fee=8,
    )  # fmt: skip
    quote = engine.repayment(terms)
    assert quote.repayment == 637.41
    assert quote.total_per_period == 645.41
    assert quote.periods == 60
    assert quote.total_payable == pytest.approx(645.41 * 60 + 395, abs=0.5)
    assert engine.comparison_rate(10, establishment_fee=395, monthly_fee=8) == 11.12


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
        frequency=frequency, balloon=6_000, establishment_fee=990, fee_financed=True,
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


def test_comparison_rate_equals_the_rate_without_fees_and_annualises_weekly_flows():
    assert engine.comparison_rate(9.95) == 9.95
    assert engine.comparison_rate(9.95, frequency="weekly") == 9.95
    weekly = engine.comparison_rate(9.95, establishment_fee=395, monthly_fee=8, frequency="weekly")
    monthly = engine.comparison_rate(9.95, establishment_fee=395, monthly_fee=8)
    assert weekly == pytest.approx(monthly, abs=0.05) and weekly > 9.95


def test_a_financed_fee_costs_interest_too():
    upfront = engine.comparison_rate(10, establishment_fee=1300)
    financed = engine.comparison_rate(10, establishment_fee=1300, fee_financed=True)
    assert upfront > 10 and financed > 10
    assert financed == pytest.approx(upfront, abs=0.1)


def test_zero_rate_and_the_display_rules():
    assert engine.periodic_payment(12_000, 0, 12, 24) == 500
    assert engine.monthly_display(100) == 433.0  # spec: weekly x 4.33
    assert engine.payment_text(25) == "Enquire for Finance"  # spec: at or below $25
    assert engine.payment_text(25.01) is None
    with pytest.raises(ValueError):
        engine.periodic_payment(1000, 5, 12, 0)
