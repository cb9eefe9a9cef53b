"""Appointments: a test drive's or service booking's chosen day and time kept
as an appointment at its location; the console's calendar per location, in the location's own
time zone, among the leads a user may see; reschedule (inside opening hours, not on a closed day
or public holiday, not in the past) and cancel, each in the lead's history and the audit log and
told to the shopper through the outbox. A test drive asked for without a day (spec:
vehicle-detail-and-actions, "Test drive: date/time optional") waits for a time on the calendar
until the dealer books one, by the same rules, and the shopper is told."""

from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

from sqlalchemy import select

from forecourt.appointments.models import Appointment
from forecourt.audit.models import AuditEntry
from forecourt.core.clock import utcnow
from forecourt.core.secrets import secret_key
from forecourt.leads.models import LeadReply
from forecourt.locations.models import SpecialHours
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.sms import open_text
from tests.console_users import console_sign_in, make_console_user, make_lead
from tests.factories import make_car, make_dealership, make_location, make_site

SHOPPER = {"name": "Jane", "last_name": "Citizen", "email": "jane@example.com",
           "phone": "0412 345 678"}  # fmt: skip
BRISBANE = ZoneInfo("Australia/Brisbane")
PERTH = ZoneInfo("Australia/Perth")


def _open_day(after_days: int, zone: ZoneInfo = BRISBANE) -> date:
    """A day the factory's locations open (every day but Sunday), `after_days` or more out."""
    day = utcnow().astimezone(zone).date() + timedelta(days=after_days)
    return day if day.weekday() != 6 else day + timedelta(days=1)


def _sunday_after(day: date) -> date:
    return day + timedelta(days=(6 - day.weekday()) % 7 or 7)


async def _desk(session):
    """Alpha with two dealerships; north has a Brisbane yard (sales) and a Perth workshop
    (service); its salesperson, the site's service advisor, south's salesperson, and beta."""
    site = await make_site(
        session, "alpha", name="Alpha Cars", config={"sign_in": {"captcha": False}}
    )
    north = await make_dealership(session, site, name="North Motors")
    south = await make_dealership(session, site, name="South Motors")
    yard = await make_location(session, north, name="North Yard", street="1 Main St")
    workshop = await make_location(session, north, name="North Workshop", location_type="service",
                                   primary=False, state="WA", city="Perth", postcode="6000")  # fmt: skip
    car = await make_car(session, north, make="Mazda", model="CX-5", year=2021, location_id=yard.id)
    users = {
        "sales": await make_console_user(session, site, "sales", north, email="sam@alpha.example"),
        "service": await make_console_user(session, site, "service", None, email="svc@alpha.example"),
        "south": await make_console_user(session, site, "sales", south, email="south@alpha.example"),
    }  # fmt: skip
    beta = await make_site(session, "beta")
    stranger = await make_console_user(session, beta, "owner", email="owner@beta.example")
    await session.commit()
    return site, north, yard, workshop, car, users, stranger


async def _book(client, car, day: date, at: str = "10:00"):
    answer = await client.post("/api/v1/leads", json={
        "kind": "test_drive", **SHOPPER, "car_id": car.id, "preferred_date": day.isoformat(),
        "preferred_time": at,
    })  # fmt: skip
    assert answer.status_code == 201, answer.text
    return answer.json()["lead_id"]


async def _service(client, dealership, day: date):
    answer = await client.post("/api/v1/leads", json={
        "kind": "service_booking", **SHOPPER, "name": "Sid", "email": "sid@example.com",
        "vehicle_year": 2019, "vehicle_rego": "ABC123", "preferred_date": day.isoformat(),
        "service_interval": "Logbook service", "dealership_slug": dealership.slug,
    })  # fmt: skip
    assert answer.status_code == 201, answer.text
    return answer.json()["lead_id"]


async def _signed_in(client_for, email, slug="alpha"):
    client = client_for(slug)
    await console_sign_in(client, email)
    return client


