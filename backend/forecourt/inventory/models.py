"""Cars (stock) and their media, plus the stock change marker that read indexes watch."""

from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Date,
    ForeignKey,
    Index,
    String,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from forecourt.core.clock import utcnow
from forecourt.core.db import Base, UtcDateTime

# Statuses the specs name. in_stock and coming_soon are "available" (spec: vehicle §4).
CAR_STATUSES = ("in_stock", "coming_soon", "sold")
CAR_TYPES = ("new", "demo", "used")
ITEM_TYPES = ("car", "caravan", "motorcycle", "truck")


class Car(Base):
    __tablename__ = "cars"
    __table_args__ = (
        UniqueConstraint("site_id", "slug"),
        UniqueConstraint("dealership_id", "stocknum"),
        Index("ix_cars_site_status", "site_id", "status"),
        Index("ix_cars_site_make_model", "site_id", "make", "model"),
        Index("ix_cars_vin", "vin"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    # site_id is the dealership's site, kept on the car so every tenant filter is one indexed column.
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    dealership_id: Mapped[int] = mapped_column(
        ForeignKey("dealerships.id", ondelete="CASCADE"), index=True
    )
    location_id: Mapped[int | None] = mapped_column(
        ForeignKey("locations.id", ondelete="SET NULL"), index=True
    )
    manufacturer_id: Mapped[int | None] = mapped_column(ForeignKey("manufacturers.id"), index=True)

    slug: Mapped[str] = mapped_column(String(200))
    stocknum: Mapped[str] = mapped_column(String(50))
    vin: Mapped[str | None] = mapped_column(String(17))
    nvic: Mapped[str | None] = mapped_column(String(20))
    regplate: Mapped[str | None] = mapped_column(String(20))
    rego_expiry: Mapped[date | None] = mapped_column(Date)
    build_date: Mapped[date | None] = mapped_column(Date)
    compliance_date: Mapped[date | None] = mapped_column(Date)

    # Naming
    name: Mapped[str] = mapped_column(String(300))
    carsales_title: Mapped[str | None] = mapped_column(String(300))
    year: Mapped[int] = mapped_column(index=True)
    make: Mapped[str] = mapped_column(String(100))
    model: Mapped[str] = mapped_column(String(100))
    badge: Mapped[str | None] = mapped_column(String(100))
    series: Mapped[str | None] = mapped_column(String(100))
    variant: Mapped[str | None] = mapped_column(String(100))
    colour: Mapped[str | None] = mapped_column(String(50), index=True)
    interior_colour: Mapped[str | None] = mapped_column(String(50))

    # Classification and flags
    item_type: Mapped[str] = mapped_column(String(20), default="car", index=True)
    car_type: Mapped[str] = mapped_column(String(10), index=True)
    status: Mapped[str] = mapped_column(String(20), default="in_stock")
    tag: Mapped[str | None] = mapped_column(String(50))
    reserved: Mapped[bool] = mapped_column(default=False)
    certified: Mapped[bool] = mapped_column(default=False)
    show_on_dealer_website: Mapped[bool] = mapped_column(default=True)
    preorder: Mapped[bool] = mapped_column(default=False)
    custom_rank: Mapped[int] = mapped_column(default=0, index=True)

    # Pricing, whole Australian dollars
    price: Mapped[int] = mapped_column(default=0, index=True)
    before_price: Mapped[int | None]
    offer_price: Mapped[int | None]
    subscription_price: Mapped[int | None]
    price_type: Mapped[str | None] = mapped_column(String(50))

    # Usage
    km: Mapped[int] = mapped_column(default=0, index=True)
    views: Mapped[int] = mapped_column(default=0)

    # Filterable specifications
    body: Mapped[str | None] = mapped_column(String(50))
    simple_body: Mapped[str | None] = mapped_column(String(30), index=True)
    trans: Mapped[str | None] = mapped_column(String(50))
    simple_transmission: Mapped[str | None] = mapped_column(String(20), index=True)
    fuel: Mapped[str | None] = mapped_column(String(50))
    simple_fuel: Mapped[str | None] = mapped_column(String(20), index=True)
    drive: Mapped[str | None] = mapped_column(String(50))
    simple_drive: Mapped[str | None] = mapped_column(String(10), index=True)
    seats: Mapped[int | None] = mapped_column(index=True)
    doors: Mapped[int | None]

    # The long tail of specifications, typed (spec: vehicle §3 "Car variant")
    gearnum: Mapped[int | None]
    bodyconfiguration: Mapped[str | None] = mapped_column(String(50))
    engine_size_litres: Mapped[float | None]
    cylinders: Mapped[int | None]
    induction: Mapped[str | None] = mapped_column(String(50))
    power_kw: Mapped[int | None]
    torque_nm: Mapped[int | None]
    fuel_consumption_combined: Mapped[float | None]  # L/100km
    fuel_capacity_litres: Mapped[int | None]
    gross_vehicle_mass_kg: Mapped[int | None]
    length_mm: Mapped[int | None]
    height_mm: Mapped[int | None]
    width_mm: Mapped[int | None]
    towing_capacity_braked_kg: Mapped[int | None]
    ancap_rating: Mapped[int | None]
    # Caravan specifications (item_type caravan)
    body_length_mm: Mapped[int | None]
    body_width_mm: Mapped[int | None]
    tare_weight_kg: Mapped[int | None]
    aggregate_trailer_mass_kg: Mapped[int | None]
    axle_type: Mapped[str | None] = mapped_column(String(30))
    sleeps: Mapped[int | None]

    standard_equipment: Mapped[list[str]] = mapped_column(JSON, default=list)
    dealercomments: Mapped[str | None] = mapped_column(Text)
    video_url: Mapped[str | None] = mapped_column(String(500))
    external_video_url: Mapped[str | None] = mapped_column(String(500))
    spin_code: Mapped[str | None] = mapped_column(String(100))
    history_report_url: Mapped[str | None] = mapped_column(String(500))
    payment_processors: Mapped[list[str]] = mapped_column(JSON, default=list)
    extra: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)

    created_at: Mapped[datetime] = mapped_column(
        UtcDateTime(), server_default=func.now(), index=True
    )
    # Set by this process on every change, to the microsecond (SQLite's own clock keeps seconds):
    # with photo_version, the car's own version, which what shows it alone is kept under
    # (inventory/car_versions.py), so two changes within a second are two versions.
    updated_at: Mapped[datetime] = mapped_column(
        UtcDateTime(), default=utcnow, server_default=func.now(), onupdate=utcnow
    )
    sold_at: Mapped[datetime | None] = mapped_column(UtcDateTime(), index=True)
    # Counts every change to the car's pictures: a new order names the version it was made from,
    # so one made from a stale list is refused instead of scrambling a newer one.
    photo_version: Mapped[int] = mapped_column(default=0, server_default="0")

    images: Mapped[list["CarImage"]] = relationship(
        cascade="all, delete-orphan", order_by="CarImage.position", lazy="raise"
    )
    videos: Mapped[list["CarVideo"]] = relationship(cascade="all, delete-orphan", lazy="raise")
    spin_frames: Mapped[list["CarSpinFrame"]] = relationship(
        cascade="all, delete-orphan", order_by="CarSpinFrame.position", lazy="raise"
    )
    hotspots: Mapped[list["CarHotspot"]] = relationship(cascade="all, delete-orphan", lazy="raise")

    @property
    def is_available(self) -> bool:
        return self.status in ("in_stock", "coming_soon")


class CarImage(Base):
    __tablename__ = "car_images"

    id: Mapped[int] = mapped_column(primary_key=True)
    car_id: Mapped[int] = mapped_column(ForeignKey("cars.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(default=0)
    # A media key under the media store (e.g. "cars/123/0.jpg") or an absolute https URL;
    # indexed for the image endpoint's "is this key known" lookup.
    source: Mapped[str] = mapped_column(String(500), index=True)
    width: Mapped[int | None]
    height: Mapped[int | None]
    alt: Mapped[str | None] = mapped_column(String(300))


class CarVideo(Base):
    __tablename__ = "car_videos"

    id: Mapped[int] = mapped_column(primary_key=True)
    car_id: Mapped[int] = mapped_column(ForeignKey("cars.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(20), default="video")  # video, walkaround
    url: Mapped[str] = mapped_column(String(500))


class CarSpinFrame(Base):
    __tablename__ = "car_spin_frames"

    id: Mapped[int] = mapped_column(primary_key=True)
    car_id: Mapped[int] = mapped_column(ForeignKey("cars.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(20), default="exterior")  # exterior, interior
    position: Mapped[int] = mapped_column(default=0)
    source: Mapped[str] = mapped_column(String(500), index=True)


class CarHotspot(Base):
    __tablename__ = "car_hotspots"

    id: Mapped[int] = mapped_column(primary_key=True)
    car_id: Mapped[int] = mapped_column(ForeignKey("cars.id", ondelete="CASCADE"), index=True)
    kind: Mapped[str] = mapped_column(String(20), default="exterior")
    frame_index: Mapped[int] = mapped_column(default=0)
    x: Mapped[float] = mapped_column(default=0.5)  # 0..1 across the frame
    y: Mapped[float] = mapped_column(default=0.5)
    title: Mapped[str] = mapped_column(String(200))
    description: Mapped[str | None] = mapped_column(Text)


class StockVersion(Base):
    """Bumped on every stock change of a site; read indexes and caches compare it to refresh."""

    __tablename__ = "stock_versions"

    site_id: Mapped[int] = mapped_column(
        ForeignKey("sites.id", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[int] = mapped_column(default=0)
    changed_at: Mapped[datetime] = mapped_column(UtcDateTime(), server_default=func.now())


class PhotoUpload(Base):
    """A photo a dealer uploaded in the console, waiting for the worker to make it a car's
    picture (decoded, turned upright, stripped of its metadata, resized); a row that stays is one
    still waiting or one that failed, with the reason."""

    __tablename__ = "photo_uploads"
    # A waiting upload's row leaves when it becomes a picture: without AUTOINCREMENT SQLite gives
    # the next upload the same id, and a Cancel for the one shown a moment ago would name it.
    __table_args__ = {"sqlite_autoincrement": True}

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    car_id: Mapped[int] = mapped_column(ForeignKey("cars.id", ondelete="CASCADE"), index=True)
    key: Mapped[str] = mapped_column(String(200))  # the upload as sent, under the media folder
    file_name: Mapped[str] = mapped_column(String(200), default="")
    status: Mapped[str] = mapped_column(String(12), default="pending", index=True)
    error: Mapped[str | None] = mapped_column(String(300))
    claimed_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), server_default=func.now())


class FeedSource(Base):
    """A dealership's stock feed fetched on a schedule from an HTTPS address: the
    validators the server last sent (ETag, Last-Modified), when it is next due, and the last
    outcome, which the console shows."""

    __tablename__ = "feed_sources"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    dealership_id: Mapped[int] = mapped_column(
        ForeignKey("dealerships.id", ondelete="CASCADE"), unique=True
    )
    url: Mapped[str] = mapped_column(String(500))
    format: Mapped[str] = mapped_column(String(4))  # csv, json
    full: Mapped[bool] = mapped_column(default=True)  # cars missing from the feed are sold
    every_hours: Mapped[int] = mapped_column(default=6)
    enabled: Mapped[bool] = mapped_column(default=True)
    notify_email: Mapped[str | None] = mapped_column(String(254))
    etag: Mapped[str | None] = mapped_column(String(300))
    last_modified: Mapped[str | None] = mapped_column(String(100))
    next_fetch_at: Mapped[datetime] = mapped_column(UtcDateTime(), index=True)
    claimed_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    checked_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    outcome: Mapped[str | None] = mapped_column(String(12))  # imported, unchanged, refused, failed
    message: Mapped[str | None] = mapped_column(String(500))
    report: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    failing_since: Mapped[datetime | None] = mapped_column(UtcDateTime())
