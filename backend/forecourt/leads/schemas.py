"""What each form sends (typed per kind; spec: vehicle §3 lead, service booking and trade-in
fields) and what the server answers."""

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from forecourt.core import form_fields as f
from forecourt.core.types import MAX_DB_ID
from forecourt.reservations.schemas import ReservationOut

PHOTO_REQUEST_TEXT = "Please send photos for this car"  # spec: search §2, the hidden default


class LeadAttributes(BaseModel):
    model_config = ConfigDict(extra="forbid")

    visited_pages: list[Annotated[str, Field(max_length=500, pattern=r"^/")]] = Field(
        default_factory=list, max_length=50
    )
    linked_query_params: dict[
        Annotated[str, Field(max_length=50)], Annotated[str, Field(max_length=500)]
    ] = Field(default_factory=dict, json_schema_extra={"maxProperties": 30})
    # The page that linked to the site when the visit began (the dashboard's lead sources).
    referrer: Annotated[str, Field(max_length=500, pattern=r"^https?://")] | None = None


class LeadBase(BaseModel):
    """The fields every form has. Name, e-mail and phone: a dealer needs a way to answer."""

    model_config = ConfigDict(extra="forbid")

    name: f.Name
    last_name: f.LastName | None = None
    email: f.Email
    phone: f.Phone
    postcode: f.Postcode | None = None
    message: f.Comments | None = None
    category: f.Choice | None = None
    subcategory: f.Choice | None = None
    opt_in: bool = True  # spec: opt_in defaults true
    terms_conditions: bool = False
    dealership_slug: Annotated[str, Field(max_length=100, pattern=r"^[a-z0-9-]+$")] | None = None
    location_id: int | None = Field(None, ge=1, le=MAX_DB_ID)
    car_id: int | None = Field(None, ge=1, le=MAX_DB_ID)
    page_id: Annotated[str, Field(max_length=100)] | None = None
    lead_attributes: LeadAttributes = Field(default_factory=LeadAttributes)
    # The solved ALTCHA payload (base64 JSON) when the site asks for a captcha.
    altcha: Annotated[str, Field(max_length=4000)] | None = None
    # Honeypot: hidden from people, filled by form-filling bots.
    website: Annotated[str, Field(max_length=200)] | None = None
    deal_token: Annotated[str, Field(max_length=64, pattern=r"^[A-Za-z0-9_-]+$")] | None = Field(
        None, description="The deal this lead belongs to (from an earlier lead's `deal_token`)"
    )


class EnquiryLead(LeadBase):
    kind: Literal["enquiry"]
    rego: f.Rego | None = None


class TestDriveLead(LeadBase):
    kind: Literal["test_drive"]
    preferred_date: f.Day | None = None
    preferred_time: f.TimeOfDay | None = None


class ServiceBookingLead(LeadBase):
    kind: Literal["service_booking"]
    vehicle_year: f.VehicleYear
    vehicle_rego: f.Rego
    vehicle_make: f.ShortText | None = None
    vehicle_model: f.ShortText | None = None
    service_interval: f.Choice | None = None
    preferred_date: f.Day
    street: f.ShortText | None = None
    suburb: f.ShortText | None = None
    state: f.State | None = None
    tyres_quote: bool = False
    additional_services: list[f.Choice] = Field(default_factory=list, max_length=20)


class PhotoRequestLead(LeadBase):
    kind: Literal["photo_request"]
    request: Annotated[str, Field(max_length=200)] = PHOTO_REQUEST_TEXT


class FindSimilarLead(LeadBase):
    kind: Literal["find_similar"]


class OwnCarLead(LeadBase):
    """The shopper's own car for the dealer to value (a trade-in, or a car to sell): what it is,
    the condition answers the offer depends on, and the acceptance of an earlier offer."""

    kind: Literal["trade_in", "sell_my_car"]
    rego: f.Rego | None = None
    rego_state: f.State | None = None
    vehicle_make: f.ShortText | None = None
    vehicle_model: f.ShortText | None = None
    vehicle_year: f.VehicleYear | None = None
    vehicle_badge: f.ShortText | None = None
    km: f.Kilometres | None = None
    condition: f.Choice | None = None
    accidents: f.Choice | None = None
    service_history: f.Choice | None = None
    finance_owing: f.Choice | None = None
    # Accepting the offer (spec: vehicle §7): the earlier lead of the same kind, its stage flags.
    lead_id: int | None = Field(None, ge=1, le=MAX_DB_ID)
    form_completed: bool | None = None
    offer_accepted: bool | None = None


class TradeInLead(OwnCarLead):
    kind: Literal["trade_in"]


class ReserveLead(LeadBase):
    kind: Literal["reserve"]