async def test_a_booking_becomes_an_appointment_on_its_locations_calendar(session, client_for):
    site, north, yard, workshop, car, users, stranger = await _desk(session)
    shop = client_for("alpha")
    day = _open_day(2)
    drive_id = await _book(shop, car, day, "10:00")
    service_day = _open_day(3, PERTH)
    service_id = await _service(shop, north, service_day)

    drive = await session.scalar(select(Appointment).where(Appointment.lead_id == drive_id))
    assert (drive.location_id, drive.day, drive.time, drive.minutes) == (yard.id, day, "10:00", 30)
    assert drive.starts_at == datetime.combine(day, datetime.min.time().replace(hour=10),
                                               tzinfo=BRISBANE).astimezone(UTC)  # fmt: skip
    booked = await session.scalar(select(Appointment).where(Appointment.lead_id == service_id))
    # a service booking goes to the dealership's service location, all day until given a time
    assert (booked.location_id, booked.day, booked.time) == (workshop.id, service_day, None)

    sales = await _signed_in(client_for, users["sales"].email)
    places = (await sales.get("/api/v1/console/calendar")).json()["locations"]
    assert [(p["name"], p["time_zone"]) for p in places] == [
        ("North Yard", "Australia/Brisbane"), ("North Workshop", "Australia/Perth"),
    ]  # fmt: skip
    week = await sales.get(f"/api/v1/console/calendar?location_id={yard.id}&start={day}&days=7")
    assert week.status_code == 200, week.text
    cal = week.json()
    assert cal["location"]["time_zone"] == "Australia/Brisbane" and len(cal["days"]) == 7
    assert cal["days"][0] == {"date": day.isoformat(), "opens": "08:30", "closes": "17:30",
                              "closed": None}  # fmt: skip
    sunday = next(d for d in cal["days"] if date.fromisoformat(d["date"]).weekday() == 6)
    assert sunday["closed"] == "Closed" and sunday["opens"] is None
    [block] = cal["appointments"]
    assert (
        block["lead_id"] == drive_id and block["time"] == "10:00" and block["kind"] == "test_drive"
    )
    assert block["shopper"] == "Jane Citizen" and block["car_name"] == car.name
    # the day view is the same answer for one day
    one = await sales.get(
        f"/api/v1/console/calendar?location_id={workshop.id}&start={service_day}&days=1"
    )
    assert [a["lead_id"] for a in one.json()["appointments"]] == [service_id]

    # the service advisor sees the service booking, not the test drive; service locations first
    service = await _signed_in(client_for, users["service"].email)
    assert (await service.get("/api/v1/console/calendar")).json()["location"][
        "name"
    ] == "North Workshop"
    yard_week = await service.get(f"/api/v1/console/calendar?location_id={yard.id}&start={day}")
    assert yard_week.json()["appointments"] == []
    assert (await service.get(f"/api/v1/console/leads/{drive_id}/appointment")).status_code == 404

    # another dealership's salesperson and another site's owner never see them
    south = await _signed_in(client_for, users["south"].email)
    assert (await south.get(f"/api/v1/console/calendar?location_id={yard.id}")).status_code == 404
    assert all(p["dealership_id"] != north.id
               for p in (await south.get("/api/v1/console/calendar")).json()["locations"])  # fmt: skip
    assert (
        await south.post(f"/api/v1/console/appointments/{drive.id}/cancel", json={})
    ).status_code == 404
    beta = await _signed_in(client_for, stranger.email, "beta")
    assert (await beta.get(f"/api/v1/console/calendar?location_id={yard.id}")).status_code == 404
    assert (await beta.get("/api/v1/console/calendar")).json() == {
        "locations": [],
        "location": None,
        "days": [],
        "appointments": [],
    }
    moved = await beta.post(f"/api/v1/console/appointments/{drive.id}/reschedule",
                            json={"date": day.isoformat(), "time": "11:00"})  # fmt: skip
    assert moved.status_code == 404


