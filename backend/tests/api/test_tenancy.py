"""A site never sees another site's cars, settings or pages; unknown hosts get a clear 404."""

from tests.factories import make_car, make_dealership, make_site


async def test_car_of_one_site_is_not_readable_through_another_sites_host(session, client_for):
    alpha = await make_site(session, "alpha")
    beta = await make_site(session, "beta")
    alpha_car = await make_car(session, await make_dealership(session, alpha), slug="alpha-corolla")
    await make_car(session, await make_dealership(session, beta), slug="beta-hilux")
    await session.commit()

    own = await client_for("alpha").get("/api/v1/cars/alpha-corolla")
    assert own.status_code == 200
    assert own.json()["id"] == alpha_car.id

    other = await client_for("beta").get("/api/v1/cars/alpha-corolla")
    assert other.status_code == 404
    assert "alpha" not in other.text

    listed = await client_for("beta").get("/api/v1/cars", params={"limit": 50})
    assert [c["slug"] for c in listed.json()["hits"]] == ["beta-hilux"]


async def test_hidden_car_answers_404(session, client_for):
    site = await make_site(session, "gamma")
    await make_car(
        session, await make_dealership(session, site), slug="hidden", show_on_dealer_website=False
    )
    await session.commit()
    assert (await client_for("gamma").get("/api/v1/cars/hidden")).status_code == 404


async def test_site_endpoint_answers_only_the_current_sites_config(session, client_for):
    await make_site(session, "alpha", name="Alpha Motors", theme={"primary": "#aa0000"})
    await make_site(session, "beta", name="Beta Cars", theme={"primary": "#0000bb"})
    await session.commit()
    body = (await client_for("alpha").get("/api/v1/site")).json()
    assert body["name"] == "Alpha Motors"
    assert body["theme"]["primary"] == "#aa0000"
    assert body["config"]["search"]["hits_per_page"] == 21


async def test_unknown_host_gets_a_404_page_not_a_crash(session, client_for):
    await session.commit()
    page = await client_for("nobody").get("/")
    assert page.status_code == 404
    assert "Site not found" in page.text
    api = await client_for("nobody").get("/api/v1/site")
    assert api.status_code == 404


async def test_sites_list_is_served_on_the_platform_host_only(session, client_for):
    await make_site(session, "alpha", name="Alpha Motors")
    await session.commit()
    listing = await client_for("localhost").get("/api/v1/sites")
    assert [s["slug"] for s in listing.json()] == ["alpha"]
    assert (await client_for("alpha").get("/api/v1/sites")).status_code == 404


async def test_shell_carries_the_sites_name_in_its_title(session, client_for):
    await make_site(session, "alpha", name="Alpha Motors")
    await session.commit()
    page = await client_for("alpha").get("/")
    assert page.status_code == 200
    assert "<title>Alpha Motors</title>" in page.text
    assert 'id="forecourt-state"' in page.text


async def test_healthz_answers_when_the_database_is_ready(client_for, session):
    await session.commit()
    response = await client_for("localhost").get("/healthz")
    assert response.json() == {"status": "ok"}


async def test_plain_lookup_rejects_an_unknown_car_type_with_a_422(session, client_for):
    await make_site(session, "alpha")
    await session.commit()
    response = await client_for("alpha").get("/api/v1/cars", params={"car_type": ["used", "à\n"]})
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"].startswith("car_type")
