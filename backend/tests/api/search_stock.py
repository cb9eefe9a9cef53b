"""Random but reproducible stock for search tests: many cars with every search attribute varied,
prices on the price menu's boundaries, sold cars in and out of the sold window, and ties in rank."""

import random
from datetime import timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.inventory.models import Car
from forecourt.tenancy.models import Dealership, Site
from tests.factories import make_car, make_dealership, make_location

MODELS = {
    "Toyota": ["Corolla", "HiLux", "RAV4", "LandCruiser Prado"],
    "Mazda": ["CX-5", "Mazda3", "BT-50"],
    "Ford": ["Ranger", "Everest"],
    "Kia": ["Sportage", "Cerato"],
}
BADGES = [None, "GX", "GXL", "SR5 (4x4)", "Maxx Sport", "Wildtrak"]
COLOURS = [None, "White", "Silver", "Crystal White Pearl", "Blue"]
BODIES = [None, "SUV", "Ute", "Hatch", "Sedan"]
FUELS = [None, "Petrol", "Diesel", "Hybrid", "Electric"]
TRANSMISSIONS = [None, "Automatic", "Manual"]
DRIVES = [None, "FWD", "AWD", "4WD"]
TAGS = [None, None, "Test Drive Only", "Hot Deal"]
EQUIPMENT = [
    "Apple CarPlay",
    "Android Auto wireless",
    "Reversing camera with guidelines",
    "Heated front seats",
    "Leather-accented upholstery",
    "Power sunroof",
    "Tow bar",
    "Cruise control",
    "Adaptive cruise control",
    "Blind spot monitor",
    "Cloth trim",
]
PRICES = [0, 5000, 9999, 10000, 19999, 20000, 29990, 45000, 74999, 75000, 99999, 100000, 150000]


async def random_stock(
    session: AsyncSession, site: Site, count: int, seed: int, **shared: Any
) -> list[Car]:
    """`count` cars across two dealerships and their locations (some cars have none)."""
    rng = random.Random(seed)
    now = utcnow()
    dealers: list[Dealership] = [
        await make_dealership(session, site, name=f"{site.name} Toyota", city="Brisbane"),
        await make_dealership(session, site, name=f"{site.name} Mazda Sales", city="Perth"),
    ]
    locations = [
        await make_location(session, dealers[0], name=f"{site.name} North", city="Brisbane"),
        await make_location(
            session, dealers[1], name=f"{site.name} West", city="Perth", state="WA"
        ),
    ]
    cars = []
    for _ in range(count):
        dealer_index = rng.randrange(2)
        make = rng.choice(list(MODELS))
        status = rng.choice(["in_stock", "in_stock", "in_stock", "coming_soon", "sold", "sold"])
        fields: dict[str, Any] = {
            "make": make,
            "model": rng.choice(MODELS[make]),
            "badge": rng.choice(BADGES),
            "series": rng.choice([None, "MY22", "Series II"]),
            "colour": rng.choice(COLOURS),
            "year": rng.randint(2012, 2025),
            "car_type": rng.choice(["new", "demo", "used", "used"]),
            "item_type": rng.choice(["car", "car", "car", "caravan"]),
            "status": status,
            "sold_at": now - timedelta(hours=rng.randint(1, 24 * 8)) if status == "sold" else None,
            "show_on_dealer_website": rng.random() > 0.1,
            "price": rng.choice(PRICES) if rng.random() < 0.5 else rng.randint(1, 160_000),
            "subscription_price": rng.choice([None, None, 199, 249, 349]),
            "offer_price": rng.choice([None, None, None, 0, rng.randint(1, 150_000)]),
            "km": rng.choice([0, 5, 15000, 40000, 120000, rng.randint(0, 300_000)]),
            "seats": rng.choice([None, 2, 5, 5, 7]),
            "body": rng.choice(BODIES),
            "simple_body": rng.choice(BODIES),
            "simple_fuel": rng.choice(FUELS),
            "simple_transmission": rng.choice(TRANSMISSIONS),
            "simple_drive": rng.choice(DRIVES),
            "tag": rng.choice(TAGS),
            "certified": rng.random() < 0.3,
            "reserved": rng.random() < 0.1,
            "custom_rank": rng.choice([0, 0, 1, 5, 10]),
            "vin": "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(17)),
            "standard_equipment": rng.sample(EQUIPMENT, rng.randint(0, 5)),
            "location_id": rng.choice([locations[dealer_index].id, None]),
            "created_at": now - timedelta(days=rng.randint(0, 90), minutes=rng.randint(0, 1440)),
            "images": rng.randint(0, 3),
        }
        fields.update(shared)
        cars.append(await make_car(session, dealers[dealer_index], **fields))
    return cars
