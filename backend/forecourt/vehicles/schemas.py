"""Wire shapes of the vehicle page: every data decision made by the backend, ready to render."""

from datetime import date, datetime
from typing import Literal

from pydantic import BaseModel, Field

from forecourt.core.types import DbId
from forecourt.finance.schemas import CarFinanceOut
from forecourt.inventory.schemas import CarCard, PriceOut, TagOut
from forecourt.locations.schemas import LocationOut
from forecourt.media.urls import ResponsiveImage
from forecourt.reviews.schemas import ReviewsOut


class Specification(BaseModel):
    label: str
    value: str


class InfoIcon(BaseModel):
    kind: Literal["km", "transmission", "body"]
    label: str
    value: str


class AvailabilityOut(BaseModel):
    available: bool  # in_stock and coming_soon
    sold_message: str | None  # "SOLD" when not available
    find_similar: bool  # show Find Me Something Similar instead of the action buttons


class RegoOut(BaseModel):
    plate: str | None
    expiry: date | None
    text: (
        str | None
    )  # "Expires on 14/03/2026" (day first, as Australians read it) or "Unregistered"


class ContactOut(BaseModel):
    phone: str | None  # None: no number found (the frontend logs a warning)
    phone_masked: str | None  # digits after the first 5 characters masked until revealed
    phone_revealed: bool  # some sites start revealed
    tel: str | None  # tel: link of the number
    source: Literal["car_type", "location", "dealership"] | None
    contact_text: str  # default "Call the dealer"


class MarketOut(BaseModel):
    average_market_price: int | None
    state_average_market_price: int | None
    below_market_price: bool  # spec: vehicle §5 below-market badge


class FuelCalculatorOut(BaseModel):
    """Present unless the car is electric (spec: vehicle §5). Defaults are spec §9's."""

    consumption: float | None  # the car's L/100km when known
    default_consumption: float = 10.0
    default_fuel_price: float = 1.70
    default_distance_km: int = 250


class VideoSlide(BaseModel):
    url: str
    embed: bool  # starts with the video-embed prefix: embedded player; else looping muted video


class GalleryOut(BaseModel):
    images: list[ResponsiveImage]
    thumbnails: bool  # spec: only when more than 3 images
    video: VideoSlide | None
    video_slide_position: Literal["start", "second", "middle", "end"]


class SpinFrameOut(BaseModel):
    position: int
    src: str


class HotspotOut(BaseModel):
    kind: Literal["exterior", "interior"]
    frame_index: int
    angle: float  # spec: vehicle §9 (1 - index/(n-1)) x 360
    x: float
    y: float
    title: str
    description: str | None


class ViewerOut(BaseModel):
    default_view: Literal["spinner", "gallery"]
    views: list[Literal["spinner", "walkaround", "gallery", "interior"]]
    exterior: list[SpinFrameOut]
    interior: list[SpinFrameOut]
    hotspots: list[HotspotOut]
    walkaround_url: str | None
    walkaround: VideoSlide | None  # the walkaround with its player kind (embedded or looping)
    external_video_url: str | None
    spin_code: str | None


class LocationBlockOut(BaseModel):
    mode: str  # primary, sales, service, parts, all, or a location id
    locations: list[LocationOut]  # tabs by location_type when more than one


class PageLayoutOut(BaseModel):
    sticky_layout: Literal["header", "bottom_bar"]
    sticky_threshold_px: int
    show_print_link: bool
    print_path: str  # /print?car_id={slug}
    pdf_path: str
    announcement: str | None
    payment_icons: list[str]
    trade_in_faq: bool
    show_sales_counter: bool
    similar_cars_carousel: bool
    show_view_count: bool


class CarDetail(BaseModel):
    id: int
    slug: str
    path: str
    name: str
    carsales_title: str | None
    year: int
    make: str
    model: str
    badge: str | None
    series: str | None
    variant: str | None
    car_type: str
    item_type: str
    status: str
    available: bool
    availability: AvailabilityOut
    reserved: bool
    certified: bool
    preorder: bool
    tag: TagOut | None
    test_drive_only: bool
    price: PriceOut  # was-price, current price text and price type (spec: vehicle §4 precedence)
    # CTD, enquire, finance, tradeIn, testDrive, reserve, buyOnline; [] when sold
    sidebar_buttons: list[str]
    interested_actions: list[
        Literal["reserve", "tradeIn"]
    ]  # the 'Interested in this vehicle?' block
    can_save: bool
    finance_shown: bool
    # The lenders' figures for this car and the calculator's sliders; None when finance is
    # not shown for it (spec: vehicle §5 widget visibility).
    finance: CarFinanceOut | None
    market: MarketOut
    contact: ContactOut
    stocknum: str
    vin: str | None
    rego: RegoOut
    build_date: date | None
    compliance_date: date | None
    km: int
    views: int
    colour: str | None
    interior_colour: str | None
    body: str | None
    simple_body: str | None
    transmission: str | None
    simple_transmission: str | None
    fuel: str | None
    simple_fuel: str | None
    drive: str | None
    simple_drive: str | None
    seats: int | None
    doors: int | None
    engine_size_litres: float | None
    info_icons: list[InfoIcon]
    details: list[Specification]  # the Vehicle Details list
    key_information: list[Specification]  # ordered; the first key_information_shown show at first
    key_information_shown: int
    specifications: list[Specification]  # empty, null and "null" values already removed
    features: list[str]
    features_shown: int
    dealercomments: (
        str | None
    )  # None: show "Dealer comments are pending. Please check back here later."
    fuel_calculator: FuelCalculatorOut | None
    gallery: GalleryOut
    viewer: ViewerOut
    history_report_url: str | None
    dealership_id: int
    dealership_slug: str
    dealership_name: str
    location: LocationOut | None
    location_block: LocationBlockOut
    reviews: ReviewsOut
    layout: PageLayoutOut
    created_at: datetime
    updated_at: datetime
    sold_at: datetime | None


class CarList(BaseModel):
    hits: list[CarCard]


class CarFields(BaseModel):
    """What may have changed since the page was rendered."""

    photos_count: int
    updated_at: datetime
    status: str
    available: bool
    price: PriceOut
    changed: bool  # differs from the photos_count / updated_at the page sent


class ViewCount(BaseModel):
    views: int
    car_fields: CarFields


class Autogauge(BaseModel):
    """spec: search §3 price comparison response, plus `visible` (spec: search §5 rule)."""

    fill: float | None = Field(
        description="0 to 1: where the listing price sits in the market range"
    )
    listing_price: int | None
    market_range_min: int | None
    market_range_max: int | None
    confidence: float | None
    description: str
    visible: bool


class PhoneRevealIn(BaseModel):
    dealership_id: DbId
    website_id: DbId
