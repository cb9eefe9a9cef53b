"""What the browsing pages need: manufacturer and dealership searches, the plain lookup, search
path resolution and the dealership directory (spec: search §2, §3, §7, §9)."""

from datetime import timedelta
from typing import Any

from forecourt.core.clock import utcnow
from tests.factories import make_car, make_dealership, make_location, make_site


def slugs(body: dict[str, Any]) -> list[str]:
    return [hit["slug"] for hit in body["hits"]]


async def test_manufacturer_search_pages_21_hits_by_offset(session, client_for):
    site = await make_site(session, "alpha")
    dealer = await make_dealership(session, site)
    for rank in range(25):
        await make_car(
            session,
            dealer,
            slug=f"rav4-{rank:02d}",
            model="RAV4",
            simple_body="SUV",
            custom_rank=rank,
        )
    await make_car(session, dealer, slug="corolla", model="Corolla", simple_body="Hatch")
    await make_car(session, dealer, slug="cx5", make="Mazda", model="CX-5", simple_body="SUV")
    await session.commit()
    client = client_for("alpha")
    url = "/api/v1/search/manufacturer"

    first = (await client.get(url, params={"manufacturer.name": "Toyota"})).json()
    assert first["total"] == 26 and len(first["hits"]) == 21 and first["hits_per_page"] == 21
    rest = (await client.get(url, params={"manufacturer.name": "Toyota", "offset": 21})).json()
    assert rest["offset"] == 21 and len(rest["hits"]) == 5
    assert not set(slugs(first)) & set(slugs(rest))

    suvs = await client.get(url, params={"manufacturer.name": "Toyota", "model.body": "SUV"})
    assert suvs.json()["total"] == 25
    one = await client.get(
        url, params={"manufacturer.name": "Toyota", "model.name": "Corolla", "query": "cor"}
    )
    assert slugs(one.json()) == ["corolla"]
    bad = await client.get(url, params={"offset": "-1"})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "offset"


async def test_dealership_search_shows_one_dealerships_stock_of_this_site_only(session, client_for):
    alpha = await make_site(session, "alpha")
    beta = await make_site(session, "beta")
    north = await make_dealership(session, alpha, slug="north-toyota")
    south = await make_dealership(session, alpha, slug="south-toyota")
    foreign = await make_dealership(session, beta, slug="beta-motors")
    await make_car(session, north, slug="north-used", price=15000)
    await make_car(session, north, slug="north-new", car_type="new", price=45000)
    await make_car(session, south, slug="south-used")
    await make_car(session, foreign, slug="beta-car")
    await session.commit()
    client = client_for("alpha")
    url = "/api/v1/search/dealership"

    body = (await client.get(f"{url}/north-toyota")).json()
    assert sorted(slugs(body)) == ["north-new", "north-used"] and body["hits_per_page"] == 21
    used = (await client.get(f"{url}/north-toyota", params={"categories": "Used Cars"})).json()
    assert slugs(used) == ["north-used"]
    priced = (await client.get(f"{url}/north-toyota", params={"price": "40000:"})).json()
    assert slugs(priced) == ["north-new"]
    # Another site's dealership is not reachable through this site.
    assert (await client.get(f"{url}/beta-motors")).status_code == 404
    bad = await client.get(f"{url}/north-toyota", params={"price": "1:2:3"})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "price"
    # Bounds given the wrong way round read the right way round (the contract can't forbid them).
    inverted = (await client.get(f"{url}/north-toyota", params={"price": ":40000"})).json()
    swapped = (await client.get(f"{url}/north-toyota", params={"price": "40000:0"})).json()
    assert slugs(swapped) == slugs(inverted) == ["north-used"]


async def test_plain_lookup_takes_filters_and_a_limit(session, client_for):
    site = await make_site(session, "alpha")
    dealer = await make_dealership(session, site)
    for rank in range(5):
        await make_car(session, dealer, slug=f"used-{rank}", custom_rank=rank)
    await make_car(session, dealer, slug="new", car_type="new", custom_rank=9)
    await session.commit()
    client = client_for("alpha")
    url = "/api/v1/search/lookup"

    assert slugs((await client.get(url, params={"limit": 2})).json()) == ["new", "used-4"]
    used = await client.get(
        url, params={"car_type": "used", "limit": 3, "sortBy": "custom_rank:desc"}
    )
    assert slugs(used.json()) == ["used-4", "used-3", "used-2"]
    assert (await client.get(url, params={"limit": 0})).status_code == 422
    assert (await client.get(url, params={"price": "x"})).status_code == 422


