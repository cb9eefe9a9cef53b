"""The typed long tail of specifications, as labelled rows; empty, null and "null" are hidden."""

from collections.abc import Callable
from typing import Any

from forecourt.inventory.models import Car


def _unit(suffix: str) -> Callable[[Any], str]:
    return lambda v: f"{v:,} {suffix}" if isinstance(v, int) else f"{v} {suffix}"


SPEC_FIELDS: list[tuple[str, str, Callable[[Any], str] | None]] = [
    ("engine_size_litres", "Engine Size", lambda v: f"{v:.1f} L"),
    ("cylinders", "Cylinders", None),
    ("induction", "Induction", None),
    ("power_kw", "Power", _unit("kW")),
    ("torque_nm", "Torque", _unit("Nm")),
    ("gearnum", "Gears", None),
    ("bodyconfiguration", "Body Configuration", None),
    ("fuel_consumption_combined", "Fuel Consumption (Combined)", lambda v: f"{v:.1f} L/100km"),
    ("fuel_capacity_litres", "Fuel Capacity", _unit("L")),
    ("gross_vehicle_mass_kg", "Gross Vehicle Mass", _unit("kg")),
    ("length_mm", "Length", _unit("mm")),
    ("width_mm", "Width", _unit("mm")),
    ("height_mm", "Height", _unit("mm")),
    ("towing_capacity_braked_kg", "Towing Capacity (Braked)", _unit("kg")),
    ("ancap_rating", "ANCAP Rating", lambda v: f"{v} stars"),
    ("body_length_mm", "Body Length", _unit("mm")),
    ("body_width_mm", "Body Width", _unit("mm")),
    ("tare_weight_kg", "Tare Weight", _unit("kg")),
    ("aggregate_trailer_mass_kg", "Aggregate Trailer Mass", _unit("kg")),
    ("axle_type", "Axle Type", None),
    ("sleeps", "Sleeps", None),
]


def is_blank(value: Any) -> bool:
    """spec: vehicle §5 - specs with empty, null or the text "null" values are hidden."""
    return value is None or (isinstance(value, str) and value.strip().lower() in ("", "null"))


def specification_rows(car: Car) -> list[tuple[str, str]]:
    rows = []
    for attr, label, fmt in SPEC_FIELDS:
        value = getattr(car, attr)
        if is_blank(value):
            continue
        rows.append((label, fmt(value) if fmt else str(value)))
    return rows