async def test_a_reschedule_is_refused_outside_hours_on_closed_days_holidays_and_the_past(
    session, client_for
):
    site, north, yard, workshop, car, users, _ = await _desk(session)
    day = _open_day(2)
    lead_id = await _book(client_for("alpha"), car, day, "10:00")
    appointment = await session.scalar(select(Appointment).where(Appointment.lead_id == lead_id))
    closure = _open_day(4)
    session.add(SpecialHours(location_id=yard.id, date=closure, status="Closed", name="Stocktake"))
    await session.commit()
    sales = await _signed_in(client_for, users["sales"].email)
    url = f"/api/v1/console/appointments/{appointment.id}/reschedule"

    async def refused(when: date | str, at: str) -> dict[str, str]:
        answer = await sales.post(url, json={"date": str(when), "time": at})
        assert answer.status_code == 422, answer.text
        return {e["field"]: e["message"] for e in answer.json()["errors"]}

    assert "closed on" in (await refused(_sunday_after(day), "10:00"))["date"]
    assert "(Stocktake)" in (await refused(closure, "10:00"))["date"]
    christmas = date(day.year if day < date(day.year, 12, 25) else day.year + 1, 12, 25)
    assert "(Christmas Day)" in (await refused(christmas, "10:00"))["date"]
    early = await refused(day, "07:00")
    assert early == {"time": "Please choose a time from 8:30 am to 5:00 pm: North Yard is open "
                             "8:30 am to 5:30 pm that day."}  # fmt: skip
    assert "time" in await refused(day, "17:15")  # would end after closing
    yesterday = utcnow().astimezone(BRISBANE).date() - timedelta(days=1)
    assert await refused(yesterday, "10:00") == {"date": "Please choose a date from today."}
    assert (await refused("not a date", "10:00")).keys() == {"date"}
    assert (await refused(day, "25:00")).keys() == {"time"}
    # the car cannot be in two test drives at once
    other = await _book(client_for("alpha"), car, day, "12:00")
    assert other
    assert "already has a test drive" in (await refused(day, "12:00"))["time"]
    unchanged = await session.scalar(
        select(Appointment)
        .where(Appointment.id == appointment.id)
        .execution_options(populate_existing=True)
    )
    assert (unchanged.day, unchanged.time) == (day, "10:00")
    assert await session.scalar(select(OutboxMessage).where(
        OutboxMessage.purpose == "appointment_rescheduled")) is None  # fmt: skip


async def test_a_reschedule_moves_it_writes_the_history_and_tells_the_shopper(
    session, client_for, settings
):
    site, north, yard, workshop, car, users, _ = await _desk(session)
    shop = client_for("alpha")
    day = _open_day(2)
    lead_id = await _book(shop, car, day, "10:00")
    appointment = await session.scalar(select(Appointment).where(Appointment.lead_id == lead_id))
    sales = await _signed_in(client_for, users["sales"].email)
    later = _open_day(3)
    moved = await sales.post(f"/api/v1/console/appointments/{appointment.id}/reschedule",
                             json={"date": later.isoformat(), "time": "14:30"})  # fmt: skip
    assert moved.status_code == 200, moved.text
    body = moved.json()
    assert (body["date"], body["time"], body["status"]) == (later.isoformat(), "14:30", "booked")
    assert body["label"].endswith("at 2:30 pm")

    lead = (await sales.get(f"/api/v1/console/leads/{lead_id}")).json()
    [entry] = [h for h in lead["history"] if h["action"] == "reschedule"]
    assert entry["before"]["appointment"].endswith("at 10:00 am")
    assert entry["after"]["appointment"] == body["label"]
    assert await session.scalar(select(AuditEntry).where(AuditEntry.action == "reschedule"))
    rows = list(await session.scalars(select(OutboxMessage).where(
        OutboxMessage.purpose == "appointment_rescheduled").order_by(OutboxMessage.id)))  # fmt: skip
    assert [(r.channel, r.destination, r.lead_id) for r in rows] == [
        ("email", "jane@example.com", lead_id), ("sms", "+61412345678", lead_id),
    ]  # fmt: skip
    assert rows[0].payload["subject"] == f"Your test drive of the {car.name} is now {body['label']}"
    assert "North Yard, 1 Main St, Brisbane QLD 4000" in rows[0].payload["text"]
    assert body["label"] in open_text(secret_key(settings), rows[1])
    replies = [r["channel"] for r in lead["replies"]]
    assert replies == ["email", "sms"]  # the shopper's messages on the lead's timeline
    assert len(list(await session.scalars(select(LeadReply)))) == 2

    # the calendar shows it at its new time, and the old slot is offered to shoppers again
    cal = (
        await sales.get(f"/api/v1/console/calendar?location_id={yard.id}&start={day}&days=7")
    ).json()
    assert [(a["date"], a["time"]) for a in cal["appointments"]] == [(later.isoformat(), "14:30")]
    slots = (await shop.get(f"/api/v1/cars/{car.slug}/test-drive-slots?days=9")).json()
    offered = {(d["date"], s["time"]): s["available"] for d in slots["days"] for s in d["slots"]}
    assert offered[(day.isoformat(), "10:00")] is True
    assert offered[(later.isoformat(), "14:30")] is False
    # the same time again writes nothing and tells nobody
    again = await sales.post(f"/api/v1/console/appointments/{appointment.id}/reschedule",
                             json={"date": later.isoformat(), "time": "14:30"})  # fmt: skip
    assert again.status_code == 200
    assert len(list(await session.scalars(select(OutboxMessage).where(
        OutboxMessage.purpose == "appointment_rescheduled")))) == 2  # fmt: skip


