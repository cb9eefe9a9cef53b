"""The in-memory index answers exactly what the SQL reference answers (hits in order, totals,
disjunctive facet counts, facet statistics), and both match a brute-force count over the same
stock: a plain Python loop over every car of the database."""

import random
import re
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import select

from forecourt.core.clock import as_utc, utcnow
from forecourt.inventory.models import Car
from forecourt.locations.models import Location
from forecourt.search.attributes import (
    ATTRIBUTES,
    FILTERED_FEATURES,
    PRICE_BUCKETS,
    PRICE_LABELS,
    WEEKLY_LABELS,
    weekly_price_thresholds,
)
from forecourt.search.index_backend import IndexSearchBackend
from forecourt.search.query import Range, SearchQuery
from forecourt.search.sorting import SORTS
from forecourt.search.sql_backend import SqlSearchBackend
from forecourt.tenancy.config import SiteConfig
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite
from tests.api.search_stock import random_stock
from tests.factories import make_site

CONFIGS = {
    "default": {},
    "restricted": {
        "search": {
            "sold_window_days": 5,
            "stock": {
                "in_stock_only": True,
                "makes": ["Toyota", "Mazda", "Kia"],
                "excluded_stock_numbers": ["S000001", "S000002", "S000003"],
                "item_types": ["car"],
            },
        }
    },
}


# --- The brute-force oracle: every rule written out plainly, one car at a time ---------------


def visible(car: Car, site_id: int, config: SiteConfig, now: Any) -> bool:
    stock = config.search.stock
    statuses = ["in_stock"] if stock.in_stock_only else ["in_stock", "coming_soon"]
    window = timedelta(days=config.search.sold_window_days)
    listed = car.status in statuses or (
        car.status == "sold" and car.sold_at is not None and as_utc(car.sold_at) >= now - window
    )
    return (
        car.site_id == site_id
        and car.show_on_dealer_website
        and listed
        and (not stock.used_only or car.car_type == "used")
        and (not stock.makes or car.make in stock.makes)
        and car.stocknum not in stock.excluded_stock_numbers
        and (not stock.item_types or car.item_type in stock.item_types)
    )


def bucket(amount: int, bounds: list[int], labels: tuple[str, ...]) -> str | None:
    if amount <= 0:
        return None
    for bound, label in zip(bounds, labels, strict=False):
        if amount < bound:
            return label
    return labels[-1]


def car_values(
    car: Car, location: Location | None, dealer: Dealership, config: SiteConfig
) -> dict[str, list[Any]]:
    """Every attribute's values for one car (lists: features have several, most have one)."""
    equipment = " | ".join(car.standard_equipment).lower()
    shown_price = car.offer_price if car.offer_price and car.offer_price > 0 else car.price
    plural = {"car": "Cars", "caravan": "Caravans", "motorcycle": "Motorcycles", "truck": "Trucks"}
    one = {
        "badge": car.badge,
        "status": car.status,
        "car_type": car.car_type,
        "categories": f"{car.car_type.title()} {plural[car.item_type]}",
        "city": location.city if location and location.city else dealer.city,
        "colour": car.colour,
        "dealership_name": dealer.name,
        "item_type": car.item_type,
        "location_name": location.name if location else None,
        "make": car.make,
        "make_model": f"{car.make} > {car.model}",
        "model": car.model,
        "price_range": bucket(shown_price, [u for _, u in PRICE_BUCKETS if u], PRICE_LABELS),
        "body": car.simple_body,
        "drive": car.simple_drive,
        "fuel": car.simple_fuel,
        "transmission": car.simple_transmission,
        "state": location.state if location and location.state else dealer.state,
        "tag": car.tag,
        "weekly_price_range": bucket(
            shown_price, weekly_price_thresholds(config.finance), WEEKLY_LABELS
        ),
        "certified": "true" if car.certified else "false",
        "km": car.km,
        "price": shown_price,
        "subscription_price": car.subscription_price,
        "seats": car.seats,
        "year": car.year,
        "created_at_timestamp": as_utc(car.created_at).timestamp(),
    }
    values = {name: [] if v is None else [v] for name, v in one.items()}
    values["filtered_features"] = [
        label
        for label, keywords in FILTERED_FEATURES.items()
        if any(k in equipment for k in keywords)
    ]
    return values


