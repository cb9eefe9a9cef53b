"""Opening hours: public holidays of the location's own state are closed unless the
dealer's special hours say otherwise, and the coming ones are listed with its special hours."""

from datetime import date, time

from forecourt.locations.hours import holiday_closures, hours_on, public_holiday
from forecourt.locations.models import Location, OpeningHours, SpecialHours


def _location(state: str, *special: SpecialHours) -> Location:
    week = [
        OpeningHours(weekday=d, status="Open", open="08:30", close="17:30") for d in range(1, 6)
    ]
    week.append(OpeningHours(weekday=6, status="Open", open="09:00", close="13:00"))
    return Location(state=state, opening_hours=week, special_hours=list(special))


def test_each_state_keeps_its_own_holidays():
    qld, nsw, vic = _location("QLD"), _location("NSW"), _location("VIC")
    assert public_holiday(qld, date(2026, 10, 5)) == "King's Birthday"  # QLD: October
    assert public_holiday(nsw, date(2026, 10, 5)) == "Labour Day"
    assert public_holiday(vic, date(2026, 11, 3)) == "Melbourne Cup Day"
    assert public_holiday(nsw, date(2026, 11, 3)) is None


def test_a_public_holiday_is_closed_unless_the_dealer_opens():
    monday = date(2026, 10, 5)
    assert hours_on(_location("QLD"), monday) is None
    opened = SpecialHours(date=monday, status="Open", start_hour="10:00", end_hour="14:00")
    assert hours_on(_location("QLD", opened), monday) == (time(10), time(14))
    assert hours_on(_location("WA"), monday) == (time(8, 30), time(17, 30))  # not a WA holiday


def test_coming_holidays_are_listed_except_where_the_dealer_set_hours():
    boxing_day = SpecialHours(date=date(2026, 12, 26), status="Open", start_hour="10:00",
                              end_hour="16:00", name="Boxing Day sale")  # fmt: skip
    closures = holiday_closures(_location("NSW", boxing_day), date(2026, 11, 23))
    assert [(c.date, c.name) for c in closures] == [
        (date(2026, 12, 25), "Christmas Day"),
        (date(2026, 12, 28), "Boxing Day (observed)"),
        (date(2027, 1, 1), "New Year's Day"),
        (date(2027, 1, 26), "Australia Day"),
    ]
