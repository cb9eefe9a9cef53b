"""The console's offer image endpoints: an image uploaded as a car's photo is (one JPEG, PNG or
WebP file in a multipart form, bounded as a photo is) becomes the offer's image; or the offer
shows none. The rules live in forecourt/offers/images.py."""

from typing import Annotated

from fastapi import APIRouter, File, Request, UploadFile

from forecourt.console.api.common import GUARDED, ObjectId, show_now
from forecourt.console.permissions import WriteSiteContent
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import RATE_LIMITED, error_response, not_found
from forecourt.core.rate_limit import RateLimit
from forecourt.core.request_limits import allow_larger_bodies
from forecourt.media.deps import Known, Media
from forecourt.media.uploads import MAX_UPLOAD_BYTES, NOT_A_PHOTO, TOO_BIG
from forecourt.offers import desk as offers
from forecourt.offers import images
from forecourt.offers.schemas import OfferRow

router = APIRouter(prefix="/console", tags=["console"])
# The form's boundaries and headers around the file: a file within the bound is never refused
# by the body cap (the service's own check answers the same 413 for one just over).
MULTIPART_ROOM = 64 * 1024
allow_larger_bodies("/api/v1/console/offers/{offer_id}/image", MAX_UPLOAD_BYTES + MULTIPART_ROOM)
ANSWERS = {
    **GUARDED,
    **not_found(offers.NO_OFFER),
    409: error_response(offers.NATIONAL),
}
UPLOAD_ANSWERS = {
    **ANSWERS,
    **RATE_LIMITED,
    413: error_response(TOO_BIG),
    422: error_response(f"{NOT_A_PHOTO} Or another value is not valid; `errors` names each one"),
}
ImageFile = Annotated[
    UploadFile,
    File(description="The image: JPEG, PNG or WebP, at most 20 MB and 60 megapixels"),
]


@router.post(
    "/offers/{offer_id}/image",
    response_model=OfferRow,
    responses=UPLOAD_ANSWERS,
    dependencies=[RateLimit("image_uploads")],  # bounds the decoding one client can ask for
)
async def upload_offer_image(
    offer_id: ObjectId,
    image: ImageFile,
    access: WriteSiteContent,
    session: DbSession,
    store: Media,
    known: Known,
    request: Request,
) -> OfferRow:
    """Makes the image the offer's (its `image_url` the served address, at the offers page's
    width); the image it replaces, when uploaded here, is removed."""
    offer = await offers.own_offer(session, access.site_id, offer_id)
    data = await image.read(MAX_UPLOAD_BYTES + 1)  # one byte over is enough to refuse it
    offer = await images.replace_image(session, access, offer, data, store.blobs)
    known.expire()
    show_now(request, access.site_id)
    return offers.offer_row(offer, access.site_id, utcnow().date())


@router.delete("/offers/{offer_id}/image", response_model=OfferRow, responses=ANSWERS)
async def delete_offer_image(
    offer_id: ObjectId,
    access: WriteSiteContent,
    session: DbSession,
    store: Media,
    known: Known,
    request: Request,
) -> OfferRow:
    """The offer shows no image; an uploaded one is removed."""
    offer = await offers.own_offer(session, access.site_id, offer_id)
    offer = await images.remove_image(session, access, offer, store.blobs)
    known.expire()
    show_now(request, access.site_id)
    return offers.offer_row(offer, access.site_id, utcnow().date())
