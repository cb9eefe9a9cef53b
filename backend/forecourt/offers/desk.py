"""Offers in the console: the site's own offers (create, change, delete, order) and the makers'
national offers that reach the site, which a dealer cannot edit but can hide from the site."""

from datetime import date
from typing import Any

from sqlalchemy import or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import Conflict, NotFound
from forecourt.core.slugs import slugify
from forecourt.inventory.makes import new_makes
from forecourt.media.storage import MediaBlobs
from forecourt.offers.images import forget, made_key
from forecourt.offers.models import Offer
from forecourt.offers.schemas import OfferIn, OfferRow
from forecourt.offers.service import MAX_OFFERS, offer_path, sanitize

NO_OFFER = "No such offer on this site"
NATIONAL = "A maker's national offer cannot be edited here; it can be hidden from this site."


def _values(offer: Offer) -> dict[str, Any]:
    return OfferIn.model_construct(
        name=offer.name, description=offer.description, disclaimer=offer.disclaimer,
        category=offer.category, manufacturer=offer.manufacturer, model_name=offer.model_name,
        override_url=offer.override_url, image_url=offer.image_url, starts_on=offer.starts_on,
        ends_on=offer.ends_on, position=offer.position,
    ).model_dump(mode="json")  # fmt: skip


def _live(offer: Offer, today: date) -> bool:
    return (offer.starts_on is None or offer.starts_on <= today) and (
        offer.ends_on is None or offer.ends_on >= today
    )


def offer_row(offer: Offer, site_id: int, today: date) -> OfferRow:
    national = offer.site_id is None
    return OfferRow(
        id=offer.id, national=national,
        shown=not national or site_id not in offer.excluded_website_ids,
        live=_live(offer, today), path=offer_path(offer), values=_values(offer),
    )  # fmt: skip


async def site_offers(session: AsyncSession, site_id: int) -> list[Offer]:
    """Every offer of the site, past and coming too, and the national offers of the makes it
    sells new (hidden ones included, so they can be shown again)."""
    rows = await session.scalars(
        select(Offer)
        .where(or_(Offer.site_id == site_id, Offer.site_id.is_(None)))
        .order_by(Offer.site_id.is_(None), Offer.position, Offer.id.desc())
        .limit(MAX_OFFERS)
    )
    offers = list(rows)
    if any(o.site_id is None for o in offers):
        makes = await new_makes(session, site_id)
        offers = [o for o in offers if o.site_id or (o.manufacturer or "").lower() in makes]
    return offers


async def _offer(session: AsyncSession, site_id: int, offer_id: int) -> Offer:
    found = next((o for o in await site_offers(session, site_id) if o.id == offer_id), None)
    if found is None:
        raise NotFound(NO_OFFER)
    return found


async def own_offer(session: AsyncSession, site_id: int, offer_id: int) -> Offer:
    offer = await _offer(session, site_id, offer_id)
    if offer.site_id is None:
        raise Conflict(NATIONAL)
    return offer


def _apply(offer: Offer, body: OfferIn) -> None:
    for field, value in body.model_dump().items():
        setattr(offer, field, value)
    offer.sanitized_description = sanitize(body.description)
    offer.model_slug = slugify(body.model_name) if body.model_name else None


async def create_offer(session: AsyncSession, access: Access, body: OfferIn) -> Offer:
    offer = Offer(site_id=access.site_id, created_at=utcnow(), excluded_website_ids=[])
    _apply(offer, body)
    session.add(offer)
    await session.flush()
    audit.record(session, access, object_type="offer", object_id=offer.id, action="create",
                 before={}, after=_values(offer))  # fmt: skip
    await session.commit()
    return offer


async def change_offer(
    session: AsyncSession, access: Access, offer_id: int, body: OfferIn, blobs: MediaBlobs
) -> Offer:
    """An uploaded image the new values no longer name is removed (offers/images.py)."""
    offer = await own_offer(session, access.site_id, offer_id)
    before, made = _values(offer), made_key(offer)
    _apply(offer, body)
    audit.record_changes(session, access, "offer", offer.id, before, _values(offer))
    await session.commit()
    if made_key(offer) != made:
        await forget(blobs, made)
    return offer


async def delete_offer(
    session: AsyncSession, access: Access, offer_id: int, blobs: MediaBlobs
) -> None:
    offer = await own_offer(session, access.site_id, offer_id)
    made = made_key(offer)
    audit.record(session, access, object_type="offer", object_id=offer.id, action="delete",
                 before=_values(offer), after={})  # fmt: skip
    await session.delete(offer)
    await session.commit()
    await forget(blobs, made)


async def show_national_offer(
    session: AsyncSession, access: Access, offer_id: int, shown: bool
) -> Offer:
    offer = await _offer(session, access.site_id, offer_id)
    if offer.site_id is not None:
        raise NotFound(NO_OFFER)  # the site's own offers are shown by their dates
    excluded = [i for i in offer.excluded_website_ids if i != access.site_id]
    was_shown = len(excluded) == len(offer.excluded_website_ids)
    offer.excluded_website_ids = excluded if shown else [*excluded, access.site_id]
    audit.record_changes(session, access, "offer", offer.id, {"shown": was_shown}, {"shown": shown})
    await session.commit()
    return offer
