"""The prize draw's rules, pure: the draw's day, whether entries are open, and who may enter
(spec: finance-signin-locations §5, §9: 18 or over, residents of the draw's states)."""

from collections.abc import Sequence
from datetime import date, datetime
from typing import Literal
from zoneinfo import ZoneInfo

from forecourt.locations.hours import DEFAULT_TIME_ZONE, STATE_TIME_ZONES
from forecourt.tenancy.config import SweepstakeConfig

Period = Literal["upcoming", "open", "closed"]

TOO_YOUNG = "Entrants must be {age} or over."
NOT_RESIDENT = "This draw is open to residents of {states} only."
UNKNOWN_POSTCODE = "We don't know this postcode. Please check it."
TERMS = "Please accept the draw's terms and conditions to enter."
UPCOMING = "Entries to {name} open on {day}."
CLOSED = "Entries to {name} closed on {day}."


def draw_day(config: SweepstakeConfig, now: datetime) -> date:
    """Today where the draw is run: its first state's time zone (as a location's hours are)."""
    zone = STATE_TIME_ZONES.get(config.states[0]) if config.states else None
    return now.astimezone(ZoneInfo(zone or DEFAULT_TIME_ZONE)).date()


def period(config: SweepstakeConfig, day: date) -> Period:
    if config.opens and day < config.opens:
        return "upcoming"
    if config.closes and day > config.closes:
        return "closed"
    return "open"


def _long(day: date) -> str:
    return f"{day.day} {day:%B %Y}"


def period_message(config: SweepstakeConfig, day: date) -> str | None:
    """Why entries are not taken today, or None while they are."""
    now = period(config, day)
    if now == "upcoming" and config.opens:
        return UPCOMING.format(name=config.name, day=_long(config.opens))
    if now == "closed" and config.closes:
        return CLOSED.format(name=config.name, day=_long(config.closes))
    return None


def age_on(birth: date, day: date) -> int:
    """Whole years; a 29 February birthday comes on 1 March in other years."""
    return day.year - birth.year - ((day.month, day.day) < (birth.month, birth.day))


def states_text(states: Sequence[str]) -> str:
    return states[0] if len(states) == 1 else ", ".join(states[:-1]) + " and " + states[-1]


def eligibility_problems(
    config: SweepstakeConfig,
    *,
    birth: date,
    postcode_state: str | None,
    terms_accepted: bool,
    day: date,
) -> list[tuple[str, str]]:
    """(field, message) for each rule of the draw the entrant does not meet."""
    found = []
    if age_on(birth, day) < config.min_age:
        found.append(("date_of_birth", TOO_YOUNG.format(age=config.min_age)))
    if postcode_state is None:
        found.append(("postcode", UNKNOWN_POSTCODE))
    elif config.states and postcode_state not in config.states:
        found.append(("postcode", NOT_RESIDENT.format(states=states_text(config.states))))
    if not terms_accepted:
        found.append(("draw_terms_accepted", TERMS))
    return found
