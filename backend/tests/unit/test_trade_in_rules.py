import pytest

from forecourt.tradein.rules import instant_valuation_eligible


def test_instant_valuation_is_for_a_car_in_stock_priced_above_200_and_not_reserved():
    assert instant_valuation_eligible(price=201, status="in_stock", reserved=False)
    assert not instant_valuation_eligible(price=200, status="in_stock", reserved=False)
    assert not instant_valuation_eligible(price=24990, status="in_stock", reserved=True)


@pytest.mark.parametrize("status", ["sold", "coming_soon", "withdrawn"])
def test_instant_valuation_is_not_for_a_car_that_is_not_in_stock(status):
    assert not instant_valuation_eligible(price=24990, status=status, reserved=False)
