"""Each page's HTML carries its first screen: the API answers the page would ask
for, inlined into its state, and its largest photo preloaded with the sizes its <img> uses."""

import json
import re

from forecourt.core.settings import REPO_DIR
from tests.factories import make_car, make_dealership, make_site

STATE = re.compile(r'<script type="application/json" id="forecourt-state">(.*?)</script>', re.S)
PRELOAD = re.compile(r'<link rel="preload" as="image"[^>]*>')
SIZES = json.loads((REPO_DIR / "frontend" / "src" / "lib" / "image-sizes.json").read_text())


def first_screen(html: str) -> dict:
    found = STATE.search(html)
    assert found, "the page has no inlined state"
    return json.loads(found.group(1))["first"]


def preload(html: str) -> dict[str, str]:
    links = PRELOAD.findall(html)
    assert len(links) == 1, links
    return dict(re.findall(r'(\w+)="([^"]*)"', links[0]))


async def stocked_site(session):
    site = await make_site(session, "alpha", name="Alpha Motors")
    dealer = await make_dealership(session, site, name="Alpha Toyota")
    for i, (make, car_type) in enumerate([("Toyota", "used"), ("Mazda", "used"), ("Kia", "new")]):
        await make_car(session, dealer, slug=f"car-{i}", make=make, car_type=car_type, images=3)
    other = await make_site(session, "beta")
    await make_car(session, await make_dealership(session, other), slug="car-0", images=2)
    await session.commit()


async def test_the_vehicle_page_carries_its_car_and_preloads_its_first_photo(session, shell_client):
    await stocked_site(session)
    client = shell_client("alpha.localhost")
    page = await client.get("/cars/car-1")
    api = (await client.get("/api/v1/cars/car-1")).json()
    gauge = (await client.get("/api/v1/cars/car-1/autogauge")).json()
    assert page.status_code == 200
    # the same answers as the API's, not another site's car-1
    assert first_screen(page.text) == {"car": api, "autogauge": gauge}
    photo = api["gallery"]["images"][0]
    assert preload(page.text) == {
        "rel": "preload",
        "as": "image",
        "href": photo["src"],
        "imagesrcset": photo["srcset"],
        "imagesizes": SIZES["vehicleMain"],
        "fetchpriority": "high",
    }


async def test_an_unknown_car_inlines_nothing_and_preloads_nothing(session, shell_client):
    await stocked_site(session)
    page = await shell_client("alpha.localhost").get("/cars/no-such-car")
    assert page.status_code == 404
    assert first_screen(page.text) == {}
    assert not PRELOAD.search(page.text)


async def test_the_search_page_carries_its_search_the_stocks_summary_and_its_first_photo(
    session, shell_client
):
    await stocked_site(session)
    client = shell_client("alpha.localhost")
    page = await client.get("/search/used-cars?make=Toyota&utm_source=ads")
    search = first_screen(page.text)["search"]
    assert search["path"] == "/search/used-cars"
    assert search["meaning"]["filters"] == {"car_type": ["used"]}
    # the path's filters and the URL's own search parameters; not the campaign's tag
    assert search["params"] == "car_type=used&make=Toyota"
    api = (await client.get("/api/v1/search?car_type=used&make=Toyota")).json()
    assert search["answer"] == api
    assert [hit["slug"] for hit in api["hits"]] == ["car-0"]
    stock = (await client.get("/api/v1/search")).json()
    # the stock's count and facets (price bands, makes and models), not its cars
    picked = {name: stock["facets"][name] for name in ("price_range", "make_model")}
    assert search["stock"] == {"total": stock["total"], "facets": picked}
    assert search["stock"]["total"] == 3 and picked["make_model"] and picked["price_range"]
    image = api["hits"][0]["image"]
    assert preload(page.text)["href"] == image["src"]
    assert preload(page.text)["imagesizes"] == SIZES["card"]


async def test_an_unfiltered_search_inlines_its_answer_once_as_the_stock(session, shell_client):
    await stocked_site(session)
    client = shell_client("alpha.localhost")
    page = await client.get("/search")
    search = first_screen(page.text)["search"]
    assert search["params"] == ""
    assert search["answer"] == (await client.get("/api/v1/search")).json()
    assert "stock" not in search  # the app reads the answer as the stock
    assert page.text.count('"facets"') == 1


async def test_a_search_the_api_refuses_inlines_nothing_and_still_renders(session, shell_client):
    await stocked_site(session)
    page = await shell_client("alpha.localhost").get("/search?sortBy=nonsense")
    assert page.status_code == 200
    assert first_screen(page.text) == {}


async def test_the_home_page_carries_its_featured_cars_and_preloads_the_hero(session, shell_client):
    site = await make_site(
        session,
        "gamma",
        config={
            "presentation": {
                "featured_count": 2,
                "slides": [{"name": "Spring sale", "image": "hero/spring.jpg"}],
            }
        },
    )
    dealer = await make_dealership(session, site)
    for i in range(3):
        await make_car(session, dealer, slug=f"home-{i}")
    await session.commit()
    client = shell_client("gamma.localhost")
    page = await client.get("/")
    featured = first_screen(page.text)["featured"]
    assert featured == {
        "limit": 2,
        "answer": (await client.get("/api/v1/cars?limit=2")).json(),
    }
    assert len(featured["answer"]["hits"]) == 2
    hero = (await client.get("/api/v1/site")).json()["home"]["slides"][0]["image"]
    assert preload(page.text)["href"] == hero["src"]
    assert preload(page.text)["imagesizes"] == SIZES["hero"]
