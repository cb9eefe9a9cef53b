"""The calendar: test drives and service bookings at a location, day by day in its own time zone,
among the leads the user may see, and the leads still waiting for a time; a time booked for one,
an appointment rescheduled or cancelled (the shopper told each time)."""

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Query, Request

from forecourt.appointments import rules
from forecourt.appointments.models import Appointment
from forecourt.appointments.service import MAX_DAYS
from forecourt.console.api.common import GUARDED, ObjectId
from forecourt.console.api.leads import NO_LEAD, TOO_MANY_MESSAGES, alerting
from forecourt.console.calendar_schemas import (
    AppointmentOut,
    BookingChoicesOut,
    BookTimeIn,
    CalendarDayOut,
    CalendarLocationOut,
    CalendarOut,
    CancelIn,
    LeadAppointmentOut,
    RescheduleIn,
    WaitingLeadOut,
    WaitingOut,
)
from forecourt.console.permissions import ReadLeads, WriteLeads
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import CONFLICT, INVALID, RATE_LIMITED, not_found
from forecourt.core.rate_limit import RateLimit
from forecourt.core.types import MAX_DB_ID
from forecourt.inventory.models import Car
from forecourt.leads import bookings, desk
from forecourt.leads.models import Lead
from forecourt.locations.hours import time_zone
from forecourt.locations.models import Location
from forecourt.outbox.dispatcher import wake_dispatcher
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/console", tags=["console"])
NO_APPOINTMENT = not_found(bookings.NO_APPOINTMENT)
NO_LOCATION = not_found(bookings.NO_LOCATION)


def _location_out(location: Location, dealership_name: str) -> CalendarLocationOut:
    return CalendarLocationOut(
        id=location.id, name=location.name, dealership_id=location.dealership_id,
        dealership_name=dealership_name, location_type=location.location_type,
        time_zone=time_zone(location).key,
    )  # fmt: skip


def _hhmm(value: object) -> str | None:
    return value.strftime("%H:%M") if value is not None else None  # type: ignore[attr-defined]


def appointment_out(
    row: Appointment, lead: Lead, location: Location | None, car_name: str | None
) -> AppointmentOut:
    return AppointmentOut(
        id=row.id, lead_id=lead.id, kind=row.kind, status=row.status,
        location_id=row.location_id, location_name=location.name if location else None,
        time_zone=time_zone(location).key, date=row.day, time=row.time, minutes=row.minutes,
        starts_at=row.starts_at, label=bookings.label(row),
        shopper=" ".join(filter(None, (lead.name, lead.last_name))), car_name=car_name,
        lead_status=lead.status, cancel_reason=row.cancel_reason, cancelled_at=row.cancelled_at,
    )  # fmt: skip


@router.get("/calendar", response_model=CalendarOut, responses={**GUARDED, **NO_LOCATION})
async def calendar(
    access: ReadLeads,
    session: DbSession,
    location_id: Annotated[
        int | None, Query(ge=1, le=MAX_DB_ID, description="The first location when left out")
    ] = None,
    start: Annotated[
        date | None, Query(description="The first day; the location's today when left out")
    ] = None,
    days: Annotated[int, Query(ge=1, le=MAX_DAYS, description="7: a week; 1: a day")] = 7,
) -> CalendarOut:
    """The locations the user may open, and one location's booked test drives and service
    bookings day by day, with each day's hours (or why it is closed); every day and time is the
    location's own."""
    places = await bookings.calendar_locations(session, access)
    locations = [_location_out(*r) for r in places]
    if location_id is None and not places:
        return CalendarOut(locations=[], location=None, days=[], appointments=[])
    location_id = location_id or places[0][0].id
    if start is None:
        location = next((loc for loc, _ in places if loc.id == location_id), None)
        start = rules.local_today(location, utcnow())
    cal = await bookings.calendar(session, access, places, location_id, start, days)
    return CalendarOut(
        locations=locations,
        location=_location_out(cal.location, cal.dealership_name),
        days=[CalendarDayOut(date=d.day, opens=_hhmm(d.opens), closes=_hhmm(d.closes),
                             closed=d.closed) for d in cal.days],
        appointments=[appointment_out(e.appointment, e.lead, cal.location, e.car_name)
                      for e in cal.entries],
    )  # fmt: skip


