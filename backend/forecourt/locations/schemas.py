from datetime import date

from pydantic import BaseModel, ConfigDict, Field


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
