"""A site's lenders: the comparison rate every lender advertises, the fees a loan carries, the
quick quote's assumptions, monthly-only sites and the term's custom increments."""

import pytest
from pydantic import ValidationError

from forecourt.demo.sites import SITES
from forecourt.finance import engine, lenders
from forecourt.tenancy.config import FinanceConfig, LenderConfig, parse_site_config

LIVE = {
    (plan.slug, lender.provider): lender
    for plan in SITES
    for lender in parse_site_config(plan.config).finance.lenders
}


def test_comparison_rate_uses_one_method_for_every_lender():
    """$30,000 over 5 years at 10% with a $395 establishment fee and $8 a month is 11.12%, for a
    lender that adds the fee to the loan or takes it upfront, whose customers repay weekly or
    monthly: an advertised comparison rate is worked on the monthly benchmark loan alone."""
    for financed in (True, False):
        lender = LenderConfig(
            provider="vector", name="Vector", rates={"GREAT": 10}, establishment_fee=395,
            monthly_fee=8, fee_financed=financed,
        )  # fmt: skip
        for frequency in ("weekly", "monthly"):
            quote = lenders.quote(lender, 42_000, 3, frequency=frequency)
            assert quote.comparison_rate == 11.12


@pytest.mark.parametrize(
    ("site", "provider", "advertised"),
    [
        ("northside-mazda", "youx", 10.97),  # $1,313.25 at settlement, $8 a month, at 8.49%
        ("tasman-wide-group", "360finance", 10.68),  # $1,360.50, $10 a month, at 7.99%
        ("redgum-car-co", "taurus", 13.44),  # $1,300, $8 a month, at 10.95%
    ],
)
def test_the_live_lenders_advertise_the_benchmark_comparison_rate(site, provider, advertised):
    lender = LIVE[(site, provider)]
    assert lenders.quote(lender, 25_990, lender.term_years).comparison_rate == advertised
    assert advertised == engine.comparison_rate(
        lender.rates["GREAT"], upfront_fees=lenders.upfront_fees(lender),
        monthly_fee=lender.monthly_fee,
    )  # fmt: skip
    assert {key for key in LIVE if key[1] == provider} == {(site, provider)}


def test_one_dealers_security_registration_and_dealer_agency_fees_count():
    """spec: vehicle §9, one dealer's fees: establishment 395, security registration 6, monthly
    admin 8, dealer agency 912.25. Each is in the loan, its repayments and its comparison rate."""
    dealer = LIVE[("northside-mazda", "youx")]
    assert (dealer.establishment_fee, dealer.security_registration_fee) == (395, 6)
    assert (dealer.dealer_agency_fee, dealer.monthly_fee) == (912.25, 8)
    assert lenders.upfront_fees(dealer) == 1313.25
    establishment_only = dealer.model_copy(
        update={"security_registration_fee": 0, "dealer_agency_fee": 0}
    )
    price = 30_000
    full = lenders.quote(dealer, price, 5)
    less = lenders.quote(establishment_only, price, 5)
    assert full.repayment.amount_financed == price - full.deposit + 1313.25  # added to the loan
    assert full.payment > less.payment
    assert full.repayment.total_payable > less.repayment.total_payable
    assert full.comparison_rate > less.comparison_rate


def test_the_quick_quote_assumes_the_deposit_and_final_payment_its_disclaimer_names():
    """spec: finance §9 - a 10% deposit and, as the disclaimer says, a 30% final payment."""
    lender = LenderConfig(provider="vector", name="Vector", deposit_percent=0, balloon_percent=0)
    quote = lenders.quote(lender, 40_000, 5, assumptions=lenders.QUICK_QUOTE)
    assert (quote.deposit, quote.balloon) == (4_000, 12_000)
    schedule = engine.repayment(
        lenders.loan_terms(lender, 40_000, 5, quote.rate, frequency="weekly", deposit=4_000,
                           balloon=12_000)
    )  # fmt: skip
    assert quote.payment == schedule.total_per_period
    assert quote.monthly == round(quote.payment * 4.33, 2)
    disclaimer = lenders.quick_quote_disclaimer(5)
    assert "a 5 year term, a 10% deposit and a 30% final payment" in disclaimer
    assert "a 2.5 year term" in lenders.quick_quote_disclaimer(2.5)


def test_a_monthly_only_site_shows_monthly_repayments():
    """spec: vehicle §9 - frequencies weekly 52, monthly 12, monthly only on one site."""
    assert lenders.shown_frequency(FinanceConfig()) == "weekly"
    assert lenders.shown_frequency(FinanceConfig(monthly_only=True)) == "monthly"
    lender = LenderConfig(provider="vector", name="Vector")
    weekly = lenders.quote(lender, 30_000, 5)
    monthly = lenders.quote(lender, 30_000, 5, frequency="monthly")
    assert weekly.weekly == weekly.payment and weekly.monthly == round(weekly.payment * 4.33, 2)
    assert monthly.weekly is None and monthly.monthly == monthly.payment
    assert monthly.repayment.periods == 60 and weekly.repayment.periods == 260


def test_custom_term_increments_replace_the_half_year_steps():
    """spec: vehicle §5 - the term slider, 1 to 7 by 0.5; custom year increments can replace it."""
    lender = LenderConfig(provider="vector", name="Vector")
    plain = lenders.calculator_bounds(FinanceConfig(term_max_years=5), lender, 30_000)
    assert plain.term_options == [] and plain.term(6) == 5 and plain.term(3.5) == 3.5
    custom = FinanceConfig(term_options=[2, 3, 4, 5, 7])
    bounds = lenders.calculator_bounds(custom, lender, 30_000)
    assert bounds.term_options == [2, 3, 4, 5, 7]
    assert [bounds.term(t) for t in (1, 3.5, 5, 6, 6.5)] == [2, 3, 5, 5, 7]
    for wrong in ([3, 2], [2, 2], [2, 7.25], [0.5, 2]):
        with pytest.raises(ValidationError):
            FinanceConfig(term_options=wrong)
    with pytest.raises(ValidationError, match="term_max_years"):
        FinanceConfig(term_options=[2, 7], term_max_years=5)


def test_the_finance_default_price_is_the_specs_30000():
    """spec: finance §9 and vehicle §9 - default amount 30000 (the car price on one site): a
    constant, which no site may set otherwise."""
    assert lenders.DEFAULT_AMOUNT == 30_000
    with pytest.raises(ValidationError, match="default_amount"):
        FinanceConfig.model_validate({"default_amount": 45_000})
    assert all("default_amount" not in plan.config.get("finance", {}) for plan in SITES)
