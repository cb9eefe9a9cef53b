"""The media store and the media keys the database knows, as endpoint parameters (create_app
makes both)."""

from typing import Annotated

from fastapi import Depends, Request

from forecourt.media.known import KnownMedia
from forecourt.media.store import MediaStore


async def media_store(request: Request) -> MediaStore:
    store: MediaStore = request.app.state.media_store
    return store


async def known_media(request: Request) -> KnownMedia:
    known: KnownMedia = request.app.state.known_media
    return known


Media = Annotated[MediaStore, Depends(media_store)]
Known = Annotated[KnownMedia, Depends(known_media)]
