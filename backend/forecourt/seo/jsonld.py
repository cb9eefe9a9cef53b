"""schema.org JSON-LD for a car page: a Car with its Offer (architecture principle 8)."""

from typing import Any

from forecourt.inventory.models import Car
from forecourt.inventory.schemas import PriceOut

SCHEMA = "https://schema.org"
CONDITIONS = {"new": "NewCondition", "demo": "UsedCondition", "used": "UsedCondition"}


def offer_availability(status: str, preorder: bool) -> str:
    """in_stock -> InStock (PreOrder when flagged), coming_soon -> PreOrder, anything else SoldOut."""
    if status == "in_stock":
        return f"{SCHEMA}/PreOrder" if preorder else f"{SCHEMA}/InStock"
    if status == "coming_soon":
        return f"{SCHEMA}/PreOrder"
    return f"{SCHEMA}/SoldOut"


def _compact(data: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in data.items() if v not in (None, "", [])}


# A subscription's period as a schema.org reference quantity (UN/CEFACT unit codes).
PERIODS = {"week": (1, "WEE"), "fortnight": (2, "WEE"), "month": (1, "MON")}


def _subscription(price: PriceOut, period: str) -> dict[str, Any] | None:
    if price.kind != "subscription":
        return None
    value, unit = PERIODS[period]
    return {
        "@type": "UnitPriceSpecification",
        "name": price.label,
        "price": price.amount,
        "priceCurrency": "AUD",
        "referenceQuantity": {"@type": "QuantitativeValue", "value": value, "unitCode": unit},
    }


def car_json_ld(
    car: Car,
    price: PriceOut,
    *,
    url: str,
    images: list[str],
    seller: str,
    description: str,
    subscription_period: str = "week",
) -> dict[str, Any]:
    offer = _compact(
        {
            "@type": "Offer",
            "url": url,
            # Only an outright price is the Offer's price; a subscription is priced per period.
            "price": price.amount if price.kind == "price" else None,
            "priceSpecification": _subscription(price, subscription_period),
            "priceCurrency": "AUD",
            "availability": offer_availability(car.status, car.preorder),
            "itemCondition": f"{SCHEMA}/{CONDITIONS.get(car.car_type, 'UsedCondition')}",
            "seller": {"@type": "AutoDealer", "name": seller},
        }
    )
    return _compact(
        {
            "@context": SCHEMA,
            "@type": "Car",
            "name": car.name,
            "description": description,
            "url": url,
            "image": images,
            "sku": car.stocknum,
            "brand": {"@type": "Brand", "name": car.make},
            "model": car.model,
            "vehicleModelDate": str(car.year),
            "vehicleIdentificationNumber": car.vin,
            "bodyType": car.body or car.simple_body,
            "fuelType": car.fuel or car.simple_fuel,
            "vehicleTransmission": car.trans or car.simple_transmission,
            "color": car.colour,
            "vehicleInteriorColor": car.interior_colour,
            "numberOfDoors": car.doors,
            "seatingCapacity": car.seats,
            "mileageFromOdometer": {
                "@type": "QuantitativeValue",
                "value": car.km,
                "unitCode": "KMT",
            },
            "itemCondition": offer["itemCondition"],
            "offers": offer,
        }
    )