async def test_search_paths_resolve_to_filter_state(session, client_for):
    site = await make_site(session, "alpha")
    dealer = await make_dealership(session, site, slug="brisbane-toyota", name="Brisbane Toyota")
    await make_location(session, dealer, slug="ipswich-yard", name="Ipswich Yard")
    await make_car(session, dealer, make="Toyota", model="LandCruiser Prado")
    await make_car(session, dealer, make="Mercedes-Benz", model="C 300")
    await session.commit()
    client = client_for("alpha")

    async def resolve(path: str) -> Any:
        response = await client.get("/api/v1/search/resolve-path", params={"path": path})
        return response.status_code, response.json()

    expected = {
        "/search/new-used-and-demo-cars": ("all", {}),
        "/search": ("all", {}),
        "/search/used-cars": ("car_type", {"car_type": ["used"]}),
        "/search/new-and-demo-cars": ("car_type", {"car_type": ["new", "demo"]}),
        "/search/new-cars": ("car_type", {"car_type": ["new"]}),
        "/search/demo-cars/": ("car_type", {"car_type": ["demo"]}),
        "/search/toyota": ("make", {"make": ["Toyota"]}),
        "/search/TOYOTA/landcruiser-prado": (
            "make_model",
            {"make": ["Toyota"], "model": ["LandCruiser Prado"]},
        ),
        "/search/mercedes-benz/c-300?page=2": (
            "make_model",
            {"make": ["Mercedes-Benz"], "model": ["C 300"]},
        ),
        "/search/brisbane-toyota": ("dealership", {"dealership_name": ["Brisbane Toyota"]}),
        "/search/ipswich-yard": ("location", {"location_name": ["Ipswich Yard"]}),
    }
    for path, (kind, filters) in expected.items():
        status, body = await resolve(path)
        assert status == 200, path
        assert (body["kind"], body["filters"]) == (kind, filters), path
        assert body["title"]
    for unknown in ("/search/ferrari", "/search/toyota/corolla", "/search/a/b/c"):
        assert (await resolve(unknown))[0] == 404, unknown
    status, body = await resolve("/cars/some-car")
    assert status == 422 and body["errors"][0]["field"] == "path"


async def test_search_paths_never_resolve_another_sites_names(session, client_for):
    alpha = await make_site(session, "alpha")
    beta = await make_site(session, "beta")
    await make_dealership(session, alpha, slug="alpha-motors")
    theirs = await make_dealership(session, beta, slug="beta-motors")
    await make_location(session, theirs, slug="beta-yard")
    await make_car(session, theirs, make="Ferrari", model="Roma")
    await make_car(
        session, theirs, make="Lotus", status="sold", sold_at=utcnow() - timedelta(days=30)
    )
    await session.commit()
    client = client_for("alpha")
    for path in (
        "/search/beta-motors",
        "/search/beta-yard",
        "/search/ferrari",
        "/search/ferrari/roma",
    ):
        response = await client.get("/api/v1/search/resolve-path", params={"path": path})
        assert response.status_code == 404, path


async def test_dealership_directory_groups_names_without_parts_service_and_sales(
    session, client_for
):
    alpha = await make_site(session, "alpha")
    beta = await make_site(session, "beta")
    for name, slug in [
        ("Brisbane Toyota Sales", "bt-sales"),
        ("Brisbane Toyota Service", "bt-service"),
        ("Brisbane Toyota Parts", "bt-parts"),
        ("Gold Coast Mazda", "gc-mazda"),
    ]:
        await make_dealership(session, alpha, slug=slug, name=name, logo_url=f"/logos/{slug}.png")
    await make_dealership(session, alpha, slug="hidden", name="Hidden Sales", visible=False)
    await make_dealership(session, beta, slug="beta-toyota", name="Beta Toyota")
    await session.commit()
    client = client_for("alpha")

    body = (await client.get("/api/v1/dealerships/directory")).json()
    assert [g["name"] for g in body["groups"]] == ["Brisbane Toyota", "Gold Coast Mazda"]
    entries = body["groups"][0]["entries"]
    assert [e["slug"] for e in entries] == ["bt-parts", "bt-sales", "bt-service"]
    assert entries[0] == {
        "name": "Brisbane Toyota Parts",
        "slug": "bt-parts",
        "image": "/logos/bt-parts.png",
        "visible": True,
    }
    found = (await client.get("/api/v1/dealerships/directory", params={"query": "gold"})).json()
    assert [g["name"] for g in found["groups"]] == ["Gold Coast Mazda"]
    assert (await client.get("/api/v1/dealerships/directory", params={"query": "beta"})).json()[
        "groups"
    ] == []


async def test_dealership_and_manufacturer_searches_keep_about_10_answers_oldest_out(
    session, client_for, app
):
    site = await make_site(session, "alpha")
    await make_dealership(session, site, slug="north-toyota")
    await session.commit()
    client = client_for("alpha")
    for n in range(12):
        await client.get("/api/v1/search/dealership/north-toyota", params={"query": f"q{n}"})
        await client.get("/api/v1/search/manufacturer", params={"query": f"q{n}"})
    service = app.state.search_service
    assert len(service.scoped_cache("dealership", site.id)) == 10
    assert len(service.scoped_cache("manufacturer", site.id)) == 10
    assert len(service.cache) == 0  # the search page's cache is not theirs
