"""POST /api/v1/leads: every form kind, the site's rules with a message per field, the captcha,
idempotency, and tenancy (another site's car is 404; a lead goes to its own dealership only)."""

import asyncio
from datetime import date, timedelta

import httpx
import pytest
from pydantic import TypeAdapter
from sqlalchemy import func, select, update

from forecourt.core.clock import utcnow
from forecourt.leads import idempotency
from forecourt.leads.models import Lead, LeadRequest
from forecourt.leads.schemas import LeadIn
from forecourt.leads.service import body_hash
from forecourt.main import create_app
from forecourt.outbox.models import OutboxMessage
from forecourt.tenancy.models import Site
from tests.captcha import solved
from tests.factories import make_car, make_dealership, make_location, make_site

NO_CAPTCHA = {"sign_in": {"captcha": False}}
SHOPPER = {
    "name": "Jane",
    "last_name": "Citizen",
    "email": "jane@example.com",
    "phone": "0412 345 678",
}


async def _single(session, config=None, **dealer):
    site = await make_site(session, "alpha", config=config if config is not None else NO_CAPTCHA)
    dealership = await make_dealership(
        session,
        site,
        email="sales@alpha.example",
        lead_destinations=dealer.pop("destinations", {}),
        **dealer,
    )
    location = await make_location(session, dealership)
    car = await make_car(
        session, dealership, location_id=location.id, car_type="used", vin="JTDBR32E720012345"
    )
    await session.commit()
    return site, dealership, location, car


def _enquiry(**fields):
    return {"kind": "enquiry", **SHOPPER, "message": "Is it still available?", **fields}


async def _count(session, model) -> int:
    return await session.scalar(select(func.count()).select_from(model))


async def test_an_enquiry_about_a_car_is_committed_with_its_dealership_event_and_deliveries(
    session, client_for
):
    _, dealership, location, car = await _single(
        session, destinations={"emails": ["a@dealer.example"], "adf_emails": ["crm@dealer.example"]}
    )
    body = _enquiry(
        car_id=car.id,
        postcode="4000",
        lead_attributes={
            "visited_pages": ["/search/used-cars", f"/cars/{car.slug}"],
            "linked_query_params": {"utm_source": "google", "utm_campaign": "spring"},
        },
    )
    response = await client_for("alpha").post("/api/v1/leads", json=body)
    assert response.status_code == 201, response.text
    out = response.json()
    assert out["kind"] == "enquiry" and out["category"] == "General Enquiry"
    assert out["created_at"].endswith("Z") or out["created_at"].endswith("+00:00")
    lead = await session.get(Lead, out["lead_id"])
    assert lead.dealership_id == dealership.id and lead.car_id == car.id
    assert lead.location_id == location.id  # the car's location
    assert lead.event_id == 15  # enquiry, used
    assert lead.phone == "0412345678" and lead.opt_in is True
    assert lead.attributes["linked_query_params"]["utm_source"] == "google"
    assert "opt out" in lead.consent_text
    rows = (await session.scalars(select(OutboxMessage).order_by(OutboxMessage.id))).all()
    assert [(r.purpose, r.destination) for r in rows] == [
        ("dealer", "a@dealer.example"),
        ("adf", "crm@dealer.example"),
        ("acknowledgement", "jane@example.com"),
    ]
    assert all(r.status == "pending" and r.lead_id == lead.id for r in rows)


@pytest.mark.parametrize(
    ("kind", "car_type", "tag", "expected"),
    [
        ("enquiry", "new", None, 14),
        ("enquiry", "demo", None, 15),
        ("test_drive", "new", None, 17),
        ("test_drive", "used", None, 48),
        ("test_drive", "used", "Test Drive Only", 17),
    ],
)
async def test_the_tracking_event_follows_the_form_and_car_type(
    session, client_for, kind, car_type, tag, expected
):
    site = await make_site(session, "alpha", config=NO_CAPTCHA)
    car = await make_car(session, await make_dealership(session, site), car_type=car_type, tag=tag)
    await session.commit()
    body = {**_enquiry(car_id=car.id), "kind": kind}
    response = await client_for("alpha").post("/api/v1/leads", json=body)
    assert response.status_code == 201, response.text
    assert (await session.get(Lead, response.json()["lead_id"])).event_id == expected


async def test_career_and_trade_in_events_and_categories(session, client_for):
    await _single(session)
    client = client_for("alpha")
    career = await client.post("/api/v1/leads", json=_enquiry(category="Career Enquiry"))
    trade = await client.post(
        "/api/v1/leads",
        json={"kind": "trade_in", **SHOPPER, "rego": "ABC123", "rego_state": "QLD", "km": 80000},
    )
    assert career.status_code == trade.status_code == 201
    assert (await session.get(Lead, career.json()["lead_id"])).event_id == 51
    trade_lead = await session.get(Lead, trade.json()["lead_id"])
    assert trade_lead.event_id == 18 and trade_lead.category == "Trade-In Valuation"
    assert trade_lead.details == {"rego": "ABC123", "rego_state": "QLD", "km": 80000}


