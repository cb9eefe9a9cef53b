"""The demo data: deterministic, believable, and covering every state and feature the specs name."""

from collections import Counter
from datetime import UTC, date, datetime, timedelta

import pytest

from forecourt.demo.car_media import hotspot_rows, image_rows, spin_rows
from forecourt.demo.identifiers import VIN_CHARS, vin_check_digit
from forecourt.demo.plan import allocate, plan_demo
from forecourt.demo.sites import SITES
from forecourt.search.promos import valid_promos
from forecourt.tenancy.config import parse_site_config, parse_theme

NOW = datetime(2026, 11, 21, 9, 30, tzinfo=UTC)


@pytest.fixture(scope="module")
def demo():
    return plan_demo(NOW)


@pytest.fixture(scope="module")
def cars(demo):
    return [car for site in demo for car in site.cars]


def test_the_same_seed_gives_the_same_data():
    first = [c.row for s in plan_demo(NOW, cars=300) for c in s.cars]
    second = [c.row for s in plan_demo(NOW, cars=300) for c in s.cars]
    other_seed = [c.row for s in plan_demo(NOW, seed=7, cars=300) for c in s.cars]
    assert first == second
    assert first != other_seed


def test_default_demo_has_at_least_2000_cars_over_three_sites(demo, cars):
    assert len(cars) >= 2000
    assert [s.site.slug for s in demo] == ["northside-mazda", "tasman-wide-group", "redgum-car-co"]
    assert all(s.cars for s in demo)


def test_every_status_the_specs_name_is_present(cars):
    rows = [c.row for c in cars]
    statuses = Counter(r["status"] for r in rows)
    assert statuses["in_stock"] > len(rows) * 0.7  # most cars are in stock
    assert statuses["coming_soon"] and statuses["sold"]
    sold_ages = [NOW - r["sold_at"] for r in rows if r["status"] == "sold"]
    assert any(age < timedelta(days=3) for age in sold_ages)  # still inside the sold window
    assert any(age > timedelta(days=30) for age in sold_ages)
    assert any(r["reserved"] for r in rows)
    assert any(not r["show_on_dealer_website"] for r in rows)
    assert any(NOW - r["created_at"] < timedelta(days=8) for r in rows)  # just arrived


def test_tags_prices_and_flags_cover_the_display_rules(cars):
    rows = [c.row for c in cars]
    tags = Counter(r["tag"] for r in rows)
    assert tags["Test Drive Only"] >= 5
    assert len([t for t in tags if t not in (None, "Test Drive Only")]) >= 4  # custom tags
    assert any(r["preorder"] and r["price"] == 0 for r in rows)
    assert any(not r["preorder"] and r["price"] == 0 for r in rows)  # "Enquire for price."
    assert any(r["before_price"] and r["before_price"] > r["price"] for r in rows)
    assert any(r["offer_price"] and r["offer_price"] < r["price"] for r in rows)
    assert any(r["subscription_price"] for r in rows)
    assert any(r["certified"] for r in rows) and not any(
        r["certified"] for r in rows if r["car_type"] != "used"
    )
    assert {"Electric", "Hybrid", "Plug-in Hybrid", "Petrol", "Diesel"} <= {
        r["simple_fuel"] for r in rows
    }
    assert any(r["rego_expiry"] and r["rego_expiry"] < NOW.date() for r in rows)
    assert any(r["dealercomments"] in (None, "") for r in rows)
    assert any(len(r["dealercomments"] or "") > 400 for r in rows)


def test_item_types_include_motorcycles_trucks_and_caravans(cars):
    assert {c.row["item_type"] for c in cars} == {"car", "motorcycle", "truck", "caravan"}
    caravan = next(c.row for c in cars if c.row["item_type"] == "caravan")
    assert caravan["sleeps"] and caravan["tare_weight_kg"] and caravan["axle_type"]


def test_image_counts_run_from_0_to_20_and_some_cars_have_video_and_a_spin(cars):
    assert {c.images for c in cars} == set(range(21))
    videos = [c.video[1] for c in cars if c.video]
    assert any(v.startswith("https://www.youtube.com/embed/") for v in videos)
    assert any(v.endswith(".mp4") for v in videos)
    spun = [c for c in cars if c.spin]
    assert spun
    frames = spin_rows(spun[0], car_id=1)
    assert Counter(f["kind"] for f in frames) == {"exterior": 36, "interior": 1}
    hotspots = hotspot_rows(spun[0], car_id=1)
    assert {h["kind"] for h in hotspots} == {"exterior", "interior"}
    assert all(
        0 <= h["x"] <= 1 and 0 <= h["y"] <= 1 and 0 <= h["frame_index"] < 36 for h in hotspots
    )
    first = image_rows(spun[0], car_id=1)[0]
    assert first["source"].startswith("demo/") and first["alt"].startswith(spun[0].row["name"])


