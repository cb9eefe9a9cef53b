"""When a location is open: its weekly hours, overridden by special hours on a date, in the
location's own time zone (from its state). Public holidays of the location's state (the `holidays`
package) are closed unless the dealer's special hours say otherwise."""

from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import lru_cache
from zoneinfo import ZoneInfo

import holidays

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


HOLIDAYS_AHEAD = timedelta(days=90)  # public holidays listed with a location's special hours


@lru_cache(maxsize=64)
def _state_holidays(state: str, year: int) -> dict[date, str]:
    subdiv = state if state in STATE_TIME_ZONES else None
    return dict(
        holidays.country_holidays("AU", subdiv=subdiv, years=year, language="en_AU").items()
    )


def load_holiday_calendars(year: int) -> None:
    """Every state's calendar for `year`, at start-up: the `holidays` package imports a
    country's calendar on first use, which took ~390 ms of the first request (core/warm_up.py)."""
    for state in ("", *STATE_TIME_ZONES):
        _state_holidays(state, year)


def public_holiday(location: Location, day: date) -> str | None:
    """The public holiday's name on `day` in the location's state, if it is one."""
    return _state_holidays((location.state or "").upper(), day.year).get(day)


@dataclass(frozen=True)
class HolidayClosure:
    date: date
    name: str


def coming_public_holidays(location: Location, today: date) -> list[HolidayClosure]:
    """The public holidays of the location's state within HOLIDAYS_AHEAD of `today`."""
    return coming_state_holidays(location.state or "", today)


def coming_state_holidays(state: str, today: date) -> list[HolidayClosure]:
    """The public holidays of `state` (AU's national ones for an unknown state) within
    HOLIDAYS_AHEAD of `today`."""
    end = today + HOLIDAYS_AHEAD
    found = [
        HolidayClosure(day, name)
        for year in range(today.year, end.year + 1)
        for day, name in _state_holidays(state.upper(), year).items()
        if today <= day <= end
    ]
    return sorted(found, key=lambda h: h.date)


def holiday_closures(location: Location, today: date) -> list[HolidayClosure]:
    """Coming public holidays the dealer has not given special hours for: closed."""
    special = {s.date for s in location.special_hours}
    return [h for h in coming_public_holidays(location, today) if h.date not in special]


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
    if public_holiday(location, day):
        return None  # closed on a public holiday unless the dealer set special hours
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
