"""The built-in market valuation model (valuation/model.py) and the price comparison panel rule."""

import math

import pytest

from forecourt.valuation import model
from forecourt.valuation.gauge import build_gauge, gauge_fill, is_gauge_visible
from forecourt.valuation.model import Comparable, estimate
from forecourt.valuation.port import MarketValuation


def twins(n: int, price: int = 25000, year: int = 2021, km: int = 40000) -> list[Comparable]:
    return [Comparable(price, year, km) for _ in range(n)]


def test_identical_comparables_value_the_car_at_their_price():
    result = estimate(twins(5), year=2021, km=40000)
    assert result.average == 25000
    assert result.range_min < 25000 < result.range_max  # the range floor keeps a band
    assert result.comparables == 5


def test_too_few_comparables_give_no_figures_and_low_confidence():
    result = estimate(twins(2), year=2021, km=40000)
    assert (result.average, result.range_min, result.range_max) == (None, None, None)
    assert 0 < result.confidence <= 0.2
    assert estimate([], year=2021, km=40000).confidence == 0.0


def test_confidence_rises_with_every_comparable_added():
    confidences = [estimate(twins(n), year=2021, km=40000).confidence for n in range(0, 30)]
    assert all(a < b for a, b in zip(confidences, confidences[1:], strict=False))
    assert confidences[-1] < 1


def test_confidence_falls_as_comparables_get_further_away():
    near = estimate(twins(6, year=2021, km=40000), year=2021, km=40000).confidence
    older = estimate(twins(6, year=2019, km=40000), year=2021, km=40000).confidence
    driven = estimate(twins(6, year=2021, km=140000), year=2021, km=40000).confidence
    assert near > older and near > driven


def test_comparables_more_than_two_years_away_are_ignored():
    result = estimate(twins(5, year=2016), year=2021, km=40000)
    assert result.comparables == 0 and result.average is None


def test_fewer_km_than_the_comparables_values_the_car_higher():
    comps = twins(6, km=80000)
    low_km = estimate(comps, year=2021, km=20000).average
    same_km = estimate(comps, year=2021, km=80000).average
    assert low_km > same_km == 25000


def test_rates_are_fitted_from_enough_comparables():
    # Prices made with 4e-6 per km and 0.1 per year in log space: the fit recovers them.
    comps = [
        Comparable(round(30000 * math.exp(-4e-6 * km + 0.1 * (year - 2021))), year, km)
        for year in (2019, 2020, 2021, 2022, 2023)
        for km in (10000, 50000, 90000)
    ]
    km_rate, year_rate = model.fit_rates(comps, [1.0] * len(comps))
    assert km_rate == pytest.approx(-4e-6, rel=0.01)
    assert year_rate == pytest.approx(0.1, rel=0.01)


def test_implausible_fitted_rates_are_clamped():
    # Price rising with km would make a well-driven car worth more: clamp to 0.
    comps = [Comparable(20000 + km // 10, 2021, km) for km in range(10000, 130000, 10000)]
    km_rate, _ = model.fit_rates(comps, [1.0] * len(comps))
    assert km_rate == 0.0


def test_few_comparables_use_the_default_rates():
    assert model.fit_rates(twins(3), [1.0] * 3) == (model.DEFAULT_KM_RATE, model.DEFAULT_YEAR_RATE)


# --- price comparison panel (spec: search §5) -----------------------------------------------

FULL = {"fill": 0.5, "listing_price": 25000, "market_range_min": 22000, "market_range_max": 28000}


def test_panel_shows_when_every_field_is_present_confidence_above_02_and_max_at_least_the_price():
    assert is_gauge_visible(**FULL, confidence=0.21)
    assert is_gauge_visible(**(FULL | {"market_range_max": 25000}), confidence=0.5)


@pytest.mark.parametrize(
    "missing", ["fill", "listing_price", "market_range_min", "market_range_max"]
)
def test_panel_hidden_when_a_field_is_missing(missing):
    assert not is_gauge_visible(**(FULL | {missing: None}), confidence=0.9)
    assert not is_gauge_visible(**FULL, confidence=None)


def test_panel_hidden_at_confidence_02_or_below_or_price_above_the_range():
    assert not is_gauge_visible(**FULL, confidence=0.2)
    assert not is_gauge_visible(**(FULL | {"market_range_max": 24999}), confidence=0.9)


def test_fill_places_the_price_in_the_range_clamped_to_0_and_1():
    assert gauge_fill(25000, 20000, 30000) == 0.5
    assert gauge_fill(15000, 20000, 30000) == 0.0
    assert gauge_fill(35000, 20000, 30000) == 1.0
    assert gauge_fill(25000, 25000, 25000) == 0.5


def test_gauge_describes_where_the_price_sits():
    valuation = MarketValuation(25000, 22000, 28000, 0.6, 9, 24000)
    below = build_gauge(20000, valuation, "Toyota Corolla cars")
    assert (
        below.description
        == "Priced below the market range of $22,000 to $28,000 for comparable Toyota Corolla cars."
    )
    assert below.visible and below.fill == 0.0
    above = build_gauge(30000, valuation, "Toyota Corolla cars")
    assert above.description.startswith("Priced above") and not above.visible


def test_gauge_without_a_price_or_comparables_is_hidden():
    none = MarketValuation(None, None, None, 0.1, 1, None)
    assert not build_gauge(25000, none, "x").visible
    assert (
        build_gauge(None, MarketValuation(25000, 22000, 28000, 0.6, 9, None), "x").visible is False
    )
