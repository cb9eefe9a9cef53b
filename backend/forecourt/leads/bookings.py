"""Appointments from the lead desk's side. A test-drive or service-booking lead with a chosen day
becomes an appointment at a location when it is taken; one without a day waits for the dealer to
give it a time; the console's calendar shows a location's appointments and the leads waiting,
among the leads a user may see; booking a time, a reschedule or a cancellation writes the lead's
history (the audit trail) and tells the shopper through the outbox (an e-mail, and a text to a
mobile), each message kept on the lead's timeline as a reply with its delivery's status."""

from dataclasses import dataclass
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.appointments import notices, rules
from forecourt.appointments import service as appointments
from forecourt.appointments.models import BOOKED, Appointment
from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import Conflict, FieldError, InvalidFields, NotFound
from forecourt.identity.phone import parse_mobile
from forecourt.inventory.models import Car
from forecourt.leads import availability, response_time
from forecourt.leads.desk import Alerting, move_status, visible_leads
from forecourt.leads.models import Lead, LeadReply
from forecourt.locations.hours import open_on
from forecourt.locations.models import Location
from forecourt.outbox.email import email_payload
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.service import enqueue
from forecourt.outbox.sms import enqueue_sms
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

NO_APPOINTMENT = "No such appointment"
NO_LOCATION = "No such location"
NOT_A_BOOKING = "Only a test drive or a service booking is given a time."
CLOSED_LEAD = "This lead is sold or lost: reopen it before booking a time."
# Booking a time moves a lead still being worked to "appointment"; a later status stays.
BOOKED_MOVES = ("new", "contacted")
CHOOSE_LOCATION = "Please choose one of your dealerships' locations."
MAX_WAITING = 100  # the newest; the total says how many more wait
CLOSED_STATUSES = ("sold", "lost")  # a lead closed either way waits for nothing


async def book_from_lead(
    session: AsyncSession,
    site: ResolvedSite,
    lead: Lead,
    dealership: Dealership,
    car: Car | None,
    location: Location | None,
) -> Appointment | None:
    """The lead's appointment, when it is a booking with a chosen day (in the lead's
    transaction: the calendar has it exactly when the lead exists)."""
    chosen = lead.details.get("preferred_date")
    if lead.kind not in rules.KINDS or not chosen:
        return None
    day = date.fromisoformat(chosen)
    at = lead.details.get("preferred_time") if lead.kind == "test_drive" else None
    where = location
    if where is None and lead.kind == "test_drive" and car is not None:
        where = await availability.test_drive_location(session, car)
    if where is None and lead.kind == "service_booking":
        where = await _service_location(session, dealership, day)
    if where is None:
        where = await response_time.location_for(session, dealership, None)
    minutes = rules.minutes_for(lead.kind, site.config.leads.test_drive_slot_minutes)
    return appointments.book(
        session, site_id=site.id, dealership_id=dealership.id, lead_id=lead.id, kind=lead.kind,
        car_id=lead.car_id, location=where, day=day, at=at, minutes=minutes, now=utcnow(),
    )  # fmt: skip


async def _service_location(
    session: AsyncSession, dealership: Dealership, day: date
) -> Location | None:
    """The dealership's service location open that day (the booking form checked one is)."""
    found = list(
        await session.scalars(
            select(Location)
            .where(Location.dealership_id == dealership.id, Location.visible.is_(True))
            .options(*appointments.with_hours())  # type: ignore[arg-type]
            .order_by(Location.primary.desc(), Location.id)
        )
    )
    service = [loc for loc in found if loc.location_type == "service"]
    return next((loc for loc in service if open_on(loc, day)), None) or next(iter(service), None)


# --- the calendar ---------------------------------------------------------------------------


