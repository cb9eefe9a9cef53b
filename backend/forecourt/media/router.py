from fastapi import APIRouter, Request
from fastapi.responses import FileResponse
from starlette.concurrency import run_in_threadpool

from forecourt.core.errors import NotFound
from forecourt.media.store import MediaStore
from forecourt.media.urls import BREAKPOINTS

router = APIRouter(tags=["media"])
IMMUTABLE = "public, max-age=31536000, immutable"


@router.get("/media/{width}/{key:path}", response_class=FileResponse, responses={404: {}})
async def get_image(width: int, key: str, request: Request) -> FileResponse:
    """A car image resized to one of the spec's breakpoints, as WebP (cached on disk)."""
    if width not in BREAKPOINTS:
        raise NotFound(f"Width must be one of {', '.join(map(str, BREAKPOINTS))}.", field="width")
    store: MediaStore = request.app.state.media_store
    path = await run_in_threadpool(store.rendition, key, width)
    if path is None:
        raise NotFound("No such image.")
    # Media keys never change content (imports write a new key for a new picture).
    return FileResponse(path, media_type="image/webp", headers={"Cache-Control": IMMUTABLE})