@router.get("/calendar/waiting", response_model=WaitingOut, responses=GUARDED)
async def waiting_for_a_time(
    access: ReadLeads,
    session: DbSession,
    dealership_id: Annotated[
        int | None, Query(ge=1, le=MAX_DB_ID, description="One dealership's; all when left out")
    ] = None,
) -> WaitingOut:
    """The test-drive and service leads the user may see that came without a day and have no
    appointment yet (not sold or lost), newest first, each with where a booking is offered."""
    found, total = await bookings.waiting(session, access, dealership_id)
    return WaitingOut(
        leads=[WaitingLeadOut(
            lead_id=w.lead.id, kind=w.lead.kind, car_name=w.car_name,
            shopper=" ".join(filter(None, (w.lead.name, w.lead.last_name))),
            dealership_id=w.lead.dealership_id, dealership_name=w.dealership_name,
            lead_status=w.lead.status, created_at=w.lead.created_at,
            location_id=w.location.id if w.location else None,
        ) for w in found],
        total=total,
    )  # fmt: skip


async def _out(session: DbSession, row: Appointment, lead: Lead) -> AppointmentOut:
    location = await bookings.location_for(session, row)
    car = await session.get(Car, lead.car_id) if lead.car_id else None
    return appointment_out(row, lead, location, car.name if car else None)


@router.get(
    "/leads/{lead_id}/appointment",
    response_model=LeadAppointmentOut,
    responses={**GUARDED, **NO_LEAD},
)
async def lead_appointment(
    lead_id: ObjectId, access: ReadLeads, session: DbSession
) -> LeadAppointmentOut:
    """The lead's test drive or service booking as it stands (moved, cancelled), if it has one,
    and where it may be booked when it has no booked time."""
    lead = await desk.find_lead(session, access, lead_id)
    row = await bookings.appointment_of(session, lead)
    choices = await bookings.choices(session, access, lead, row)
    return LeadAppointmentOut(
        appointment=await _out(session, row, lead) if row else None,
        booking=BookingChoicesOut(
            locations=[_location_out(*p) for p in choices.locations],
            location_id=choices.location.id if choices.location else None,
        ) if choices else None,
    )  # fmt: skip


@router.post(
    "/leads/{lead_id}/appointment",
    response_model=AppointmentOut,
    status_code=201,
    responses={**GUARDED, **NO_LEAD, **CONFLICT, **INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("appointment_messages", TOO_MANY_MESSAGES)],
)
async def book_time(
    lead_id: ObjectId,
    body: BookTimeIn,
    request: Request,
    site: CurrentSite,
    access: WriteLeads,
    session: DbSession,
) -> AppointmentOut:
    """Books a time for a test drive or service booking that came without one (or whose
    appointment was cancelled), at one of the user's locations, by the rules of a reschedule
    (422 names the field); the lead's history records it and the shopper is told by e-mail, and
    by text to a mobile; a new or contacted lead moves to "appointment". A lead with a booked
    time, sold or lost, or not a booking, answers 409."""
    lead = await desk.find_lead(session, access, lead_id)
    row = await bookings.book_time(session, access, alerting(request, site), lead,
                                   body.location_id, body.date, body.time)  # fmt: skip
    wake_dispatcher(request)
    return await _out(session, row, lead)


@router.post(
    "/appointments/{appointment_id}/reschedule",
    response_model=AppointmentOut,
    responses={**GUARDED, **NO_APPOINTMENT, **CONFLICT, **RATE_LIMITED},
    dependencies=[RateLimit("appointment_messages", TOO_MANY_MESSAGES)],
)
async def reschedule(
    appointment_id: ObjectId,
    body: RescheduleIn,
    request: Request,
    site: CurrentSite,
    access: WriteLeads,
    session: DbSession,
) -> AppointmentOut:
    """Moves the appointment to a day and time (the location's own) within its opening hours,
    not on a closed day or public holiday and not in the past (422 names the field otherwise);
    the lead's history records it and the shopper is told by e-mail, and by text to a mobile.
    A cancelled appointment cannot be moved (409)."""
    row, lead = await bookings.find_appointment(session, access, appointment_id)
    await bookings.reschedule(session, access, alerting(request, site), row, lead,
                              body.date, body.time)  # fmt: skip
    wake_dispatcher(request)
    return await _out(session, row, lead)


@router.post(
    "/appointments/{appointment_id}/cancel",
    response_model=AppointmentOut,
    responses={**GUARDED, **NO_APPOINTMENT, **CONFLICT, **RATE_LIMITED},
    dependencies=[RateLimit("appointment_messages", TOO_MANY_MESSAGES)],
)
async def cancel(
    appointment_id: ObjectId,
    body: CancelIn,
    request: Request,
    site: CurrentSite,
    access: WriteLeads,
    session: DbSession,
) -> AppointmentOut:
    """Cancels the appointment, with an optional reason the shopper is told; the lead's history
    records it. An appointment already cancelled answers 409."""
    row, lead = await bookings.find_appointment(session, access, appointment_id)
    reason = (body.reason or "").strip() or None
    await bookings.cancel(session, access, alerting(request, site), row, lead, reason)
    wake_dispatcher(request)
    return await _out(session, row, lead)
