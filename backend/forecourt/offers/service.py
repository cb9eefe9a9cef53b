"""Which offers a site shows today, and their page addresses."""

from datetime import date
from typing import Any

import nh3
from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.content.render import render_markdown
from forecourt.core.errors import NotFound
from forecourt.core.slugs import slugify
from forecourt.inventory.makes import new_makes
from forecourt.offers.models import Offer
from forecourt.offers.schemas import OfferList, OfferModel, OfferOut

MAX_OFFERS = 200  # bounded work: a site with more than this shows its first 200
NO_OFFER = "This offer has ended or is not available here."


def sanitize(html: str) -> str:
    """Dealer- or maker-written HTML through the content pages' sanitiser (Markdown is a superset
    of HTML, so plain HTML comes out as written, less anything unsafe)."""
    return render_markdown(html)


def plain_text(html: str) -> str:
    return " ".join(nh3.clean(html, tags=set()).split())


def _live(today: date) -> list[Any]:
    return [
        or_(Offer.starts_on.is_(None), Offer.starts_on <= today),
        or_(Offer.ends_on.is_(None), Offer.ends_on >= today),
    ]


async def live_offers(session: AsyncSession, site_id: int, today: date) -> list[Offer]:
    """The site's own offers and the national offers of makes it sells new, less those that
    exclude it; the dealer's order, then newest first."""
    rows = await session.scalars(
        select(Offer)
        .where(or_(Offer.site_id == site_id, Offer.site_id.is_(None)), *_live(today))
        .order_by(Offer.position, Offer.id.desc())
        .limit(MAX_OFFERS)
    )
    offers = list(rows)
    if any(o.site_id is None for o in offers):
        makes = await new_makes(session, site_id)
        offers = [
            o
            for o in offers
            if o.site_id is not None
            or ((o.manufacturer or "").lower() in makes and site_id not in o.excluded_website_ids)
        ]
    return offers


def offer_path(offer: Offer) -> str:
    if offer.manufacturer:
        return f"/offers/{slugify(offer.manufacturer)}/{offer.id}"
    return f"/offers/{offer.id}"


def explore_href(offer: Offer) -> str | None:
    if offer.override_url:
        return offer.override_url
    if offer.manufacturer and offer.model_name:
        return (
            f"/search/{slugify(offer.manufacturer)}/{offer.model_slug or slugify(offer.model_name)}"
        )
    return None


def offer_out(offer: Offer) -> OfferOut:
    model = (
        OfferModel(name=offer.model_name, slug=offer.model_slug, override_url=offer.override_url)
        if offer.model_name
        else None
    )
    return OfferOut(
        id=offer.id,
        name=offer.name,
        manufacturer=offer.manufacturer,
        category=offer.category,
        sanitized_description=offer.sanitized_description,
        description_text=plain_text(offer.sanitized_description),
        disclaimer=offer.disclaimer,
        model=model,
        image_url=offer.image_url,
        starts_on=offer.starts_on,
        ends_on=offer.ends_on,
        path=offer_path(offer),
        explore_href=explore_href(offer),
    )


async def offer_list(
    session: AsyncSession, site_id: int, today: date, manufacturer: str | None, category: str | None
) -> OfferList:
    offers = await live_offers(session, site_id, today)
    shown = [
        o
        for o in offers
        if (not manufacturer or slugify(o.manufacturer or "") == slugify(manufacturer))
        and (not category or o.category == category)
    ]
    return OfferList(
        offers=[offer_out(o) for o in shown],
        manufacturers=sorted({o.manufacturer for o in offers if o.manufacturer}),
        categories=sorted({o.category for o in offers}),
    )


async def one_offer(
    session: AsyncSession, site_id: int, offer_id: int, today: date, manufacturer: str | None = None
) -> Offer:
    """An offer this site shows today (under its own make's path, when one is given)."""
    offer = next((o for o in await live_offers(session, site_id, today) if o.id == offer_id), None)
    if offer is None or (
        manufacturer is not None and slugify(offer.manufacturer or "") != manufacturer.lower()
    ):
        raise NotFound(NO_OFFER)
    return offer
