"""Facet values in the spec's display order (search §9) and the certified-only rule (§5)."""

import random

from forecourt.search.attributes import PRICE_LABELS, WEEKLY_LABELS, price_bucket_range
from forecourt.search.facets import facet_values, ordered, price_label_key
from forecourt.tenancy.config import SearchConfig


def test_price_label_sort_puts_under_first_then_amounts_then_over():
    labels = list(PRICE_LABELS)
    shuffled = labels[:]
    random.Random(1).shuffle(shuffled)
    assert sorted(shuffled, key=price_label_key) == labels
    assert labels[0] == "Under $10,000" and labels[-1] == "Over $100,000"
    assert sorted(["$5,000 - $9,000", "Under $5,000", "$100 - $200"], key=price_label_key) == [
        "Under $5,000",
        "$100 - $200",
        "$5,000 - $9,000",
    ]
    assert WEEKLY_LABELS[0].startswith("Under")


def test_make_facets_sort_by_count_then_label():
    counts = {"Mazda": 3, "audi": 5, "Toyota": 5, "Kia": 1, "BMW": 3}
    assert [v for v, _ in ordered("make", counts)] == ["audi", "Toyota", "BMW", "Mazda", "Kia"]


def test_car_types_in_the_order_new_demo_used():
    counts = {"used": 50, "demo": 1, "new": 10}
    assert [v for v, _ in ordered("car_type", counts)] == ["new", "demo", "used"]


def test_years_newest_first_and_seats_fewest_first():
    assert [v for v, _ in ordered("year", {"2019": 4, "2023": 1, "2008": 9})] == [
        "2023",
        "2019",
        "2008",
    ]
    assert [v for v, _ in ordered("seats", {"7": 4, "2": 1, "5": 9})] == ["2", "5", "7"]


def test_certified_only_removes_false_from_the_certified_facet():
    counts = {"true": 3, "false": 8}
    shown = facet_values("certified", counts, [], SearchConfig(certified_only=True))
    assert [(v["value"], v["count"]) for v in shown] == [("true", 3)]
    everything = facet_values("certified", counts, [], SearchConfig())
    assert {v["value"] for v in everything} == {"true", "false"}


def test_selected_values_stay_listed_with_a_zero_count():
    shown = facet_values("make", {"Toyota": 2}, ["Lotus"], SearchConfig())
    assert [(v["value"], v["count"]) for v in shown] == [("Toyota", 2), ("Lotus", 0)]


def test_price_menu_entries_carry_the_range_they_convert_to():
    shown = facet_values(
        "price_range", {"Under $10,000": 1, "Over $100,000": 2}, [], SearchConfig()
    )
    assert [(v["value"], v.get("range")) for v in shown] == [
        ("Under $10,000", "1:9999"),
        ("Over $100,000", "100000:"),
    ]
    assert price_bucket_range("$10,000 - $20,000") == "10000:19999"
    assert price_bucket_range("Nope") is None
