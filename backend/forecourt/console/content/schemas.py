"""What the content screens send and receive. Each editable object has an `...In` model: the API
validates with it and the console draws its form from its JSON schema (`form_schema`)."""

from datetime import date, datetime
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator

from forecourt.content.render import MAX_MARKDOWN
from forecourt.reviews.schemas import ReviewOut

# An address a link may take: the site's own path or an https page.
LINK = r"^(/\S*|https://\S+)$"
IMAGE = r"^(https://\S+|/\S+|[A-Za-z0-9][A-Za-z0-9._/-]*)$"  # an address or a media key
HHMM = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"
Text = Annotated[str, Field(min_length=1)]
Link = Annotated[str, Field(max_length=500, pattern=LINK)]
Image = Annotated[str, Field(max_length=500, pattern=IMAGE)]
Clock = Annotated[str, Field(pattern=HHMM, description="24-hour time, e.g. 08:30")]
WEEKDAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
State = Literal["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]  # STATE_TIME_ZONES's keys


class Form(BaseModel):
    model_config = ConfigDict(extra="forbid")


# --- content pages ------------------------------------------------------------------------------


class PageSummary(BaseModel):
    id: int
    path: str
    title: str
    layout: str
    published: bool
    updated_at: datetime


class PageDetail(PageSummary):
    description: str
    og_image: str | None
    markdown: str
    html: str = Field(description="The body as the site shows it (sanitised HTML)")


class PagesOut(BaseModel):
    pages: list[PageSummary]
    form_schema: dict[str, Any] = Field(description="PageIn's JSON schema")


class PreviewIn(Form):
    markdown: Annotated[str, Field(max_length=MAX_MARKDOWN)]


class PreviewOut(BaseModel):
    html: str = Field(description="What the page would show: the same renderer and sanitiser")


# --- offers -------------------------------------------------------------------------------------


class OfferIn(Form):
    name: Annotated[str, Field(min_length=1, max_length=160)]
    description: Annotated[
        str, Field(min_length=1, max_length=20_000, description="Markdown or HTML; sanitised")
    ]
    disclaimer: Annotated[str, Field(max_length=5_000)] = ""
    category: Annotated[str, Field(min_length=1, max_length=40)] = "Special offer"
    manufacturer: Annotated[str, Field(min_length=1, max_length=60)] | None = None
    model_name: Annotated[str, Field(min_length=1, max_length=80)] | None = None
    override_url: Link | None = Field(None, description="Where 'Explore' goes instead of stock")
    image_url: Image | None = None
    starts_on: date | None = None
    ends_on: date | None = None
    position: Annotated[int, Field(ge=0, le=1000, description="Lowest first")] = 0

    @model_validator(mode="after")
    def _dates_in_order(self) -> Self:
        if self.starts_on and self.ends_on and self.ends_on < self.starts_on:
            raise ValueError("ends_on: The offer cannot end before it starts.")
        return self


class OfferRow(BaseModel):
    id: int
    national: bool = Field(description="A maker's national offer: it can be hidden, not edited")
    shown: bool = Field(description="Shown on this site (a national offer can be hidden)")
    live: bool = Field(description="Inside its dates today")
    path: str
    values: dict[str, Any] = Field(description="The offer as OfferIn")


class OffersOut(BaseModel):
    offers: list[OfferRow]
    form_schema: dict[str, Any] = Field(description="OfferIn's JSON schema")


class ShownIn(Form):
    shown: bool


# --- locations ----------------------------------------------------------------------------------


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
    state: State | None = None
    postcode: Annotated[str, Field(pattern=r"^[0-9]{4}$")] | None = None
    phone: Annotated[str, Field(max_length=40, pattern=r"^\+?[0-9 ()-]{6,40}$")] | None = None
    email: Annotated[str, Field(max_length=200, pattern=r"^[^\s@]+@[^\s@]+\.[^\s@]+$")] | None = (
        None
    )
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


class LocationsOut(BaseModel):
    locations: list[LocationRow]
    form_schema: dict[str, Any] = Field(description="LocationIn's JSON schema")


# --- reviews ------------------------------------------------------------------------------------


class ReviewRow(ReviewOut):
    hidden: bool
    location_name: str | None


class ReviewsPage(BaseModel):
    items: list[ReviewRow]
    total: int
    page: int
    page_size: int


class ModerationIn(Form):
    hidden: bool | None = Field(None, description="Hide the review from the site, or show it")
    reply: Annotated[str, Field(max_length=2000)] | None = Field(
        None, description="The dealer's public reply; empty removes it"
    )


# --- presentation -------------------------------------------------------------------------------


class DealershipOverride(BaseModel):
    dealership_id: int
    name: str
    slug: str
    override: dict[str, Any] = Field(description="What this dealership sets its own way")
    effective: dict[str, Any] = Field(description="Its sections as shown (site's, then its own)")


class PresentationOut(BaseModel):
    presentation: dict[str, Any] = Field(description="The site's presentation (PresentationConfig)")
    form_schema: dict[str, Any] = Field(description="PresentationConfig's JSON schema")
    dealerships: list[DealershipOverride]
    override_schema: dict[str, Any] = Field(
        description="The schema of what a dealership may set its own way (SiteConfig's sections)"
    )
