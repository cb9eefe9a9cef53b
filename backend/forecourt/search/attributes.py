"""The search attributes (spec: search §3 "Search state") and where each comes from.

Every attribute is defined once here as a SQL expression over a car and its location and
dealership. The SQL search backend filters and groups by these expressions; the in-memory index
loads the very same expressions into columns, so both backends agree by construction.

Kinds:
- term: one label per car (make, colour, "Toyota > Corolla", "Under $10,000"); a filter keeps cars
  whose label is any of the selected values.
- features: several labels per car (filtered_features); a filter keeps cars with any selected one.
- number: a numeric column; filter values are numbers or ranges 'min:max' (either side empty).
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from sqlalchemy import (
    ColumnElement,
    Select,
    SQLColumnExpression,
    String,
    and_,
    case,
    cast,
    func,
    literal,
    or_,
)

from forecourt.inventory.models import CAR_STATUSES, CAR_TYPES, ITEM_TYPES, Car
from forecourt.locations.models import Location
from forecourt.tenancy.config import FinanceConfig
from forecourt.tenancy.models import Dealership

Kind = Literal["term", "features", "number"]
# A column or an expression over columns (what SQLAlchemy can select, filter and group by).
Expr = SQLColumnExpression[Any]


@dataclass(frozen=True)
class Attribute:
    name: str
    kind: Kind
    # Values a filter may name; None means any text (makes, colours ... come from the stock).
    allowed: tuple[str, ...] | None = None
    counted: bool = True  # facet counts per value (numbers: only the few discrete ones)
    stats: bool = False  # facet statistics (min, max), for range sliders


# --- Price menus -----------------------------------------------------------------------------

# (lower, upper) in whole dollars: lower <= amount < upper. Prices are whole dollars, so the
# bucket is the inclusive range lower..upper-1, which is what the menu converts to (search §2).
PRICE_BUCKETS: tuple[tuple[int | None, int | None], ...] = (
    (None, 10_000),
    (10_000, 20_000),
    (20_000, 30_000),
    (30_000, 40_000),
    (40_000, 50_000),
    (50_000, 75_000),
    (75_000, 100_000),
    (100_000, None),
)
WEEKLY_BUCKETS: tuple[tuple[int | None, int | None], ...] = (
    (None, 100),
    (100, 150),
    (150, 200),
    (200, 250),
    (250, 300),
    (300, None),
)


def bucket_label(lower: int | None, upper: int | None) -> str:
    if lower is None:
        return f"Under ${upper:,}"
    if upper is None:
        return f"Over ${lower:,}"
    return f"${lower:,} - ${upper:,}"


PRICE_LABELS = tuple(bucket_label(lo, hi) for lo, hi in PRICE_BUCKETS)
WEEKLY_LABELS = tuple(bucket_label(lo, hi) for lo, hi in WEEKLY_BUCKETS)


def price_bucket_range(label: str) -> str | None:
    """The price range ('min:max') a price menu label stands for; None for unknown labels."""
    for (lower, upper), bucket in zip(PRICE_BUCKETS, PRICE_LABELS, strict=True):
        if bucket == label:
            return f"{lower if lower is not None else 1}:{upper - 1 if upper is not None else ''}"
    return None


def weekly_repayment_factor(finance: FinanceConfig) -> float:
    """Weekly repayment per dollar borrowed over the site's default term at its default rate.

    The weekly price menu (search §3 weekly_price_range) buckets cars by this advertised estimate:
    the whole price financed, no deposit, the site's establishment fee added to the loan.
    """
    weeks = round(finance.default_term_years * 52)
    rate = finance.default_rate / 100 / 52
    if rate == 0:
        return 1 / weeks
    return rate / (1 - (1 + rate) ** -weeks)


def weekly_price_thresholds(finance: FinanceConfig) -> list[int]:
    """The smallest whole-dollar price whose weekly estimate reaches each weekly bucket boundary."""
    factor = weekly_repayment_factor(finance)
    return [
        max(1, math.ceil(bound / factor - finance.establishment_fee))
        for bound, _ in WEEKLY_BUCKETS[1:]
        if bound is not None
    ]


def _bucket_case(
    amount: Expr, thresholds: Sequence[int], labels: Sequence[str]
) -> ColumnElement[str | None]:
    """labels[i] for thresholds[i-1] <= amount < thresholds[i]; no label for amounts of 0 or less
    (no price: the card shows the no-price text, so no price menu entry fits)."""
    whens: list[tuple[ColumnElement[bool], str]] = [(amount <= 0, None)]  # type: ignore[list-item]
    whens += [(amount < t, label) for t, label in zip(thresholds, labels, strict=False)]
    return case(*whens, else_=labels[-1])


# The price a shopper filters and sorts by is the one the card shows: the offer price when there
# is one, else the price (the same precedence as inventory.rules.price_display's current price).
SHOWN_PRICE: Expr = case((Car.offer_price > 0, Car.offer_price), else_=Car.price)


def price_range_expr() -> ColumnElement[str | None]:
    thresholds = [upper for _, upper in PRICE_BUCKETS if upper is not None]
    return _bucket_case(SHOWN_PRICE, thresholds, PRICE_LABELS)


def weekly_price_range_expr(finance: FinanceConfig) -> ColumnElement[str | None]:
    return _bucket_case(SHOWN_PRICE, weekly_price_thresholds(finance), WEEKLY_LABELS)


# --- Categories: the kind of stock as a shopper names it ("Used Cars", "New Caravans") ----------

ITEM_PLURALS = {
    "car": "Cars",
    "caravan": "Caravans",
    "motorcycle": "Motorcycles",
    "truck": "Trucks",
}
CATEGORIES = {
    f"{car_type.title()} {ITEM_PLURALS[item]}": (car_type, item)
    for car_type in CAR_TYPES
    for item in ITEM_TYPES
}


def categories_expr() -> ColumnElement[str | None]:
    return case(
        *[
            (and_(Car.car_type == car_type, Car.item_type == item), label)
            for label, (car_type, item) in CATEGORIES.items()
        ],
        else_=None,
    )


# --- Filtered features: a curated list matched against the car's standard equipment -----------

# label -> keywords; a car has the feature when any equipment line contains any keyword
# (case-insensitive). Keywords are plain ASCII words: no LIKE wildcards, quotes or commas.
FILTERED_FEATURES: dict[str, tuple[str, ...]] = {
    "Apple CarPlay": ("carplay",),
    "Android Auto": ("android auto",),
    "Reversing Camera": ("reversing camera", "rear view camera", "rear camera"),
    "360 Degree Camera": ("360 degree", "360-degree", "surround view"),
    "Parking Sensors": ("parking sensor", "park assist"),
    "Satellite Navigation": ("navigation", "sat nav"),
    "Bluetooth": ("bluetooth",),
    "Cruise Control": ("cruise control",),
    "Adaptive Cruise Control": ("adaptive cruise",),
    "Blind Spot Monitoring": ("blind spot",),
    "Lane Keep Assist": ("lane keep", "lane departure"),
    "Keyless Entry": ("keyless", "smart key"),
    "Leather Seats": ("leather",),
    "Heated Seats": ("heated seat", "heated front seat"),
    "Sunroof": ("sunroof", "moonroof", "panoramic roof"),
    "Alloy Wheels": ("alloy",),
    "Tow Bar": ("tow bar", "towbar"),
    "Third Row Seating": ("third row", "3rd row", "7 seat"),
}


def feature_conditions() -> dict[str, ColumnElement[bool]]:
    # The JSON text of the list is searched: a keyword without quotes or commas can only match
    # inside one equipment line, so this is "any line contains the keyword".
    equipment = func.lower(cast(Car.standard_equipment, String))
    return {
        label: or_(*[equipment.like(f"%{keyword}%") for keyword in keywords])
        for label, keywords in FILTERED_FEATURES.items()
    }


# --- The registry ----------------------------------------------------------------------------

ATTRIBUTES: dict[str, Attribute] = {
    a.name: a
    for a in (
        Attribute("badge", "term"),
        Attribute("status", "term", allowed=CAR_STATUSES),
        Attribute("car_type", "term", allowed=CAR_TYPES),
        Attribute("categories", "term", allowed=tuple(CATEGORIES)),
        Attribute("city", "term"),
        Attribute("colour", "term"),
        Attribute("dealership_name", "term"),
        Attribute("filtered_features", "features", allowed=tuple(FILTERED_FEATURES)),
        Attribute("item_type", "term", allowed=ITEM_TYPES),
        Attribute("km", "number", counted=False, stats=True),
        Attribute("location_name", "term"),
        Attribute("make", "term"),
        Attribute("make_model", "term"),
        Attribute("model", "term"),
        Attribute("price", "number", counted=False, stats=True),
        Attribute("subscription_price", "number", counted=False, stats=True),
        Attribute("price_range", "term", allowed=PRICE_LABELS),
        Attribute("seats", "number", stats=True),
        Attribute("body", "term"),
        Attribute("drive", "term"),
        Attribute("fuel", "term"),
        Attribute("transmission", "term"),
        Attribute("state", "term"),
        Attribute("tag", "term"),
        Attribute("weekly_price_range", "term", allowed=WEEKLY_LABELS),
        Attribute("year", "number", stats=True),
        Attribute("certified", "term", allowed=("true", "false")),
        Attribute("created_at_timestamp", "number", counted=False, stats=True),
    )
}
FACET_ATTRIBUTES = tuple(ATTRIBUTES)
MAKE_MODEL_SEPARATOR = " > "


def term_expressions(finance: FinanceConfig) -> dict[str, Expr]:
    """The label of every term attribute, over Car outer-joined to Location and Dealership."""
    return {
        "badge": Car.badge,
        "status": Car.status,
        "car_type": Car.car_type,
        "categories": categories_expr(),
        "city": func.coalesce(Location.city, Dealership.city),
        "colour": Car.colour,
        "dealership_name": Dealership.name,
        "item_type": Car.item_type,
        "location_name": Location.name,
        "make": Car.make,
        "make_model": Car.make + literal(MAKE_MODEL_SEPARATOR) + Car.model,
        "model": Car.model,
        "price_range": price_range_expr(),
        "body": Car.simple_body,
        "drive": Car.simple_drive,
        "fuel": Car.simple_fuel,
        "transmission": Car.simple_transmission,
        "state": func.coalesce(Location.state, Dealership.state),
        "tag": Car.tag,
        "weekly_price_range": weekly_price_range_expr(finance),
        "certified": case((Car.certified.is_(True), "true"), else_="false"),
    }


# created_at_timestamp is the listing time in epoch seconds; the SQL column is a datetime and
# range bounds are converted (see sql_backend), so there is no dialect-specific epoch maths.
NUMBER_COLUMNS: dict[str, Expr] = {
    "km": Car.km,
    "price": SHOWN_PRICE,
    "subscription_price": Car.subscription_price,
    "seats": Car.seats,
    "year": Car.year,
}
TIMESTAMP_ATTRIBUTES: dict[str, Expr] = {"created_at_timestamp": Car.created_at}

# spec: search (free text) - every query word must prefix a word of one of these fields.
TEXT_FIELDS: tuple[Expr, ...] = (
    Car.make,
    Car.model,
    Car.badge,
    Car.series,
    cast(Car.year, String),
    Car.colour,
    Car.body,
    Car.simple_body,
    Car.stocknum,
    Car.vin,
)


def join_stock(statement: Select[Any]) -> Select[Any]:
    """The FROM of every search query: each car with its (optional) location and its dealership."""
    return (
        statement.select_from(Car)
        .outerjoin(Location, Location.id == Car.location_id)
        .join(Dealership, Dealership.id == Car.dealership_id)
    )
