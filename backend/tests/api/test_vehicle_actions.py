"""The vehicle page's calls: similar cars, price comparison, views, tracking, phone reveal, PDF."""

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from forecourt.core.clock import utcnow
from forecourt.inventory.models import Car, CarImage, StockVersion
from forecourt.tracking.models import TrackingEvent
from tests.factories import make_car, make_dealership, make_location, make_site


async def _alpha(session, **car_fields):
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    location = await make_location(session, dealership)
    car = await make_car(session, dealership, slug="subject", location_id=location.id, **car_fields)
    return site, dealership, car


# --- similar cars (spec: vehicle §7) ---------------------------------------------------------


async def test_similar_cars_are_in_stock_within_the_price_window_best_matches_first(
    session, client_for
):
    _, dealer, _ = await _alpha(
        session, price=30000, make="Toyota", model="Corolla", simple_body="Hatch"
    )
    await make_car(
        session, dealer, slug="same-model-far", price=39000, make="Toyota", model="Corolla"
    )
    await make_car(
        session, dealer, slug="same-body", price=30500, make="Mazda", model="3", simple_body="Hatch"
    )
    await make_car(
        session,
        dealer,
        slug="closest-other",
        price=30100,
        make="Kia",
        model="Cerato",
        simple_body="Sedan",
    )
    await make_car(session, dealer, slug="too-dear", price=40001, make="Toyota", model="Corolla")
    await make_car(session, dealer, slug="coming", price=30000, status="coming_soon")
    await make_car(session, dealer, slug="sold", price=30000, status="sold", sold_at=utcnow())
    await make_car(session, dealer, slug="hidden", price=30000, show_on_dealer_website=False)
    beta = await make_site(session, "beta")
    await make_car(session, await make_dealership(session, beta), slug="beta-twin", price=30000)
    await session.commit()
    response = await client_for("alpha").get("/api/v1/cars/subject/similar")
    assert response.status_code == 200
    assert [c["slug"] for c in response.json()] == ["same-model-far", "same-body", "closest-other"]


async def test_similar_cars_at_most_6_and_never_the_car_itself(session, client_for):
    _, dealer, _ = await _alpha(session, price=60000)
    for i in range(9):
        await make_car(session, dealer, slug=f"s{i}", price=60000 + 2000 * i)
    await session.commit()
    slugs = [
        c["slug"] for c in (await client_for("alpha").get("/api/v1/cars/subject/similar")).json()
    ]
    assert slugs == ["s0", "s1", "s2", "s3", "s4", "s5"]


# --- price comparison (spec: search §3, §5) -------------------------------------------------


async def test_autogauge_values_the_car_from_comparables_across_sites(session, client_for):
    _, dealer, _ = await _alpha(session, price=24000, year=2021, km=40000)
    for price in (25000, 26000):
        await make_car(session, dealer, price=price, year=2021, km=40000)
    beta = await make_site(session, "beta")
    beta_dealer = await make_dealership(session, beta)
    for price in (24000, 25000, 26000, 25000):
        await make_car(session, beta_dealer, price=price, year=2021, km=40000)
    await make_car(session, beta_dealer, price=99999, make="Mazda", model="3")  # not comparable
    await session.commit()
    response = await client_for("alpha").get("/api/v1/cars/subject/autogauge")
    assert response.status_code == 200
    gauge = response.json()
    assert set(gauge) == {
        "fill",
        "listing_price",
        "market_range_min",
        "market_range_max",
        "confidence",
        "description",
        "visible",
    }
    assert gauge["listing_price"] == 24000
    assert gauge["market_range_min"] < 25000 < gauge["market_range_max"]
    assert 0 <= gauge["fill"] <= 1
    assert gauge["confidence"] > 0.2 and gauge["visible"] is True
    assert "beta" not in response.text


async def test_autogauge_with_too_few_comparables_is_not_visible(session, client_for):
    await _alpha(session, price=24000)
    await session.commit()
    gauge = (await client_for("alpha").get("/api/v1/cars/subject/autogauge")).json()
    assert gauge["visible"] is False
    assert gauge["market_range_min"] is None and gauge["fill"] is None
    assert gauge["confidence"] == 0.0


# --- views (spec: vehicle §7 view.json) ----------------------------------------------------


