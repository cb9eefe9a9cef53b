"""The demo's model lines, from its catalogue: every model still sold new, with a picture, a
short description from its cheapest badge, features from its specifications and a gallery; plus
one coming-soon model (Register Your Interest)."""

from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.catalog.models import VehicleModel
from forecourt.core.slugs import slugify
from forecourt.demo.catalogue import MAKE_COLOURS, Model
from forecourt.demo.images import vehicle_key
from forecourt.demo.stock import ALL_MODELS
from forecourt.media.urls import image_url
from forecourt.offers.service import sanitize

BODY_OF = {"SUV": "SUV", "Ute": "Commercial", "Van": "Commercial", "Cab Chassis": "Commercial"}
COMING_SOON = {"Mazda": ("CX-80", "suv"), "Toyota": ("bZ4X Touring", "suv")}


def body_of(model: Model) -> str:
    if model.item_type == "caravan":
        return "Camper"
    if model.item_type == "truck":
        return "Commercial"
    return BODY_OF.get(model.simple_body, "Passenger")


def _colour(make: str) -> tuple[int, int, int]:
    hex_colour = MAKE_COLOURS.get(make, "4b5563")
    return (int(hex_colour[0:2], 16), int(hex_colour[2:4], 16), int(hex_colour[4:6], 16))


def _pictures(make: str, name: str, shape: str) -> list[str]:
    seed = sum(ord(c) for c in f"{make}{name}")
    return [image_url(vehicle_key(seed, _colour(make), shape, str(v)), 1200) for v in (1, 2, 3, 4)]


def _features(model: Model) -> list[dict[str, str]]:
    features = []
    if model.ancap:
        features.append({"title": f"{model.ancap}-star ANCAP safety",
                         "description": f"The {model.name} carries a {model.ancap}-star ANCAP rating, "
                         "with autonomous emergency braking, lane-keep assist and a full set of airbags."})  # fmt: skip
    if model.seats:
        length, width, height = model.size
        features.append({"title": f"Room for {model.seats}",
                         "description": f"{model.seats} seats in a body {length:,} mm long, {width:,} mm wide and "
                         f"{height:,} mm tall, with space for the weekly shop or the weekend away."})  # fmt: skip
    if model.towing:
        features.append({"title": f"Tows up to {model.towing:,} kg",
                         "description": f"A braked towing capacity of {model.towing:,} kg for the boat, the "
                         "camper or the work trailer."})  # fmt: skip
    power = max((e.power_kw for e in model.engines), default=0)
    if power:
        features.append({"title": f"Up to {power} kW",
                         "description": f"{len(model.engines)} "
                         f"{'engine' if len(model.engines) == 1 else 'engines'} to choose from, "
                         f"the strongest making {power} kW."})  # fmt: skip
    return features


def _row(model: Model, make_id: int, position: int) -> VehicleModel:
    pictures = _pictures(model.make, model.name, model.shape)
    cheapest = min(b.price for b in model.badges)
    description = (
        f"<p>The {model.make} {model.name} comes in {len(model.badges)} "
        f"{'grade' if len(model.badges) == 1 else 'grades'}, from "
        f"{', '.join(b.name for b in model.badges)}.</p>"
    )
    return VehicleModel(
        manufacturer_id=make_id, slug=slugify(model.name), name=model.name, status="available",
        body=body_of(model), short_description=f"{model.body}, from ${cheapest:,} drive away.",
        description=sanitize(description), image_url=pictures[0], features=_features(model),
        gallery=pictures, position=position,
    )  # fmt: skip


async def seed_models(session: AsyncSession, makes: dict[str, int]) -> None:
    """Replaces the catalogue makes' model lines (the demo owns those makes' lines)."""
    await session.execute(
        delete(VehicleModel).where(VehicleModel.manufacturer_id.in_(makes.values()))
    )
    current = [m for m in ALL_MODELS if m.years[1] is None and m.make in makes]
    seen: set[tuple[str, str]] = set()
    for position, model in enumerate(current):
        key = (model.make, slugify(model.name))
        if key not in seen:
            seen.add(key)
            session.add(_row(model, makes[model.make], position))
    for make, (name, shape) in COMING_SOON.items():
        if make in makes:
            pictures = _pictures(make, name, shape)
            session.add(VehicleModel(
                manufacturer_id=makes[make], slug=slugify(name), name=name, status="coming_soon",
                body="SUV", short_description="Coming soon: register your interest for first deliveries.",
                description=sanitize(f"<p>The all-new {make} {name} arrives next year.</p>"),
                image_url=pictures[0], features=[], gallery=pictures, position=999,
            ))  # fmt: skip
    await session.flush()
