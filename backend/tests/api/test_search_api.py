"""GET /api/v1/search: the search page's answer (spec: search §2-§9, vehicle §4)."""

import asyncio
import random
import string
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import update

from forecourt.core.clock import utcnow
from forecourt.inventory.models import Car
from forecourt.inventory.stock_version import bump_stock_version
from forecourt.search.router import search_service_for
from tests.factories import make_car, make_dealership, make_location, make_site

URL = "/api/v1/search"


async def search(client, params: Any = None) -> dict[str, Any]:
    response = await client.get(URL, params=params)
    assert response.status_code == 200, response.text
    return response.json()


def slugs(body: dict[str, Any]) -> list[str]:
    return [hit["slug"] for hit in body["hits"]]


def facet(body: dict[str, Any], name: str) -> dict[str, int]:
    return {v["value"]: v["count"] for v in body["facets"][name]}


async def one_dealer_site(session, slug: str = "alpha", config: dict[str, Any] | None = None):
    site = await make_site(session, slug, config=config)
    return site, await make_dealership(session, site)


async def test_hits_are_cards_with_tag_price_availability_and_buttons_decided(session, client_for):
    _, dealer = await one_dealer_site(session)
    await make_car(session, dealer, slug="reserved", reserved=True, price=23990, custom_rank=3)
    await make_car(session, dealer, slug="poa", price=0, custom_rank=2)
    await make_car(
        session, dealer, slug="sold", status="sold", sold_at=utcnow() - timedelta(hours=5)
    )
    await session.commit()

    body = await search(client_for("alpha"))
    cards = {hit["slug"]: hit for hit in body["hits"]}
    assert cards["reserved"]["tag"] == {"kind": "reserved", "text": "Reserved", "image_url": None}
    assert cards["reserved"]["price"]["text"] == "$23,990"
    assert "reserve" not in cards["reserved"]["buttons"]
    assert cards["poa"]["price"]["text"] == "Enquire for price."
    assert cards["sold"]["available"] is False
    assert cards["sold"]["tag"]["text"] == "JUST SOLD"
    assert cards["sold"]["buttons"] == ["findSimilar"]
    assert body["total"] == 3 and body["page"] == 1 and body["pages"] == 1
    assert body["hits_per_page"] == 21
    assert body["sort_by"] == "custom_rank:desc"


async def test_another_sites_cars_never_appear_in_hits_facets_or_counts(session, client_for):
    _, mine = await one_dealer_site(session, "alpha")
    _, theirs = await one_dealer_site(session, "beta")
    await make_car(session, mine, make="Toyota", model="Corolla", colour="White", price=20000)
    for _ in range(3):
        await make_car(
            session, theirs, make="Ferrari", model="Roma", colour="Rosso", price=400000, vin="ZFF1"
        )
    await session.commit()
    client = client_for("alpha")

    body = await search(client)
    assert body["total"] == 1
    assert facet(body, "make") == {"Toyota": 1}
    assert facet(body, "colour") == {"White": 1}
    assert body["facet_stats"]["price"] == {"min": 20000, "max": 20000}
    # Asking for the other site's stock by name, text or value finds nothing and counts nothing.
    for params in (
        {"make": "Ferrari"},
        {"query": "ferrari roma"},
        {"query": "zff1"},
        {"price": "300000:"},
    ):
        other = await search(client, params)
        assert other["total"] == 0 and other["hits"] == []
        assert "Rosso" not in str(other["facets"])
        assert facet(other, "make").get("Ferrari", 0) == 0  # a selection stays listed, at 0
    # Nor do the manufacturer search, the plain lookup or the path resolution reach them.
    scoped = await client.get(f"{URL}/manufacturer", params={"manufacturer.name": "Ferrari"})
    assert scoped.json()["total"] == 0
    assert (await client.get(f"{URL}/lookup", params={"make": "Ferrari"})).json()["hits"] == []
    path = await client.get(f"{URL}/resolve-path", params={"path": "/search/ferrari"})
    assert path.status_code == 404


