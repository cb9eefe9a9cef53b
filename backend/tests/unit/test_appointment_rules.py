"""The rules of an appointment's time: inside the day's opening hours with
room for the whole appointment, never on a closed day or a public holiday of the location's
state (unless the dealer opens on it), never in the past, and always in the location's own time
zone; where a lead without a time is offered a booking first; and the words the shopper reads
when it is booked, moves or is cancelled."""

from datetime import UTC, date, datetime, time

from forecourt.appointments import notices
from forecourt.appointments.rules import (
    PAST_DATE,
    PAST_TIME,
    day_hours,
    default_location,
    local_today,
    moment,
    overlaps,
    slot_problems,
    when_label,
)
from forecourt.locations.models import Location, OpeningHours, SpecialHours

MONDAY = date(2027, 3, 1)  # no holiday in Queensland or New South Wales (WA: Labour Day)
NOW = datetime(2027, 2, 22, 0, 0, tzinfo=UTC)  # a week before


def _location(state: str = "QLD", *special: SpecialHours, name: str = "North Yard") -> Location:
    week = [
        OpeningHours(weekday=d, status="Open", open="08:30", close="17:30") for d in range(1, 6)
    ]
    week.append(OpeningHours(weekday=6, status="Open", open="09:00", close="13:00"))
    return Location(name=name, state=state, opening_hours=week, special_hours=list(special))


def test_a_slot_must_start_and_end_inside_the_days_hours():
    yard = _location()
    assert slot_problems(yard, MONDAY, time(8, 30), 30, NOW) == []
    assert slot_problems(yard, MONDAY, time(17, 0), 30, NOW) == []  # ends at closing
    late = slot_problems(yard, MONDAY, time(17, 15), 30, NOW)
    assert late == [("time", "Please choose a time from 8:30 am to 5:00 pm: North Yard is open "
                             "8:30 am to 5:30 pm that day.")]  # fmt: skip
    assert slot_problems(yard, MONDAY, time(8, 0), 30, NOW)[0][0] == "time"
    saturday = date(2027, 3, 6)
    assert slot_problems(yard, saturday, time(12, 0), 60, NOW) == []
    assert "to 12:00 pm" in slot_problems(yard, saturday, time(12, 30), 60, NOW)[0][1]


def test_a_closed_weekday_a_closure_and_a_public_holiday_are_refused_by_date():
    sunday = date(2027, 2, 28)
    assert slot_problems(_location(), sunday, time(10), 30, NOW) == [
        ("date", "North Yard is closed on Sunday 28 February 2027. Please choose another day.")
    ]
    stocktake = SpecialHours(date=MONDAY, status="Closed", name="Stocktake")
    assert (
        "(Stocktake)" in slot_problems(_location("QLD", stocktake), MONDAY, time(10), 30, NOW)[0][1]
    )
    labour_day_wa = date(2027, 3, 1)  # WA's Labour Day is the first Monday in March
    assert day_hours(_location("WA"), labour_day_wa).closed == "Labour Day"
    assert "(Labour Day)" in slot_problems(_location("WA"), labour_day_wa, time(10), 30, NOW)[0][1]
    assert slot_problems(_location("NSW"), labour_day_wa, time(10), 30, NOW) == []  # not in NSW


def test_a_dealer_who_opens_on_a_holiday_takes_bookings_in_those_hours():
    christmas = date(2027, 12, 25)
    sale = SpecialHours(date=christmas, status="Open", start_hour="10:00", end_hour="14:00")
    yard = _location("QLD", sale)
    assert slot_problems(yard, christmas, time(10), 30, NOW) == []
    assert slot_problems(yard, christmas, time(9, 30), 30, NOW)[0][0] == "time"
    assert day_hours(_location("QLD"), christmas).closed == "Christmas Day"


def test_the_past_is_measured_in_the_locations_own_time_zone():
    # 23:30 UTC on Monday is 9:30 am Tuesday in Brisbane and 7:30 am Tuesday in Perth
    now = datetime(2027, 3, 1, 23, 30, tzinfo=UTC)
    tuesday = date(2027, 3, 2)
    brisbane, perth = _location("QLD"), _location("WA")
    assert local_today(brisbane, now) == tuesday and local_today(perth, now) == tuesday
    assert slot_problems(brisbane, tuesday, time(9), 30, now) == [("time", PAST_TIME)]
    assert slot_problems(brisbane, tuesday, time(10), 30, now) == []
    assert slot_problems(perth, tuesday, time(9), 30, now) == []  # still to come in Perth
    assert slot_problems(brisbane, MONDAY, time(10), 30, now) == [("date", PAST_DATE)]