async def test_a_cancellation_with_a_reason_is_told_to_the_shopper_once(session, client_for):
    site, north, yard, workshop, car, users, _ = await _desk(session)
    service_day = _open_day(3, PERTH)
    lead_id = await _service(client_for("alpha"), north, service_day)
    appointment = await session.scalar(select(Appointment).where(Appointment.lead_id == lead_id))
    advisor = await _signed_in(client_for, users["service"].email)
    url = f"/api/v1/console/appointments/{appointment.id}"
    done = await advisor.post(url + "/cancel", json={"reason": "The part is on back order."})
    assert done.status_code == 200, done.text
    assert done.json()["status"] == "cancelled"
    assert done.json()["cancel_reason"] == "The part is on back order."
    [mail, text] = list(await session.scalars(select(OutboxMessage).where(
        OutboxMessage.purpose == "appointment_cancelled").order_by(OutboxMessage.id)))  # fmt: skip
    assert mail.destination == "sid@example.com" and text.channel == "sms"
    assert mail.payload["subject"].startswith("Your service booking on ")
    assert "The reason: The part is on back order." in mail.payload["text"]
    lead = (await advisor.get(f"/api/v1/console/leads/{lead_id}")).json()
    [entry] = [h for h in lead["history"] if h["action"] == "cancel_appointment"]
    assert entry["after"] == {"appointment": "cancelled", "reason": "The part is on back order."}
    shown = (await advisor.get(f"/api/v1/console/leads/{lead_id}/appointment")).json()
    assert shown["appointment"]["status"] == "cancelled"

    assert (await advisor.post(url + "/cancel", json={})).status_code == 409
    moved = await advisor.post(
        url + "/reschedule", json={"date": str(service_day), "time": "10:00"}
    )
    assert moved.status_code == 409
    cal = (await advisor.get(
        f"/api/v1/console/calendar?location_id={workshop.id}&start={service_day}&days=1")).json()  # fmt: skip
    assert cal["appointments"] == []
    # a long reason is refused by field
    other = await _service(client_for("alpha"), north, service_day)
    row = await session.scalar(select(Appointment).where(Appointment.lead_id == other))
    long = await advisor.post(
        f"/api/v1/console/appointments/{row.id}/cancel", json={"reason": "x" * 501}
    )
    assert long.status_code == 422 and long.json()["errors"][0]["field"] == "reason"


