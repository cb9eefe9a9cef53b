"""The shapes of the demo's sites, dealerships and locations (the data itself is in sites.py)."""

from dataclasses import dataclass, field
from typing import Any

from forecourt.media.urls import image_url

Hours = tuple[str, str] | None  # (open, close) or closed
Week = tuple[Hours, Hours, Hours, Hours, Hours, Hours, Hours]  # 0 = Sunday (spec) .. 6 = Saturday


def week(weekdays: Hours, saturday: Hours, sunday: Hours = None, **overrides: Hours) -> Week:
    """Opening hours: Monday to Friday alike, then Saturday and Sunday; overrides by day name."""
    days = [sunday, weekdays, weekdays, weekdays, weekdays, weekdays, saturday]
    names = ("sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
    for name, hours in overrides.items():
        days[names.index(name)] = hours
    return (days[0], days[1], days[2], days[3], days[4], days[5], days[6])


SALES_HOURS = week(("08:30", "17:30"), ("08:30", "16:00"))
SERVICE_HOURS = week(("07:30", "17:30"), ("08:00", "12:00"))
PARTS_HOURS = week(("08:00", "17:00"), ("08:00", "12:00"))


@dataclass(frozen=True)
class Address:
    street: str
    city: str
    state: str
    postcode: str
    lat: float
    long: float


@dataclass(frozen=True)
class LocationPlan:
    slug: str
    name: str
    location_type: str  # sales, service, parts
    subtype: str
    address: Address
    phone: str
    landline: str
    email: str
    dealer_licence: str
    repairer: str
    review: tuple[float, int]  # average, count
    hours: Week
    primary: bool = False
    visible: bool = True
    manufacturers: tuple[str, ...] = ()  # slugs


@dataclass(frozen=True)
class StockProfile:
    """What a dealership sells: new and demo stock of its franchises, trade-ins of anything."""

    prefix: str  # stock numbers: prefix + serial
    new_makes: tuple[str, ...] = ()
    mix: tuple[float, float, float] = (0.45, 0.15, 0.4)  # new, demo, used
    used_item_type: str = "car"
    used_makes: tuple[str, ...] = ()  # empty: any car make, weighted by popularity
    certified_share: float = 0.25  # of used cars
    subscription_share: float = 0.0  # of new and demo cars
    spin_share: float = 0.06  # of new and demo cars


@dataclass(frozen=True)
class DealershipPlan:
    slug: str
    name: str
    phone: str
    email: str
    address: Address
    dealer_licence: str
    locations: tuple[LocationPlan, ...]
    stock: StockProfile
    weight: float = 1.0  # share of the site's cars


@dataclass(frozen=True)
class SitePlan:
    slug: str
    name: str
    description: str
    template: str
    finance_provider: str | None
    domain: str
    weight: float  # share of all demo cars
    theme: dict[str, Any]
    config: dict[str, Any]
    dealerships: tuple[DealershipPlan, ...]
    hero_colour: str = "1f4e9c"
    extra: dict[str, Any] = field(default_factory=dict)


def logo_url(primary: str, accent: str, words: str) -> str:
    return image_url(f"demo/logo/{primary}/{accent}/{words}.png", 400)


def brand_logo_url(colour: str, slug: str) -> str:
    return image_url(f"demo/brand/{colour}/{slug}.png", 400)


def place_image_url(colour: str, words: str, width: int = 768) -> str:
    return image_url(f"demo/place/{colour}/{words}.jpg", width)