@pytest.mark.parametrize(
    ("stock_rules", "shown"),
    [
        ({}, {"used-toyota", "new-mazda", "coming-toyota", "caravan"}),
        ({"in_stock_only": True}, {"used-toyota", "new-mazda", "caravan"}),
        ({"used_only": True}, {"used-toyota", "coming-toyota", "caravan"}),
        ({"makes": ["Mazda"]}, {"new-mazda"}),
        ({"excluded_stock_numbers": ["EX1"]}, {"new-mazda", "coming-toyota", "caravan"}),
        ({"item_types": ["caravan"]}, {"caravan"}),
    ],
)
async def test_the_sites_stock_rules_apply_before_anything_else(
    session, client_for, stock_rules, shown
):
    _, dealer = await one_dealer_site(session, config={"search": {"stock": stock_rules}})
    await make_car(session, dealer, slug="used-toyota", stocknum="EX1")
    await make_car(session, dealer, slug="new-mazda", make="Mazda", car_type="new")
    await make_car(session, dealer, slug="coming-toyota", status="coming_soon")
    await make_car(session, dealer, slug="caravan", item_type="caravan", make="Jayco")
    await make_car(session, dealer, slug="hidden", show_on_dealer_website=False)
    await make_car(session, dealer, slug="withdrawn", status="withdrawn")
    await session.commit()

    body = await search(client_for("alpha"))
    assert set(slugs(body)) == shown
    assert sum(facet(body, "car_type").values()) == len(shown)
    # A filter cannot reach past the rules either.
    assert set(slugs(await search(client_for("alpha"), {"make": ["Toyota", "Mazda"]}))) <= shown


async def test_sold_cars_show_only_for_the_sold_window_and_when_shown_on_the_website(
    session, client_for
):
    _, dealer = await one_dealer_site(session)
    now = utcnow()
    await make_car(
        session, dealer, slug="sold-2-days", status="sold", sold_at=now - timedelta(days=2)
    )
    await make_car(
        session, dealer, slug="sold-4-days", status="sold", sold_at=now - timedelta(days=4)
    )
    await make_car(
        session,
        dealer,
        slug="sold-hidden",
        status="sold",
        sold_at=now - timedelta(hours=1),
        show_on_dealer_website=False,
    )
    await session.commit()
    assert slugs(await search(client_for("alpha"))) == ["sold-2-days"]  # default window: 3 days


async def test_sold_window_follows_the_site_setting(session, client_for):
    _, dealer = await one_dealer_site(session, config={"search": {"sold_window_days": 5}})
    await make_car(
        session, dealer, slug="sold-4-days", status="sold", sold_at=utcnow() - timedelta(days=4)
    )
    await session.commit()
    assert slugs(await search(client_for("alpha"))) == ["sold-4-days"]


async def test_consecutive_sold_cars_collapse_to_the_first_of_each_run(session, client_for):
    _, dealer = await one_dealer_site(session)
    sold = {"status": "sold", "sold_at": utcnow() - timedelta(hours=2)}
    # custom_rank orders the page: A, S1, S2, S3, B, S4, S5, C
    for rank, slug, fields in [
        (8, "a", {}),
        (7, "s1", sold),
        (6, "s2", sold),
        (5, "s3", sold),
        (4, "b", {}),
        (3, "s4", sold),
        (2, "s5", sold),
        (1, "c", {}),
    ]:
        await make_car(session, dealer, slug=slug, custom_rank=rank, **fields)
    await session.commit()

    body = await search(client_for("alpha"))
    assert slugs(body) == ["a", "s1", "b", "s4", "c"]
    assert body["total"] == 8  # paging counts every matching car


async def test_a_page_of_only_sold_cars_keeps_every_hit(session, client_for):
    _, dealer = await one_dealer_site(session)
    for rank in range(3):
        await make_car(
            session,
            dealer,
            slug=f"sold-{rank}",
            custom_rank=rank,
            status="sold",
            sold_at=utcnow() - timedelta(hours=1),
        )
    await session.commit()
    assert slugs(await search(client_for("alpha"))) == ["sold-2", "sold-1", "sold-0"]


