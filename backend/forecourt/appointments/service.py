"""Appointments in the database: booking one from a lead's chosen day and time, giving a time to
a lead that came without one, moving it (the rules of rules.py, and a car is never given two test
drives at once), cancelling it, and the times a car is already booked for (the shopper's
test-drive slots)."""

from datetime import date, datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from forecourt.appointments import rules
from forecourt.appointments.models import BOOKED, CANCELLED, Appointment
from forecourt.core.errors import Conflict, FieldError, InvalidFields
from forecourt.locations.models import Location

ALREADY_CANCELLED = "This appointment is already cancelled."
ALREADY_BOOKED = "This lead already has a booked time: reschedule it instead."
CAR_TAKEN = "The car already has a test drive at that time. Please choose another time."
MAX_DAYS = 31  # one calendar answer's bound
MAX_ROWS = 2_000  # a location's appointments over MAX_DAYS fit well within this


def with_hours() -> tuple[object, object]:
    return selectinload(Location.opening_hours), selectinload(Location.special_hours)


async def location_of(session: AsyncSession, site_id: int, location_id: int) -> Location | None:
    return await session.scalar(
        select(Location)
        .where(Location.id == location_id, Location.site_id == site_id)
        .options(*with_hours())  # type: ignore[arg-type]
    )


def book(
    session: AsyncSession,
    *,
    site_id: int,
    dealership_id: int,
    lead_id: int,
    kind: str,
    car_id: int | None,
    location: Location | None,
    day: date,
    at: str | None,
    minutes: int,
    now: datetime,
) -> Appointment:
    """The appointment as the shopper chose it (the lead's own checks have passed)."""
    row = Appointment(
        site_id=site_id, dealership_id=dealership_id, lead_id=lead_id, kind=kind, car_id=car_id,
        location_id=location.id if location else None, status=BOOKED, day=day, time=at,
        minutes=minutes, created_at=now, updated_at=now,
        starts_at=rules.moment(location, day, rules.parse_hhmm(at)) if at else None,
    )  # fmt: skip
    session.add(row)
    return row


async def _car_taken(
    session: AsyncSession,
    car_id: int | None,
    kind: str,
    other_than: int | None,
    day: date,
    at: str,
    minutes: int,
) -> bool:
    if car_id is None or kind != "test_drive":
        return False
    query = select(Appointment).where(
        Appointment.car_id == car_id, Appointment.kind == "test_drive",
        Appointment.status == BOOKED, Appointment.day == day, Appointment.time.is_not(None),
    )  # fmt: skip
    if other_than is not None:
        query = query.where(Appointment.id != other_than)
    start = rules.parse_hhmm(at)
    return any(
        rules.overlaps(start, minutes, rules.parse_hhmm(o.time), o.minutes)
        for o in await session.scalars(query)
        if o.time
    )


async def _check_slot(
    session: AsyncSession,
    *,
    other_than: int | None,
    kind: str,
    car_id: int | None,
    location: Location | None,
    day: date,
    at: str,
    minutes: int,
    now: datetime,
) -> None:
    """422 with a message per field: the slot rules first, then the car's other test drives."""
    problems = rules.slot_problems(location, day, rules.parse_hhmm(at), minutes, now)
    if not problems and await _car_taken(session, car_id, kind, other_than, day, at, minutes):
        problems = [("time", CAR_TAKEN)]
    if problems:
        raise InvalidFields([FieldError(field=f, message=m) for f, m in problems])


async def move(
    session: AsyncSession,
    row: Appointment,
    location: Location | None,
    day: date,
    at: str,
    minutes: int,
    now: datetime,
) -> None:
    """To `day` at `at` (the location's local time), or 422 with a message per field."""
    if row.status == CANCELLED:
        raise Conflict(ALREADY_CANCELLED)
    await _check_slot(session, other_than=row.id, kind=row.kind, car_id=row.car_id,
                      location=location, day=day, at=at, minutes=minutes, now=now)  # fmt: skip
    row.day, row.time, row.minutes = day, at, minutes
    row.starts_at = rules.moment(location, day, rules.parse_hhmm(at))
    row.updated_at = now


async def schedule(
    session: AsyncSession,
    row: Appointment | None,
    *,
    site_id: int,
    dealership_id: int,
    lead_id: int,
    kind: str,
    car_id: int | None,
    location: Location,
    day: date,
    at: str,
    minutes: int,
    now: datetime,
) -> Appointment:
    """A time given by the dealer to a lead that has none: its first appointment, or a new time
    on the row of one that was cancelled (one row per lead). A booked one is a 409: it is moved,
    not booked twice. The same slot rules as a move (422 per field)."""
    if row is not None and row.status == BOOKED:
        raise Conflict(ALREADY_BOOKED)
    await _check_slot(session, other_than=None, kind=kind, car_id=car_id, location=location,
                      day=day, at=at, minutes=minutes, now=now)  # fmt: skip
    if row is None:
        return book(session, site_id=site_id, dealership_id=dealership_id, lead_id=lead_id,
                    kind=kind, car_id=car_id, location=location, day=day, at=at,
                    minutes=minutes, now=now)  # fmt: skip
    row.status, row.location_id, row.car_id = BOOKED, location.id, car_id
    row.day, row.time, row.minutes = day, at, minutes
    row.starts_at = rules.moment(location, day, rules.parse_hhmm(at))
    row.cancel_reason, row.cancelled_at, row.updated_at = None, None, now
    return row


def cancel(row: Appointment, reason: str | None, now: datetime) -> None:
    if row.status == CANCELLED:
        raise Conflict(ALREADY_CANCELLED)
    row.status = CANCELLED
    row.cancel_reason = reason
    row.cancelled_at = now
    row.updated_at = now


async def booked_times(session: AsyncSession, car_id: int, since: date) -> set[tuple[str, str]]:
    """The (day, time) a car's booked test drives start at, from `since` on."""
    rows = await session.execute(
        select(Appointment.day, Appointment.time).where(
            Appointment.car_id == car_id, Appointment.kind == "test_drive",
            Appointment.status == BOOKED, Appointment.day >= since,
            Appointment.time.is_not(None),
        ).limit(MAX_ROWS)
    )  # fmt: skip
    return {(day.isoformat(), at) for day, at in rows.all() if at}


def days_from(start: date, days: int) -> list[date]:
    return [start + timedelta(days=n) for n in range(days)]
