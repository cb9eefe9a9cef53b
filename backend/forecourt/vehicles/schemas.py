"""Wire shapes of the vehicle page."""

from datetime import date, datetime

from pydantic import BaseModel

from forecourt.inventory.schemas import CarCard, PriceOut, TagOut
from forecourt.locations.schemas import LocationOut
from forecourt.media.urls import ResponsiveImage


class SpinFrameOut(BaseModel):
    kind: str
    position: int
    src: str


class HotspotOut(BaseModel):
    kind: str
    frame_index: int
    x: float
    y: float
    title: str
    description: str | None


class VideoOut(BaseModel):
    kind: str
    url: str


class Specification(BaseModel):
    label: str
    value: str


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
    reserved: bool
    certified: bool
    preorder: bool
    tag: TagOut | None
    price: PriceOut
    stocknum: str
    vin: str | None
    regplate: str | None
    rego_expiry: date | None
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
    specifications: list[Specification]
    features: list[str]
    dealercomments: str | None
    images: list[ResponsiveImage]
    videos: list[VideoOut]
    video_url: str | None
    external_video_url: str | None
    spin_frames: list[SpinFrameOut]
    hotspots: list[HotspotOut]
    history_report_url: str | None
    dealership_id: int
    dealership_slug: str
    dealership_name: str
    location: LocationOut | None
    created_at: datetime
    updated_at: datetime
    sold_at: datetime | None


class CarList(BaseModel):
    hits: list[CarCard]
