"""Per-dealership presentation (issue 10 §6): a dealership's overrides change its own cars' card
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
