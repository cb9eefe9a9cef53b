"""The response target counts the location's opening hours, in its own time zone."""

from datetime import UTC, date, datetime, timedelta

from forecourt.leads.response_time import respond_by
from forecourt.locations.models import Location, OpeningHours, SpecialHours

BRISBANE = timedelta(hours=10)  # QLD keeps no daylight saving


def _location(state: str = "QLD", special: list[SpecialHours] | None = None) -> Location:
    location = Location(name="Yard", state=state)
    location.opening_hours = [  # 8:30 to 17:30, closed on Sunday (0)
        OpeningHours(weekday=d, status="Closed" if d == 0 else "Open", open="08:30", close="17:30")
        for d in range(7)
    ]
    location.special_hours = special or []
    return location


def _qld(day: date, hour: int, minute: int = 0) -> datetime:
    return datetime(day.year, day.month, day.day, hour, minute, tzinfo=UTC) - BRISBANE


MONDAY = date(2026, 6, 1)  # no Queensland holiday that week


def test_within_opening_hours_the_target_is_plain_minutes():
    assert respond_by(_location(), _qld(MONDAY, 10), 15) == _qld(MONDAY, 10, 15)


def test_a_lead_after_closing_is_due_the_next_open_day_in_the_locations_time():
    assert respond_by(_location(), _qld(MONDAY, 17, 25), 15) == _qld(
        MONDAY + timedelta(days=1), 8, 40
    )
    saturday_night = _qld(MONDAY + timedelta(days=5), 20)
    # Sunday closed: due on Monday at 8:45
    assert respond_by(_location(), saturday_night, 15) == _qld(MONDAY + timedelta(days=7), 8, 45)


def test_a_special_closure_is_skipped_and_without_hours_the_minutes_are_plain():
    tuesday = MONDAY + timedelta(days=1)
    closed = [SpecialHours(date=tuesday, status="Closed")]
    assert respond_by(_location(special=closed), _qld(MONDAY, 17, 30), 15) == _qld(
        tuesday + timedelta(days=1), 8, 45
    )
    assert respond_by(None, _qld(MONDAY, 23), 15) == _qld(MONDAY, 23, 15)
