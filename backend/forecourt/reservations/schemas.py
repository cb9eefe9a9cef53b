"""What the reservation calls answer."""

from datetime import datetime

from pydantic import BaseModel


class ReserveQuote(BaseModel):
    reservable: bool
    amount: int | None
    fee_label: str  # what the deposit is called: by the car's payment processors, else the site's
    hold_hours: int
    note: str


class ReservationOut(BaseModel):
    id: int | None
    status: str  # held, confirmed, released, expired; "taken" when another buyer holds the car
    amount: int | None
    expires_at: datetime | None
    processor_status: str | None
    message: str