async def test_certified_only_removes_false_from_the_certified_facet(session, client_for):
    for slug, certified_only in (("plain", False), ("certified", True)):
        _, dealer = await one_dealer_site(
            session, slug, config={"search": {"certified_only": certified_only}}
        )
        await make_car(session, dealer, certified=True)
        await make_car(session, dealer, certified=False)
    await session.commit()
    assert facet(await search(client_for("plain")), "certified") == {"true": 1, "false": 1}
    assert facet(await search(client_for("certified")), "certified") == {"true": 1}


@pytest.mark.parametrize(
    ("setting", "expected"), [(True, ["cheap", "dear"]), (False, ["poa", "cheap", "dear"])]
)
async def test_price_ascending_sort_adds_price_above_zero_when_the_setting_is_on(
    session, client_for, setting, expected
):
    _, dealer = await one_dealer_site(
        session, config={"search": {"price_above_zero_on_price_asc": setting}}
    )
    await make_car(session, dealer, slug="poa", price=0)
    await make_car(session, dealer, slug="cheap", price=9000)
    await make_car(session, dealer, slug="dear", price=90000)
    await session.commit()
    client = client_for("alpha")
    assert slugs(await search(client, {"sortBy": "price:asc"})) == expected
    # Only the price ascending sort adds the filter.
    assert slugs(await search(client, {"sortBy": "price:desc"})) == ["dear", "cheap", "poa"]


async def test_every_sort_orders_the_hits(session, client_for):
    _, dealer = await one_dealer_site(session)
    now = utcnow()
    await make_car(
        session,
        dealer,
        slug="a",
        price=30000,
        year=2018,
        km=90000,
        custom_rank=1,
        created_at=now - timedelta(days=3),
    )
    await make_car(
        session,
        dealer,
        slug="b",
        price=10000,
        year=2022,
        km=10000,
        custom_rank=9,
        created_at=now - timedelta(days=20),
    )
    await make_car(
        session,
        dealer,
        slug="c",
        price=20000,
        year=2020,
        km=50000,
        custom_rank=5,
        created_at=now - timedelta(days=1),
    )
    await session.commit()
    client = client_for("alpha")
    expected = {
        "custom_rank:desc": ["b", "c", "a"],
        "price:asc": ["b", "c", "a"],
        "price:desc": ["a", "c", "b"],
        "created_at:desc": ["c", "a", "b"],
        "year:desc": ["b", "c", "a"],
        "year:asc": ["a", "c", "b"],
        "km:asc": ["b", "c", "a"],
        "km:desc": ["a", "c", "b"],
    }
    sorts = (await search(client))["sorts"]
    assert [s["value"] for s in sorts] == list(expected)
    assert all(s["label"] for s in sorts)
    for sort, order in expected.items():
        assert slugs(await search(client, {"sortBy": sort})) == order, sort
    listed = await client.get(f"{URL}/sorts")
    assert listed.json() == sorts


async def test_free_text_matches_word_prefixes_of_every_text_field(session, client_for):
    _, dealer = await one_dealer_site(session)
    await make_car(
        session,
        dealer,
        slug="hilux",
        make="Toyota",
        model="HiLux",
        badge="SR5 (4x4)",
        series="MY22",
        year=2021,
        colour="Glacier White",
        body="Dual Cab Pick-up",
        stocknum="TY1234",
        vin="MR0HA3CD100123456",
    )
    await make_car(
        session, dealer, slug="cx5", make="Mazda", model="CX-5", year=2019, colour="Soul Red"
    )
    await session.commit()
    client = client_for("alpha")
    found = {
        "toy": ["hilux"],
        "TOYOTA hil": ["hilux"],
        "sr5": ["hilux"],
        "4x4": ["hilux"],
        "my2": ["hilux"],
        "2021": ["hilux"],
        "glac": ["hilux"],
        "white": ["hilux"],
        "pick": ["hilux"],
        "ty12": ["hilux"],
        "mr0ha": ["hilux"],
        "cx": ["cx5"],
        "cx-5": ["cx5"],
        "soul red mazda": ["cx5"],
        "20": ["hilux", "cx5"],
    }
    for text, expected in found.items():
        assert sorted(slugs(await search(client, {"query": text}))) == sorted(expected), text
    for text in ("oyota", "toyota cx", "hilux mazda", "red white"):
        assert slugs(await search(client, {"query": text})) == [], text


