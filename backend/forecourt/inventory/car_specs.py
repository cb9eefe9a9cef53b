"""A car's specifications and features as the console edits them: the spec fields the car's page
shows, each validated by the feed import's own rule for that column (FeedRow), so a value the
console takes is one a feed could have sent, and the other way round."""

from typing import Any

from pydantic import BaseModel, ConfigDict, create_model
from pydantic.fields import FieldInfo

from forecourt.inventory.feed_format import FeedRow
from forecourt.inventory.feed_values import (
    COLUMN_FOR,
    simplify_body,
    simplify_drive,
    simplify_fuel,
    simplify_transmission,
)
from forecourt.inventory.models import Car

# (feed column, the label the car's page gives it)
SPEC_LABELS: tuple[tuple[str, str], ...] = (
    ("body", "Body"), ("colour", "Colour"), ("interior_colour", "Interior colour"),
    ("transmission", "Transmission"), ("gearnum", "Gears"), ("drive", "Drive"), ("fuel", "Fuel"),
    ("engine_size_litres", "Engine size (L)"), ("cylinders", "Cylinders"),
    ("power_kw", "Power (kW)"), ("torque_nm", "Torque (Nm)"),
    ("fuel_consumption_combined", "Fuel consumption, combined (L/100km)"),
    ("fuel_capacity_litres", "Fuel capacity (L)"), ("seats", "Seats"), ("doors", "Doors"),
    ("bodyconfiguration", "Body configuration"), ("gross_vehicle_mass_kg", "Gross vehicle mass (kg)"),
    ("towing_capacity_braked_kg", "Towing capacity, braked (kg)"), ("ancap_rating", "ANCAP rating"),
    ("sleeps", "Sleeps"), ("tare_weight_kg", "Tare weight (kg)"),
    ("aggregate_trailer_mass_kg", "Aggregate trailer mass (kg)"), ("axle_type", "Axle type"),
    ("standard_equipment", "Features"),
)  # fmt: skip
SPEC_COLUMNS = tuple(name for name, _ in SPEC_LABELS)


def _field(name: str, label: str) -> tuple[Any, FieldInfo]:
    rule = FeedRow.model_fields[name]
    return rule.annotation, FieldInfo.merge_field_infos(rule, title=label)


CarSpecs: type[BaseModel] = create_model(  # type: ignore[call-overload]
    "CarSpecs",
    __config__=ConfigDict(extra="forbid", str_strip_whitespace=True),
    __doc__="A car's specifications and features (an empty value hides the row on its page).",
    **{name: _field(name, label) for name, label in SPEC_LABELS},
)


def column(name: str) -> str:
    return COLUMN_FOR.get(name, name)


def specs_of(car: Car) -> dict[str, Any]:
    return {name: getattr(car, column(name)) for name in SPEC_COLUMNS}


def car_values(specs: BaseModel, car: Car) -> dict[str, Any]:
    """Car column values for the specs, with the search's simple_* facets derived again from the
    detailed values, as the feed import derives them."""
    values = {column(name): getattr(specs, name) for name in SPEC_COLUMNS}
    values["standard_equipment"] = [f for f in values["standard_equipment"] if f]
    simple = {
        "simple_fuel": simplify_fuel(values["fuel"]) if values["fuel"] else None,
        "simple_transmission": simplify_transmission(values["trans"]) if values["trans"] else None,
        "simple_drive": simplify_drive(values["drive"]) if values["drive"] else None,
        "simple_body": simplify_body(values["body"], car.item_type) if values["body"] else None,
    }
    return values | simple
