"""Feed rows to car values: the documented columns, the Car columns they fill, the derived filters."""

import re

import pytest

from forecourt.core.settings import REPO_DIR
from forecourt.inventory.feed_format import FEED_COLUMNS, FeedRow
from forecourt.inventory.feed_values import (
    COLUMN_FOR,
    NOT_CAR_COLUMNS,
    car_name,
    car_values,
    simplify_body,
    simplify_drive,
    simplify_fuel,
    simplify_transmission,
)
from forecourt.inventory.models import Car

MINIMAL = {
    "stocknum": "A1",
    "year": 2024,
    "make": "Kia",
    "model": "Sportage",
    "car_type": "used",
    "price": 1,
}


def test_every_feed_column_is_documented_and_only_those():
    doc = (REPO_DIR / "docs" / "stock-import.md").read_text()
    documented = set(re.findall(r"^\| `([a-z_]+)` \|", doc, flags=re.MULTILINE))
    assert documented == set(FEED_COLUMNS)


def test_every_feed_column_fills_a_car_column():
    car_columns = set(Car.__table__.columns.keys())
    for column in set(FEED_COLUMNS) - NOT_CAR_COLUMNS:
        assert COLUMN_FOR.get(column, column) in car_columns, column


def test_only_the_columns_a_row_provides_are_written_to_an_existing_car():
    row = FeedRow.model_validate({**MINIMAL, "transmission": "7 Speed Dual Clutch"})
    values = car_values(row)
    assert values["trans"] == "7 Speed Dual Clutch"
    assert values["simple_transmission"] == "Automatic"
    assert "km" not in values and "images" not in values and "location" not in values
    assert car_values(row, every_column=True)["km"] == 0


def test_a_simple_filter_given_by_the_feed_wins_over_the_derived_one():
    row = FeedRow.model_validate(
        {**MINIMAL, "fuel": "Hybrid with Unleaded Petrol", "simple_fuel": "Petrol"}
    )
    assert car_values(row)["simple_fuel"] == "Petrol"


@pytest.mark.parametrize(
    "fuel,simple",
    [("Unleaded Petrol", "Petrol"), ("Premium ULP", "Petrol"), ("Diesel", "Diesel"),
     ("Hybrid with Unleaded Petrol", "Hybrid"), ("Plug-in Hybrid (Petrol)", "Plug-in Hybrid"),
     ("Electric", "Electric"), ("LPG", "LPG")],
)  # fmt: skip
def test_fuel_filter_is_derived_from_the_fuel(fuel, simple):
    assert simplify_fuel(fuel) == simple


def test_transmission_drive_and_body_filters_are_derived():
    assert simplify_transmission("6 Speed Manual") == "Manual"
    assert simplify_transmission("CVT") == "Automatic"
    assert [simplify_drive(d) for d in ("4x4 Dual Range", "All Wheel Drive", "Rear Wheel Drive", "4x2", "FWD")] == [
        "4WD", "AWD", "RWD", "RWD", "FWD",
    ]  # fmt: skip
    assert simplify_drive("Chain") is None
    assert simplify_body("Double Cab Pick Up", "car") == "Ute"
    assert simplify_body("Hatchback", "car") == "Hatch"
    assert simplify_body("Tautliner", "truck") == "Truck"


def test_cells_are_lenient_where_dealer_systems_differ_harmlessly():
    row = FeedRow.model_validate(
        {**MINIMAL, "price": "$24,990", "km": "41,230", "status": "Coming Soon", "car_type": "Used",
         "certified": "yes", "build_date": "01/03/2024", "vin": " mpbumff50px123456 ", "images": "a.jpg|b.jpg"}
    )  # fmt: skip
    assert (row.price, row.km, row.status, row.car_type, row.certified) == (
        24990,
        41230,
        "coming_soon",
        "used",
        True,
    )
    assert row.build_date.isoformat() == "2024-03-01"
    assert row.vin == "MPBUMFF50PX123456"
    assert row.images == ["a.jpg", "b.jpg"]


def test_an_empty_cell_for_a_column_that_cannot_be_empty_is_left_out():
    row = FeedRow.model_validate({**MINIMAL, "km": "", "badge": ""})
    assert "km" not in row.model_fields_set and row.badge is None


@pytest.mark.parametrize(
    ("model", "badge", "name"),
    [
        ("Tucson", "Tucson", "2026 Hyundai Tucson"),
        ("ZS", "ZS EV Essence", "2026 Hyundai ZS EV Essence"),
        ("LandCruiser Prado", "Prado GXL", "2026 Hyundai LandCruiser Prado GXL"),
        ("Tucson", "Elite", "2026 Hyundai Tucson Elite"),
        ("i30", "i30N", "2026 Hyundai i30 i30N"),  # a different word, kept
        ("Tucson", None, "2026 Hyundai Tucson"),
    ],
)
def test_the_car_name_drops_a_badge_word_that_repeats_the_model(model, badge, name):
    assert car_name(2026, "Hyundai", model, badge) == name
