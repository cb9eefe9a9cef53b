"""Promo cards show only inside their start-expiry window and rotate through the valid nodes
(spec: vehicle-detail §3 promo node, §4); display and strictDisplay as config.PromoNode says."""

from datetime import UTC, date, datetime

import pytest

from forecourt.search.promos import in_window, promo_date, shows_for, valid_promos
from forecourt.tenancy.config import PromoCard, PromoNode, SiteConfigError, parse_site_config


def node(title: str = "Offer", **fields) -> PromoNode:
    return PromoNode(title=title, link="/special-offers", **fields)


def test_promo_dates_are_read_in_brisbane():
    assert promo_date(datetime(2026, 3, 31, 13, 59, tzinfo=UTC)) == date(2026, 3, 31)
    assert promo_date(datetime(2026, 3, 31, 14, 0, tzinfo=UTC)) == date(2026, 4, 1)
    # Queensland keeps no daylight saving: the same offset in January.
    assert promo_date(datetime(2026, 1, 10, 14, 0, tzinfo=UTC)) == date(2026, 1, 11)


def test_promo_shows_only_inside_its_start_expiry_window_both_days_included():
    offer = node(start=date(2026, 4, 1), expiry=date(2026, 4, 30))
    assert not in_window(offer, date(2026, 3, 31))
    assert in_window(offer, date(2026, 4, 1))
    assert in_window(offer, date(2026, 4, 30))
    assert not in_window(offer, date(2026, 5, 1))


def test_open_start_or_expiry_does_not_limit_the_window():
    assert in_window(node(expiry=date(2026, 4, 30)), date(2000, 1, 1))
    assert in_window(node(start=date(2026, 4, 1)), date(2099, 1, 1))
    assert in_window(node(), date(2026, 4, 1))


def test_empty_display_shows_on_every_search():
    for strict in (False, True):
        offer = node(strict_display=strict)
        assert shows_for(offer, []) and shows_for(offer, ["new", "used"])


def test_display_shows_when_car_types_overlap_or_none_is_selected():
    used = node(display=["used", "demo"])
    assert shows_for(used, [])
    assert shows_for(used, ["used"])
    assert shows_for(used, ["new", "demo"])
    assert not shows_for(used, ["new"])


def test_strict_display_shows_only_when_filtered_to_car_types_within_display():
    used = node(display=["used", "demo"], strict_display=True)
    assert shows_for(used, ["used"]) and shows_for(used, ["used", "demo"])
    assert not shows_for(used, [])
    assert not shows_for(used, ["new", "used"])


def test_valid_promos_keep_configuration_order_and_drop_the_rest():
    promo = PromoCard(
        enabled=True,
        nodes=[
            node("A"),
            node("Expired", expiry=date(2026, 3, 31)),
            node("Used", display=["used"]),
            node("B", start=date(2026, 4, 1)),
        ],
    )
    today = date(2026, 4, 1)
    assert [n.title for n in valid_promos(promo, [], today)] == ["A", "Used", "B"]
    assert [n.title for n in valid_promos(promo, ["new"], today)] == ["A", "B"]


def test_no_promos_when_the_promo_card_is_off():
    assert valid_promos(PromoCard(enabled=False, nodes=[node()]), [], date(2026, 4, 1)) == []


def test_single_promo_configuration_is_the_one_always_valid_node():
    promo = parse_site_config({"cards": {"promo": {"enabled": True, "title": "Sell to us"}}})
    nodes = valid_promos(promo.cards.promo, ["used"], date(2026, 4, 1))
    assert [(n.title, n.link, n.link_text) for n in nodes] == [
        ("Sell to us", "/sell-your-car", "Sell your car")
    ]
    assert nodes[0].lines == ["We buy all types of cars", "Our high turnover means we can pay more"]


def test_promo_expiry_before_start_is_rejected_naming_the_key():
    raw = {"title": "Sale", "link": "/x", "start": "2026-05-01", "expiry": "2026-04-30"}
    with pytest.raises(SiteConfigError, match=r"config\.cards\.promo\.nodes\.0\.expiry: .*before"):
        parse_site_config({"cards": {"promo": {"nodes": [raw]}}})


def test_promo_node_display_takes_car_types_only():
    raw = {"title": "Sale", "link": "/x", "display": ["vintage"]}
    with pytest.raises(SiteConfigError, match=r"config\.cards\.promo\.nodes\.0\.display\.0"):
        parse_site_config({"cards": {"promo": {"nodes": [raw]}}})
