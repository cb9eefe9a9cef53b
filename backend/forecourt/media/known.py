"""Which media keys exist: the image endpoint draws or resizes only what the database refers to
(architecture principle 10), so a loop over made-up keys costs one indexed lookup each and writes
nothing.

A key is known when a car's picture or spin frame holds it, or when a site's theme or
configuration, a dealership, a location, a manufacturer, an offer or a model line names it. Those last are few and
change rarely, so they are read together and kept for a short while. The domains above media
(stock, offers) are handed in by `create_app`: their columns, or a lookup for a table too large to
read whole."""

import time
from collections.abc import Awaitable, Callable, Iterator, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from forecourt.catalog.models import Manufacturer, VehicleModel
from forecourt.locations.models import Location
from forecourt.media.urls import media_key
from forecourt.tenancy.models import Dealership, Site

MediaLookup = Callable[[AsyncSession, str], Awaitable[bool]]
MediaColumn = InstrumentedAttribute[str | None]
SITE_MEDIA_TTL = 30.0  # seconds a new logo or banner may wait before it is served


def _strings(value: Any) -> Iterator[str]:
    # Every string in a theme or config: a key is known only when it equals one exactly.
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


async def _site_media(session: AsyncSession, columns: Sequence[MediaColumn]) -> set[str]:
    keys: set[str] = set()
    for theme, config in await session.execute(select(Site.theme, Site.config)):
        keys.update(map(media_key, _strings(theme)))
        keys.update(map(media_key, _strings(config)))
    for column in (
        Dealership.logo_url,
        Location.image_url,
        Manufacturer.logo_url,
        VehicleModel.image_url,
        *columns,
    ):
        keys.update(media_key(k) for k in await session.scalars(select(column)) if k)
    for gallery in await session.scalars(select(VehicleModel.gallery)):
        keys.update(map(media_key, _strings(gallery)))
    return keys


class KnownMedia:
    """`columns`: more columns that name a few media each; `lookups`: one indexed query each."""

    def __init__(
        self, columns: Sequence[MediaColumn] = (), lookups: Sequence[MediaLookup] = ()
    ) -> None:
        self._columns = tuple(columns)
        self._lookups = tuple(lookups)
        self._site_keys: set[str] = set()
        self._site_keys_at = float("-inf")

    async def _site_media(self, session: AsyncSession) -> set[str]:
        if time.monotonic() - self._site_keys_at > SITE_MEDIA_TTL:
            self._site_keys = await _site_media(session, self._columns)
            self._site_keys_at = time.monotonic()
        return self._site_keys

    def expire(self) -> None:
        """After this process changed which keys the site's few columns name (an offer's image
        uploaded or removed): the next look reads them again, so the new key is served at once
        and the old one is forgotten (other processes follow within SITE_MEDIA_TTL)."""
        self._site_keys_at = float("-inf")

    async def is_known(self, session: AsyncSession, key: str) -> bool:
        for lookup in self._lookups:
            if await lookup(session, key):
                return True
        return key in await self._site_media(session)
