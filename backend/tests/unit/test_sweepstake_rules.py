"""The prize draw's rules (sweepstakes/rules.py): whole years of age, the draw's dates by its own
time zone, and the states named in its refusal."""

from datetime import UTC, date, datetime

from forecourt.sweepstakes.rules import age_on, draw_day, period, states_text
from forecourt.tenancy.config import SweepstakeConfig


def test_an_entrant_turns_18_on_their_birthday():
    assert age_on(date(2008, 7, 8), date(2026, 7, 7)) == 17
    assert age_on(date(2008, 7, 8), date(2026, 7, 8)) == 18
    assert age_on(date(2008, 2, 29), date(2026, 2, 28)) == 17  # a leap-day birthday: 1 March
    assert age_on(date(2008, 2, 29), date(2026, 3, 1)) == 18


def test_the_draw_is_open_from_its_first_day_to_its_last_in_its_own_time_zone():
    config = SweepstakeConfig(opens=date(2024, 5, 13), closes=date(2024, 6, 24))  # spec §9
    assert period(config, date(2024, 5, 12)) == "upcoming"
    assert period(config, date(2024, 5, 13)) == period(config, date(2024, 6, 24)) == "open"
    assert period(config, date(2024, 6, 25)) == "closed"
    # 3 pm UTC on 24 June is already 25 June in Sydney, still 24 June in Perth.
    afternoon = datetime(2024, 6, 24, 15, 0, tzinfo=UTC)
    assert draw_day(config, afternoon) == date(2024, 6, 25)
    assert draw_day(SweepstakeConfig(states=["WA"]), afternoon) == date(2024, 6, 24)
    assert period(SweepstakeConfig(), date(2030, 1, 1)) == "open"  # no dates: always open


def test_the_refusal_names_the_draws_states():
    assert states_text(["NSW"]) == "NSW"
    assert states_text(["NSW", "ACT", "VIC"]) == "NSW, ACT and VIC"
