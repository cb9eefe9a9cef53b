"""One row of a stock feed (CSV or JSON), validated field by field. Documented in docs/stock-import.md.

Cells are forgiving where dealer systems differ harmlessly ("$24,990", "In Stock", "yes",
"01/03/2026", "a|b|c" lists) and strict where a mistake would mislead a shopper (a price that is not
a number, an unknown car type, a VIN that is not 17 characters).
"""

import re
from datetime import date, datetime
from typing import Any, Literal
from zoneinfo import ZoneInfo

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from forecourt.media.store import MediaStore

REQUIRED = ("stocknum", "year", "make", "model", "car_type", "price")
FIRST_MODEL_YEAR = 1900
LATE_YEAR_MESSAGE = "Year cannot be later than next year"
# The dealers' calendar: next year's models are on sale from 1 January in Australia, hours before
# it is the new year where the server's clock runs.
DEALERS_TIME_ZONE = ZoneInfo("Australia/Sydney")
VIN_PATTERN = r"^[A-HJ-NPR-Z0-9]{17}$"  # ISO 3779: 17 characters, never I, O or Q
LIST_SEPARATOR = "|"


def _text(max_length: int) -> Any:
    return Field(default=None, max_length=max_length)


def _whole() -> Any:  # optional whole numbers: dollars, kg, mm
    return Field(default=None, ge=0, le=100_000_000)