def test_a_local_time_is_its_own_zones_moment_with_half_hours_and_daylight_saving():
    assert moment(_location("QLD"), MONDAY, time(10)) == datetime(2027, 3, 1, 0, 0, tzinfo=UTC)
    assert moment(_location("WA"), MONDAY, time(10)) == datetime(2027, 3, 1, 2, 0, tzinfo=UTC)
    # Adelaide keeps daylight saving (+10:30) in March; Darwin never does (+9:30)
    assert moment(_location("SA"), MONDAY, time(10)) == datetime(2027, 2, 28, 23, 30, tzinfo=UTC)
    assert moment(_location("NT"), MONDAY, time(10)) == datetime(2027, 3, 1, 0, 30, tzinfo=UTC)
    # Melbourne: +11 in March, +10 in June
    assert moment(_location("VIC"), MONDAY, time(10)).hour == 23
    assert moment(_location("VIC"), date(2027, 6, 7), time(10)).hour == 0


def test_a_location_without_known_hours_only_refuses_the_past():
    unknown = Location(name="Pop-up", state="QLD", opening_hours=[], special_hours=[])
    assert slot_problems(unknown, date(2027, 2, 28), time(22), 30, NOW) == []
    assert day_hours(unknown, MONDAY).closed is None


def test_two_appointments_overlap_when_they_share_a_minute():
    assert overlaps(time(10), 30, time(10, 15), 30)
    assert not overlaps(time(10), 30, time(10, 30), 30)
    assert overlaps(time(10), 60, time(9, 30), 45)


def test_the_shopper_reads_the_new_time_and_the_reason():
    booking = notices.Booking(shopper="Jane", kind="test_drive", car="2021 Mazda CX-5",
                              place="North Yard, 1 Main St", dealership="North Motors",
                              phone="07 3000 1234")  # fmt: skip
    before, after = when_label(MONDAY, "10:00"), when_label(date(2027, 3, 2), "14:30")
    assert after == "Tuesday 2 March 2027 at 2:30 pm"
    moved = notices.rescheduled(booking, before, after)
    assert (
        moved.subject
        == "Your test drive of the 2021 Mazda CX-5 is now Tuesday 2 March 2027 at 2:30 pm"
    )
    assert "from Monday 1 March 2027 at 10:00 am to Tuesday 2 March 2027 at 2:30 pm" in moved.text
    assert moved.text.startswith("Hi Jane,") and moved.text.endswith("North Motors\n07 3000 1234")
    service = notices.Booking(shopper="Sid", kind="service_booking", car=None, place="Workshop",
                              dealership="North Motors", phone=None)  # fmt: skip
    off = notices.cancelled(service, when_label(MONDAY, None), "The part is on back order.")
    assert off.subject == "Your service booking on Monday 1 March 2027 is cancelled"
    assert "The reason: The part is on back order." in off.text
    assert off.sms == ("North Motors: your service booking on Monday 1 March 2027 is cancelled. "
                       "The part is on back order. Call us to book another time.")  # fmt: skip
    assert len(off.sms) <= 459


def test_a_booking_is_offered_first_at_the_leads_or_cars_location_else_its_dealerships():
    def place(id_: int, dealership: int, kind: str = "sales", primary: bool = False) -> Location:
        return Location(id=id_, dealership_id=dealership, name=f"L{id_}", location_type=kind,
                        primary=primary)  # fmt: skip

    places = [place(1, 7), place(2, 7, primary=True), place(3, 7, "service"), place(4, 8)]
    assert default_location("test_drive", 7, (None, 4), places).id == 4  # the car's yard
    assert default_location("test_drive", 7, (1, 4), places).id == 1  # the lead's own first
    assert default_location("test_drive", 7, (None, 99), places).id == 2  # primary sales yard
    assert default_location("service_booking", 7, (None, None), places).id == 3
    assert default_location("service_booking", 8, (None, None), places).id == 4  # no workshop
    assert default_location("test_drive", 9, (None, None), places) is None


def test_the_shopper_reads_the_time_booked_for_a_request_without_one():
    booking = notices.Booking(shopper="Jane", kind="test_drive", car="2021 Mazda CX-5",
                              place="North Yard, 1 Main St", dealership="North Motors",
                              phone="07 3000 1234")  # fmt: skip
    when = when_label(date(2027, 3, 2), "14:30")
    told = notices.booked(booking, when)
    assert told.subject == f"Your test drive of the 2021 Mazda CX-5 is booked for {when}"
    assert f"is booked for {when}, at North Yard, 1 Main St." in told.text
    assert told.text.startswith("Hi Jane,") and told.text.endswith("North Motors\n07 3000 1234")
    assert told.sms.startswith(
        f"North Motors: your test drive of the 2021 Mazda CX-5 is booked for {when}"
    )
    assert len(told.sms) <= 459
