from datetime import date
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from forecourt.core.form_fields import Email
from forecourt.core.forms import WEEKDAYS, AustralianState, Clock, Form, Image, Phone, Postcode


class OpeningHoursOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    weekday: int
    status: str
    open: str | None
    close: str | None
    formated_hours: str


class SpecialHoursOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    date: date
    status: str
    start_hour: str | None
    end_hour: str | None
    name: str | None
    public_holiday: bool = False  # a public holiday the dealer gave no hours for: closed


class AddressOut(BaseModel):
    street: str | None
    city: str | None
    state: str | None
    postcode: str | None
    lat: float | None
    long: float | None
    place_id: str | None
    place_url: str | None


class LocationOut(BaseModel):
    id: int
    slug: str
    name: str
    dealership_id: int
    location_type: str
    location_subtype: str | None
    primary: bool
    manufacturers: list[str]
    address: AddressOut
    phone: str | None
    landline_phone: str | None
    email: str | None
    image_url: str | None
    dealer_licence_number: str | None
    motor_vehicle_repairer: str | None
    review_average: float | None
    review_count: int
    opening_hours: list[OpeningHoursOut]
    special_hours: list[SpecialHoursOut] = Field(
        description="The dealer's special hours, and coming public holidays closed (by date)"
    )
    time_zone: str = Field(description="IANA time zone of the location (from its state)")


def _check_hours(
    status: str, opens: tuple[str | None, str], closes: tuple[str | None, str]
) -> None:
    """A day that opens has both times, the closing one later; each (time, field name)."""
    if status != "Open":
        return
    if not opens[0] or not closes[0]:
        raise ValueError(f"{opens[1]}: Give the opening and closing times, or mark it closed.")
    if closes[0] <= opens[0]:
        raise ValueError(f"{closes[1]}: The closing time must be after the opening time.")


class HoursIn(Form):
    weekday: Literal[0, 1, 2, 3, 4, 5, 6] = Field(
        description="0 is Sunday", json_schema_extra={"x-labels": list(WEEKDAYS)}
    )
    status: Literal["Open", "Closed"] = "Open"
    open: Clock | None = None
    close: Clock | None = None

    @model_validator(mode="after")
    def _open_before_close(self) -> Self:
        _check_hours(self.status, (self.open, "open"), (self.close, "close"))
        return self


class SpecialHoursIn(Form):
    date: date
    status: Literal["Open", "Closed"] = "Closed"
    start_hour: Clock | None = None
    end_hour: Clock | None = None
    name: Annotated[str, Field(max_length=100)] | None = None

    @model_validator(mode="after")
    def _open_before_close(self) -> Self:
        _check_hours(self.status, (self.start_hour, "start_hour"), (self.end_hour, "end_hour"))
        return self


class LocationIn(Form):
    name: Annotated[str, Field(min_length=1, max_length=200)]
    location_type: Literal["sales", "service", "parts", ""] = ""
    visible: bool = True
    street: Annotated[str, Field(max_length=200)] | None = None
    city: Annotated[str, Field(max_length=100)] | None = None
    state: AustralianState | None = None
    postcode: Postcode | None = None
    phone: Phone | None = None
    email: Email | None = None
    image_url: Image | None = None
    dealer_licence_number: Annotated[str, Field(max_length=50)] | None = None
    opening_hours: list[HoursIn] = Field(default_factory=list, max_length=7)
    special_hours: list[SpecialHoursIn] = Field(default_factory=list, max_length=100)

    @model_validator(mode="after")
    def _one_entry_per_day(self) -> Self:
        if len({h.weekday for h in self.opening_hours}) < len(self.opening_hours):
            raise ValueError("opening_hours: Each weekday once.")
        if len({h.date for h in self.special_hours}) < len(self.special_hours):
            raise ValueError("special_hours: Each date once.")
        return self


class NewLocationIn(LocationIn):
    dealership_id: Annotated[int, Field(ge=1)]


class Holiday(BaseModel):
    date: date
    name: str
    hours_given: bool = Field(description="The dealer gave special hours; otherwise closed")


class LocationRow(BaseModel):
    id: int
    slug: str
    dealership_id: int
    dealership_name: str
    values: dict[str, Any] = Field(description="The location as LocationIn")
    coming_holidays: list[Holiday]
