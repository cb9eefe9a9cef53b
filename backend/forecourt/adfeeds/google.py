"""Google's vehicle listings feed: CSV (RFC 4180) with Google's attribute headers, each VIN once.

Required there: vin, store_code, dealership_name, dealership_address, price (ISO 4217), condition,
make, model, year, mileage with its unit; image_link and link are recommended and always sent. In
Australia `vehicle_price_type` is required for new and used cars (see rules.price_type)."""

import csv
import io

from forecourt.adfeeds.listing import FeedCar, Listing
from forecourt.adfeeds.rules import (
    MILEAGE_UNIT,
    NO_VIN,
    NOT_A_CAR,
    LeftOut,
    PriceType,
    condition,
    missing_price_type,
    money,
    price_type,
)

COLUMNS = (
    "vin", "id", "store_code", "dealership_name", "dealership_address", "title", "description",
    "link", "image_link", "additional_image_link", "price", "vehicle_price_type", "condition",
    "certified_pre_owned", "make", "model", "trim", "year", "mileage", "exterior_color",
    "body_style", "transmission", "fuel_type", "drivetrain", "availability",
)  # fmt: skip
REQUIRED = (
    "vin", "store_code", "dealership_name", "dealership_address", "price", "vehicle_price_type",
    "condition", "make", "model", "year", "mileage", "link", "image_link", "availability",
)  # fmt: skip


def _availability(car: FeedCar) -> str:
    return "preorder" if car.status == "coming_soon" or car.preorder else "in_stock"


def _row(car: FeedCar, vin: str, kind: PriceType) -> dict[str, str]:
    return {
        "vin": vin, "id": car.id, "store_code": car.store.code,
        "dealership_name": car.store.name, "dealership_address": car.store.address,
        "title": car.title, "description": car.description, "link": car.link,
        "image_link": car.images[0], "additional_image_link": ",".join(car.images[1:]),
        "price": money(car.price), "vehicle_price_type": kind,
        "condition": condition(car.car_type),
        "certified_pre_owned": "yes" if car.certified and car.car_type != "new" else "",
        "make": car.make, "model": car.model, "trim": car.trim or "", "year": str(car.year),
        "mileage": f"{car.km} {MILEAGE_UNIT}", "exterior_color": car.colour or "",
        "body_style": car.body or "", "transmission": car.transmission or "",
        "fuel_type": car.fuel or "", "drivetrain": car.drive or "",
        "availability": _availability(car),
    }  # fmt: skip


def google_vehicle_listings(listing: Listing) -> tuple[bytes, int, list[LeftOut]]:
    """The feed's bytes, how many cars it carries and the cars it leaves out."""
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=COLUMNS, lineterminator="\r\n")
    writer.writeheader()
    left_out = list(listing.left_out)
    count = 0
    for car in listing.cars:
        kind = price_type(car.car_type, car.price_label)
        reason = (
            NOT_A_CAR if car.item_type != "car"
            else NO_VIN if car.vin is None
            else missing_price_type(car.car_type) if kind is None
            else None
        )  # fmt: skip
        if reason or car.vin is None or kind is None:
            left_out.append(LeftOut(car.id, car.title, car.store.dealership_id, reason or NO_VIN))
            continue
        writer.writerow(_row(car, car.vin, kind))
        count += 1
    return out.getvalue().encode(), count, left_out
