"""What the content screens send and receive. Each editable object has an `...In` model (in its
domain's schemas): the API validates with it and the console draws its form from its JSON schema
(`form_schema`)."""

from typing import Annotated, Any

from pydantic import BaseModel, Field

from forecourt.content.render import MAX_MARKDOWN
from forecourt.content.schemas import PageSummary
from forecourt.core.forms import Form
from forecourt.locations.schemas import LocationRow
from forecourt.offers.schemas import OfferRow
from forecourt.reviews.schemas import ReviewRow
from forecourt.tenancy.presentation import DealershipOverride

# --- content pages ------------------------------------------------------------------------------


class PagesOut(BaseModel):
    pages: list[PageSummary]
    form_schema: dict[str, Any] = Field(description="PageIn's JSON schema")


class PreviewIn(Form):
    markdown: Annotated[str, Field(max_length=MAX_MARKDOWN)]


class PreviewOut(BaseModel):
    html: str = Field(description="What the page would show: the same renderer and sanitiser")


# --- offers -------------------------------------------------------------------------------------


class OffersOut(BaseModel):
    offers: list[OfferRow]
    form_schema: dict[str, Any] = Field(description="OfferIn's JSON schema")


class ShownIn(Form):
    shown: bool


# --- locations ----------------------------------------------------------------------------------


class LocationsOut(BaseModel):
    locations: list[LocationRow]
    form_schema: dict[str, Any] = Field(description="LocationIn's JSON schema")


# --- reviews ------------------------------------------------------------------------------------


class ReviewsPage(BaseModel):
    items: list[ReviewRow]
    total: int
    page: int
    page_size: int


# --- presentation -------------------------------------------------------------------------------


class PresentationOut(BaseModel):
    presentation: dict[str, Any] = Field(description="The site's presentation (PresentationConfig)")
    form_schema: dict[str, Any] = Field(description="PresentationConfig's JSON schema")
    dealerships: list[DealershipOverride]
    override_schema: dict[str, Any] = Field(
        description="The schema of what a dealership may set its own way (SiteConfig's sections)"
    )