class OnlinePurchaseLead(LeadBase):
    """The /checkout-journey wizard: details, trade-in, finance interest, delivery or pickup."""

    kind: Literal["online_purchase"]
    trade_in: bool = False
    # The trade-in, when there is one.
    vehicle_make: f.ShortText | None = None
    vehicle_model: f.ShortText | None = None
    vehicle_year: f.VehicleYear | None = None
    km: f.Kilometres | None = None
    finance_interest: bool = False
    delivery: Literal["delivery", "pickup"] = "pickup"


class CareerLead(LeadBase):
    kind: Literal["career"]
    position: f.ShortText | None = None


class PartsLead(LeadBase):
    kind: Literal["parts"]
    vehicle_make: f.ShortText | None = None
    vehicle_model: f.ShortText | None = None
    vehicle_year: f.VehicleYear | None = None
    vin: (
        Annotated[str, Field(max_length=17, pattern=r"^[A-HJ-NPR-Za-hj-npr-z0-9]{0,17}$")] | None
    ) = None
    parts_wanted: f.ShortText | None = None


class SellMyCarLead(OwnCarLead):
    """/sell-my-car and /sell-your-car: the dealer buys the car outright, valued as a trade-in."""

    kind: Literal["sell_my_car"]
    vehicle_make: f.ShortText
    vehicle_model: f.ShortText
    vehicle_year: f.VehicleYear


class SweepstakeLead(LeadBase):
    """/spin-to-win: a signed-in shopper's entry to the site's prize draw, once per draw
    (sweepstakes/). The postcode and birth date answer the draw's eligibility (spec §5, §9)."""

    kind: Literal["sweepstake"]
    postcode: f.Postcode
    date_of_birth: f.BirthDate
    draw_terms_accepted: bool = False


class FinanceLead(LeadBase):
    """The finance form (spec: finance-signin-locations §3 finance lead); the customer goes to
    the lender with it (POST /api/youx/create-customer)."""

    kind: Literal["finance"]
    amount: Annotated[int, Field(ge=10_000, le=200_000)] = 30_000  # spec §9: clamp and default
    term: Annotated[int, Field(ge=1, le=7)] = 5
    selfAssessedCreditScore: Literal["GREAT", "DECENT", "POOR"] = "GREAT"  # noqa: N815
    whoIsHelping: f.ShortText | None = None  # noqa: N815
    subscribe: bool = False
    vin: Annotated[str, Field(max_length=17, pattern=r"^[A-Za-z0-9]*$")] | None = None
    nvic: Annotated[str, Field(max_length=20, pattern=r"^[A-Za-z0-9]*$")] | None = None
    year: f.VehicleYear | None = None
    car_type: Literal["new", "demo", "used"] | None = None
    tags: list[Annotated[str, Field(max_length=50)]] = Field(default_factory=list, max_length=10)


LeadIn = Annotated[
    EnquiryLead
    | TestDriveLead
    | ServiceBookingLead
    | PhotoRequestLead
    | FindSimilarLead
    | TradeInLead
    | ReserveLead
    | OnlinePurchaseLead
    | CareerLead
    | PartsLead
    | SellMyCarLead
    | SweepstakeLead
    | FinanceLead,
    Field(discriminator="kind"),
]
LeadKind = Literal[
    "enquiry",
    "test_drive",
    "service_booking",
    "photo_request",
    "find_similar",
    "trade_in",
    "reserve",
    "online_purchase",
    "career",
    "parts",
    "sell_my_car",
    "sweepstake",
    "finance",
]


class TradeInOffer(BaseModel):
    """The dealer's offer for the shopper's car (a trade-in or a car to sell). `estimate` false:
    no online figure (too old, too far, too little market data); the dealer values the car in
    person and the lead is kept all the same."""

    estimate: bool
    reason: str | None = None
    offer_min: int | None = None
    offer_max: int | None = None
    market_average: int | None = None
    comparables: int = 0
    confidence: float = 0.0


class LeadOut(BaseModel):
    lead_id: int
    kind: LeadKind
    category: str
    created_at: datetime
    reservation: ReservationOut | None = None  # a reserve lead's hold (or why there is none)
    # A trade-in's or a sold car's offer range (or why there is none).
    trade_in: TradeInOffer | None = None
    deal_token: str | None = Field(
        None,
        description="The deal the lead joined or started (reserve, finance, trade-in): send it "
        "with the next lead of the same purchase",
    )


class ChallengeOut(BaseModel):
    """An ALTCHA proof-of-work challenge (v2), as the widget fetches it."""

    model_config = ConfigDict(extra="allow")

    parameters: dict[str, object]
    signature: str | None = None