async def test_each_view_counts_once_and_does_not_touch_the_stock_version(session, client_for):
    site, _, car = await _alpha(session)
    await session.commit()
    site_id, car_id = site.id, car.id
    version = await session.scalar(
        select(StockVersion.version).where(StockVersion.site_id == site_id)
    )
    updated_at = await session.scalar(select(Car.updated_at).where(Car.id == car_id))
    client = client_for("alpha")
    first = await client.get(
        "/api/v1/cars/subject/view.json", params={"photos_count": 1, "website_id": site_id}
    )
    second = await client.get("/api/v1/cars/subject/view.json")
    assert (first.json()["views"], second.json()["views"]) == (1, 2)
    fields = first.json()["car_fields"]
    assert (
        fields["photos_count"] == 1 and fields["available"] is True and fields["changed"] is False
    )
    session.expire_all()
    assert await session.scalar(select(Car.views).where(Car.id == car_id)) == 2
    assert (
        await session.scalar(select(StockVersion.version).where(StockVersion.site_id == site_id))
        == version
    )
    assert await session.scalar(select(Car.updated_at).where(Car.id == car_id)) == updated_at
    rendered = (await client.get("/api/v1/cars/subject")).json()["updated_at"]
    fresh = await client.get(
        "/api/v1/cars/subject/view.json", params={"updated_at": rendered, "photos_count": 1}
    )
    assert fresh.json()["car_fields"]["changed"] is False
    stale = await client.get("/api/v1/cars/subject/view.json", params={"photos_count": 7})
    assert stale.json()["car_fields"]["changed"] is True


@pytest.mark.parametrize(
    "params,field",
    [
        ({"photos_count": "many"}, "photos_count"),
        ({"updated_at": "yesterday"}, "updated_at"),
        # What pydantic alone reads as a datetime, but RFC 3339 (format: date-time) is not.
        ({"updated_at": "0"}, "updated_at"),
        ({"updated_at": "1700000000"}, "updated_at"),
        ({"updated_at": "2026-01-31"}, "updated_at"),
        ({"updated_at": "2026-01-31T09:30:00"}, "updated_at"),
        ({"updated_at": "2026-01-31 09:30:00Z"}, "updated_at"),
        ({"website_id": "x"}, "website_id"),
    ],
)
async def test_view_json_rejects_bad_parameters_with_422(session, client_for, params, field):
    await _alpha(session)
    await session.commit()
    response = await client_for("alpha").get("/api/v1/cars/subject/view.json", params=params)
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == field


@pytest.mark.parametrize("updated_at", ["0001-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00"])
async def test_view_json_takes_any_rfc3339_time_even_one_beyond_utcs_years(
    session, client_for, updated_at
):
    await _alpha(session)
    await session.commit()
    response = await client_for("alpha").get(
        "/api/v1/cars/subject/view.json", params={"updated_at": updated_at}
    )
    assert response.status_code == 200, response.text
    assert response.json()["car_fields"]["changed"] is True


async def test_view_json_for_another_website_id_is_a_409_conflict(session, client_for):
    site, _, _ = await _alpha(session)
    await session.commit()
    response = await client_for("alpha").get(
        "/api/v1/cars/subject/view.json", params={"website_id": site.id + 1}
    )
    assert response.status_code == 409 and response.json()["errors"][0]["field"] == "website_id"


# --- tracking events and phone reveal (spec: vehicle §9) -----------------------------------


async def test_tracking_event_is_recorded_for_the_site(session, client_for):
    site, _, car = await _alpha(session)
    await session.commit()
    response = await client_for("alpha").post(
        "/api/v1/events",
        json={
            "event_id": 25,
            "car_id": car.id,
            "path": "/cars/subject",
            "meta": {"from": "sidebar"},
        },
    )
    assert response.status_code == 201
    assert response.json()["name"] == "call_dealer"
    row = await session.scalar(select(TrackingEvent))
    assert (row.site_id, row.event_id, row.car_id, row.meta) == (
        site.id,
        25,
        car.id,
        {"from": "sidebar"},
    )


