"""Test-drive times a shopper can choose: the location's opening hours cut into slots, less the
slots already booked for the car and the times already past in the location's time zone."""

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from forecourt.appointments import service as appointments
from forecourt.appointments.models import Appointment
from forecourt.inventory.models import Car
from forecourt.leads.models import Lead
from forecourt.locations.hours import hours_on, known_hours, local_now, time_zone
from forecourt.locations.models import Location

MAX_DAYS = 14
# A shopper needs a little notice to get there, and the dealer to get the car ready.
NOTICE = timedelta(hours=1)
BOOKINGS_READ = 500  # bounded: one car's test drives over the window fit well within this


class Slot(BaseModel):
    time: str  # "09:30", the location's local time
    available: bool


class SlotDay(BaseModel):
    date: date
    open: bool
    slots: list[Slot]


class Availability(BaseModel):
    location_id: int | None
    location_name: str | None
    time_zone: str
    slot_minutes: int
    days: list[SlotDay]


@dataclass(frozen=True)
class Window:
    first: date
    days: int


async def test_drive_location(session: AsyncSession, car: Car) -> Location | None:
    """The car's own location, else its dealership's sales (or primary) location."""
    query = select(Location).options(
        selectinload(Location.opening_hours), selectinload(Location.special_hours)
    )
    if car.location_id is not None:
        found = await session.scalar(query.where(Location.id == car.location_id))
        if found is not None:
            return found
    candidates = list(
        await session.scalars(
            query.where(Location.dealership_id == car.dealership_id, Location.visible.is_(True))
        )
    )
    candidates.sort(key=lambda loc: (loc.location_type != "sales", not loc.primary, loc.id))
    return candidates[0] if candidates else None


async def booked_times(session: AsyncSession, car_id: int) -> set[tuple[str, str]]:
    """The car's booked test drives as they stand now (moved or cancelled in the console), and
    the chosen times of test-drive leads taken before appointments were kept."""
    rows = await session.scalars(
        select(Lead.details)
        .outerjoin(Appointment, Appointment.lead_id == Lead.id)
        .where(Lead.car_id == car_id, Lead.kind == "test_drive", Appointment.id.is_(None))
        .order_by(Lead.id.desc())
        .limit(BOOKINGS_READ)
    )
    earlier = {
        (d["preferred_date"], d["preferred_time"])
        for d in rows
        if d.get("preferred_date") and d.get("preferred_time")
    }
    # A day back: the slots asked about start in the location's today, wherever the server is.
    since = date.today() - timedelta(days=1)
    return earlier | await appointments.booked_times(session, car_id, since)


def day_slots(
    location: Location, day: date, minutes: int, booked: set[tuple[str, str]], earliest: datetime
) -> SlotDay:
    hours = hours_on(location, day)
    if hours is None:
        return SlotDay(date=day, open=False, slots=[])
    opens, closes = hours
    tz = time_zone(location)
    slots: list[Slot] = []
    start = datetime.combine(day, opens, tz)
    # The last slot ends by closing time.
    while start + timedelta(minutes=minutes) <= datetime.combine(day, closes, tz):
        label = start.strftime("%H:%M")
        free = start >= earliest and (day.isoformat(), label) not in booked
        slots.append(Slot(time=label, available=free))
        start += timedelta(minutes=minutes)
    return SlotDay(date=day, open=True, slots=slots)


async def availability(
    session: AsyncSession, car: Car, minutes: int, days: int, now: datetime
) -> Availability:
    location = await test_drive_location(session, car)
    tz = time_zone(location)
    today = local_now(location, now).date()
    if location is None or not known_hours(location):
        # No hours known: the shopper names a time and the dealer confirms it.
        return Availability(
            location_id=location.id if location else None,
            location_name=location.name if location else None,
            time_zone=str(tz),
            slot_minutes=minutes,
            days=[],
        )
    booked = await booked_times(session, car.id)
    earliest = now.astimezone(tz) + NOTICE
    return Availability(
        location_id=location.id,
        location_name=location.name,
        time_zone=str(tz),
        slot_minutes=minutes,
        days=[
            day_slots(location, today + timedelta(days=n), minutes, booked, earliest)
            for n in range(days)
        ],
    )


def slot_free(plan: Availability, day: date, label: str) -> bool:
    """Whether a chosen date and time is one of the offered, free slots. With no hours known
    (no days offered) any time within the window is the dealer's to confirm."""
    if not plan.days:
        return True
    for offered in plan.days:
        if offered.date == day:
            return any(s.time == label and s.available for s in offered.slots)
    return False


SLOT_TAKEN = "That time is not available. Please choose another time."


async def test_drive_problem(
    session: AsyncSession, car: Car, minutes: int, day: date, at: str | None, now: datetime
) -> tuple[str, str] | None:
    """The field and message when a chosen test-drive date or time cannot be offered."""
    location = await test_drive_location(session, car)
    today = local_now(location, now).date()
    if day < today:
        return "preferred_date", "Please choose a date from today."
    if location is None or not known_hours(location):
        return None
    if hours_on(location, day) is None and day - today < timedelta(days=MAX_DAYS):
        return "preferred_date", "We are closed on that day. Please choose another date."
    if at is None or day - today >= timedelta(days=MAX_DAYS):
        return None  # a day beyond the offered window: the dealer confirms the time
    plan = await availability(session, car, minutes, (day - today).days + 1, now)
    return None if slot_free(plan, day, at) else ("preferred_time", SLOT_TAKEN)
