"""A car's photos in the console: upload, reorder, delete.

An upload is checked by its header and kept as sent while the request waits; the worker's
PhotoJob makes it the car's last picture (forecourt/media/uploads.py) or marks it failed with the
reason, which the console shows. Every change bumps the stock version, so the site's search and
car pages show it at once."""

import asyncio
import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.errors import Conflict, InvalidInput, NotFound
from forecourt.inventory.models import Car, CarImage, PhotoUpload
from forecourt.inventory.stock_version import bump_stock_version
from forecourt.media.storage import MediaBlobs
from forecourt.media.store import remove_with_renditions
from forecourt.media.uploads import (
    PhotoRefused,
    check_photo,
    incoming_key,
    make_picture,
    picture_key,
    uploaded_here,
)

log = logging.getLogger(__name__)
MAX_PHOTOS = 50  # a car's pictures and waiting uploads together
NO_PHOTO = "No such photo"
NO_UPLOAD = "No such upload"
FULL = f"This car has {MAX_PHOTOS} photos, the most it can show: delete one first."
EVERY_PHOTO_ONCE = "List every photo of this car once."
STALE_ORDER = "The photos changed since this order was made: here is their order now."
PENDING, WORKING, FAILED = "pending", "working", "failed"
CLAIM_AGAIN_AFTER = timedelta(minutes=5)  # a worker that stopped mid-photo leaves it to another
BATCH = 4


@dataclass(frozen=True)
class CarPhotos:
    pictures: list[CarImage]
    uploads: list[PhotoUpload]
    version: int  # the version an order made from these pictures names


async def photos_of(session: AsyncSession, car: Car) -> CarPhotos:
    """Each read sees what was committed before it, and the worker may make an upload a picture
    between them (one commit). Uploads are read first, pictures last: an upload read as gone is
    then always among the pictures (one read as waiting may be there too, until the console looks
    again), and the version is never newer than the pictures it names, so an order made from them
    is refused as stale rather than taken for the newer list."""
    uploads = await session.scalars(
        select(PhotoUpload).where(PhotoUpload.car_id == car.id).order_by(PhotoUpload.id)
    )
    # read as a column, not from the car object, which may predate a change in this session
    version = await session.scalar(select(Car.photo_version).where(Car.id == car.id))
    pictures = await session.scalars(
        select(CarImage).where(CarImage.car_id == car.id).order_by(CarImage.position, CarImage.id)
    )
    return CarPhotos(list(pictures), list(uploads), version or 0)


async def accept_upload(
    session: AsyncSession, access: Access, car: Car, data: bytes, file_name: str, blobs: MediaBlobs
) -> PhotoUpload:
    try:
        check_photo(data)
    except PhotoRefused as exc:
        raise InvalidInput(str(exc), field="photo") from exc
    held = await photos_of(session, car)
    if len(held.pictures) + len(held.uploads) >= MAX_PHOTOS:
        raise Conflict(FULL)
    key = incoming_key()
    # In the media store, not on this host: any worker may make the picture.
    await asyncio.to_thread(blobs.write, key, data)
    upload = PhotoUpload(site_id=car.site_id, car_id=car.id, key=key, file_name=file_name[:200],
                         status=PENDING)  # fmt: skip
    session.add(upload)
    await session.flush()
    audit.record(session, access, object_type="car", object_id=car.id, action="photo_upload",
                 before={}, after={"file_name": upload.file_name, "bytes": len(data)})  # fmt: skip
    await session.commit()
    return upload


async def _next_photo_version(session: AsyncSession, car: Car, made_from: int | None) -> bool:
    """Counts a change to the car's pictures. With `made_from`, only if no other change came
    first: a conditional update, so of two orders made from one version exactly one wins, on
    PostgreSQL as on SQLite (the row lock makes the second re-read the version)."""
    query = update(Car).where(Car.id == car.id)
    if made_from is not None:
        query = query.where(Car.photo_version == made_from)
    done = await session.execute(query.values(photo_version=Car.photo_version + 1))
    return bool(done.rowcount)  # type: ignore[attr-defined]


async def reorder(
    session: AsyncSession, access: Access, car: Car, photo_ids: list[int], made_from: int
) -> None:
    """The whole order at once, made from the version the console showed; a stale one is
    refused (409) and the console shows the order as it is now. One audit entry per order."""
    if not await _next_photo_version(session, car, made_from):
        await session.rollback()
        raise Conflict(STALE_ORDER, field="version")
    pictures = (await photos_of(session, car)).pictures
    before = [p.id for p in pictures]
    if sorted(photo_ids) != sorted(before):
        await session.rollback()
        raise InvalidInput(EVERY_PHOTO_ONCE, field="photo_ids")
    if photo_ids == before:
        await session.rollback()  # nothing moved: the version stays
        return
    position = {photo_id: i for i, photo_id in enumerate(photo_ids)}
    for picture in pictures:
        picture.position = position[picture.id]
    await bump_stock_version(session, car.site_id)
    audit.record(session, access, object_type="car", object_id=car.id, action="photo_order",
                 before={"photo_ids": before}, after={"photo_ids": photo_ids})  # fmt: skip
    await session.commit()