async def test_bad_input_answers_422_with_a_message_per_field(session, client_for):
    await _single(session)
    response = await client_for("alpha").post(
        "/api/v1/leads",
        json={
            "kind": "enquiry",
            "name": " ",
            "email": "jane@",
            "phone": "12345",
            "postcode": "40000",
        },
    )
    assert response.status_code == 422
    messages = {e["field"]: e["message"] for e in response.json()["errors"]}
    assert messages == {
        "name": "Please enter your first name.",
        "email": "Please enter a valid email address.",
        "phone": "Please enter a valid Australian phone number.",
        "postcode": "Invalid postcode. Please enter a 4-digit number.",
    }
    missing = await client_for("alpha").post("/api/v1/leads", json={"kind": "enquiry"})
    fields = {e["field"]: e["message"] for e in missing.json()["errors"]}
    assert fields["name"] == fields["email"] == fields["phone"] == "This is a required field."


async def test_site_rules_comments_terms_and_category(session, client_for):
    config = {**NO_CAPTCHA, "sign_in": {"captcha": False, "terms_checkbox_required": True}}
    await _single(session, config=config)
    response = await client_for("alpha").post(
        "/api/v1/leads", json=_enquiry(message="  ", category="Free Car Enquiry")
    )
    assert response.status_code == 422
    assert {e["field"]: e["message"] for e in response.json()["errors"]} == {
        "message": "Please enter your comments.",
        "terms_conditions": "*You must agree to the terms of use before submitting.",
        "category": "Please choose one of the options.",
    }
    ok = await client_for("alpha").post("/api/v1/leads", json=_enquiry(terms_conditions=True))
    assert ok.status_code == 201
    lead = await session.get(Lead, ok.json()["lead_id"])
    assert lead.terms_accepted is True


async def test_a_site_can_relax_the_enquiry_comments(session, client_for):
    await _single(session, config={**NO_CAPTCHA, "leads": {"comments_required": False}})
    response = await client_for("alpha").post("/api/v1/leads", json=_enquiry(message=None))
    assert response.status_code == 201


async def test_a_group_site_needs_the_dealership_chosen_unless_the_car_names_it(
    session, client_for
):
    site = await make_site(session, "group", config=NO_CAPTCHA)
    first = await make_dealership(session, site, slug="north")
    second = await make_dealership(session, site, slug="south")
    car = await make_car(session, second)
    await session.commit()
    client = client_for("group")
    missing = await client.post("/api/v1/leads", json=_enquiry())
    assert missing.json()["errors"] == [
        {"field": "dealership_slug", "message": "Please choose a dealership."}
    ]
    chosen = await client.post("/api/v1/leads", json=_enquiry(dealership_slug="north"))
    from_car = await client.post(
        "/api/v1/leads", json=_enquiry(car_id=car.id, dealership_slug="north")
    )
    assert chosen.status_code == from_car.status_code == 201
    assert (await session.get(Lead, chosen.json()["lead_id"])).dealership_id == first.id
    assert (await session.get(Lead, from_car.json()["lead_id"])).dealership_id == second.id


async def test_another_sites_car_dealership_or_location_is_refused(session, client_for):
    await _single(session)
    other = await make_site(session, "beta", config=NO_CAPTCHA)
    other_dealer = await make_dealership(session, other, slug="beta-motors")
    other_location = await make_location(session, other_dealer)
    other_car = await make_car(session, other_dealer)
    await session.commit()
    client = client_for("alpha")
    car = await client.post("/api/v1/leads", json=_enquiry(car_id=other_car.id))
    assert car.status_code == 404
    assert car.json()["errors"] == [
        {"field": "car_id", "message": "This car is not available on this site."}
    ]
    dealer = await client.post("/api/v1/leads", json=_enquiry(dealership_slug="beta-motors"))
    location = await client.post("/api/v1/leads", json=_enquiry(location_id=other_location.id))
    assert dealer.status_code == location.status_code == 422
    assert await _count(session, Lead) == 0


async def test_kinds_about_a_car_need_one(session, client_for):
    await _single(session)
    response = await client_for("alpha").post(
        "/api/v1/leads", json={"kind": "photo_request", **SHOPPER}
    )
    assert response.json()["errors"] == [{"field": "car_id", "message": "Please choose a car."}]


async def test_photo_request_keeps_the_hidden_default_text(session, client_for):
    *_, car = await _single(session)
    response = await client_for("alpha").post(
        "/api/v1/leads", json={"kind": "photo_request", **SHOPPER, "car_id": car.id}
    )
    lead = await session.get(Lead, response.json()["lead_id"])
    assert lead.details["request"] == "Please send photos for this car" and lead.message is None


