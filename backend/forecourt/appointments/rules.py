"""The rules of an appointment's time, as plain functions of a location and a clock: what a day's
hours are (or why it is closed), where a time falls in the location's own time zone, and what is
wrong with a chosen day and time (closed, a public holiday, outside the hours, already past)."""

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from forecourt.locations.hours import hours_on, known_hours, public_holiday, time_zone
from forecourt.locations.models import Location

KINDS = ("test_drive", "service_booking")
# A service booking's block on the calendar: the drop-off and the advisor's walk-round.
SERVICE_MINUTES = 60
PAST_DATE = "Please choose a date from today."
PAST_TIME = "That time has passed. Please choose a later time."


def minutes_for(kind: str, test_drive_minutes: int) -> int:
    return test_drive_minutes if kind == "test_drive" else SERVICE_MINUTES


def parse_hhmm(value: str) -> time:
    hour, minute = (int(p) for p in value.split(":"))
    return time(hour, minute)


def twelve_hour(at: time) -> str:
    """9:30 am, as the console and the shopper's messages write a time."""
    return f"{(at.hour % 12) or 12}:{at.minute:02d} {'am' if at.hour < 12 else 'pm'}"


def day_label(day: date) -> str:
    return f"{day:%A} {day.day} {day:%B %Y}"


def when_label(day: date, at: str | None) -> str:
    """ "Thursday 3 December 2026 at 10:00 am", or the day alone when no time is set."""
    return day_label(day) + (f" at {twelve_hour(parse_hhmm(at))}" if at else "")


def moment(location: Location | None, day: date, at: time) -> datetime:
    """The location's local day and time as a UTC moment."""
    return datetime.combine(day, at, tzinfo=time_zone(location)).astimezone(UTC)


def local_today(location: Location | None, now: datetime) -> date:
    return now.astimezone(time_zone(location)).date()


@dataclass(frozen=True)
class DayHours:
    day: date
    opens: time | None
    closes: time | None
    # Why the location is shut that day: a public holiday's or a special closure's name, or
    # "Closed"; None when it opens, or when its hours are not known at all.
    closed: str | None


def day_hours(location: Location | None, day: date) -> DayHours:
    if location is None or not known_hours(location):
        return DayHours(day, None, None, None)
    hours = hours_on(location, day)
    if hours is not None:
        return DayHours(day, hours[0], hours[1], None)
    special = next((s for s in location.special_hours if s.date == day), None)
    reason = special.name if special is not None else public_holiday(location, day)
    return DayHours(day, None, None, reason or "Closed")


def slot_problems(
    location: Location | None, day: date, at: time, minutes: int, now: datetime
) -> list[tuple[str, str]]:
    """(field, message) for each thing wrong with `at` on `day` at the location: not a day in
    the past, not a closed day (a public holiday unless the dealer opens on it), the whole
    appointment within the day's hours, and not a time already gone in the location's zone."""
    if day < local_today(location, now):
        return [("date", PAST_DATE)]
    hours = day_hours(location, day)
    name = location.name if location is not None else "The location"
    if hours.closed is not None:
        why = "" if hours.closed == "Closed" else f" ({hours.closed})"
        return [("date", f"{name} is closed on {day_label(day)}{why}. Please choose another day.")]
    if hours.opens is not None and hours.closes is not None:
        start = datetime.combine(day, at)
        opens, closes = datetime.combine(day, hours.opens), datetime.combine(day, hours.closes)
        if start < opens or start + timedelta(minutes=minutes) > closes:
            last = (closes - timedelta(minutes=minutes)).time()
            return [("time", f"Please choose a time from {twelve_hour(hours.opens)} to "
                             f"{twelve_hour(last)}: {name} is open {twelve_hour(hours.opens)} to "
                             f"{twelve_hour(hours.closes)} that day.")]  # fmt: skip
    if moment(location, day, at) <= now:
        return [("time", PAST_TIME)]
    return []


def overlaps(a_start: time, a_minutes: int, b_start: time, b_minutes: int) -> bool:
    """Two appointments on the same day share some minute."""
    day = date(2000, 1, 3)
    a, b = datetime.combine(day, a_start), datetime.combine(day, b_start)
    return a < b + timedelta(minutes=b_minutes) and b < a + timedelta(minutes=a_minutes)


def default_location(
    kind: str,
    dealership_id: int,
    chosen: tuple[int | None, ...],
    places: list[Location],
) -> Location | None:
    """Where a lead without a time is offered a booking first: the first of `chosen` (the lead's
    own location, then its car's) among `places`, else its dealership's workshop for a service
    booking or its yard for a test drive, the primary one first; None when it has none there."""
    by_id = {loc.id: loc for loc in places}
    found = next((by_id[i] for i in chosen if i is not None and i in by_id), None)
    if found is not None:
        return found
    kind_type = "service" if kind == "service_booking" else "sales"
    own = [loc for loc in places if loc.dealership_id == dealership_id]
    own.sort(key=lambda loc: (loc.location_type != kind_type, not loc.primary, loc.id))
    return own[0] if own else None