async def delete_picture(
    session: AsyncSession, access: Access, car: Car, photo_id: int, blobs: MediaBlobs
) -> None:
    picture = await session.scalar(
        select(CarImage).where(CarImage.id == photo_id, CarImage.car_id == car.id)
    )
    if picture is None:
        raise NotFound(NO_PHOTO)
    await session.delete(picture)
    await _next_photo_version(session, car, None)
    await bump_stock_version(session, car.site_id)
    audit.record(session, access, object_type="car", object_id=car.id, action="photo_delete",
                 before={"photo": picture.source}, after={})  # fmt: skip
    await session.commit()
    # Only what the console stored is removed: a feed's or a demo's picture is not ours. Its
    # renditions go from a shared store and age out of each host's bounded cache; nothing refers
    # to the key any more.
    if uploaded_here(picture.source, car.site_id):
        await asyncio.to_thread(remove_with_renditions, blobs, picture.source)


async def delete_pictures(
    session: AsyncSession, access: Access, car: Car, photo_ids: list[int], blobs: MediaBlobs
) -> None:
    """Several photos at once, all or none (an id not of this car refuses the lot); one audit
    entry."""
    pictures = list(
        await session.scalars(
            select(CarImage).where(CarImage.car_id == car.id, CarImage.id.in_(photo_ids))
        )
    )
    if len(pictures) != len(set(photo_ids)):
        raise NotFound(NO_PHOTO)
    for picture in pictures:
        await session.delete(picture)
    await _next_photo_version(session, car, None)
    await bump_stock_version(session, car.site_id)
    audit.record(session, access, object_type="car", object_id=car.id, action="photo_delete",
                 before={"photos": [p.source for p in pictures]}, after={})  # fmt: skip
    await session.commit()
    for picture in pictures:  # only what the console stored, as in delete_picture
        if uploaded_here(picture.source, car.site_id):
            await asyncio.to_thread(remove_with_renditions, blobs, picture.source)


async def dismiss_upload(
    session: AsyncSession, access: Access, car: Car, upload_id: int, blobs: MediaBlobs
) -> None:
    """A failed upload leaves the list; a waiting one is cancelled."""
    upload = await session.scalar(
        select(PhotoUpload).where(PhotoUpload.id == upload_id, PhotoUpload.car_id == car.id)
    )
    if upload is None:
        raise NotFound(NO_UPLOAD)
    await session.delete(upload)
    await session.commit()
    await asyncio.to_thread(blobs.remove, upload.key)


class PhotoJob:
    """The worker's side: claims a few waiting uploads at a time (any number of workers may run,
    a row is taken by a conditional update) and makes each a picture, off the event loop."""

    def __init__(self, blobs: MediaBlobs) -> None:
        self.blobs = blobs

    async def run_once(self, session: AsyncSession, now: datetime) -> int:
        waiting = or_(
            PhotoUpload.status == PENDING,
            (PhotoUpload.status == WORKING) & (PhotoUpload.claimed_at < now - CLAIM_AGAIN_AFTER),
        )
        ids = list(await session.scalars(select(PhotoUpload.id).where(waiting).limit(BATCH)))
        done = 0
        for upload_id in ids:
            claimed = await session.execute(
                update(PhotoUpload)
                .where(PhotoUpload.id == upload_id, waiting)
                .values(status=WORKING, claimed_at=now)
            )
            await session.commit()
            if claimed.rowcount == 1:  # type: ignore[attr-defined]
                await self._make(session, upload_id)
                done += 1
        return done

    def _make_picture(self, incoming: str, key: str) -> tuple[int, int]:
        source = self.blobs.read(incoming)
        if source is None:
            raise FileNotFoundError(incoming)
        picture, width, height = make_picture(source)
        self.blobs.write(key, picture)
        return width, height

    async def _make(self, session: AsyncSession, upload_id: int) -> None:
        upload = await session.get_one(PhotoUpload, upload_id)
        key = picture_key(upload.site_id, upload.car_id)
        try:
            width, height = await asyncio.to_thread(self._make_picture, upload.key, key)
        except PhotoRefused as exc:
            upload.status, upload.error = FAILED, str(exc)
        except FileNotFoundError:
            upload.status, upload.error = FAILED, "The upload was lost; please upload it again."
        else:
            last = await session.scalar(
                select(func.max(CarImage.position)).where(CarImage.car_id == upload.car_id)
            )
            session.add(CarImage(car_id=upload.car_id, position=(last or 0) + 1, source=key,
                                 width=width, height=height))  # fmt: skip
            await session.execute(delete(PhotoUpload).where(PhotoUpload.id == upload_id))
            await session.execute(
                update(Car)
                .where(Car.id == upload.car_id)
                .values(photo_version=Car.photo_version + 1)
            )
            await bump_stock_version(session, upload.site_id)
        await session.commit()
        await asyncio.to_thread(self.blobs.remove, upload.key)
        log.info("photo upload %s: %s", upload_id, "failed" if upload.error else "made")
