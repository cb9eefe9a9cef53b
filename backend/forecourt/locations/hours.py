"""When a location is open: its weekly hours, overridden by special hours on a date, in the
location's own time zone (from its state)."""

from datetime import date, datetime, time
from zoneinfo import ZoneInfo

from forecourt.locations.models import Location

# Australian states and territories; the ACT keeps Sydney's time.
STATE_TIME_ZONES = {
    "ACT": "Australia/Sydney",
    "NSW": "Australia/Sydney",
    "NT": "Australia/Darwin",
    "QLD": "Australia/Brisbane",
    "SA": "Australia/Adelaide",
    "TAS": "Australia/Hobart",
    "VIC": "Australia/Melbourne",
    "WA": "Australia/Perth",
}
DEFAULT_TIME_ZONE = "Australia/Sydney"


def time_zone(location: Location | None) -> ZoneInfo:
    state = (location.state or "").upper() if location else ""
    return ZoneInfo(STATE_TIME_ZONES.get(state, DEFAULT_TIME_ZONE))


def local_now(location: Location | None, now: datetime) -> datetime:
    return now.astimezone(time_zone(location))


def _hhmm(value: str) -> time:
    hour, minute = (int(p) for p in value.split(":"))
    return time(hour, minute)


def hours_on(location: Location, day: date) -> tuple[time, time] | None:
    """Opening and closing time on `day`, or None when closed. A location with no weekly hours
    at all is unknown, not closed: None too, and callers decide (see `known_hours`)."""
    special = next((s for s in location.special_hours if s.date == day), None)
    if special is not None:
        if special.status != "Open" or not special.start_hour or not special.end_hour:
            return None
        return _hhmm(special.start_hour), _hhmm(special.end_hour)
    weekday = (day.weekday() + 1) % 7  # the spec's 0 = Sunday
    hours = next((h for h in location.opening_hours if h.weekday == weekday), None)
    if hours is None or hours.status != "Open" or not hours.open or not hours.close:
        return None
    return _hhmm(hours.open), _hhmm(hours.close)


def known_hours(location: Location) -> bool:
    return bool(location.opening_hours)


def open_on(location: Location, day: date) -> bool:
    if not known_hours(location):
        return True  # nothing is known of its hours: let the dealer confirm the date
    special = next((s for s in location.special_hours if s.date == day), None)
    if special is not None:
        return special.status == "Open"
    return hours_on(location, day) is not None