async def test_the_honeypot_refuses_a_filled_hidden_field(session, client_for):
    await _single(session)
    response = await client_for("alpha").post("/api/v1/leads", json=_enquiry(website="http://spam"))
    assert response.status_code == 422 and await _count(session, Lead) == 0


# --- service booking (spec: vehicle §3, §5) ---------------------------------------------------


def _next(weekday: int) -> date:
    """The next given weekday (Monday 0) at least two days out."""
    day = date.today() + timedelta(days=2)
    return day + timedelta(days=(weekday - day.weekday()) % 7)


async def test_service_booking_needs_an_open_future_day_and_an_interval(session, client_for):
    await _single(session)  # the factory's location is closed on Sundays
    client = client_for("alpha")
    booking = {"kind": "service_booking", **SHOPPER, "vehicle_year": 2019, "vehicle_rego": "ABC123"}
    sunday = await client.post(
        "/api/v1/leads", json={**booking, "preferred_date": _next(6).isoformat()}
    )
    past = await client.post(
        "/api/v1/leads",
        json={**booking, "preferred_date": "2020-01-01", "service_interval": "Logbook service"},
    )
    assert {e["field"] for e in sunday.json()["errors"]} == {"service_interval", "preferred_date"}
    assert "closed" in {e["field"]: e["message"] for e in sunday.json()["errors"]}["preferred_date"]
    assert past.json()["errors"][0]["message"].startswith("Please choose a date from ")
    ok = await client.post(
        "/api/v1/leads",
        json={**booking, "preferred_date": _next(1).isoformat(), "service_interval": "Logbook service",
              "tyres_quote": True, "suburb": "Newstead", "state": "QLD"},
    )  # fmt: skip
    assert ok.status_code == 201, ok.text
    lead = await session.get(Lead, ok.json()["lead_id"])
    assert lead.category == "Service Booking" and lead.details["tyres_quote"] is True


# --- captcha (ALTCHA proof of work) -----------------------------------------------------------


async def test_the_captcha_is_required_by_default_and_each_solution_works_once(session, client_for):
    await _single(session, config={})
    client = client_for("alpha")
    missing = await client.post("/api/v1/leads", json=_enquiry())
    assert missing.json()["errors"] == [
        {"field": "altcha", "message": "Please complete the verification."}
    ]
    payload = await solved(client)
    first = await client.post("/api/v1/leads", json=_enquiry(altcha=payload))
    again = await client.post("/api/v1/leads", json=_enquiry(altcha=payload, message="Second"))
    assert first.status_code == 201, first.text
    assert again.status_code == 422
    forged = await client.post("/api/v1/leads", json=_enquiry(altcha="eyJmb28iOiAxfQ=="))
    assert forged.status_code == 422
    assert await _count(session, Lead) == 1


# --- idempotency ------------------------------------------------------------------------------


async def test_the_same_idempotency_key_and_body_answer_the_first_lead(session, client_for):
    await _single(session)
    client = client_for("alpha")
    headers = {"Idempotency-Key": "form-7f3a9c1e-0001"}
    first = await client.post("/api/v1/leads", json=_enquiry(), headers=headers)
    again = await client.post("/api/v1/leads", json=_enquiry(), headers=headers)
    other = await client.post("/api/v1/leads", json=_enquiry(message="Other"), headers=headers)
    assert first.status_code == again.status_code == 201
    assert again.json() == first.json() and again.headers["idempotent-replayed"] == "true"
    assert other.status_code == 409
    assert await _count(session, Lead) == 1
    assert await _count(session, OutboxMessage) == 2  # the dealer's e-mail and the acknowledgement


async def test_twenty_concurrent_submissions_with_one_key_make_one_lead(session, client_for):
    await _single(session)
    client = client_for("alpha")
    headers = {"Idempotency-Key": "form-concurrent-0001"}
    responses = await asyncio.gather(
        *(client.post("/api/v1/leads", json=_enquiry(), headers=headers) for _ in range(20))
    )
    assert {r.status_code for r in responses} == {201}
    assert len({r.json()["lead_id"] for r in responses}) == 1
    assert await _count(session, Lead) == 1
    assert await _count(session, OutboxMessage) == 2


