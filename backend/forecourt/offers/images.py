"""An offer's image uploaded in the console, checked, bounded and made as a car's photo is
(forecourt/media/uploads.py: JPEG, PNG or WebP, MAX_UPLOAD_BYTES, MAX_PIXELS; upright, without
its metadata, at most MAX_SIDE), kept in the media store and named by its served URL in the
offer's `image_url`.

A car's photos wait for the worker; an offer has one image and the console shows it on the
answer, so it is made while the request waits, off the event loop, bounded as a photo is.

An image the console stored is removed when another replaces it, when the address is changed or
cleared, and with its offer: no file is left that nothing names."""

import asyncio

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.errors import InvalidInput, TooLarge
from forecourt.media.storage import MediaBlobs
from forecourt.media.store import remove_with_renditions
from forecourt.media.uploads import (
    MAX_UPLOAD_BYTES,
    TOO_BIG,
    PhotoRefused,
    check_photo,
    make_picture,
    upload_key,
    uploaded_here,
)
from forecourt.media.urls import image_url, media_key
from forecourt.offers.models import Offer

FIELD = "image"  # the upload's form field, named in its errors
WIDTH = 1200  # the offers page shows an offer's image at most 1200 px wide


def made_key(offer: Offer) -> str | None:
    """The media key of the offer's image when the console stored it for the offer's site."""
    if offer.site_id is None or not offer.image_url:
        return None
    key = media_key(offer.image_url)
    return key if uploaded_here(key, offer.site_id) else None


async def forget(blobs: MediaBlobs, key: str | None) -> None:
    """Removes an image the offer no longer names (after the change is committed: a failed
    change keeps the image it still shows)."""
    if key is not None:
        await asyncio.to_thread(remove_with_renditions, blobs, key)


def _made(data: bytes) -> bytes:
    if len(data) > MAX_UPLOAD_BYTES:
        raise TooLarge(TOO_BIG, field=FIELD)
    try:
        check_photo(data)  # the header first: a refusal costs no decoding
        picture, _, _ = make_picture(data)
    except PhotoRefused as exc:
        raise InvalidInput(str(exc), field=FIELD) from exc
    return picture


async def replace_image(
    session: AsyncSession, access: Access, offer: Offer, data: bytes, blobs: MediaBlobs
) -> Offer:
    """Makes the upload the offer's image: one audit entry, and the image it replaces, when the
    console stored it, removed."""
    picture = await asyncio.to_thread(_made, data)
    assert offer.site_id is not None  # the caller found one of the site's own offers
    key = upload_key(offer.site_id, f"offers/{offer.id}")
    await asyncio.to_thread(blobs.write, key, picture)
    old, before = made_key(offer), offer.image_url
    offer.image_url = image_url(key, WIDTH)
    audit.record(session, access, object_type="offer", object_id=offer.id, action="image_upload",
                 before={"image_url": before}, after={"image_url": offer.image_url})  # fmt: skip
    try:
        await session.commit()
    except BaseException:
        await forget(blobs, key)  # nothing names it
        raise
    await forget(blobs, old)
    return offer


async def remove_image(
    session: AsyncSession, access: Access, offer: Offer, blobs: MediaBlobs
) -> Offer:
    """The offer shows no image; the file goes when the console stored it."""
    old, before = made_key(offer), offer.image_url
    if before is None:
        return offer
    offer.image_url = None
    audit.record(session, access, object_type="offer", object_id=offer.id, action="image_delete",
                 before={"image_url": before}, after={"image_url": None})  # fmt: skip
    await session.commit()
    await forget(blobs, old)
    return offer
