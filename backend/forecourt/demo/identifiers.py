"""Believable vehicle identifiers: VINs (ISO 3779 charset, valid check digit), NVICs, rego plates."""

import random
import string

VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"  # no I, O or Q (ISO 3779)
_TRANSLITERATION = {
    **{str(d): d for d in range(10)},
    **dict(zip("ABCDEFGH", range(1, 9), strict=True)),
    **dict(zip("JKLMN", range(1, 6), strict=True)),
    "P": 7, "R": 9,
    **dict(zip("STUVWXYZ", range(2, 10), strict=True)),
}  # fmt: skip
_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
_YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789"  # 30-year cycle from 1980


def vin_check_digit(vin: str) -> str:
    total = sum(_TRANSLITERATION[c] * w for c, w in zip(vin, _WEIGHTS, strict=True))
    r = total % 11
    return "X" if r == 10 else str(r)


def make_vin(wmi: str, year: int, serial: int, rng: random.Random) -> str:
    """17 characters: maker (3), descriptor (5), check digit, model year, plant, serial (6)."""
    descriptor = "".join(rng.choice(VIN_CHARS) for _ in range(5))
    year_code = _YEAR_CODES[(year - 1980) % 30]
    plant = rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ")
    draft = f"{wmi}{descriptor}0{year_code}{plant}{serial % 1_000_000:06d}"
    return draft[:8] + vin_check_digit(draft) + draft[9:]


def make_nvic(rng: random.Random) -> str:
    return rng.choice("0123456789") + "".join(
        rng.choice(string.ascii_uppercase + string.digits) for _ in range(5)
    )


def _letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def _digits(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(string.digits) for _ in range(n))


def make_plate(state: str, rng: random.Random) -> str:
    """A standard-issue plate in the state's current pattern."""
    if state == "NSW":
        return _letters(rng, 3) + _digits(rng, 2) + _letters(rng, 1)
    if state == "VIC":
        return _digits(rng, 1) + _letters(rng, 2) + _digits(rng, 1) + _letters(rng, 2)
    if state == "QLD":
        return _digits(rng, 3) + _letters(rng, 3)
    if state == "WA":
        return "1" + _letters(rng, 3) + _digits(rng, 3)
    if state == "SA":
        return "S" + _digits(rng, 3) + _letters(rng, 3)
    if state == "TAS":
        return _letters(rng, 1) + _digits(rng, 2) + _letters(rng, 2)
    return _letters(rng, 3) + _digits(rng, 3)
