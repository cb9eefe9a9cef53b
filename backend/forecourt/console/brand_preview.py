"""What the new-site wizard's brand step previews: the site as shoppers' pages receive it (its
public configuration, the same answer the storefront inlines into each page) and one car card
built by the storefront's own card rules. The car is the site's first listed car once stock is
imported; before then it is a sample, never stored, so the brand can be chosen before the feed."""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.inventory.cards import build_card
from forecourt.inventory.models import Car
from forecourt.inventory.schemas import CarCard
from forecourt.search.hydrate import load_hit_cards
from forecourt.storefront.public import site_public
from forecourt.storefront.schemas import SitePublic
from forecourt.tenancy.service import ResolvedSite

# The first cars looked at for one that shoppers may see (a hidden or sold one is passed over).
CANDIDATES = 20


@dataclass(frozen=True)
class BrandPreview:
    site: SitePublic
    car: CarCard
    sample: bool  # True: no car of the site's own is listed yet


def sample_car(site_id: int, now: datetime) -> Car:
    """A used ute as a dealer's stock has many: a car with a price, kilometres and the usual
    facts, so the card shows each of its parts."""
    return Car(
        id=0, site_id=site_id, dealership_id=0, slug="sample-2022-toyota-hilux-sr5",
        stocknum="SAMPLE", name="2022 Toyota HiLux SR5", year=2022, make="Toyota",
        model="HiLux", badge="SR5", series=None, colour="White", item_type="car",
        car_type="used", status="in_stock", tag=None, reserved=False, certified=False,
        preorder=False, price=45990, before_price=None, offer_price=None,
        subscription_price=None, price_type=None, km=38500, views=0, simple_body="Ute",
        simple_transmission="Automatic", simple_fuel="Diesel", created_at=now,
    )  # fmt: skip


async def brand_preview(session: AsyncSession, site: ResolvedSite) -> BrandPreview:
    now = utcnow()
    ids = list(
        await session.scalars(
            select(Car.id).where(Car.site_id == site.id).order_by(Car.id).limit(CANDIDATES)
        )
    )
    cards = await load_hit_cards(session, site, ids, now)
    public = await site_public(session, site)
    if cards:
        return BrandPreview(public, cards[0], sample=False)
    card = build_card(
        sample_car(site.id, now), site.config, now, first_image=None, photos_count=0, location=None
    )
    return BrandPreview(public, card, sample=True)
