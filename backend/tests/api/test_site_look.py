"""A site's look and what it sells (issue: brands that look like themselves): the theme's
typeface, hero and card style; a used-only dealer's menus and stock title; the card's repayment and
featured cars a shopper can still buy."""

import json

import pytest

from forecourt.tenancy.config import SiteConfigError, parse_theme
from tests.factories import make_car, make_dealership, make_site


def test_the_theme_names_a_typeface_hero_and_card_style_from_fixed_sets() -> None:
    theme = parse_theme({})
    assert (theme.typeface, theme.hero_style, theme.card_style) == (
        "system",
        "full-bleed",
        "outlined",
    )
    chosen = parse_theme({"typeface": "fraunces", "hero_style": "split", "card_style": "flat"})
    assert (chosen.typeface, chosen.hero_style, chosen.card_style) == ("fraunces", "split", "flat")
    for key, value in (("typeface", "Comic Sans"), ("hero_style", "video"), ("card_style", "3d")):
        with pytest.raises(SiteConfigError, match=f"theme.{key}"):
            parse_theme({key: value})


async def test_a_used_only_dealer_has_no_new_car_menus_and_a_stock_page_titled_for_its_stock(
    session, client_for
):
    yard = await make_site(session, "yard", config={"search": {"stock": {"used_only": True}}})
    await make_car(session, await make_dealership(session, yard), car_type="used")
    full = await make_site(session, "franchise")
    dealer = await make_dealership(session, full)
    for car_type in ("new", "demo", "used"):
        await make_car(session, dealer, car_type=car_type)
    await session.commit()

    used = (await client_for("yard").get("/api/v1/site")).json()
    assert used["stock"] == {"car_types": ["used"], "title": "Used Cars"}
    nav = [item["name"] for item in used["config"]["presentation"]["nav"]]
    assert "New Vehicles" not in nav and "Stock" in nav
    footer = [link["url"] for g in used["config"]["presentation"]["footer"] for link in g["links"]]
    assert "/search/new-cars" not in footer and "/search/demo-cars" not in footer
    assert "/search/used-cars" in footer
    path = "/search/new-used-and-demo-cars"
    resolved = await client_for("yard").get("/api/v1/search/resolve-path", params={"path": path})
    assert resolved.json()["title"] == "Used Cars"

    every = (await client_for("franchise").get("/api/v1/site")).json()
    assert every["stock"] == {
        "car_types": ["new", "demo", "used"],
        "title": "New, Used and Demo Cars",
    }
    assert "New Vehicles" in [item["name"] for item in every["config"]["presentation"]["nav"]]


async def test_a_card_shows_the_repayment_its_car_page_shows(session, client_for):
    site = await make_site(session, "alpha")
    dealer = await make_dealership(session, site)
    await make_car(session, dealer, slug="priced", price=32990, year=2024)
    await make_car(session, dealer, slug="unpriced", price=0, year=2024)
    await session.commit()
    client = client_for("alpha")

    hits = {h["slug"]: h for h in (await client.get("/api/v1/search")).json()["hits"]}
    page = (await client.get("/api/v1/cars/priced")).json()["finance"]
    shown = page["lenders"][page["primary"]]
    assert hits["priced"]["repayment"] == {"frequency": "weekly", "amount": shown["paymentWeek"]}
    assert hits["unpriced"]["repayment"] is None  # no price, no estimate (as on its page)
    featured = (await client.get("/api/v1/cars", params={"limit": 5})).json()["hits"]
    assert (
        next(h for h in featured if h["slug"] == "priced")["repayment"]
        == hits["priced"]["repayment"]
    )


async def test_a_monthly_only_sites_cards_show_the_monthly_figure(session, client_for):
    site = await make_site(session, "monthly", config={"finance": {"monthly_only": True}})
    await make_car(session, await make_dealership(session, site), slug="m", price=20000, year=2024)
    await session.commit()
    card = (await client_for("monthly").get("/api/v1/search")).json()["hits"][0]
    assert card["repayment"]["frequency"] == "monthly"


async def test_featured_cars_are_cars_a_shopper_can_still_buy(session, client_for):
    site = await make_site(session, "alpha")
    dealer = await make_dealership(session, site)
    await make_car(session, dealer, slug="free")
    await make_car(session, dealer, slug="held", reserved=True)
    await make_car(session, dealer, slug="gone", status="sold")
    await session.commit()
    hits = (await client_for("alpha").get("/api/v1/cars", params={"limit": 10})).json()["hits"]
    assert [h["slug"] for h in hits] == ["free"]


async def test_the_page_preloads_its_sites_typeface_and_no_other(
    session, shell_client, built_frontend
):
    (built_frontend / "fonts.json").write_text(
        json.dumps({"inter": "/assets/inter-abc.woff2", "fraunces": "/assets/fraunces-def.woff2"})
    )
    await make_site(session, "alpha", theme={"typeface": "fraunces"})
    await make_site(session, "beta")
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        html = (await client.get("/")).text
    assert (
        '<link rel="preload" as="font" type="font/woff2" crossorigin '
        'href="/assets/fraunces-def.woff2">' in html
    )
    assert "inter-abc" not in html
    async with shell_client("beta.localhost") as client:
        assert 'as="font"' not in (await client.get("/")).text  # the system face: nothing to load
