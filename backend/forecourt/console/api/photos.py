"""The console's photo endpoints: a car's pictures and waiting uploads, an upload
(the photo's bytes as the body), the order, and deletions."""

from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from forecourt.console.api.common import GUARDED, ObjectId
from forecourt.console.permissions import ReadStock, WriteStock
from forecourt.core.access import Access
from forecourt.core.db import DbSession
from forecourt.core.errors import CONFLICT, ResponsesDict, error_response, not_found
from forecourt.core.periodic import job_waker
from forecourt.core.request_limits import allow_larger_bodies
from forecourt.core.types import MAX_DB_ID
from forecourt.inventory import photo_desk as photos
from forecourt.inventory import stock_desk as stock
from forecourt.inventory.models import CarImage, PhotoUpload
from forecourt.media.deps import Media
from forecourt.media.uploads import FORMATS, MAX_UPLOAD_BYTES, TOO_BIG
from forecourt.media.urls import image_url

router = APIRouter(prefix="/console", tags=["console"])
NO_CAR = not_found(stock.NO_CAR)
TOO_LARGE: ResponsesDict = {413: error_response(TOO_BIG)}
THUMBNAIL = 400
allow_larger_bodies("/api/v1/console/stock/{car_id}/photos", MAX_UPLOAD_BYTES)


class PhotoOut(BaseModel):
    id: int
    url: str = Field(description="A small rendition, for the console's list")
    width: int | None
    height: int | None


class UploadOut(BaseModel):
    id: int
    file_name: str
    status: Literal["pending", "working", "failed"]
    error: str | None = Field(description="Why a failed upload could not be used")
    created_at: datetime


class PhotosOut(BaseModel):
    photos: list[PhotoOut] = Field(description="The car's pictures in the site's order")
    uploads: list[UploadOut] = Field(description="Uploads waiting for the worker, or failed")
    max_photos: int
    version: int = Field(
        description="Name it in a new order: an order made from another is refused"
    )


PhotoIds = Annotated[
    list[Annotated[int, Field(ge=1, le=MAX_DB_ID)]],
    Field(min_length=1, max_length=photos.MAX_PHOTOS),
]


class OrderIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    photo_ids: list[Annotated[int, Field(ge=1, le=MAX_DB_ID)]] = Field(
        max_length=photos.MAX_PHOTOS, description="Every photo of the car once, first shown first"
    )
    version: int = Field(
        ge=0, le=MAX_DB_ID, description="The `version` of the list this order was made from"
    )


class DeletionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    photo_ids: PhotoIds


def _photo_out(picture: CarImage) -> PhotoOut:
    return PhotoOut(id=picture.id, url=image_url(picture.source, THUMBNAIL), width=picture.width,
                    height=picture.height)  # fmt: skip


def _upload_out(upload: PhotoUpload) -> UploadOut:
    return UploadOut(id=upload.id, file_name=upload.file_name, status=upload.status,
                     error=upload.error, created_at=upload.created_at)  # fmt: skip


async def _photos_out(session: DbSession, car_id: int, access: Access) -> PhotosOut:
    held = await photos.photos_of(session, await stock.find_car(session, access, car_id))
    return PhotosOut(photos=[_photo_out(p) for p in held.pictures],
                     uploads=[_upload_out(u) for u in held.uploads],
                     max_photos=photos.MAX_PHOTOS, version=held.version)  # fmt: skip


@router.get("/stock/{car_id}/photos", response_model=PhotosOut, responses={**GUARDED, **NO_CAR})
async def list_photos(car_id: ObjectId, access: ReadStock, session: DbSession) -> PhotosOut:
    return await _photos_out(session, car_id, access)


@router.post(
    "/stock/{car_id}/photos",
    response_model=UploadOut,
    status_code=202,
    responses={**GUARDED, **NO_CAR, **CONFLICT, **TOO_LARGE},
    openapi_extra={
        "requestBody": {
            "required": True,
            "description": "The photo's bytes: JPEG, PNG or WebP, at most 60 megapixels",
            "content": {
                t: {"schema": {"type": "string", "format": "binary"}} for t in FORMATS.values()
            },  # fmt: skip
        }
    },
)
async def upload_photo(
    car_id: ObjectId,
    request: Request,
    access: WriteStock,
    session: DbSession,
    store: Media,
    name: Annotated[str, Query(max_length=200, description="The file's name, as shown")] = "",
) -> UploadOut:
    """Accepted when its header reads as a photo; the worker makes it the car's last picture
    (the list shows it waiting, then among the photos, or failed with the reason)."""
    car = await stock.find_car(session, access, car_id)
    data = await request.body()
    upload = await photos.accept_upload(session, access, car, data, name, store.blobs)
    job_waker(request)("photos")
    return _upload_out(upload)


@router.put(
    "/stock/{car_id}/photo-order",
    response_model=PhotosOut,
    responses={**GUARDED, **NO_CAR, 409: error_response(photos.STALE_ORDER)},
)
async def order_photos(
    car_id: ObjectId, body: OrderIn, access: WriteStock, session: DbSession
) -> PhotosOut:
    """Every photo of the car once, first shown first, with the version of the list it was made
    from: one made from an older list is refused (409), so a late click cannot undo a newer
    order. The first photo is the cover."""
    car = await stock.find_car(session, access, car_id)
    await photos.reorder(session, access, car, body.photo_ids, body.version)
    return await _photos_out(session, car_id, access)


@router.post(
    "/stock/{car_id}/photo-deletions",
    response_model=PhotosOut,
    responses={**GUARDED, **NO_CAR, **not_found(photos.NO_PHOTO)},
)
async def delete_photos(
    car_id: ObjectId, body: DeletionIn, access: WriteStock, session: DbSession, store: Media
) -> PhotosOut:
    """Deletes several photos at once, all or none; answers with the photos left."""
    car = await stock.find_car(session, access, car_id)
    await photos.delete_pictures(session, access, car, body.photo_ids, store.blobs)
    return await _photos_out(session, car_id, access)


@router.delete(
    "/stock/{car_id}/photos/{photo_id}",
    status_code=204,
    responses={**GUARDED, **NO_CAR, **not_found(photos.NO_PHOTO)},
)
async def delete_photo(
    car_id: ObjectId, photo_id: ObjectId, access: WriteStock, session: DbSession, store: Media
) -> Response:
    car = await stock.find_car(session, access, car_id)
    await photos.delete_picture(session, access, car, photo_id, store.blobs)
    return Response(status_code=204)


@router.delete(
    "/stock/{car_id}/photo-uploads/{upload_id}",
    status_code=204,
    responses={**GUARDED, **NO_CAR, **not_found(photos.NO_UPLOAD)},
)
async def dismiss_upload(
    car_id: ObjectId, upload_id: ObjectId, access: WriteStock, session: DbSession, store: Media
) -> Response:
    """A failed upload leaves the list; a waiting one is cancelled."""
    car = await stock.find_car(session, access, car_id)
    await photos.dismiss_upload(session, access, car, upload_id, store.blobs)
    return Response(status_code=204)
