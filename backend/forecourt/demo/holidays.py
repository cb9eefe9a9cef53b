"""Australian public holidays by state, for the demo locations' special hours."""

from datetime import date, timedelta


def easter_sunday(year: int) -> date:
    """Anonymous Gregorian algorithm (Meeus/Jones/Butcher)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = b // 4, b % 4
    f = (b + 8) // 25
    g = (b - f + 1) // 3
    h = (19 * a + b - d - g + 15) % 30
    i, k = c // 4, c % 4
    ell = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * ell) // 451
    month = (h + ell - 7 * m + 114) // 31
    day = (h + ell - 7 * m + 114) % 31 + 1
    return date(year, month, day)


def nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The n-th `weekday` (Monday 0) of a month; n = -1 for the last one."""
    if n > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last = (date(year + month // 12, month % 12 + 1, 1)) - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


MON, TUE = 0, 1


def holidays(year: int, state: str) -> dict[date, str]:
    easter = easter_sunday(year)
    days = {
        date(year, 1, 1): "New Year's Day",
        date(year, 1, 26): "Australia Day",
        easter - timedelta(days=2): "Good Friday",
        easter + timedelta(days=1): "Easter Monday",
        date(year, 4, 25): "Anzac Day",
        date(year, 12, 25): "Christmas Day",
        date(year, 12, 26): "Boxing Day",
    }
    kings_birthday = {
        "QLD": nth_weekday(year, 10, MON, 1),
        "WA": nth_weekday(year, 9, MON, -1),
    }.get(state, nth_weekday(year, 6, MON, 2))
    days[kings_birthday] = "King's Birthday"
    labour_day = {
        "VIC": nth_weekday(year, 3, MON, 2),
        "TAS": nth_weekday(year, 3, MON, 2),
        "WA": nth_weekday(year, 3, MON, 1),
        "QLD": nth_weekday(year, 5, MON, 1),
    }.get(state, nth_weekday(year, 10, MON, 1))
    days[labour_day] = "Eight Hours Day" if state == "TAS" else "Labour Day"
    if state == "VIC":
        days[nth_weekday(year, 11, TUE, 1)] = "Melbourne Cup Day"
    return days


def upcoming_holidays(today: date, state: str, count: int = 5) -> list[tuple[date, str]]:
    """The next `count` public holidays in `state` from `today` (inclusive)."""
    found = {**holidays(today.year, state), **holidays(today.year + 1, state)}
    return sorted((d, name) for d, name in found.items() if d >= today)[:count]
