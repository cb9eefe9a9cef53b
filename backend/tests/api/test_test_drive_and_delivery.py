"""The vehicle page's test-drive slots and delivery estimate: built from the location's hours,
the bookings already taken and the shipped postcode table; another site's car is 404."""

from datetime import date, timedelta
from zoneinfo import ZoneInfo

from forecourt.core.clock import utcnow
from forecourt.locations.models import SpecialHours
from tests.factories import make_car, make_dealership, make_location, make_site

SHOPPER = {"name": "Jane", "email": "jane@example.com", "phone": "0412 345 678"}
BRISBANE = ZoneInfo("Australia/Brisbane")
SORRY_NOT_GIVEN = {"available": False}


async def _car(session, slug="alpha", config=None, **location):
    site = await make_site(session, slug, config=config or {"sign_in": {"captcha": False}})
    dealership = await make_dealership(session, site, postcode="4000")
    spot = await make_location(session, dealership, lat=-27.4698, long=153.0251, **location)
    car = await make_car(session, dealership, location_id=spot.id)
    await session.commit()
    return site, dealership, spot, car


def _next_open_day(after_days=2) -> date:
    day = utcnow().astimezone(BRISBANE).date() + timedelta(days=after_days)
    return day if day.weekday() != 6 else day + timedelta(days=1)  # the factory closes Sundays


def _open_day_besides(closed: date) -> date:
    """An open day soon that is not `closed`, whatever today's weekday."""
    return next(d for d in map(_next_open_day, range(1, 9)) if d != closed)


async def test_slots_follow_the_opening_hours_and_close_sundays(session, client_for):
    _, _, spot, car = await _car(session)
    answer = await client_for("alpha").get(f"/api/v1/cars/{car.slug}/test-drive-slots?days=8")
    assert answer.status_code == 200, answer.text
    plan = answer.json()
    assert plan["location_id"] == spot.id and plan["time_zone"] == "Australia/Brisbane"
    assert plan["slot_minutes"] == 30 and len(plan["days"]) == 8
    for day in plan["days"]:
        if date.fromisoformat(day["date"]).weekday() == 6:
            assert day == {"date": day["date"], "open": False, "slots": []}
        else:
            times = [s["time"] for s in day["slots"]]
            assert times[0] == "08:30" and times[-1] == "17:00" and len(times) == 18


async def test_a_booked_slot_is_no_longer_offered_and_cannot_be_booked_twice(session, client_for):
    _, _, _, car = await _car(session)
    client = client_for("alpha")
    day = _next_open_day()
    body = {"kind": "test_drive", **SHOPPER, "car_id": car.id}
    first = await client.post(
        "/api/v1/leads", json={**body, "preferred_date": day.isoformat(), "preferred_time": "10:00"}
    )
    assert first.status_code == 201, first.text
    plan = (await client.get(f"/api/v1/cars/{car.slug}/test-drive-slots?days=9")).json()
    offered = next(d for d in plan["days"] if d["date"] == day.isoformat())
    ten = next(s for s in offered["slots"] if s["time"] == "10:00")
    assert ten["available"] is False
    assert all(s["available"] for s in offered["slots"] if s["time"] != "10:00")
    second = await client.post(
        "/api/v1/leads",
        json={
            **body,
            "email": "sam@example.com",
            "preferred_date": day.isoformat(),
            "preferred_time": "10:00",
        },
    )
    assert second.status_code == 422
    assert second.json()["errors"] == [
        {
            "field": "preferred_time",
            "message": "That time is not available. Please choose another time.",
        }
    ]


