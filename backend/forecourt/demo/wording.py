"""The words on a demo car: equipment lists, dealer comments and hotspot captions."""

import random

from forecourt.demo.catalogue import EQUIPMENT, Model

_INTROS = {
    "new": ("Brand new {name}, ready for delivery.", "Drive away in a brand new {name} today.",
            "Factory fresh {name} in {colour}."),
    "demo": ("Dealer demonstrator {name} with only {km} km.", "Save thousands on this ex-demo {name}.",
             "Near-new {name}, used as our demonstrator and immaculately kept."),
    "used": ("This {year} {make} {model} in {colour} has travelled {km} km.",
             "Well-kept {name} with {km} km on the clock.",
             "Trade-in {name}, presented in {colour} with {km} km."),
}  # fmt: skip
_USED_NOTES = (
    "One owner with a full service history.", "Logbook serviced on time.",
    "Roadworthy certificate supplied.", "Two keys and owner's manuals included.",
    "New tyres fitted at the last service.", "Non-smoker vehicle, interior like new.",
    "Independent vehicle history report available on request.",
)  # fmt: skip
_NEW_NOTES = (
    "Comes with the full manufacturer's warranty and roadside assistance.",
    "Capped price servicing for the first five services.",
    "Ask us about our current finance offers.",
)
_CLOSERS = (
    "Trade-ins welcome, finance available on approval.", "Call today to book a test drive.",
    "Interstate buyers welcome: we can arrange delivery Australia-wide.",
    "Enquire now to secure this one before it's gone.",
)  # fmt: skip
_LONG_EXTRA = {
    "used": "Our team has inspected every panel, checked the brakes, suspension and steering, and road "
    "tested the vehicle before it went on sale. We are happy to send a walkaround video or extra photos "
    "of anything you would like a closer look at, and we can hold the car with a fully refundable "
    "deposit while you organise finance or arrange an inspection.",
    "new": "Our product specialists can walk you through every feature, pair your phone and set up the "
    "driver assistance systems at delivery. We can arrange a test drive at a time that suits you, value "
    "your trade-in on the spot and hold the vehicle with a fully refundable deposit while finance is "
    "arranged.",
}


def equipment_for(
    model: Model, badge_rank: int, fuel_code: str | None, rng: random.Random
) -> list[str]:
    """Higher badges carry more equipment; utes and EVs add their own."""
    pool = EQUIPMENT[
        model.equipment if model.equipment in ("motorcycle", "truck", "caravan") else "car"
    ]
    count = min(len(pool), 6 + badge_rank * 4 + rng.randint(0, 5))
    items = rng.sample(pool, count)
    if model.equipment == "ute":
        items += rng.sample(EQUIPMENT["ute"], rng.randint(2, 6))
    if fuel_code in ("E", "PH"):
        items += rng.sample(EQUIPMENT["electric"], rng.randint(2, 5))
    return items


def dealer_comments(car: dict[str, object], rng: random.Random) -> str | None:
    """A paragraph in a dealer's voice; sometimes long (the page truncates at 400), sometimes empty."""
    roll = rng.random()
    if roll < 0.05:
        return None
    if roll < 0.09:
        return ""  # spec: empty comments show a pending message
    car_type = str(car["car_type"])
    words = {**car, "km": f"{car['km']:,}"}
    parts = [rng.choice(_INTROS[car_type]).format(**words)]
    notes = _USED_NOTES if car_type == "used" else _NEW_NOTES
    parts += rng.sample(notes, rng.randint(1, 3))
    equipment = car.get("standard_equipment") or []
    if isinstance(equipment, list) and len(equipment) >= 3:
        parts.append("Features include " + ", ".join(equipment[:3]) + ".")
    if rng.random() < 0.3:
        parts.append(_LONG_EXTRA["used" if car_type == "used" else "new"])
    parts.append(rng.choice(_CLOSERS))
    return " ".join(parts)


EXTERIOR_HOTSPOTS = {
    "front_wheel": ("Alloy wheels", "Machined alloy wheels with a full-size spare."),
    "headlight": ("LED headlights", "Auto high beam and LED daytime running lights."),
    "taillight": ("LED tail lights", "Full-width LED rear lights and a rear camera."),
    "roof": ("Roof", "Integrated roof rails rated for roof-top carriers."),
    "door": ("Keyless entry", "Walk up with the key in your pocket and the doors unlock."),
    "rear_wheel": (
        "Brakes",
        "Ventilated disc brakes all round with electronic brake-force distribution.",
    ),
}
INTERIOR_HOTSPOTS = {
    "wheel": ("Steering wheel", "Leather-wrapped wheel with audio, phone and cruise controls."),
    "screen": (
        "Touchscreen",
        "Apple CarPlay and Android Auto, satellite navigation and digital radio.",
    ),
    "cluster": ("Driver display", "Digital instrument cluster with configurable views."),
    "shifter": ("Gear selector", "Electronic gear selector with a drive mode switch."),
    "seat": ("Front seats", "Heated, power-adjustable front seats with memory."),
}
