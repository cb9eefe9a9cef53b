from datetime import UTC, datetime, timedelta

import pytest

from forecourt.inventory.rules import (
    card_tag,
    is_available,
    price_display,
    price_summary,
    was_price,
)
from forecourt.tenancy.config import parse_site_config

NOW = datetime(2026, 11, 21, 12, tzinfo=UTC)
DEFAULT = parse_site_config({})
SUBSCRIPTIONS = parse_site_config({"vehicle_page": {"offers_subscriptions": True}})


def _price(config=DEFAULT, **kw):
    args = {"price": 0, "offer_price": None, "subscription_price": None, "preorder": False} | kw
    return price_display(config=config, **args)


@pytest.mark.parametrize(
    "status,available", [("in_stock", True), ("coming_soon", True), ("sold", False)]
)
def test_in_stock_and_coming_soon_are_available(status, available):
    assert is_available(status) is available


def test_subscription_price_wins_when_the_dealer_offers_subscriptions_with_period_and_label():
    shown = _price(SUBSCRIPTIONS, price=30000, subscription_price=199)
    assert (shown.kind, shown.text, shown.label) == (
        "subscription",
        "$199 per week",
        "Subscription",
    )
    monthly = parse_site_config(
        {
            "vehicle_page": {
                "offers_subscriptions": True,
                "subscription_period": "month",
                "subscription_label": "Car subscription",
            }
        }
    )
    shown = _price(monthly, price=30000, subscription_price=899)
    assert price_summary(shown) == "Car subscription $899 per month"


@pytest.mark.parametrize(
    ("config", "car", "summary"),
    [
        (DEFAULT, {"price": 23990}, "$23,990"),
        (DEFAULT, {"price": 30000, "offer_price": 27990}, "$27,990 Drive Away (was $30,000)"),
        (SUBSCRIPTIONS, {"price": 30000, "subscription_price": 189}, "Subscription $189 per week"),
        (DEFAULT, {"price": 0, "preorder": True}, "PREORDER"),
        (DEFAULT, {"price": 0}, "Enquire for price."),
    ],
)
def test_every_kind_of_price_has_one_line_summary(config, car, summary):
    shown = _price(config, **car)
    was = was_price(price=car["price"], offer_price=car.get("offer_price"), before_price=None)
    price_type = "Drive Away" if car.get("offer_price") else None
    assert price_summary(shown, price_type=price_type, was_amount=was) == summary


def test_subscription_price_ignored_when_not_offered_or_zero():
    assert _price(price=30000, subscription_price=199).kind == "price"
    assert _price(SUBSCRIPTIONS, price=30000, subscription_price=0).text == "$30,000"


def test_current_price_shows_only_above_10():
    assert _price(price=11).text == "$11"
    assert _price(price=10).text == "Enquire for price."


def test_offer_price_is_the_current_price():
    assert _price(price=30000, offer_price=27990).text == "$27,990"
    assert was_price(price=30000, offer_price=27990, before_price=None) == 30000


def test_preorder_when_no_price():
    assert _price(price=0, preorder=True).text == "PREORDER"


def test_configured_no_price_text():
    config = parse_site_config({"vehicle_page": {"no_price_text": "Call for price"}})
    assert _price(config, price=0).text == "Call for price"


def _tag(config=DEFAULT, **kw):
    args = {
        "status": "in_stock",
        "reserved": False,
        "certified": False,
        "make": "Toyota",
        "car_type": "used",
        "simple_fuel": "Petrol",
        "custom_tag": None,
        "created_at": NOW - timedelta(days=30),
        "now": NOW,
    } | kw
    tag = card_tag(config=config, **args)
    return (tag.kind, tag.text) if tag else None


def test_tag_precedence_first_match_wins():
    everything = parse_site_config(
        {"cards": {"electric_hybrid_tag": True, "certified_used_make": "Toyota"}}
    )
    full = dict(
        reserved=True,
        certified=True,
        custom_tag="Hot Deal",
        status="coming_soon",
        created_at=NOW - timedelta(days=1),
    )
    assert _tag(everything, simple_fuel="Hybrid", **full) == ("hybrid", "Hybrid")
    assert _tag(everything, **full) == ("reserved", "Reserved")
    assert _tag(everything, **(full | {"reserved": False})) == (
        "certified",
        "Toyota Certified Pre-Owned",
    )
    assert _tag(DEFAULT, **(full | {"reserved": False})) == ("custom", "Hot Deal")
    assert _tag(DEFAULT, status="coming_soon", created_at=NOW) == ("coming_soon", "Coming Soon")
    assert _tag(DEFAULT, created_at=NOW - timedelta(days=8)) == ("just_arrived", "New")
    assert _tag(DEFAULT, created_at=NOW - timedelta(days=9)) is None


def test_electric_tag_only_when_the_site_enables_it():
    assert _tag(simple_fuel="Electric") is None


def test_certified_badge_only_for_the_configured_make():
    config = parse_site_config({"cards": {"certified_used_make": "Toyota"}})
    assert _tag(config, certified=True, make="Mazda") is None


def test_unavailable_car_shows_the_sold_tag_instead():
    assert _tag(status="sold", reserved=True) == ("sold", "JUST SOLD")
    config = parse_site_config({"cards": {"sold_tag_name": "SOLD"}})
    assert _tag(config, status="sold") == ("sold", "SOLD")
