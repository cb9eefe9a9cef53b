"""The demo's special offers: each site's own, and makers' national offers (no site) that appear
on every site selling the make new. Dates run from a month ago to two months ahead of the build,
so the offers are live whenever the demo is built."""

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.media.urls import image_url
from forecourt.offers.models import Offer
from forecourt.offers.service import sanitize

DISCLAIMER = (
    "Offer available to private and ABN holders on new vehicles ordered and delivered between "
    "the dates shown, while stocks last. Excludes fleet, government and rental buyers. Finance "
    "offers are subject to the lender's credit approval, fees and charges; comparison rates are "
    "based on a secured loan of $30,000 over 5 years. Not available with any other offer. See "
    "the dealer for full terms."
)


@dataclass(frozen=True)
class DemoOffer:
    name: str
    description: str  # HTML, as makers write it
    category: str
    manufacturer: str | None
    model: str | None
    shape: str
    colour: str


NATIONAL = (
    DemoOffer(
        "Mazda CX-5: 5 years' capped-price servicing included",
        "<p>Drive away in a new <strong>Mazda CX-5</strong> with five years of capped-price "
        "servicing included, saving you up to $1,800 over the first 75,000 km. Every CX-5 "
        "also comes with Mazda's 5 year unlimited kilometre warranty and roadside assistance, "
        "so the only thing left to plan is the road trip.</p>",
        "Service offer",
        "Mazda",
        "CX-5",
        "suv",
        "9b1b30",
    ),
    DemoOffer(
        "1.9% p.a. finance on Mazda3",
        "<p>Low-rate finance of 1.9% p.a. (comparison rate 2.99% p.a.) on every new Mazda3 "
        "hatch and sedan.</p>",
        "Finance offer",
        "Mazda",
        "Mazda3",
        "hatch",
        "4b5563",
    ),
    DemoOffer(
        "Toyota HiLux SR5: $2,000 bonus accessories",
        "<p>Choose $2,000 of genuine accessories, from tow bars to tonneau covers, with any new "
        "<strong>HiLux SR5</strong> ordered this month. Fitted before delivery and covered by "
        "Toyota's warranty for as long as the vehicle.</p>",
        "Bonus offer",
        "Toyota",
        "HiLux",
        "ute",
        "e5e7eb",
    ),
    DemoOffer(
        "Kia Sportage: 7 years' warranty and $500 fuel card",
        "<p>Every new Sportage comes with Kia's 7 year unlimited kilometre warranty, and this "
        "month a $500 fuel card on delivery.</p>",
        "Bonus offer",
        "Kia",
        "Sportage",
        "suv",
        "1e3a8a",
    ),
)

OWN = {
    "tasman-wide-group": (
        DemoOffer(
            "Trade-in guarantee: $1,000 over valuation",
            "<p>Bring your car to any TWG dealership: we will value it on the spot and add "
            "<strong>$1,000</strong> to our valuation when you trade it on a new or used "
            "vehicle from the group. Valuations are good for 7 days.</p>",
            "Trade-in offer",
            None,
            None,
            "wagon",
            "0b2545",
        ),
    ),
    "redgum-car-co": (
        DemoOffer(
            "12 months' warranty on every used car",
            "<p>Every car on our lot has passed a 140-point inspection and comes with 12 months' "
            "mechanical warranty and roadside assistance at no extra cost.</p>",
            "Used car offer",
            None,
            None,
            "sedan",
            "065f46",
        ),
    ),
}


def _offer(o: DemoOffer, site_id: int | None, position: int, now: datetime) -> Offer:
    today = now.date()
    key = f"demo/offer-{position}-{o.colour}/{o.colour}/{o.shape}/1.jpg"
    return Offer(
        site_id=site_id,
        manufacturer=o.manufacturer,
        name=o.name,
        description=o.description,
        sanitized_description=sanitize(o.description),
        disclaimer=DISCLAIMER,
        category=o.category,
        model_name=o.model,
        image_url=image_url(key, 1200),
        starts_on=today - timedelta(days=30),
        ends_on=today + timedelta(days=60),
        excluded_website_ids=[],
        position=position,
        created_at=now,
    )


async def seed_national_offers(session: AsyncSession, now: datetime) -> None:
    """Replaces the demo's national offers (matched by name, so a rebuilt demo has one of each)."""
    await session.execute(
        delete(Offer).where(Offer.site_id.is_(None), Offer.name.in_([o.name for o in NATIONAL]))
    )
    session.add_all(_offer(o, None, i, now) for i, o in enumerate(NATIONAL))


def seed_site_offers(session: AsyncSession, site_slug: str, site_id: int, now: datetime) -> None:
    session.add_all(_offer(o, site_id, i, now) for i, o in enumerate(OWN.get(site_slug, ())))