async def test_ten_concurrent_retries_with_one_key_and_one_captcha_answer_as_the_first(
    session, client_for, settings
):
    # A double-click, or a phone retrying on a bad network: one captcha solution, one key. Half
    # go to a second app with its own engine, as to another host behind the load balancer.
    await _single(session, config={})
    client = client_for("alpha")
    other_host = create_app(settings)
    other = httpx.AsyncClient(
        transport=httpx.ASGITransport(app=other_host), base_url="http://alpha.localhost"
    )
    body = _enquiry(altcha=await solved(client))
    headers = {"Idempotency-Key": "form-retries-0001"}
    try:
        responses = await asyncio.gather(
            *(
                (client, other)[n % 2].post("/api/v1/leads", json=body, headers=headers)
                for n in range(10)
            )
        )
    finally:
        await other.aclose()
        await other_host.state.engine.dispose()
    assert [r.status_code for r in responses] == [201] * 10, [r.text for r in responses]
    assert len({r.text for r in responses}) == 1
    assert sum(r.headers.get("idempotent-replayed") == "true" for r in responses) == 9
    assert await _count(session, Lead) == 1
    assert await _count(session, OutboxMessage) == 2


async def _claim(session, key, body, *, age=timedelta(0)):
    """A claim another request holds (or held, when old): as the first request leaves it."""
    site_id = await session.scalar(select(Site.id).where(Site.slug == "alpha"))
    row = LeadRequest(
        site_id=site_id,
        key=key,
        body_hash=body_hash(TypeAdapter(LeadIn).validate_python(body)),
        token="someone-else",
        claimed_at=utcnow() - age,
    )
    session.add(row)
    await session.commit()
    return row


async def test_a_repeat_of_a_request_still_being_worked_on_is_told_409_with_retry_after(
    session, client_for, monkeypatch
):
    await _single(session)
    monkeypatch.setattr(idempotency, "WAIT_SECONDS", 0.3)
    headers = {"Idempotency-Key": "form-in-progress-0001"}
    await _claim(session, headers["Idempotency-Key"], _enquiry())
    response = await client_for("alpha").post("/api/v1/leads", json=_enquiry(), headers=headers)
    assert response.status_code == 409, response.text
    assert int(response.headers["retry-after"]) >= 1
    assert response.json()["errors"][0]["field"] == "Idempotency-Key"
    assert await _count(session, Lead) == 0


async def test_a_claim_whose_request_died_is_taken_over(session, client_for):
    await _single(session)
    headers = {"Idempotency-Key": "form-died-0001"}
    await _claim(session, headers["Idempotency-Key"], _enquiry(), age=idempotency.STALE_AFTER)
    client = client_for("alpha")
    first = await client.post("/api/v1/leads", json=_enquiry(), headers=headers)
    again = await client.post("/api/v1/leads", json=_enquiry(), headers=headers)
    assert first.status_code == again.status_code == 201, first.text
    assert again.json() == first.json() and again.headers["idempotent-replayed"] == "true"
    assert await _count(session, Lead) == 1 and await _count(session, LeadRequest) == 1


async def test_a_lead_whose_request_died_before_keeping_its_answer_answers_from_the_lead(
    session, client_for
):
    await _single(session)
    client = client_for("alpha")
    headers = {"Idempotency-Key": "form-answer-lost-0001"}
    first = await client.post("/api/v1/leads", json=_enquiry(), headers=headers)
    await session.execute(
        update(LeadRequest).values(response=None, claimed_at=utcnow() - idempotency.STALE_AFTER)
    )
    await session.commit()
    again = await client.post("/api/v1/leads", json=_enquiry(), headers=headers)
    assert again.status_code == 201 and again.json() == first.json()
    assert await _count(session, Lead) == 1


async def test_a_refused_submission_lets_its_key_go_for_the_corrected_form(session, client_for):
    await _single(session, config={})
    client = client_for("alpha")
    headers = {"Idempotency-Key": "form-corrected-0001"}
    solution = await solved(client)
    refused = await client.post(
        "/api/v1/leads", json=_enquiry(altcha=solution, email="jane@"), headers=headers
    )
    assert refused.status_code == 422
    no_captcha = await client.post("/api/v1/leads", json=_enquiry(), headers=headers)
    assert no_captcha.json()["errors"][0]["field"] == "altcha"
    corrected = await client.post("/api/v1/leads", json=_enquiry(altcha=solution), headers=headers)
    assert corrected.status_code == 201, corrected.text
    assert await _count(session, Lead) == 1 and await _count(session, LeadRequest) == 1


async def test_a_lead_goes_only_to_its_own_dealerships_destinations(session, client_for):
    site = await make_site(session, "group", config=NO_CAPTCHA)
    north = await make_dealership(
        session, site, slug="north", lead_destinations={"emails": ["n@north.example"]}
    )
    await make_dealership(
        session, site, slug="south", lead_destinations={"emails": ["s@south.example"]}
    )
    await session.commit()
    response = await client_for("group").post(
        "/api/v1/leads", json=_enquiry(dealership_slug="north")
    )
    assert response.status_code == 201
    destinations = set(await session.scalars(select(OutboxMessage.destination)))
    assert destinations == {"n@north.example", "jane@example.com"}
    assert north.id == (await session.get(Lead, response.json()["lead_id"])).dealership_id
