from typing import Annotated

from fastapi import APIRouter, Path
from fastapi.responses import FileResponse
from starlette.concurrency import run_in_threadpool

from forecourt.core.db import DbSession
from forecourt.core.errors import NotFound, not_found
from forecourt.media.deps import Known, Media
from forecourt.media.urls import BREAKPOINTS

router = APIRouter(tags=["media"])
IMMUTABLE = "public, max-age=31536000, immutable"
# The enum documents the breakpoints; any other width is a 404 like any other missing image.
Width = Annotated[int, Path(json_schema_extra={"enum": list(BREAKPOINTS)})]


@router.get(
    "/media/{width}/{key:path}",
    response_class=FileResponse,
    responses={
        200: {"content": {"image/webp": {}}, "description": "The image as WebP"},
        **not_found("No such image at that width"),
    },
)
async def get_image(
    width: Width, key: str, session: DbSession, store: Media, known: Known
) -> FileResponse:
    """A car, logo, banner or page image resized to one of the spec's breakpoints, as WebP.

    Only images the database refers to are drawn or resized (once, then cached on disk)."""
    path = await run_in_threadpool(store.cached_rendition, key, width)
    if path is None and width in BREAKPOINTS and await known.is_known(session, key):
        path = await run_in_threadpool(store.rendition, key, width)
    if path is None:
        raise NotFound("No such image.")
    # Media keys never change content (imports write a new key for a new picture).
    return FileResponse(path, media_type="image/webp", headers={"Cache-Control": IMMUTABLE})
