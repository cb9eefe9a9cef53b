"""The reserve fee label (spec: vehicle §9): it comes from the car's own payment processors."""

from forecourt.inventory.reserve_rules import fee_label
from forecourt.tenancy.config import ReserveConfig

SITE_LABEL = "Holding deposit"  # the site's own processor's label
LABELS = ReserveConfig(fee_labels={"stripe": "Card reservation fee", "paypal": "PayPal deposit"})


def test_the_reserve_fee_label_comes_from_the_cars_own_payment_processors() -> None:
    assert fee_label(LABELS, ["paypal"], SITE_LABEL) == "PayPal deposit"
    assert fee_label(LABELS, ["Stripe", "paypal"], SITE_LABEL) == "Card reservation fee"  # first
    assert fee_label(LABELS, ["afterpay", "paypal"], SITE_LABEL) == "PayPal deposit"


def test_a_car_without_a_labelled_processor_is_labelled_as_the_sites_processor() -> None:
    assert fee_label(LABELS, [], SITE_LABEL) == SITE_LABEL
    assert fee_label(LABELS, ["afterpay"], SITE_LABEL) == SITE_LABEL
    assert fee_label(ReserveConfig(), ["stripe"], SITE_LABEL) == SITE_LABEL