async def test_unknown_event_id_is_rejected_with_422(session, client_for):
    await _alpha(session)
    await session.commit()
    response = await client_for("alpha").post("/api/v1/events", json={"event_id": 999})
    assert response.status_code == 422
    assert response.json()["errors"][0] == {
        "field": "event_id",
        "message": "Unknown event id; known ids are 14, 15, 17, 18, 25, 26, 36, 37, 39, 48, 51, 60, 61, 62.",
    }
    bad_path = await client_for("alpha").post(
        "/api/v1/events", json={"event_id": 61, "path": "http://x"}
    )
    assert bad_path.status_code == 422


async def test_phone_reveal_logs_a_reveal_event(session, client_for):
    site, dealer, car = await _alpha(session)
    await session.commit()
    client = client_for("alpha")
    response = await client.post(
        "/api/v1/cars/subject/phone-reveal",
        json={"dealership_id": dealer.id, "website_id": site.id},
    )
    assert response.status_code == 201
    assert (response.json()["event_id"], response.json()["name"]) == (62, "phone_reveal")
    assert await session.scalar(select(func.count()).select_from(TrackingEvent)) == 1
    wrong = await client.post(
        "/api/v1/cars/subject/phone-reveal",
        json={"dealership_id": dealer.id + 99, "website_id": site.id},
    )
    assert wrong.status_code == 409 and wrong.json()["errors"][0]["field"] == "dealership_id"
    missing = await client.post("/api/v1/cars/subject/phone-reveal", json={"website_id": site.id})
    assert missing.status_code == 422


# --- PDF ----------------------------------------------------------------------------------


async def test_pdf_download_is_a_real_pdf_named_after_the_slug(session, client_for):
    await _alpha(session, price=24990, price_type="Drive Away")
    await session.commit()
    response = await client_for("alpha").get("/api/v1/cars/subject/pdf")
    assert response.status_code == 200
    assert response.headers["content-type"] == "application/pdf"
    assert response.headers["content-disposition"] == 'attachment; filename="subject.pdf"'
    assert response.content.startswith(b"%PDF")
    assert len(response.content) > 1500


async def test_pdf_carries_the_cars_first_photo_from_the_media_store(session, client_for, settings):
    from PIL import Image

    _, _, car = await _alpha(session)
    source = settings.media_dir / "cars" / "subject" / "0.jpg"
    source.parent.mkdir(parents=True)
    Image.new("RGB", (1600, 1000), (200, 30, 30)).save(source, "JPEG")
    car_id = car.id
    await session.execute(
        CarImage.__table__.update()
        .where(CarImage.car_id == car_id)
        .values(source="cars/subject/0.jpg")
    )
    await session.commit()
    response = await client_for("alpha").get("/api/v1/cars/subject/pdf")
    assert response.status_code == 200
    assert b"/Subtype /Image" in response.content
    assert (settings.image_cache_dir / "768" / "cars/subject/0.jpg.webp").is_file()


# --- tenancy: another site's car is 404 on every car endpoint ------------------------------


async def test_another_sites_car_answers_404_on_every_car_endpoint(session, client_for):
    site, dealer, car = await _alpha(session)
    beta = await make_site(session, "beta")
    await session.commit()
    car_id = car.id
    beta_client = client_for("beta")
    for path in ("", "/similar", "/autogauge", "/view.json", "/pdf"):
        response = await beta_client.get(f"/api/v1/cars/subject{path}")
        assert response.status_code == 404, path
        assert "alpha" not in response.text.lower()
    reveal = await beta_client.post(
        "/api/v1/cars/subject/phone-reveal",
        json={"dealership_id": dealer.id, "website_id": beta.id},
    )
    assert reveal.status_code == 404
    event = await beta_client.post("/api/v1/events", json={"event_id": 39, "car_id": car_id})
    assert event.status_code == 404
    assert await session.scalar(select(func.count()).select_from(TrackingEvent)) == 0
    session.expire_all()
    assert await session.scalar(select(Car.views).where(Car.id == car_id)) == 0


async def test_hidden_and_unknown_cars_answer_404(session, client_for):
    _, dealer, _ = await _alpha(session)
    await make_car(
        session,
        dealer,
        slug="hidden",
        show_on_dealer_website=False,
        created_at=utcnow() - timedelta(days=1),
    )
    await session.commit()
    client = client_for("alpha")
    for slug in ("hidden", "no-such-car"):
        for path in ("", "/similar", "/autogauge", "/view.json", "/pdf"):
            assert (await client.get(f"/api/v1/cars/{slug}{path}")).status_code == 404
