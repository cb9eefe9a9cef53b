"""What the console's calendar sends and receives: a location's days (its hours, or why it is
closed) and its appointments, each at its location's own local day and time; the leads waiting
for a time, and the time the dealer books for one."""

import datetime as dt
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from forecourt.core import form_fields as f
from forecourt.core.types import DbId


class CalendarLocationOut(BaseModel):
    id: int
    name: str
    dealership_id: int
    dealership_name: str
    location_type: str
    time_zone: str = Field(description="The IANA zone every day and time of it is in")


class CalendarDayOut(BaseModel):
    date: dt.date
    opens: str | None = Field(description='"09:00" local; None when closed or hours unknown')
    closes: str | None
    closed: str | None = Field(
        description="Why it is shut: a public holiday's or closure's name, or \"Closed\""
    )


class AppointmentOut(BaseModel):
    id: int
    lead_id: int
    kind: Literal["test_drive", "service_booking"]
    status: Literal["booked", "cancelled"]
    location_id: int | None
    location_name: str | None
    time_zone: str
    date: dt.date = Field(description="The location's own calendar day")
    time: str | None = Field(description='"10:00" local; None: any time that day (a drop-off)')
    minutes: int
    starts_at: dt.datetime | None
    label: str = Field(description='"Thursday 3 December 2026 at 10:00 am"')
    shopper: str
    car_name: str | None
    lead_status: str
    cancel_reason: str | None
    cancelled_at: dt.datetime | None


class CalendarOut(BaseModel):
    locations: list[CalendarLocationOut] = Field(
        description="Every location whose calendar the user may open (their dealerships')"
    )
    location: CalendarLocationOut | None = Field(
        description="The one shown; None when the user's dealerships have no location"
    )
    days: list[CalendarDayOut]
    appointments: list[AppointmentOut]


class BookingChoicesOut(BaseModel):
    locations: list[CalendarLocationOut] = Field(
        description="Where the user may book it: their dealerships' locations"
    )
    location_id: int | None = Field(
        description="The one offered first: the lead's or its car's, else its dealership's"
    )


class LeadAppointmentOut(BaseModel):
    appointment: AppointmentOut | None = Field(
        description="The lead's test drive or service booking; None for a lead without one"
    )
    booking: BookingChoicesOut | None = Field(
        description="Set when the lead may be given a time: a test drive or service booking "
        "without a booked appointment (none yet, or cancelled)"
    )


class WaitingLeadOut(BaseModel):
    lead_id: int
    kind: Literal["test_drive", "service_booking"]
    shopper: str
    car_name: str | None
    dealership_id: int
    dealership_name: str
    lead_status: str
    created_at: dt.datetime
    location_id: int | None = Field(description="Where a booking is offered first")


class WaitingOut(BaseModel):
    leads: list[WaitingLeadOut] = Field(description="Newest first, at most 100")
    total: int = Field(description="How many wait in all")


class BookTimeIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    location_id: Annotated[DbId, f.friendly("Please choose a location.")]
    date: f.Day
    time: f.TimeOfDay = Field(description="The location's local time")


class RescheduleIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    date: f.Day
    time: f.TimeOfDay = Field(description="The location's local time")


class CancelIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    reason: Annotated[str, Field(max_length=500)] | None = None