async def test_a_lead_without_a_booking_has_no_appointment(session, client_for):
    site, north, yard, workshop, car, users, _ = await _desk(session)
    shop = client_for("alpha")
    answer = await shop.post(
        "/api/v1/leads", json={"kind": "test_drive", **SHOPPER, "car_id": car.id}
    )
    assert answer.status_code == 201
    sales = await _signed_in(client_for, users["sales"].email)
    shown = await sales.get(f"/api/v1/console/leads/{answer.json()['lead_id']}/appointment")
    assert shown.status_code == 200 and shown.json()["appointment"] is None
    assert shown.json()["booking"]["location_id"] == yard.id  # it waits for a time
    assert (await sales.get("/api/v1/console/calendar?location_id=999999")).status_code == 404


async def _undated(client, car) -> int:
    """A test drive asked for without a day or time."""
    answer = await client.post(
        "/api/v1/leads", json={"kind": "test_drive", **SHOPPER, "car_id": car.id}
    )
    assert answer.status_code == 201, answer.text
    return answer.json()["lead_id"]


async def test_a_test_drive_without_a_day_waits_then_is_booked_and_the_shopper_told(
    session, client_for, settings
):
    site, north, yard, workshop, car, users, _ = await _desk(session)
    shop = client_for("alpha")
    older = await _undated(shop, car)
    lead_id = await _undated(shop, car)
    dated = await _book(shop, car, _open_day(2), "10:00")  # has its appointment: not waiting
    # a service booking without an appointment (taken before appointments were kept), and
    # leads that wait for nothing: sold, lost, and an enquiry
    old_service = await make_lead(session, north, kind="service_booking", name="Sid",
                                  category="Service", ago_minutes=60)  # fmt: skip
    await make_lead(session, north, kind="test_drive", category="Test Drive", status="sold")
    await make_lead(session, north, kind="test_drive", category="Test Drive", status="lost")
    await make_lead(session, north)
    await session.commit()

    sales = await _signed_in(client_for, users["sales"].email)
    listed = await sales.get("/api/v1/console/calendar/waiting")
    assert listed.status_code == 200, listed.text
    body = listed.json()
    assert [w["lead_id"] for w in body["leads"]] == [lead_id, older, old_service.id]
    assert body["total"] == 3 and dated not in [w["lead_id"] for w in body["leads"]]
    first = body["leads"][0]
    assert first == {
        "lead_id": lead_id, "kind": "test_drive", "shopper": "Jane Citizen", "car_name": car.name,
        "dealership_id": north.id, "dealership_name": "North Motors", "lead_status": "new",
        "created_at": first["created_at"], "location_id": yard.id,  # the car's own yard
    }  # fmt: skip
    assert body["leads"][2]["location_id"] == workshop.id  # a service booking: the workshop
    # the service advisor sees only the service booking; another dealership's salesperson none
    advisor = await _signed_in(client_for, users["service"].email)
    waiting = (await advisor.get("/api/v1/console/calendar/waiting")).json()
    assert [w["lead_id"] for w in waiting["leads"]] == [old_service.id]
    south = await _signed_in(client_for, users["south"].email)
    assert (await south.get("/api/v1/console/calendar/waiting")).json() == {
        "leads": [], "total": 0,
    }  # fmt: skip
    by_dealership = await sales.get(f"/api/v1/console/calendar/waiting?dealership_id={north.id}")
    assert by_dealership.json()["total"] == 3

    # the lead page offers a booking at the user's locations, the car's yard first
    offered = (await sales.get(f"/api/v1/console/leads/{lead_id}/appointment")).json()
    assert offered["appointment"] is None
    assert offered["booking"]["location_id"] == yard.id
    assert {p["id"] for p in offered["booking"]["locations"]} == {yard.id, workshop.id}

    day = _open_day(2)
    booked = await sales.post(f"/api/v1/console/leads/{lead_id}/appointment",
                              json={"location_id": yard.id, "date": str(day), "time": "14:00"})  # fmt: skip
    assert booked.status_code == 201, booked.text
    out = booked.json()
    assert (out["lead_id"], out["date"], out["time"], out["status"], out["location_id"]) == (
        lead_id,
        day.isoformat(),
        "14:00",
        "booked",
        yard.id,
    )
    assert out["minutes"] == 30 and out["label"].endswith("at 2:00 pm")
    row = await session.scalar(select(Appointment).where(Appointment.lead_id == lead_id))
    assert (row.car_id, row.kind, row.starts_at) == (car.id, "test_drive", datetime.combine(
        day, datetime.min.time().replace(hour=14), tzinfo=BRISBANE).astimezone(UTC))  # fmt: skip

    # on the week, off the waiting list, and the lead page now shows it with no booking offer
    week = (await sales.get(f"/api/v1/console/calendar?location_id={yard.id}&start={day}")).json()
    assert lead_id in [a["lead_id"] for a in week["appointments"]]
    waiting = (await sales.get("/api/v1/console/calendar/waiting")).json()
    assert lead_id not in [w["lead_id"] for w in waiting["leads"]] and waiting["total"] == 2
    shown = (await sales.get(f"/api/v1/console/leads/{lead_id}/appointment")).json()
    assert shown["appointment"]["id"] == row.id and shown["booking"] is None

    # the shopper is told, as a reschedule tells them; the lead's history and timeline show it
    rows = list(await session.scalars(select(OutboxMessage).where(
        OutboxMessage.purpose == "appointment_booked").order_by(OutboxMessage.id)))  # fmt: skip
    assert [(r.channel, r.destination, r.lead_id) for r in rows] == [
        ("email", "jane@example.com", lead_id), ("sms", "+61412345678", lead_id),
    ]  # fmt: skip
    assert (
        rows[0].payload["subject"]
        == f"Your test drive of the {car.name} is booked for {out['label']}"
    )
    assert "North Yard, 1 Main St, Brisbane QLD 4000" in rows[0].payload["text"]
    assert out["label"] in open_text(secret_key(settings), rows[1])
    lead = (await sales.get(f"/api/v1/console/leads/{lead_id}")).json()
    assert lead["status"] == "appointment"  # a new lead moves on with its booked time
    [entry] = [h for h in lead["history"] if h["action"] == "book_appointment"]
    assert entry["after"] == {"appointment": out["label"], "location": "North Yard"}
    assert [r["channel"] for r in lead["replies"]] == ["email", "sms"]
    assert await session.scalar(select(AuditEntry).where(AuditEntry.action == "book_appointment"))

    # booked already: 409, and nothing more is sent
    again = await sales.post(f"/api/v1/console/leads/{lead_id}/appointment",
                             json={"location_id": yard.id, "date": str(day), "time": "15:00"})  # fmt: skip
    assert again.status_code == 409, again.text
    assert "reschedule" in again.json()["detail"]
    sent = await session.scalars(
        select(OutboxMessage).where(OutboxMessage.purpose == "appointment_booked")
    )
    assert len(list(sent)) == 2