async def calendar_locations(session: AsyncSession, access: Access) -> list[tuple[Location, str]]:
    """The locations of the dealerships the access reaches, each with its dealership's name;
    the service role's service locations first."""
    query = (
        select(Location, Dealership.name)
        .join(Dealership, Dealership.id == Location.dealership_id)
        .where(Location.site_id == access.site_id, Location.visible.is_(True))
        .options(*appointments.with_hours())  # type: ignore[arg-type]
        .order_by(Dealership.name, Location.primary.desc(), Location.name, Location.id)
    )
    if access.dealership_ids is not None:
        query = query.where(Location.dealership_id.in_(access.dealership_ids))
    rows = [(loc, name) for loc, name in (await session.execute(query)).all()]
    if access.kinds is not None and "test_drive" not in access.kinds:
        rows.sort(key=lambda r: r[0].location_type != "service")
    return rows


@dataclass(frozen=True)
class Entry:
    appointment: Appointment
    lead: Lead
    car_name: str | None


@dataclass(frozen=True)
class Calendar:
    location: Location
    dealership_name: str
    days: list[rules.DayHours]
    entries: list[Entry]


async def calendar(
    session: AsyncSession,
    access: Access,
    places: list[tuple[Location, str]],
    location_id: int,
    start: date,
    days: int,
) -> Calendar:
    """The location's booked appointments from `start` for `days` days (its own calendar days),
    of the leads the access reaches, with each day's hours or why it is closed. `places`: the
    access's calendar_locations; another location is not found."""
    found = next((r for r in places if r[0].id == location_id), None)
    if found is None:
        raise NotFound(NO_LOCATION, field="location_id")
    location, dealership_name = found
    span = appointments.days_from(start, days)
    rows = await session.execute(
        visible_leads(access, Appointment, Lead, Car.name)
        .select_from(Lead)
        .join(Appointment, Appointment.lead_id == Lead.id)
        .outerjoin(Car, Car.id == Lead.car_id)
        .where(
            Appointment.location_id == location.id,
            Appointment.status == BOOKED,
            Appointment.day >= span[0],
            Appointment.day <= span[-1],
        )  # fmt: skip
        .limit(appointments.MAX_ROWS)
    )
    entries = sorted(
        (Entry(a, lead, car) for a, lead, car in rows.all()),
        key=lambda e: (e.appointment.day, e.appointment.time or "", e.appointment.id),
    )
    return Calendar(
        location, dealership_name, [rules.day_hours(location, d) for d in span], entries
    )


async def find_appointment(
    session: AsyncSession, access: Access, appointment_id: int
) -> tuple[Appointment, Lead]:
    found = (
        await session.execute(
            visible_leads(access, Appointment, Lead)
            .select_from(Lead)
            .join(Appointment, Appointment.lead_id == Lead.id)
            .where(Appointment.id == appointment_id)
        )
    ).first()
    if found is None:
        raise NotFound(NO_APPOINTMENT)
    return found[0], found[1]


async def appointment_of(session: AsyncSession, lead: Lead) -> Appointment | None:
    return await session.scalar(select(Appointment).where(Appointment.lead_id == lead.id))


async def location_for(session: AsyncSession, row: Appointment) -> Location | None:
    if row.location_id is None:
        return None
    return await appointments.location_of(session, row.site_id, row.location_id)


# --- leads waiting for a time -----------------------------------------------------------------


@dataclass(frozen=True)
class Waiting:
    lead: Lead
    car_name: str | None
    dealership_name: str
    location: Location | None  # where a booking is offered first (rules.default_location)