def text_matches(car: Car, words: list[str]) -> bool:
    fields = [car.make, car.model, car.badge, car.series, str(car.year), car.colour, car.body]
    fields += [car.simple_body, car.stocknum, car.vin]
    lowered = [f.lower() for f in fields if f]
    return all(any(re.search(rf"(^|[^0-9a-z]){w}", f) for f in lowered) for w in words)


def selected(values: dict[str, list[Any]], query: SearchQuery, skip: str | None) -> bool:
    for name, wanted in query.terms.items():
        if name != skip and not set(values[name]) & set(wanted):
            return False
    for name, ranges in query.ranges.items():
        if name == skip:
            continue
        if not any(
            (r.lo is None or v >= r.lo) and (r.hi is None or v <= r.hi)
            for v in values[name]
            for r in ranges
        ):
            return False
    return True


async def every_car(session) -> list[Any]:
    """Every car in the database, of every site, with its location and dealership."""
    rows = await session.execute(
        select(Car, Location, Dealership)
        .outerjoin(Location, Location.id == Car.location_id)
        .join(Dealership, Dealership.id == Car.dealership_id)
    )
    return list(rows.all())


def brute_force(rows: list[Any], site: ResolvedSite, query: SearchQuery, now) -> dict[str, Any]:
    base = []
    for car, location, dealer in rows:  # every car of every site: the visibility rule decides
        if not visible(car, site.id, site.config, now):
            continue
        if query.dealership_id is not None and car.dealership_id != query.dealership_id:
            continue
        if (
            query.positive_price
            and (car.offer_price if car.offer_price and car.offer_price > 0 else car.price) <= 0
        ):
            continue
        if not text_matches(car, query.words):
            continue
        base.append(car_values(car, location, dealer, site.config))
    counts: dict[str, dict[str, int]] = {}
    for name in query.facets:
        if not ATTRIBUTES[name].counted:
            continue
        tally: dict[str, int] = {}
        for values in base:
            if selected(values, query, skip=name):
                for value in values[name]:
                    label = str(value)
                    tally[label] = tally.get(label, 0) + 1
        counts[name] = tally
    total = sum(1 for values in base if selected(values, query, skip=None))
    return {"total": total, "facets": counts}


# --- Random queries over the random stock ---------------------------------------------------


def random_query(rng: random.Random, cars: list[Car]) -> SearchQuery:
    terms: dict[str, tuple[str, ...]] = {}
    ranges: dict[str, tuple[Range, ...]] = {}
    sample = rng.sample(cars, 3)
    for name in rng.sample(list(ATTRIBUTES), rng.choice([0, 1, 1, 2, 3])):
        attribute = ATTRIBUTES[name]
        if attribute.kind == "number":
            column = {"created_at_timestamp": "created_at"}.get(name, name)
            points = [getattr(c, column) for c in sample if getattr(c, column) is not None]
            if name == "created_at_timestamp":
                points = [as_utc(p).timestamp() for p in points]
            if not points:
                continue
            lo, hi = min(points), max(points)
            ranges[name] = (rng.choice([Range(lo, hi), Range(lo, None), Range(None, hi)]),)
            if name in ("year", "seats") and rng.random() < 0.5:
                ranges[name] = (Range(lo, lo), Range(hi, hi))
            continue
        if attribute.allowed is not None:
            terms[name] = tuple(rng.sample(attribute.allowed, min(2, len(attribute.allowed))))
        else:
            terms[name] = tuple({_value_of(name, c) or "none" for c in sample[:2]})
    text = ""
    if rng.random() < 0.3:
        car = rng.choice(cars)
        text = rng.choice(
            [car.make[:3], f"{car.make} {car.model[:2]}", str(car.year), car.vin[:5], "zzz"]
        )
    sort = rng.choice(SORTS)
    return SearchQuery(
        text=text,
        terms=terms,
        ranges=ranges,
        sort=sort,
        offset=rng.choice([0, 0, 21, 5]),
        limit=21,
        facets=tuple(ATTRIBUTES),
        positive_price=sort.value == "price:asc" and rng.random() < 0.5,
        dealership_id=cars[0].dealership_id if rng.random() < 0.1 else None,
    )