async def test_pages_hold_21_hits_by_default_and_the_sites_size_when_configured(
    session, client_for
):
    _, dealer = await one_dealer_site(session)
    for rank in range(45):
        await make_car(session, dealer, slug=f"car-{rank:02d}", custom_rank=rank)
    await session.commit()
    client = client_for("alpha")

    first = await search(client)
    assert len(first["hits"]) == 21 and first["pages"] == 3 and first["total"] == 45
    third = await search(client, {"page": 3})
    assert slugs(third) == ["car-02", "car-01", "car-00"]
    pages = [slugs(await search(client, {"page": p})) for p in (1, 2, 3)]
    assert len({s for page in pages for s in page}) == 45  # no overlap, nothing missing
    beyond = await search(client, {"page": 9})
    assert beyond["hits"] == [] and beyond["total"] == 45


async def test_hits_per_page_comes_from_the_site_configuration(session, client_for):
    _, dealer = await one_dealer_site(session, config={"search": {"hits_per_page": 12}})
    for _ in range(13):
        await make_car(session, dealer)
    await session.commit()
    body = await search(client_for("alpha"))
    assert body["hits_per_page"] == 12 and len(body["hits"]) == 12 and body["pages"] == 2


async def test_facet_counts_are_disjunctive(session, client_for):
    _, dealer = await one_dealer_site(session)
    for make, car_type, count in [
        ("Toyota", "new", 3),
        ("Toyota", "used", 2),
        ("Mazda", "new", 1),
        ("Mazda", "used", 4),
        ("Kia", "used", 1),
    ]:
        for _ in range(count):
            await make_car(session, dealer, make=make, car_type=car_type)
    await session.commit()

    body = await search(client_for("alpha"), {"make": "Toyota", "car_type": "used"})
    assert body["total"] == 2
    # make counts ignore the make selection but honour car_type=used, and the reverse.
    assert facet(body, "make") == {"Mazda": 4, "Toyota": 2, "Kia": 1}
    assert facet(body, "car_type") == {"new": 3, "used": 2}
    # Other facets honour both selections.
    assert facet(body, "model") == {"Corolla": 2}
    both = await search(client_for("alpha"), {"make": ["Toyota", "Kia"]})
    assert both["total"] == 6


async def test_facets_are_ordered_as_the_spec_says(session, client_for):
    _, dealer = await one_dealer_site(session)
    rows = [
        ("Kia", "used", 25000, 2),
        ("Audi", "demo", 5000, 2),
        ("Mazda", "new", 150000, 1),
        ("Ford", "used", 15000, 3),
    ]
    for make, car_type, price, count in rows:
        for _ in range(count):
            await make_car(session, dealer, make=make, car_type=car_type, price=price)
    await session.commit()
    body = await search(client_for("alpha"))
    assert list(facet(body, "make")) == ["Ford", "Audi", "Kia", "Mazda"]  # count, then label
    assert list(facet(body, "car_type")) == ["new", "demo", "used"]
    price_menu = body["facets"]["price_range"]
    assert [v["value"] for v in price_menu] == [
        "Under $10,000",
        "$10,000 - $20,000",
        "$20,000 - $30,000",
        "Over $100,000",
    ]
    assert [v["range"] for v in price_menu] == ["1:9999", "10000:19999", "20000:29999", "100000:"]