async def waiting(
    session: AsyncSession, access: Access, dealership_id: int | None
) -> tuple[list[Waiting], int]:
    """The test-drive and service leads the access reaches that have no appointment and are not
    closed (sold or lost), newest first (at most MAX_WAITING), and how many there are in all."""
    query = (
        visible_leads(access, Lead, Car.name, Car.location_id, Dealership.name)
        .join(Dealership, Dealership.id == Lead.dealership_id)
        .outerjoin(Appointment, Appointment.lead_id == Lead.id)
        .outerjoin(Car, Car.id == Lead.car_id)
        .where(
            Appointment.id.is_(None),
            Lead.kind.in_(rules.KINDS),
            Lead.status.not_in(CLOSED_STATUSES),
        )
    )
    if dealership_id is not None:
        query = query.where(Lead.dealership_id == dealership_id)
    total = await session.scalar(select(func.count()).select_from(query.subquery()))
    rows = await session.execute(
        query.order_by(Lead.created_at.desc(), Lead.id.desc()).limit(MAX_WAITING)
    )
    places = [loc for loc, _ in await calendar_locations(session, access)]
    found = [
        Waiting(lead, car_name, dealership_name, rules.default_location(
            lead.kind, lead.dealership_id, (lead.location_id, car_location_id), places))
        for lead, car_name, car_location_id, dealership_name in rows.all()
    ]  # fmt: skip
    return found, total or 0


@dataclass(frozen=True)
class Choices:
    """Where a lead may be booked (the access's locations) and the one offered first."""

    locations: list[tuple[Location, str]]
    location: Location | None


async def choices(
    session: AsyncSession, access: Access, lead: Lead, row: Appointment | None
) -> Choices | None:
    """None unless the lead may be given a time: a test drive or service booking without a
    booked appointment (none yet, or one cancelled), and not sold or lost."""
    if (
        lead.kind not in rules.KINDS
        or lead.status in CLOSED_STATUSES
        or (row is not None and row.status == BOOKED)
    ):
        return None
    places = await calendar_locations(session, access)
    car = await session.get(Car, lead.car_id) if lead.car_id else None
    first = rules.default_location(
        lead.kind, lead.dealership_id, (lead.location_id, car.location_id if car else None),
        [loc for loc, _ in places],
    )  # fmt: skip
    return Choices(places, first)


async def book_time(
    session: AsyncSession,
    access: Access,
    alerting: Alerting,
    lead: Lead,
    location_id: int,
    day: date,
    at: str,
) -> Appointment:
    """Gives a lead that came without a time one at a location of the access's dealerships, by
    the rules of a reschedule (422 per field; 409 when it already has a booked time), writes the
    lead's history and tells the shopper, as a reschedule does."""
    if lead.kind not in rules.KINDS:
        raise Conflict(NOT_A_BOOKING)
    if lead.status in CLOSED_STATUSES:
        raise Conflict(CLOSED_LEAD)
    row = await appointment_of(session, lead)
    place = next((p for p, _ in await calendar_locations(session, access) if p.id == location_id),
                 None)  # fmt: skip
    if place is None:
        raise InvalidFields([FieldError(field="location_id", message=CHOOSE_LOCATION)])
    before = label(row) + " (cancelled)" if row is not None and row.status != BOOKED else None
    minutes = rules.minutes_for(lead.kind, alerting.site.config.leads.test_drive_slot_minutes)
    row = await appointments.schedule(
        session, row, site_id=lead.site_id, dealership_id=lead.dealership_id, lead_id=lead.id,
        kind=lead.kind, car_id=lead.car_id, location=place, day=day, at=at, minutes=minutes,
        now=utcnow(),
    )  # fmt: skip
    try:
        await session.flush()
    except IntegrityError:  # a parallel request booked this lead first (one row per lead)
        await session.rollback()
        raise Conflict(appointments.ALREADY_BOOKED) from None
    after = label(row)
    if lead.status in BOOKED_MOVES:
        move_status(session, access, lead, "appointment")
    audit.record(session, access, object_type="lead", object_id=lead.id,
                 action="book_appointment", before={"appointment": before},
                 after={"appointment": after, "location": place.name})  # fmt: skip
    notice = notices.booked(await _booking(session, lead, place), after)
    await _tell(session, access, alerting, lead, notice, "appointment_booked")
    await session.commit()
    return row


# --- reschedule and cancel -------------------------------------------------------------------


def label(row: Appointment) -> str:
    """How the history and the shopper read it: "Thursday 3 December 2026 at 10:00 am"."""
    return rules.when_label(row.day, row.time)


