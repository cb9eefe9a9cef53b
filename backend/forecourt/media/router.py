from typing import Annotated

from fastapi import APIRouter, Path, Response
from starlette.concurrency import run_in_threadpool

from forecourt.core.db import SessionMaker
from forecourt.core.errors import NotFound, not_found
from forecourt.media.deps import Known, Media
from forecourt.media.urls import BREAKPOINTS

router = APIRouter(tags=["media"])
IMMUTABLE = "public, max-age=31536000, immutable"
# The enum documents the breakpoints; any other width is a 404 like any other missing image.
Width = Annotated[int, Path(json_schema_extra={"enum": list(BREAKPOINTS)})]


@router.get(
    "/media/{width}/{key:path}",
    response_class=Response,
    responses={
        200: {"content": {"image/webp": {}}, "description": "The image as WebP"},
        **not_found("No such image at that width"),
    },
)
async def get_image(
    width: Width, key: str, sessions: SessionMaker, store: Media, known: Known
) -> Response:
    """A car, logo, banner or page image resized to one of the spec's breakpoints, as WebP.

    Only images the database refers to are drawn or resized (once, then cached on disk)."""
    # A rendition already made (nearly every request) is read here, tens of KB from the page
    # cache in some 50 us: no database session and no thread hops to stat, open and read it, which
    # made an image's request cost 2.4 ms of CPU, and a car page shows twenty.
    data = store.cached_rendition_bytes(key, width)
    if data is None and width in BREAKPOINTS and store.is_safe_key(key):
        async with sessions() as session:
            is_known = await known.is_known(session, key)
        if is_known:
            data = await run_in_threadpool(store.rendition_bytes, key, width)
    if data is None:
        raise NotFound("No such image.")
    # Media keys never change content (imports write a new key for a new picture).
    return Response(data, media_type="image/webp", headers={"Cache-Control": IMMUTABLE})