class FeedRow(BaseModel):
    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    # identity
    stocknum: str = Field(min_length=1, max_length=50)
    vin: str | None = Field(default=None, pattern=VIN_PATTERN)
    year: int = Field(ge=FIRST_MODEL_YEAR)  # up to latest_model_year(): the bound moves yearly
    make: str = Field(min_length=1, max_length=100)
    model: str = Field(min_length=1, max_length=100)
    badge: str | None = _text(100)
    series: str | None = _text(100)
    variant: str | None = _text(100)
    # classification and state
    item_type: Literal["car", "caravan", "motorcycle", "truck"] = "car"
    car_type: Literal["new", "demo", "used"]
    status: Literal["in_stock", "coming_soon", "sold"] = "in_stock"
    tag: str | None = _text(50)
    reserved: bool = False
    certified: bool = False
    preorder: bool = False
    show_on_dealer_website: bool = True
    custom_rank: int = Field(default=0, ge=-1_000_000, le=1_000_000)
    location: str | None = Field(default=None, max_length=120)  # a location slug of the dealership
    # price, whole Australian dollars
    price: int = Field(ge=0, le=100_000_000)
    before_price: int | None = _whole()
    offer_price: int | None = _whole()
    subscription_price: int | None = _whole()
    price_type: str | None = _text(50)
    # usage and registration
    km: int = Field(default=0, ge=0, le=10_000_000)
    nvic: str | None = _text(20)
    regplate: str | None = _text(20)
    rego_expiry: date | None = None
    build_date: date | None = None
    compliance_date: date | None = None
    # description and specifications
    colour: str | None = _text(50)
    interior_colour: str | None = _text(50)
    body: str | None = _text(50)
    simple_body: str | None = Field(default=None, max_length=30)
    fuel: str | None = _text(50)
    simple_fuel: str | None = _text(20)
    transmission: str | None = _text(50)
    simple_transmission: Literal["Automatic", "Manual"] | None = None
    drive: str | None = _text(50)
    simple_drive: Literal["FWD", "RWD", "AWD", "4WD"] | None = None
    seats: int | None = Field(default=None, ge=1, le=99)
    doors: int | None = Field(default=None, ge=0, le=9)
    engine_size_litres: float | None = Field(default=None, gt=0, le=20)
    cylinders: int | None = Field(default=None, ge=0, le=16)
    gearnum: int | None = Field(default=None, ge=1, le=24)
    power_kw: int | None = Field(default=None, ge=1, le=2000)
    torque_nm: int | None = Field(default=None, ge=1, le=5000)
    fuel_consumption_combined: float | None = Field(default=None, ge=0, le=60)
    fuel_capacity_litres: int | None = Field(default=None, ge=0, le=2000)
    towing_capacity_braked_kg: int | None = _whole()
    gross_vehicle_mass_kg: int | None = _whole()
    ancap_rating: int | None = Field(default=None, ge=0, le=5)
    bodyconfiguration: str | None = _text(50)
    sleeps: int | None = Field(default=None, ge=1, le=20)
    tare_weight_kg: int | None = _whole()
    aggregate_trailer_mass_kg: int | None = _whole()
    axle_type: str | None = Field(default=None, max_length=30)
    standard_equipment: list[str] = Field(default=[], max_length=200)
    dealercomments: str | None = Field(default=None, max_length=10_000)
    # media
    images: list[str] = Field(default=[], max_length=100)
    video_url: str | None = Field(default=None, max_length=500)
    external_video_url: str | None = Field(default=None, max_length=500)

    @model_validator(mode="before")
    @classmethod
    def _blank_cells(cls, data: Any) -> Any:
        """An empty cell means "no value": missing for a required column, the default (or, for a car
        already in stock, its current value) for a column that cannot be empty, such as km."""
        if not isinstance(data, dict):
            return data
        cleaned = {
            k: (None if isinstance(v, str) and not v.strip() else v) for k, v in data.items()
        }
        return {k: v for k, v in cleaned.items() if not (v is None and k in _DROP_WHEN_BLANK)}

    @field_validator("item_type", "car_type", "status", mode="before")
    @classmethod
    def _choice(cls, value: Any) -> Any:  # "In Stock", "coming-soon" -> in_stock, coming_soon
        return re.sub(r"[\s-]+", "_", value.strip().lower()) if isinstance(value, str) else value

    @field_validator(
        "price", "before_price", "offer_price", "subscription_price", "km", "year", mode="before"
    )
    @classmethod
    def _number(cls, value: Any) -> Any:  # "$24,990" -> 24990
        return re.sub(r"[$,\s]", "", value) if isinstance(value, str) else value

    @field_validator("year")
    @classmethod
    def _not_future(cls, year: int) -> int:
        if year > latest_model_year(datetime.now(DEALERS_TIME_ZONE).date()):
            raise ValueError(LATE_YEAR_MESSAGE)
        return year

    @field_validator("vin", mode="before")
    @classmethod
    def _vin(cls, value: Any) -> Any:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("rego_expiry", "build_date", "compliance_date", mode="before")
    @classmethod
    def _australian_date(cls, value: Any) -> Any:  # 31/01/2026 as well as 2026-01-31
        if isinstance(value, str) and re.fullmatch(r"\d{1,2}/\d{1,2}/\d{4}", value.strip()):
            try:
                return datetime.strptime(value.strip(), "%d/%m/%Y").date()
            except ValueError as exc:
                raise ValueError("Date should be DD/MM/YYYY or YYYY-MM-DD") from exc
        return value

    @field_validator("images", "standard_equipment", mode="before")
    @classmethod
    def _list(cls, value: Any) -> Any:  # CSV cells hold lists as a|b|c
        if value is None:
            return []
        if isinstance(value, str):
            return [part.strip() for part in value.split(LIST_SEPARATOR) if part.strip()]
        return value

    @field_validator("images")
    @classmethod
    def _image_sources(cls, sources: list[str]) -> list[str]:
        for source in sources:
            if not is_image_source(source):
                raise ValueError(f"'{source}' is neither an http(s) URL nor a media key")
        return sources

    @field_validator("video_url", "external_video_url")
    @classmethod
    def _url(cls, value: str | None) -> str | None:
        if value is not None and not re.match(r"^https?://\S+$", value):
            raise ValueError("Should be an http(s) URL")
        return value


def latest_model_year(today: date) -> int:
    """The latest model year a feed may list (docs/stock-import.md: from 1900 to next year)."""
    return today.year + 1


def is_image_source(source: str) -> bool:
    if re.match(r"^https?://\S+$", source):
        return True
    return len(source) <= 500 and MediaStore.is_safe_key(source) and " " not in source


FEED_COLUMNS = tuple(FeedRow.model_fields)
_DROP_WHEN_BLANK = frozenset(
    name
    for name, info in FeedRow.model_fields.items()
    if info.is_required() or (info.default is not None and not isinstance(info.default, list))
)