async def test_range_filters_and_facet_statistics(session, client_for):
    _, dealer = await one_dealer_site(session)
    await make_car(session, dealer, slug="a", price=12000, km=150000, year=2012)
    await make_car(session, dealer, slug="b", price=24000, km=60000, year=2018)
    await make_car(session, dealer, slug="c", price=48000, km=5000, year=2023)
    await session.commit()
    client = client_for("alpha")

    body = await search(client)
    assert body["facet_stats"]["price"] == {"min": 12000, "max": 48000}
    assert body["facet_stats"]["km"] == {"min": 5000, "max": 150000}
    assert body["facet_stats"]["year"] == {"min": 2012, "max": 2023}
    assert sorted(slugs(await search(client, {"price": "12000:24000"}))) == ["a", "b"]
    assert sorted(slugs(await search(client, {"price": "20000:"}))) == ["b", "c"]
    assert sorted(slugs(await search(client, {"km": ":60000"}))) == ["b", "c"]
    assert sorted(slugs(await search(client, {"year": ["2012", "2023"]}))) == ["a", "c"]
    assert slugs(await search(client, {"price_range": "$20,000 - $30,000"})) == ["b"]
    # A range ignores its own selection in its statistics, so the slider keeps its full span.
    # Bounds the wrong way round are read the right way round: one URL, one meaning.
    assert sorted(slugs(await search(client, {"price": "24000:12000"}))) == ["a", "b"]
    narrowed = await search(client, {"price": "20000:30000", "km": ":10000"})
    assert narrowed["total"] == 0
    assert narrowed["facet_stats"]["price"] == {"min": 48000, "max": 48000}
    assert narrowed["filters"] == {"km": [":10000"], "price": ["20000:30000"]}


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"sortBy": "price:sideways"}, "sortBy"),
        ({"price": "abc"}, "price"),
        ({"page": "-1"}, "page"),
        ({"page": "0"}, "page"),
        ({"page": "two"}, "page"),
        ({"km": "1:2:3"}, "km"),
        ({"year": "nan"}, "year"),
        ({"certified": "maybe"}, "certified"),
        ({"car_type": "spaceship"}, "car_type"),
        ({"price_range": "Cheap"}, "price_range"),
        ({"query": "x" * 201}, "query"),
    ],
)
async def test_bad_parameters_get_a_422_naming_the_parameter(session, client_for, params, field):
    await one_dealer_site(session)
    await session.commit()
    response = await client_for("alpha").get(URL, params=params)
    assert response.status_code == 422
    body = response.json()
    assert body["detail"]
    assert [e["field"] for e in body["errors"]] == [field]