def _value_of(name: str, car: Car) -> str | None:
    column = {"body": "simple_body", "fuel": "simple_fuel", "drive": "simple_drive"}
    column |= {"transmission": "simple_transmission"}
    if name == "make_model":
        return f"{car.make} > {car.model}"
    attr = column.get(name, name)
    value = getattr(car, attr, None)
    return value if isinstance(value, str) else None


@pytest.mark.parametrize("config_name", list(CONFIGS))
async def test_index_agrees_with_sql_and_a_brute_force_count(session, config_name):
    site_row = await make_site(session, "alpha", config=CONFIGS[config_name])
    other = await make_site(session, "beta")
    cars = await random_stock(session, site_row, 160, seed=7)
    await random_stock(session, other, 40, seed=8)  # another site's stock must never count
    await session.commit()
    site = ResolvedSite.from_row(site_row)
    now = utcnow()
    index, sql = IndexSearchBackend(), SqlSearchBackend()
    rows = await every_car(session)
    rng = random.Random(11)
    dealer_query = False
    answered = 0
    for _ in range(30):
        query = random_query(rng, cars)
        if query.dealership_id is not None:
            dealer_query = True
        from_index = await index.search(session, site, query, now, 1)
        from_sql = await sql.search(session, site, query, now, 1)
        assert from_index.ids == from_sql.ids, query
        assert from_index.total == from_sql.total, query
        assert from_index.facets == from_sql.facets, query
        assert from_index.stats.keys() == from_sql.stats.keys()
        for name, stats in from_sql.stats.items():
            mine = from_index.stats[name]
            if stats is None or mine is None:
                assert mine is stats, name
            else:
                assert (mine.min, mine.max) == pytest.approx((stats.min, stats.max)), name

        expected = brute_force(rows, site, query, now)
        answered += from_index.total > 0
        assert from_index.total == expected["total"], query
        for name, counts in expected["facets"].items():
            got = from_index.facets[name]
            if ATTRIBUTES[name].kind == "number":
                counts = {str(int(float(k))): v for k, v in counts.items()}
            assert got == counts, (name, query)
    assert dealer_query  # the sample covered the dealership-scoped search too
    assert answered > 15  # and most queries found cars


async def test_backends_agree_on_extreme_ranges(session):
    site_row = await make_site(session, "alpha")
    await random_stock(session, site_row, 20, seed=2)
    await session.commit()
    site = ResolvedSite.from_row(site_row)
    now = utcnow()
    for ranges in (
        {"created_at_timestamp": (Range(0, 999_999_999_999_999),)},
        {"created_at_timestamp": (Range(-999_999_999_999_999, None),)},
        {"price": (Range(-5, 0),)},
        {"km": (Range(999_999_999_999, None),)},
    ):
        query = SearchQuery(ranges=ranges, facets=tuple(ATTRIBUTES))
        from_index = await IndexSearchBackend().search(session, site, query, now, 1)
        from_sql = await SqlSearchBackend().search(session, site, query, now, 1)
        assert (from_index.ids, from_index.total) == (from_sql.ids, from_sql.total), ranges
        assert from_index.facets == from_sql.facets, ranges