async def reschedule(
    session: AsyncSession,
    access: Access,
    alerting: Alerting,
    row: Appointment,
    lead: Lead,
    day: date,
    at: str,
) -> Appointment:
    """Moves the appointment (rules.slot_problems; 422 per field otherwise), writes the lead's
    history and tells the shopper the new time."""
    location = await location_for(session, row)
    before = label(row)
    minutes = rules.minutes_for(row.kind, alerting.site.config.leads.test_drive_slot_minutes)
    if (row.day, row.time) == (day, at) and row.status == BOOKED:
        return row  # already then: nothing to write, nobody to tell
    await appointments.move(session, row, location, day, at, minutes, utcnow())
    after = label(row)
    audit.record(session, access, object_type="lead", object_id=lead.id, action="reschedule",
                 before={"appointment": before}, after={"appointment": after})  # fmt: skip
    notice = notices.rescheduled(await _booking(session, lead, location), before, after)
    await _tell(session, access, alerting, lead, notice, "appointment_rescheduled")
    await session.commit()
    return row


async def cancel(
    session: AsyncSession,
    access: Access,
    alerting: Alerting,
    row: Appointment,
    lead: Lead,
    reason: str | None,
) -> Appointment:
    location = await location_for(session, row)
    before = label(row)
    appointments.cancel(row, reason, utcnow())
    audit.record(session, access, object_type="lead", object_id=lead.id,
                 action="cancel_appointment", before={"appointment": before},
                 after={"appointment": "cancelled", "reason": reason})  # fmt: skip
    notice = notices.cancelled(await _booking(session, lead, location), before, reason)
    await _tell(session, access, alerting, lead, notice, "appointment_cancelled")
    await session.commit()
    return row


async def _booking(session: AsyncSession, lead: Lead, location: Location | None) -> notices.Booking:
    dealership = await session.get(Dealership, lead.dealership_id)
    assert dealership is not None  # a lead goes with its dealership
    car = await session.get(Car, lead.car_id) if lead.car_id else None
    place = dealership.name
    if location is not None:
        address = ", ".join(p for p in (location.street, " ".join(
            p for p in (location.city, location.state, location.postcode) if p)) if p)  # fmt: skip
        place = f"{location.name}, {address}" if address else location.name
    return notices.Booking(
        shopper=lead.name, kind=lead.kind, car=car.name if car else None, place=place,
        dealership=dealership.name, phone=location.phone if location else None,
    )  # fmt: skip


async def _tell(
    session: AsyncSession,
    access: Access,
    alerting: Alerting,
    lead: Lead,
    notice: notices.Notice,
    purpose: str,
) -> None:
    """An e-mail, and a text where the shopper gave a mobile; each kept on the lead's timeline."""
    site = alerting.site
    dealership = await session.get(Dealership, lead.dealership_id)
    sender_name = dealership.name if dealership else site.name
    sent: list[tuple[str, str, str | None, str, OutboxMessage]] = [(
        "email", lead.email, notice.subject, notice.text,
        enqueue(session, site_id=site.id, lead_id=lead.id, channel="email", purpose=purpose,
                destination=lead.email,
                payload=email_payload(sender=alerting.sender, sender_name=sender_name,
                                      to=lead.email, subject=notice.subject, text=notice.text,
                                      reply_to=access.actor.email)),
    )]  # fmt: skip
    mobile = parse_mobile(lead.phone)
    if mobile is not None and alerting.sms_secret:
        row = enqueue_sms(session, site_id=site.id, to=mobile.e164, sender=sender_name,
                          text=notice.sms, secret=alerting.sms_secret, purpose=purpose)  # fmt: skip
        row.lead_id = lead.id
        sent.append(("sms", mobile.national, None, notice.sms, row))
    await session.flush()
    now = utcnow()
    for channel, destination, subject, text, row in sent:
        session.add(LeadReply(
            lead_id=lead.id, user_id=access.actor.user_id, author=access.actor.name,
            channel=channel, destination=destination, subject=subject, text=text,
            outbox_id=row.id, created_at=now,
        ))  # fmt: skip