async def test_random_parameters_never_cause_a_server_error(session, client_for):
    _, dealer = await one_dealer_site(session)
    await make_car(session, dealer)
    await session.commit()
    client = client_for("alpha")
    rng = random.Random(5)
    names = [
        "query",
        "page",
        "sortBy",
        "price",
        "km",
        "year",
        "make",
        "certified",
        "car_type",
        "price_range",
        "seats",
        "filtered_features",
        "created_at_timestamp",
        "utm_source",
    ]
    alphabet = string.printable + "éß€😀:"
    for _ in range(150):
        params = [
            (rng.choice(names), "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12))))
            for _ in range(rng.randint(1, 4))
        ]
        response = await client.get(URL, params=params)
        assert response.status_code in (200, 422), (params, response.text)
        if response.status_code == 422:
            assert response.json()["errors"][0]["field"] in names


async def test_results_are_cached_until_the_stock_changes(session, client_for, app):
    site, dealer = await one_dealer_site(session)
    car = await make_car(session, dealer, slug="corolla", price=20000)
    await session.commit()
    client = client_for("alpha")
    assert (await search(client))["hits"][0]["price"]["amount"] == 20000

    # A change written without moving the stock change marker is not seen: the answer is cached.
    await session.execute(update(Car).where(Car.id == car.id).values(price=18000))
    await session.commit()
    assert (await search(client))["hits"][0]["price"]["amount"] == 20000
    # Another combination is its own entry, but its cards too are made once per stock version.
    assert (await search(client, {"sortBy": "price:desc"}))["hits"][0]["price"]["amount"] == 20000

    await bump_stock_version(session, site.id)
    await session.commit()
    await search(client)  # notices the change: the index rebuilds in the background
    await app.state.search_service.backend.settle()
    body = await search(client)
    assert body["hits"][0]["price"]["amount"] == 18000
    assert body["facet_stats"]["price"] == {"min": 18000, "max": 18000}


async def test_a_change_made_while_the_first_index_builds_is_built_right_after_it(
    session, client_for, app
):
    """A stock change that lands while the site's index is still being built is built straight
    after that build, not left for a later request to notice (a busy machine met it so)."""
    site, dealer = await one_dealer_site(session)
    await make_car(session, dealer, slug="corolla", price=20000)
    await session.commit()
    backend = search_service_for(app.state).backend
    release = asyncio.Event()
    build = backend._build

    async def slow_build(*args: Any) -> Any:
        index = await build(*args)  # the stock as it was read
        await release.wait()  # a build that takes its time to finish
        return index

    backend._build = slow_build
    client = client_for("alpha")
    await search(client)  # the first index starts to build
    await make_car(session, dealer, slug="yaris", price=15000)
    await bump_stock_version(session, site.id)
    await session.commit()
    await search(client)  # the new stock is asked for while that build runs
    release.set()
    await backend.settle()
    # Another sort is another answer: the index's own, not one kept from the database's.
    assert (await search(client, {"sortBy": "price:desc"}))["total"] == 2


async def test_location_and_dealership_facets(session, client_for):
    site = await make_site(session, "alpha")
    north = await make_dealership(session, site, name="North Toyota", city="Cairns", state="QLD")
    south = await make_dealership(session, site, name="South Mazda", city="Hobart", state="TAS")
    yard = await make_location(session, south, name="South Mazda Yard", city="Launceston")
    await make_car(session, north)
    await make_car(session, south, location_id=yard.id)
    await session.commit()
    body = await search(client_for("alpha"))
    assert facet(body, "dealership_name") == {"North Toyota": 1, "South Mazda": 1}
    assert facet(body, "city") == {"Cairns": 1, "Launceston": 1}  # the car's location first
    assert facet(body, "location_name") == {"South Mazda Yard": 1}
    assert facet(body, "state") == {"QLD": 2}  # the yard's state: make_location's QLD default
    filtered = await search(client_for("alpha"), {"dealership_name": "South Mazda"})
    assert filtered["total"] == 1


async def test_every_facet_attribute_of_the_search_state_is_answered(session, client_for):
    _, dealer = await one_dealer_site(session)
    await make_car(
        session,
        dealer,
        make="Toyota",
        model="RAV4",
        badge="Cruiser",
        colour="Silver",
        seats=5,
        simple_body="SUV",
        simple_drive="AWD",
        simple_fuel="Hybrid",
        simple_transmission="Automatic",
        tag="Hot Deal",
        subscription_price=249,
        standard_equipment=["Apple CarPlay", "Power sunroof"],
    )
    await session.commit()
    body = await search(client_for("alpha"))
    state = [
        "badge",
        "status",
        "car_type",
        "categories",
        "city",
        "colour",
        "dealership_name",
        "filtered_features",
        "item_type",
        "km",
        "location_name",
        "make",
        "make_model",
        "model",
        "price",
        "subscription_price",
        "price_range",
        "seats",
        "body",
        "drive",
        "fuel",
        "transmission",
        "state",
        "tag",
        "weekly_price_range",
        "year",
        "certified",
        "created_at_timestamp",
    ]
    answered = set(body["facets"]) | set(body["facet_stats"])
    assert set(state) <= answered
    assert facet(body, "make_model") == {"Toyota > RAV4": 1}
    assert facet(body, "categories") == {"Used Cars": 1}
    assert facet(body, "filtered_features") == {"Apple CarPlay": 1, "Sunroof": 1}
    assert facet(body, "seats") == {"5": 1}
    assert facet(body, "fuel") == {"Hybrid": 1}
    assert body["facet_stats"]["subscription_price"] == {"min": 249, "max": 249}
    assert len(facet(body, "weekly_price_range")) == 1


async def test_a_car_hidden_a_moment_ago_never_shows_while_the_index_catches_up(
    session, client_for
):
    site, dealer = await one_dealer_site(session)
    await make_car(session, dealer, slug="kept")
    hidden = await make_car(session, dealer, slug="hidden")
    await session.commit()
    client = client_for("alpha")
    assert sorted(slugs(await search(client))) == ["hidden", "kept"]

    await session.execute(
        update(Car).where(Car.id == hidden.id).values(show_on_dealer_website=False)
    )
    await bump_stock_version(session, site.id)
    await session.commit()
    # Whether this answer comes from the old index or the rebuilt one, the hidden car is gone.
    assert slugs(await search(client, {"sortBy": "km:asc"})) == ["kept"]
