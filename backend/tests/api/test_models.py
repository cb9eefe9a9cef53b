"""Model lines: a site shows the models of the makes it sells new, by body; a
model's page says where it is for sale; another make's model is not found."""

from forecourt.catalog.models import Manufacturer, VehicleModel
from tests.factories import make_car, make_dealership, make_site


async def _setup(session):
    alpha = await make_site(session, "alpha")
    dealer = await make_dealership(session, alpha, city="Windsor", state="QLD")
    alpha.primary_dealership_id = dealer.id
    await make_car(session, dealer, make="Mazda", car_type="new")
    await make_car(session, dealer, make="Kia", car_type="used")  # used only: no Kia models
    mazda = Manufacturer(name="Mazda", slug="mazda")
    kia = Manufacturer(name="Kia", slug="kia")
    session.add_all([mazda, kia])
    await session.flush()
    session.add_all([
        VehicleModel(manufacturer_id=mazda.id, slug="cx-5", name="CX-5", status="available",
                     body="SUV", short_description="Wagon", description="<p>Roomy</p>",
                     features=[{"title": "Safe", "description": "5 stars"}], gallery=["/a.jpg"], position=1),
        VehicleModel(manufacturer_id=mazda.id, slug="bt-50", name="BT-50", status="available",
                     body="Commercial", short_description="Ute", description="", features=[],
                     gallery=[], position=2),
        VehicleModel(manufacturer_id=mazda.id, slug="cx-80", name="CX-80", status="coming_soon",
                     body="SUV", short_description="Soon", description="", features=[], gallery=[], position=3),
        VehicleModel(manufacturer_id=kia.id, slug="sportage", name="Sportage", status="available",
                     body="SUV", short_description="", description="", features=[], gallery=[], position=1),
    ])  # fmt: skip
    await session.commit()


async def test_a_site_lists_its_new_makes_models_by_body(session, client_for):
    await _setup(session)
    client = client_for("alpha")
    listed = (await client.get("/api/v1/models")).json()
    assert [m["name"] for m in listed["models"]] == ["CX-5", "BT-50", "CX-80"]
    assert listed["bodies"] == ["SUV", "Commercial"]
    suvs = (await client.get("/api/v1/models", params={"body": "SUV"})).json()
    assert [m["slug"] for m in suvs["models"]] == ["cx-5", "cx-80"]
    assert (await client.get("/api/v1/models", params={"body": "Boat"})).status_code == 422


async def test_a_models_page_and_an_unknown_one(session, client_for):
    await _setup(session)
    client = client_for("alpha")
    cx5 = (await client.get("/api/v1/models/cx-5")).json()
    assert cx5["for_sale_in"] == "Windsor QLD" and cx5["features"][0]["title"] == "Safe"
    assert cx5["path"] == "/models/cx-5" and cx5["manufacturer"] == "Mazda"
    assert (await client.get("/api/v1/models/cx-80")).json()["status"] == "coming_soon"
    assert (await client.get("/api/v1/models/sportage")).status_code == 404