async def test_booking_a_time_is_refused_by_field_taken_slots_roles_and_other_sites(
    session, client_for
):
    site, north, yard, workshop, car, users, stranger = await _desk(session)
    shop = client_for("alpha")
    lead_id = await _undated(shop, car)
    day = _open_day(2)
    await _book(shop, car, day, "10:00")  # the car is out on a test drive at ten
    enquiry = await make_lead(session, north)
    viewer = await make_console_user(session, site, "viewer", north, email="view@alpha.example")
    await session.commit()
    sales = await _signed_in(client_for, users["sales"].email)
    url = f"/api/v1/console/leads/{lead_id}/appointment"

    async def refused(body: dict[str, object]) -> dict[str, str]:
        answer = await sales.post(url, json={"location_id": yard.id, **body})
        assert answer.status_code == 422, answer.text
        return {e["field"]: e["message"] for e in answer.json()["errors"]}

    assert (
        "closed on" in (await refused({"date": str(_sunday_after(day)), "time": "10:00"}))["date"]
    )
    assert (await refused({"date": str(day), "time": "07:00"}))["time"].startswith(
        "Please choose a time from 8:30 am to 5:00 pm"
    )
    yesterday = utcnow().astimezone(BRISBANE).date() - timedelta(days=1)
    assert await refused({"date": str(yesterday), "time": "10:00"}) == {
        "date": "Please choose a date from today."
    }
    assert await refused({"date": "", "time": "9"}) == {
        "date": "Please choose a date.", "time": "Please choose a time.",
    }  # fmt: skip
    assert (
        "already has a test drive" in (await refused({"date": str(day), "time": "10:15"}))["time"]
    )
    assert await refused({"location_id": 0, "date": str(day), "time": "11:00"}) == {
        "location_id": "Please choose a location."
    }
    # a location of another dealership (south's) or another site is not one of theirs
    south_yard = await make_location(session, await make_dealership(session, site, name="Far"))
    await session.commit()
    assert await refused({"location_id": south_yard.id, "date": str(day), "time": "11:00"}) == {
        "location_id": "Please choose one of your dealerships' locations."
    }
    assert await session.scalar(select(Appointment).where(Appointment.lead_id == lead_id)) is None

    # not a booking: 409; another site's lead, or another dealership's: 404; a viewer: 403
    not_booking = await sales.post(f"/api/v1/console/leads/{enquiry.id}/appointment",
                                   json={"location_id": yard.id, "date": str(day), "time": "11:00"})  # fmt: skip
    assert not_booking.status_code == 409
    # sold or lost: no booking offered, and 409 with how to go on
    for status in ("sold", "lost"):
        closed = await make_lead(session, north, kind="test_drive", category="Test Drive",
                                 status=status)  # fmt: skip
        await session.commit()
        closed_url = f"/api/v1/console/leads/{closed.id}/appointment"
        assert (await sales.get(closed_url)).json()["booking"] is None
        refused_closed = await sales.post(closed_url, json={"location_id": yard.id,
                                                            "date": str(day), "time": "11:00"})  # fmt: skip
        assert refused_closed.status_code == 409, refused_closed.text
        assert "reopen it" in refused_closed.json()["detail"]
    body = {"location_id": yard.id, "date": str(day), "time": "11:00"}
    beta = await _signed_in(client_for, stranger.email, "beta")
    assert (await beta.post(url, json=body)).status_code == 404
    assert (await beta.get(url)).status_code == 404
    south = await _signed_in(client_for, users["south"].email)
    assert (await south.post(url, json=body)).status_code == 404
    looker = await _signed_in(client_for, viewer.email)
    assert (await looker.post(url, json=body)).status_code == 403
    assert (await looker.get(url)).json()["booking"] is not None  # they may see it waiting
    assert (await client_for("alpha").post(url, json=body)).status_code == 401
    assert await session.scalar(select(Appointment).where(Appointment.lead_id == lead_id)) is None


