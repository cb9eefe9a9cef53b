"""One gate table (identity/gates.py) for the page and the API: where a site takes a form only from
a signed-in shopper, every page the app shows that form on is an in-place gate of the table."""

import pytest

from forecourt.identity.gates import gate_for, lead_needs_sign_in
from forecourt.tenancy.config import parse_site_config

# The app's pages of each gated form (frontend/src/app/router.tsx): the finance form at /finance and
# at the finance links some dealers use (spec: finance §2.1); the reservation and the online
# purchase (vehicle §2).
FINANCE_PAGES = (
    "/finance",
    "/finance-enquiry",
    "/apply-for-finance",
    "/finance-pre-approval",
    "/finance-and-insurance",
)
CHECKOUT_PAGES = ("/cars/2020-mazda-3-1/checkout", "/cars/2020-mazda-3-1/buy-online/")


@pytest.mark.parametrize(
    ("setting", "kind", "pages"),
    [
        ("gate_finance", "finance", FINANCE_PAGES),
        ("gate_personalised_finance", "finance", ("/personalised/finance",)),
        ("gate_checkout", "reserve", CHECKOUT_PAGES),
        ("gate_checkout", "online_purchase", ("/checkout-journey",)),
    ],
)
def test_every_page_of_a_gated_form_asks_for_the_phone_code_in_place(
    setting: str, kind: str, pages: tuple[str, ...]
) -> None:
    gated = parse_site_config({"sign_in": {setting: True}})
    assert lead_needs_sign_in(kind, gated)
    for path in pages:
        gate = gate_for(path, gated)
        assert gate is not None and gate.in_place, path
    open_site = parse_site_config({})
    assert not lead_needs_sign_in(kind, open_site)
    assert [path for path in pages if gate_for(path, open_site)] == []


def test_the_prize_draw_entry_needs_a_signed_in_shopper_on_every_site() -> None:
    config = parse_site_config({})
    assert lead_needs_sign_in("sweepstake", config)
    gate = gate_for("/spin-to-win", config)
    assert gate is not None and gate.type == "spin-to-win" and not gate.in_place