async def test_closed_days_past_days_and_times_outside_hours_are_refused(session, client_for):
    _, _, spot, car = await _car(session)
    day = _next_open_day(3)
    session.add(SpecialHours(location_id=spot.id, date=day, status="Closed", name="Show day"))
    await session.commit()
    client = client_for("alpha")
    body = {"kind": "test_drive", **SHOPPER, "car_id": car.id}
    cases = {
        (day.isoformat(), "10:00"): (
            "preferred_date",
            "We are closed on that day. Please choose another date.",
        ),
        ((day - timedelta(days=10)).isoformat(), None): (
            "preferred_date",
            "Please choose a date from today.",
        ),
        (_open_day_besides(day).isoformat(), "19:00"): (
            "preferred_time",
            "That time is not available. Please choose another time.",
        ),
    }
    for (when, at), expected in cases.items():
        extra = {"preferred_date": when, **({"preferred_time": at} if at else {})}
        answer = await client.post("/api/v1/leads", json={**body, **extra})
        assert answer.status_code == 422, (when, at, answer.text)
        assert [(e["field"], e["message"]) for e in answer.json()["errors"]] == [expected]
    plan = (await client.get(f"/api/v1/cars/{car.slug}/test-drive-slots?days=14")).json()
    assert next(d for d in plan["days"] if d["date"] == day.isoformat())["open"] is False


async def test_a_test_drive_without_a_time_is_still_a_lead(session, client_for):
    _, _, _, car = await _car(session)
    answer = await client_for("alpha").post(
        "/api/v1/leads", json={"kind": "test_drive", **SHOPPER, "car_id": car.id}
    )
    assert answer.status_code == 201


async def test_slots_and_quotes_of_another_sites_car_are_404(session, client_for):
    _, _, _, car = await _car(session)
    await make_site(session, "beta")
    await session.commit()
    other = client_for("beta")
    assert (await other.get(f"/api/v1/cars/{car.slug}/test-drive-slots")).status_code == 404
    quote = await other.get(f"/api/v1/cars/{car.slug}/delivery-quote?postcode=4000")
    assert quote.status_code == 404


async def test_delivery_is_priced_by_distance_from_the_nearest_sales_location(session, client_for):
    _, _, spot, car = await _car(session)
    client = client_for("alpha")
    url = f"/api/v1/cars/{car.slug}/delivery-quote?postcode="
    near = (await client.get(url + "4000")).json()
    assert near == {
        "available": True,
        "price": 0,
        "name": "Local delivery",
        "distance_km": near["distance_km"],
        "from_location": spot.name,
    }
    assert near["distance_km"] < 5
    sydney = (await client.get(url + "2000")).json()  # about 730 km on the sphere
    assert sydney["available"] and sydney["name"] == "Country" and sydney["price"] == 899
    assert 700 < sydney["distance_km"] < 760
    # Christmas Island is over 4,000 km from Brisbane: beyond the last band.
    far = (await client.get(url + "6798")).json()
    assert far["available"] is False and far["distance_km"] > 4000
    assert (await client.get(url + "0001")).json() == {
        **SORRY_NOT_GIVEN,
        "price": None,
        "name": None,
        "distance_km": None,
        "from_location": None,
    }


async def test_delivery_bands_are_the_dealers_own(session, client_for):
    config = {
        "sign_in": {"captcha": False},
        "delivery": {"bands": [{"up_to_km": 1000, "price": 250, "name": "Anywhere in reach"}]},
    }
    _, _, _, car = await _car(session, config=config)
    quote = await client_for("alpha").get(f"/api/v1/cars/{car.slug}/delivery-quote?postcode=2000")
    assert quote.json()["price"] == 250 and quote.json()["name"] == "Anywhere in reach"


async def test_delivery_postcode_messages(session, client_for):
    _, _, _, car = await _car(session)
    client = client_for("alpha")
    url = f"/api/v1/cars/{car.slug}/delivery-quote"
    empty = await client.get(url + "?postcode=")
    assert empty.status_code == 422
    assert empty.json()["errors"] == [{"field": "postcode", "message": "Please enter a postcode."}]
    bad = await client.get(url + "?postcode=12ab")
    assert bad.json()["errors"] == [
        {"field": "postcode", "message": "Invalid postcode. Please enter a 4-digit number."}
    ]


async def test_delivery_estimates_can_be_turned_off(session, client_for):
    config = {"sign_in": {"captcha": False}, "delivery": {"enabled": False}}
    _, _, _, car = await _car(session, config=config)
    quote = await client_for("alpha").get(f"/api/v1/cars/{car.slug}/delivery-quote?postcode=4000")
    assert quote.status_code == 404
