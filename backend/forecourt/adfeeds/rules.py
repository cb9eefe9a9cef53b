"""What goes into an ad feed and how a car's values are written there: one place per rule, read
by both feeds and by the console's report of the cars each feed leaves out.

Google's vehicle listings take passenger cars only, need a VIN, and in Australia a price type:
drive-away or estimated drive-away for a new car, drive-away or excluding government charges for a
used one (Merchant Center, `vehicle_price_type`). A car that cannot meet a feed's rule is left out
of that feed and the console says why, rather than being sent with a made-up value."""

import re
from dataclasses import dataclass
from typing import Literal

COUNTRY = "AU"
CURRENCY = "AUD"
MILEAGE_UNIT = "km"
VIN = re.compile(r"^[A-HJ-NPR-Z0-9]{17}$")  # 17 characters, never I, O or Q

PriceType = Literal[
    "drive_away_price", "estimated_drive_away_price", "excluding_government_charges_price"
]
# Google's price types that may describe a car's price, by condition (new; demo and used).
ALLOWED_PRICE_TYPES: dict[str, frozenset[PriceType]] = {
    "new": frozenset(("drive_away_price", "estimated_drive_away_price")),
    "used": frozenset(("drive_away_price", "excluding_government_charges_price")),
}

NO_PRICE = "No price: the car shows POA or pre-order"
NO_PHOTO = "No photo"
NO_VIN = "No valid VIN (Google lists only cars with one)"
DUPLICATE_VIN = "Its VIN is already listed for another car"
NOT_A_CAR = "Google's vehicle listings take passenger cars only"
NO_PRICE_TYPE = "Its price is not drive-away (Google requires it for a new car in Australia)"
NO_USED_PRICE_TYPE = (
    "Its price is neither drive-away nor excluding government charges (Google requires one)"
)


def condition(car_type: str) -> Literal["new", "used"]:
    """A demo car has been registered: the ad catalogs call it used (as the page's JSON-LD does)."""
    return "new" if car_type == "new" else "used"


def price_type(car_type: str, written: str | None) -> PriceType | None:
    """The dealer's price label ("Drive Away", "Excl. Govt. Charges", ...) as Google's price
    type, when it is one Google accepts for the car's condition; else None."""
    text = re.sub(r"[^a-z]", "", (written or "").lower())
    found: PriceType | None = None
    if "estimateddriveaway" in text:
        found = "estimated_drive_away_price"
    elif "driveaway" in text or text == "dap":
        found = "drive_away_price"
    elif text.startswith(("excl", "egc")) or "excludinggovernment" in text:
        found = "excluding_government_charges_price"
    return found if found in ALLOWED_PRICE_TYPES[condition(car_type)] else None


def missing_price_type(car_type: str) -> str:
    return NO_PRICE_TYPE if condition(car_type) == "new" else NO_USED_PRICE_TYPE


def feed_price(price: int | None, offer_price: int | None) -> int | None:
    """The price an ad shows: the offer when there is one, else the price; none below $11 (the
    site shows those as POA too, spec: vehicle §4)."""
    current = offer_price if offer_price and offer_price > 0 else price
    return current if current is not None and current > 10 else None


def money(amount: int) -> str:
    return f"{amount} {CURRENCY}"


def valid_vin(vin: str | None) -> str | None:
    cleaned = (vin or "").strip().upper()
    return cleaned if VIN.match(cleaned) else None


@dataclass(frozen=True)
class LeftOut:
    """A listed car a feed does not carry, and why (shown in the console)."""

    stocknum: str
    name: str
    dealership_id: int
    reason: str
