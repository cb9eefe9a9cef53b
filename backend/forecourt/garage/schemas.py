from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from forecourt.core import form_fields as f
from forecourt.core.types import MAX_DB_ID
from forecourt.identity.schemas import MobilePhone, ShopperOut
from forecourt.inventory.schemas import CarCard
from forecourt.leads.schemas import TradeInOffer
from forecourt.reservations.schemas import ReservationOut

AlertChannel = Literal["email", "sms", "off"]
SearchName = Annotated[str, Field(min_length=1, max_length=120, pattern=r"\S")]


class WatchlistIn(BaseModel):
    """spec: vehicle §7, {phone_number, car_id}; the phone must be the signed-in shopper's."""

    model_config = ConfigDict(extra="forbid")

    phone_number: MobilePhone
    car_id: int = Field(ge=1, le=MAX_DB_ID)


class WatchlistOut(BaseModel):
    success: bool
    car_ids: list[int] = Field(description="Every car on the shopper's watchlist, newest first")


class SavedCarOut(BaseModel):
    car: CarCard
    saved_at: datetime
    saved_price: int | None
    price_drop: int | None = Field(description="Dollars less than when saved; None if not lower")
    sold: bool


class SavedSearchIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: SearchName
    # The search page the shopper was on, path and query: /search/used-cars?make=Mazda
    path: Annotated[str, Field(min_length=8, max_length=500, pattern=r"^/search(/|\?|$)")]
    alert: AlertChannel = "email"


class SavedSearchChange(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: SearchName | None = None
    alert: AlertChannel | None = None


class UnsubscribeOut(BaseModel):
    message: str


class SavedSearchOut(BaseModel):
    id: int
    name: str
    path: str
    alert: str
    created_at: datetime
    last_alert_at: datetime | None


class ProfileIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: f.Name | None = None
    last_name: f.LastName | None = None
    email: f.Email | None = None
    postcode: f.Postcode | None = None
    price_alert: AlertChannel | None = Field(
        default=None, description="How price drops of saved cars are told: email, sms or off"
    )


class GarageOut(BaseModel):
    user: ShopperOut
    cars: list[SavedCarOut]
    searches: list[SavedSearchOut]


class DealContact(BaseModel):
    name: str
    phone: str | None
    email: str | None


class DealTradeIn(BaseModel):
    vehicle: str = Field(description="The shopper's car as they described it")
    offer: TradeInOffer


class DealFinance(BaseModel):
    status: str = Field(description="enquired (a lead only), or the application's status")
    status_text: str
    lender: str | None


class ShopperDealOut(BaseModel):
    """One purchase: the car, its hold and deposit, its finance, the trade-in, whom to call and
    what comes next."""

    id: int
    token: str = Field(description="Send as `deal_token` with the purchase's next lead")
    car: CarCard | None
    dealership: DealContact
    reservation: ReservationOut | None
    finance: DealFinance | None
    trade_in: DealTradeIn | None
    next_step: str


class DealsOut(BaseModel):
    deals: list[ShopperDealOut]


class OwedDeposit(BaseModel):
    """A reservation of the shopper's whose deposit the payment processor has not held yet."""

    reservation_id: int
    amount: int = Field(description="Whole dollars")
    car: CarCard | None
    car_name: str
    status: Literal["held", "confirmed"] = Field(
        description="held: until expires_at unless the dealer confirms; confirmed by the dealer"
    )
    expires_at: datetime
    dealership: DealContact


class OwedDepositsOut(BaseModel):
    deposits: list[OwedDeposit]
    pays_online: bool = Field(
        description="The site's payment processor takes deposits online; otherwise the dealer "
        "arranges them"
    )
    fee_label: str
    note: str = Field(description="What the shopper is told about the money")


class DepositPaymentOut(BaseModel):
    paid: bool = Field(description="The payment processor holds the deposit")
    message: str
    reservation: ReservationOut
