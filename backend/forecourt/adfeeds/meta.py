"""Meta's automotive catalog feed, in the XML form Meta documents (<listings><listing>...).

Its required fields: vehicle_id, title, description, url, make, model, year, mileage (value and
unit), image, body_style, price (ISO 4217), state_of_vehicle, address, availability; the VIN
where known, and the dealer's name and id. Every kind of vehicle is listed (vehicle_type)."""

from xml.etree.ElementTree import Element, SubElement, tostring

from forecourt.adfeeds.listing import FeedCar, Listing
from forecourt.adfeeds.rules import COUNTRY, LeftOut, money

BODY_STYLES = {
    "Sedan": "SEDAN", "Hatch": "HATCHBACK", "SUV": "SUV", "Ute": "TRUCK", "Wagon": "WAGON",
    "Coupe": "COUPE", "Convertible": "CONVERTIBLE", "Van": "VAN", "People Mover": "MINIVAN",
}  # fmt: skip
VEHICLE_TYPES = {
    "car": "CAR_TRUCK",
    "motorcycle": "MOTORCYCLE",
    "truck": "COMMERCIAL",
    "caravan": "RV_CAMPER",
}
TRANSMISSIONS = {"Automatic": "AUTOMATIC", "Manual": "MANUAL"}
FUELS = {
    "Petrol": "GASOLINE", "Diesel": "DIESEL", "Electric": "ELECTRIC", "Hybrid": "HYBRID",
    "Plug-in Hybrid": "PLUGIN_HYBRID", "LPG": "OTHER",
}  # fmt: skip
DRIVETRAINS = {"4WD": "4X4", "AWD": "AWD", "FWD": "FWD", "RWD": "RWD"}
REQUIRED = (
    "vehicle_id", "title", "description", "url", "make", "model", "year", "mileage/value",
    "mileage/unit", "image/url", "body_style", "price", "state_of_vehicle", "address",
    "availability", "dealer_name", "dealer_id",
)  # fmt: skip


def _state(car: FeedCar) -> str:
    if car.car_type == "new":
        return "NEW"
    return "CPO" if car.certified else "USED"


def _text(parent: Element, tag: str, value: str | int | None) -> None:
    if value not in (None, ""):
        SubElement(parent, tag).text = str(value)


def _listing(root: Element, car: FeedCar) -> None:
    item = SubElement(root, "listing")
    for tag, value in (
        ("vehicle_id", car.id), ("title", car.title), ("description", car.description),
        ("url", car.link), ("make", car.make), ("model", car.model), ("year", car.year),
        ("trim", car.trim), ("vin", car.vin),
    ):  # fmt: skip
        _text(item, tag, value)
    mileage = SubElement(item, "mileage")
    _text(mileage, "value", car.km)
    _text(mileage, "unit", "KM")
    for url in car.images:
        _text(SubElement(item, "image"), "url", url)
    regular = car.was_price if car.was_price and car.was_price > car.price else None
    for tag, value in (
        ("body_style", BODY_STYLES.get(car.body or "", "OTHER")),
        ("vehicle_type", VEHICLE_TYPES.get(car.item_type, "OTHER")),
        ("price", money(regular or car.price)),
        ("sale_price", money(car.price) if regular else None),
        ("state_of_vehicle", _state(car)),
        ("exterior_color", car.colour),
        ("transmission", TRANSMISSIONS.get(car.transmission or "")),
        ("fuel_type", FUELS.get(car.fuel or "")),
        ("drivetrain", DRIVETRAINS.get(car.drive or "")),
        ("availability", "PENDING" if car.reserved else "AVAILABLE"),
        ("dealer_id", car.store.code), ("dealer_name", car.store.name),
    ):  # fmt: skip
        _text(item, tag, value)
    address = SubElement(item, "address", {"format": "simple"})
    for name, value in (
        ("addr1", car.store.street), ("city", car.store.city), ("region", car.store.region),
        ("postal_code", car.store.postcode), ("country", COUNTRY),
    ):  # fmt: skip
        if value:
            SubElement(address, "component", {"name": name}).text = value


def meta_automotive_catalog(listing: Listing, title: str) -> tuple[bytes, int, list[LeftOut]]:
    root = Element("listings")
    _text(root, "title", title)
    for car in listing.cars:
        _listing(root, car)
    body = tostring(root, encoding="utf-8", xml_declaration=True)
    return body, len(listing.cars), list(listing.left_out)