async def test_a_cancelled_appointment_can_be_booked_again(session, client_for):
    site, north, yard, workshop, car, users, _ = await _desk(session)
    day = _open_day(2)
    lead_id = await _book(client_for("alpha"), car, day, "10:00")
    row = await session.scalar(select(Appointment).where(Appointment.lead_id == lead_id))
    sales = await _signed_in(client_for, users["sales"].email)
    assert (
        await sales.post(f"/api/v1/console/appointments/{row.id}/cancel", json={})
    ).status_code == 200
    # a cancelled appointment is not waiting (the shopper was told), but may be given a new time
    assert (await sales.get("/api/v1/console/calendar/waiting")).json()["total"] == 0
    offered = (await sales.get(f"/api/v1/console/leads/{lead_id}/appointment")).json()
    assert offered["booking"]["location_id"] == yard.id
    later = _open_day(3)
    booked = await sales.post(f"/api/v1/console/leads/{lead_id}/appointment",
                              json={"location_id": yard.id, "date": str(later), "time": "11:30"})  # fmt: skip
    assert booked.status_code == 201, booked.text
    assert (booked.json()["id"], booked.json()["status"], booked.json()["cancel_reason"]) == (
        row.id,
        "booked",
        None,
    )
    lead = (await sales.get(f"/api/v1/console/leads/{lead_id}")).json()
    assert lead["status"] == "appointment"  # a new lead moves on with its booked time
    [entry] = [h for h in lead["history"] if h["action"] == "book_appointment"]
    assert entry["before"]["appointment"].endswith("(cancelled)")