def test_cars_carry_believable_identifiers_and_figures(demo, cars):
    for site in demo:
        slugs = [c.row["slug"] for c in site.cars]
        assert len(slugs) == len(set(slugs))  # unique per site
    vins = [c.row["vin"] for c in cars]
    assert len(set(vins)) == len(vins)
    for vin in vins:
        assert len(vin) == 17 and set(vin) <= set(VIN_CHARS) and vin[8] == vin_check_digit(vin)
    for c in cars:
        r = c.row
        assert isinstance(r["price"], int) and r["price"] >= 0
        if r["car_type"] == "new":
            assert r["km"] <= 50 and r["regplate"] is None
        elif r["car_type"] == "demo":
            assert r["km"] < 10000
    sample = next(c.row for c in cars if c.row["stocknum"] == "NM10030")
    assert sample["slug"].endswith("-nm10030") and sample["slug"].startswith(str(sample["year"]))


def test_each_site_switches_on_the_features_later_pages_build_on():
    by_slug = {s.slug: parse_site_config(s.config) for s in SITES}
    franchise, group, independent = (
        by_slug["northside-mazda"],
        by_slug["tasman-wide-group"],
        by_slug["redgum-car-co"],
    )
    assert franchise.cards.certified_used_make == "Mazda"
    assert franchise.cards.promo.enabled and franchise.cards.promo.every == 6
    # Rotating promo nodes: one for every search, one used-cars-only, one long expired.
    today = date(2026, 1, 1)
    shown = [n.title for n in valid_promos(franchise.cards.promo, [], today)]
    used = [n.title for n in valid_promos(franchise.cards.promo, ["used"], today)]
    new = [n.title for n in valid_promos(franchise.cards.promo, ["new"], today)]
    assert shown == used == ["We Want Your Car!", "Mazda Certified Pre-Owned"]
    assert new == ["We Want Your Car!"]
    assert len(franchise.cards.promo.nodes) == 3  # the expired node never shows
    assert independent.cards.promo.random_extra == 2
    assert (group.cards.sponsored.position, franchise.cards.sponsored.position) == (9, 4)
    assert group.cards.electric_hybrid_tag and group.cards.show_view_count
    assert (
        group.vehicle_page.offers_subscriptions and group.vehicle_page.sticky_layout == "bottom_bar"
    )
    assert group.vehicle_page.review_min_rating == 3
    assert franchise.vehicle_page.announcement
    assert independent.vehicle_page.phone_revealed
    assert independent.vehicle_page.default_viewer == "gallery"
    assert independent.vehicle_page.rego_unregistered_when_expired
    assert independent.search.certified_only and independent.search.stock.used_only
    brands = group.presentation.brands
    assert brands.cars and brands.motorcycles and brands.trucks
    paths = {b.path for b in brands.group}
    assert {"/twg-cars", "/finance-and-insurance", "/4x4-outdoor"} <= paths
    themes = [parse_theme(s.theme) for s in SITES]
    assert len({t.primary for t in themes}) == 3 and all(t.logo_url for t in themes)
    assert len({s.domain for s in SITES}) == 3


def test_group_site_has_four_or_more_dealerships_across_states():
    group = next(s for s in SITES if s.slug == "tasman-wide-group")
    assert len(group.dealerships) >= 4
    assert len({d.address.state for d in group.dealerships}) >= 4


def test_locations_fill_every_field_and_hours_start_on_sunday():
    for site in SITES:
        for dealer in site.dealerships:
            assert any(loc.primary for loc in dealer.locations)
            for loc in dealer.locations:
                assert loc.address.postcode.isdigit() and len(loc.address.postcode) == 4
                assert loc.phone and loc.landline and loc.dealer_licence and loc.repairer
                assert -44 < loc.address.lat < -10 and 110 < loc.address.long < 155
                assert len(loc.hours) == 7
    sales = SITES[0].dealerships[0].locations[0]
    assert sales.hours[0] is None  # weekday 0 is Sunday: closed


def test_allocate_splits_cars_in_proportion_without_losing_any():
    assert allocate(10, [0.3, 0.5, 0.2]) == [3, 5, 2]
    assert sum(allocate(7, [1, 1, 1])) == 7
    assert allocate(0, [1, 2]) == [0, 0]


def test_no_demo_car_name_repeats_its_model_and_badges_are_real_badge_names(cars):
    for car in cars:
        row = car.row
        model_words = row["model"].lower().split()
        badge_words = (row["badge"] or "").lower().split()
        assert badge_words[:1] != model_words[-1:], (row["model"], row["badge"])
        words = row["name"].lower().split()
        assert all(a != b for a, b in zip(words, words[1:], strict=False)), row["name"]
