"""Per-dealership presentation: a dealership's overrides change its own cars' card
buttons, card fields and vehicle-page sidebar; the other dealership keeps the site's."""

from tests.factories import make_car, make_dealership, make_site

OVERRIDES = {
    "ford": {
        "cards": {"buttons": ["testDrive", "viewDetails"], "show_extra_fields": True},
        "vehicle_page": {"sidebar_buttons": ["testDrive", "enquire"]},
    }
}


async def test_each_dealership_presents_its_own_cars(session, client_for):
    site = await make_site(session, "alpha", config={"dealership_overrides": OVERRIDES})
    ford = await make_car(session, await make_dealership(session, site, slug="ford"), make="Ford")
    kia = await make_car(session, await make_dealership(session, site, slug="kia"), make="Kia")
    await session.commit()
    client = client_for("alpha")
    hits = {h["id"]: h for h in (await client.get("/api/v1/search")).json()["hits"]}
    assert hits[ford.id]["buttons"] == ["testDrive", "viewDetails"]
    assert hits[ford.id]["extra_fields"] is True
    assert hits[kia.id]["buttons"] == ["enquire", "testDrive", "viewDetails", "reserve"]
    assert hits[kia.id]["extra_fields"] is False
    ford_page = (await client.get(f"/api/v1/cars/{ford.slug}")).json()
    kia_page = (await client.get(f"/api/v1/cars/{kia.slug}")).json()
    assert ford_page["sidebar_buttons"] == ["testDrive", "enquire"]
    assert kia_page["sidebar_buttons"] != ford_page["sidebar_buttons"]


async def test_the_interested_block_and_a_dealerships_own_slides(session, client_for):
    overrides = {
        "ford": {
            "vehicle_page": {"interested_block": True},
            "presentation": {
                "slides": [{"name": "Ford days", "image": "demo/hero-x/111111/suv/1.jpg"}],
                "contact_links": [{"label": "Ford sales", "url": "tel:0398765432"}],
            },
        }
    }
    site = await make_site(session, "alpha", config={"dealership_overrides": overrides})
    ford = await make_car(session, await make_dealership(session, site, slug="ford"), make="Ford")
    kia = await make_car(session, await make_dealership(session, site, slug="kia"), make="Kia")
    await session.commit()
    client = client_for("alpha")
    ford_page = (await client.get(f"/api/v1/cars/{ford.slug}")).json()
    kia_page = (await client.get(f"/api/v1/cars/{kia.slug}")).json()
    assert ford_page["interested_actions"][-1] == "tradeIn"
    assert kia_page["interested_actions"] == []
    public = (await client.get("/api/v1/site")).json()
    assert list(public["dealership_homes"]) == ["ford"]
    slide = public["dealership_homes"]["ford"]["slides"][0]
    assert slide["name"] == "Ford days" and "srcset" in slide["image"]
    assert public["home"]["slides"] == []  # the site's own home keeps its own slides
    ford_links = public["config"]["dealership_overrides"]["ford"]["presentation"]["contact_links"]
    assert ford_links == [{"label": "Ford sales", "url": "tel:0398765432"}]
