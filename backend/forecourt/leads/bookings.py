"""Appointments from the lead desk's side. A test-drive or service-booking lead with a chosen day
becomes an appointment at a location when it is taken; the console's calendar shows a location's
appointments among the leads a user may see; a reschedule or a cancellation writes the lead's
history (the audit trail) and tells the shopper through the outbox (an e-mail, and a text to a
mobile), each message kept on the lead's timeline as a reply with its delivery's status."""

from dataclasses import dataclass
from datetime import date

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.appointments import notices, rules
from forecourt.appointments import service as appointments
from forecourt.appointments.models import BOOKED, Appointment
from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import NotFound
from forecourt.identity.phone import parse_mobile
from forecourt.inventory.models import Car
from forecourt.leads import availability, response_time
from forecourt.leads.desk import Alerting, visible_leads
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
