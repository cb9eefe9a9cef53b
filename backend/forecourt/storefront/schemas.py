from pydantic import BaseModel, ConfigDict, Field

from forecourt.locations.schemas import LocationOut
from forecourt.media.urls import ResponsiveImage
from forecourt.tenancy.config import SiteConfig, Theme


class DealershipOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    slug: str
    name: str
    phone: str | None
    email: str | None
    street: str | None
    city: str | None
    state: str | None
    postcode: str | None
    logo_url: str | None
    dealer_licence_number: str | None


class GateOut(BaseModel):
    """A path that needs a signed-in shopper (identity/gates.py): the app's router applies it."""

    pattern: str
    type: str
    in_place: bool = Field(
        default=False, description="The page's form asks for the phone code itself: no redirect"
    )


class SlideOut(BaseModel):
    name: str
    description: str
    url: str | None
    hide_overlay: bool
    image: ResponsiveImage


class PromotionOut(BaseModel):
    name: str
    url: str | None
    image: ResponsiveImage


class HomeOut(BaseModel):
    """The home page's slides and promotions, their pictures at the spec's breakpoints."""

    slides: list[SlideOut]
    promotions: list[PromotionOut]


class StockOfferOut(BaseModel):
    """What the site sells (inventory/stock_offer.py), from its stock and stock rules."""

    car_types: list[str] = Field(description="The car types of its listable stock, new first")
    title: str = Field(description="Its all-stock page's title, e.g. 'Used Cars'")


class SitePublic(BaseModel):
    """What the frontend needs to render a site; inlined into every HTML page."""

    id: int
    slug: str
    name: str
    template: str
    description: str
    finance_provider: str | None
    dealership_id: int | None
    theme: Theme
    config: SiteConfig
    dealerships: list[DealershipOut]
    locations: list[LocationOut]
    gates: list[GateOut]
    sign_in_kinds: list[str] = Field(
        description="Lead kinds this site takes only from a signed-in shopper: their forms ask "
        "for the phone code first"
    )
    home: HomeOut
    stock: StockOfferOut
    # A dealership's own slides and promotions, where its presentation overrides the site's: its
    # location pages open with them (spec §2.7 slider overlays). Keyed by dealership slug.
    dealership_homes: dict[str, HomeOut] = {}


class SiteListing(BaseModel):
    slug: str
    name: str
    template: str
    description: str
    url: str
    car_count: int
