"""GET /api/v1/search answers the promo cards valid today for the search's car types
(spec: vehicle-detail §4 - promo cards show only inside their start-expiry window)."""

from datetime import timedelta
from typing import Any

from forecourt.core.clock import utcnow
from forecourt.search.promos import promo_date
from tests.factories import make_car, make_dealership, make_site

URL = "/api/v1/search"


def promo_config(*nodes: dict[str, Any], enabled: bool = True) -> dict[str, Any]:
    return {"cards": {"promo": {"enabled": enabled, "every": 3, "nodes": list(nodes)}}}


def titles(body: dict[str, Any]) -> list[str]:
    return [p["title"] for p in body["promos"]]


async def promo_site(session, slug: str, config: dict[str, Any]) -> None:
    site = await make_site(session, slug, config=config)
    await make_car(session, await make_dealership(session, site))


async def test_search_answers_only_this_sites_promos_valid_today(session, client_for):
    today = promo_date(utcnow())
    day = timedelta(days=1)
    await promo_site(
        session,
        "alpha",
        promo_config(
            {"title": "Trade-in", "lines": ["We buy all cars"], "link": "/sell-your-car"},
            {"title": "Expired", "link": "/x", "expiry": str(today - 2 * day)},
            {"title": "Used only", "link": "/search/used-cars", "display": ["used"]},
            {"title": "Not yet", "link": "/x", "start": str(today + 2 * day)},
            {
                "title": "This month",
                "link": "/special-offers",
                "link_text": "See the offers",
                "image_url": "/media/800/offer.webp",
                "start": str(today - 30 * day),
                "expiry": str(today + 30 * day),
            },
        ),
    )
    await promo_site(session, "beta", promo_config({"title": "Beta's promo", "link": "/beta"}))
    await session.commit()
    client = client_for("alpha")

    body = (await client.get(URL)).json()
    assert titles(body) == ["Trade-in", "Used only", "This month"]
    assert body["promos"][0] == {
        "title": "Trade-in",
        "lines": ["We buy all cars"],
        "link": "/sell-your-car",
        "link_text": "Find out more",
        "image_url": None,
    }
    assert body["promos"][2]["link_text"] == "See the offers"
    assert body["promos"][2]["image_url"] == "/media/800/offer.webp"
    # The used-cars-only node follows the search's car type filter.
    assert titles((await client.get(URL, params={"car_type": "new"})).json()) == [
        "Trade-in",
        "This month",
    ]
    assert "Used only" in titles((await client.get(URL, params={"car_type": "used"})).json())
    assert titles((await client_for("beta").get(URL)).json()) == ["Beta's promo"]


async def test_search_answers_no_promos_when_the_promo_card_is_off(session, client_for):
    await promo_site(session, "alpha", promo_config({"title": "Off", "link": "/x"}, enabled=False))
    await session.commit()
    assert (await client_for("alpha").get(URL)).json()["promos"] == []


async def test_single_promo_configuration_answers_its_one_node(session, client_for):
    await promo_site(session, "alpha", {"cards": {"promo": {"enabled": True}}})
    await session.commit()
    body = (await client_for("alpha").get(URL)).json()
    assert body["promos"] == [
        {
            "title": "We Want Your Car!",
            "lines": ["We buy all types of cars", "Our high turnover means we can pay more"],
            "link": "/sell-your-car",
            "link_text": "Sell your car",
            "image_url": None,
        }
    ]
