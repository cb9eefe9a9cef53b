"""From a feed row to Car column values: renames and the simple_* facets derived from the detail.
Pure functions."""

from collections.abc import Callable
from typing import Any

from forecourt.inventory.feed_format import FeedRow

COLUMN_FOR = {"transmission": "trans"}  # feed column -> Car column, where the names differ
NOT_CAR_COLUMNS = frozenset({"location", "images"})  # resolved by the importer


def simplify_fuel(fuel: str) -> str:
    text = fuel.lower()
    for needle, simple in (
        ("plug-in", "Plug-in Hybrid"), ("phev", "Plug-in Hybrid"), ("hybrid", "Hybrid"),
        ("electric", "Electric"), ("diesel", "Diesel"), ("lpg", "LPG"), ("petrol", "Petrol"),
        ("unleaded", "Petrol"), ("ulp", "Petrol"),
    ):  # fmt: skip
        if needle in text:
            return simple
    return fuel[:20]


def simplify_transmission(transmission: str) -> str:
    return "Manual" if "manual" in transmission.lower() else "Automatic"


def simplify_drive(drive: str) -> str | None:
    text = drive.lower().replace(" ", "")
    for needles, simple in (
        (("4x4", "4wd", "fourwheel"), "4WD"), (("allwheel", "awd"), "AWD"),
        (("4x2", "rear", "rwd"), "RWD"), (("front", "fwd"), "FWD"),
    ):  # fmt: skip
        if any(n in text for n in needles):
            return simple
    return None


def simplify_body(body: str, item_type: str) -> str:
    if item_type != "car":
        return item_type.capitalize()
    text = body.lower()
    for needles, simple in (
        (("ute", "utility", "pick up", "pickup", "cab chassis"), "Ute"), (("hatch",), "Hatch"),
        (("sedan",), "Sedan"), (("coupe", "fastback"), "Coupe"),
        (("convertible", "roadster", "cabriolet"), "Convertible"), (("people mover",), "People Mover"),
        (("van",), "Van"), (("suv",), "SUV"), (("wagon",), "Wagon"),
    ):  # fmt: skip
        if any(n in text for n in needles):
            return simple
    return body[:30]


# (detailed column, simple column, derivation) for feeds that only carry the detailed value
DERIVED: tuple[tuple[str, str, Callable[[FeedRow], Any]], ...] = (
    ("fuel", "simple_fuel", lambda r: simplify_fuel(r.fuel) if r.fuel else None),
    ("transmission", "simple_transmission",
     lambda r: simplify_transmission(r.transmission) if r.transmission else None),
    ("drive", "simple_drive", lambda r: simplify_drive(r.drive) if r.drive else None),
    ("body", "simple_body", lambda r: simplify_body(r.body, r.item_type) if r.body else None),
)  # fmt: skip


def car_values(row: FeedRow, *, every_column: bool = False) -> dict[str, Any]:
    """Car column values for the columns the row provided (for an existing car, the others stay as
    they are), or for every column with its default (a new car)."""
    provided = row.model_fields_set
    columns = set(FeedRow.model_fields) if every_column else set(provided)
    values = {COLUMN_FOR.get(f, f): getattr(row, f) for f in columns - NOT_CAR_COLUMNS}
    for detailed, simple, derive in DERIVED:
        if detailed in provided and simple not in provided:
            values[simple] = derive(row)
    return values


def _without_repeated_model(model: str, badge: str) -> str:
    """The badge without the leading words that repeat the end of the model name: feeds often
    send "ZS EV Essence" for the MG ZS, or "Tucson" as the base badge of the Hyundai Tucson."""
    model_words, badge_words = model.lower().split(), badge.split()
    for n in range(min(len(model_words), len(badge_words)), 0, -1):
        if [w.lower() for w in badge_words[:n]] == model_words[-n:]:
            return " ".join(badge_words[n:])
    return badge


def car_name(year: int, make: str, model: str, badge: str | None) -> str:
    badge = _without_repeated_model(model, badge) if badge else None
    return " ".join(str(p) for p in (year, make, model, badge) if p)
