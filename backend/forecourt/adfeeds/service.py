"""The feeds of a site, built once per stock version and configuration and kept in a small
cache bounded by bytes: a stock change (console edit, import) bumps the version, so the next
request builds the new feed; nothing is built twice at once."""

import asyncio
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.adfeeds.google import google_vehicle_listings
from forecourt.adfeeds.listing import Listing, listed_cars
from forecourt.adfeeds.meta import meta_automotive_catalog
from forecourt.adfeeds.rules import LeftOut
from forecourt.core.clock import utcnow
from forecourt.inventory.models import StockVersion
from forecourt.tenancy.service import ResolvedSite

FeedName = Literal["google", "meta"]
CACHE_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class FeedKind:
    title: str
    path: str
    media_type: str
    write: Callable[[Listing, str], tuple[bytes, int, list[LeftOut]]]


FEEDS: dict[FeedName, FeedKind] = {
    "google": FeedKind(
        "Google vehicle listings", "/feeds/google-vehicle-listings.csv",
        "text/csv; charset=utf-8", lambda listing, _title: google_vehicle_listings(listing),
    ),
    "meta": FeedKind(
        "Meta automotive catalog", "/feeds/meta-automotive-catalog.xml",
        "application/xml", meta_automotive_catalog,
    ),
}  # fmt: skip


@dataclass(frozen=True)
class FeedFile:
    body: bytes
    items: int
    left_out: list[LeftOut]
    stock_version: int
    generated_at: datetime


Key = tuple[int, FeedName, int, str, str]


class FeedCache:
    def __init__(self, budget: int = CACHE_BYTES) -> None:
        self.budget = budget
        self.files: OrderedDict[Key, FeedFile] = OrderedDict()
        self.locks: dict[Key, asyncio.Lock] = {}
        self.builds = 0

    def get(self, key: Key) -> FeedFile | None:
        found = self.files.get(key)
        if found:
            self.files.move_to_end(key)
        return found

    def put(self, key: Key, file: FeedFile) -> None:
        # Older versions of the same feed are never asked for again.
        for old in [k for k in self.files if k[:2] == key[:2]]:
            del self.files[old]
        self.files[key] = file
        while sum(len(f.body) for f in self.files.values()) > self.budget and len(self.files) > 1:
            self.files.popitem(last=False)


CACHE = FeedCache()


async def stock_version(session: AsyncSession, site_id: int) -> int:
    found = await session.scalar(
        select(StockVersion.version).where(StockVersion.site_id == site_id)
    )
    return found or 0


async def feed_file(
    session: AsyncSession, site: ResolvedSite, name: FeedName, base_url: str
) -> FeedFile:
    version = await stock_version(session, site.id)
    key: Key = (site.id, name, version, site.config_fingerprint, base_url)
    found = CACHE.get(key)
    if found:
        return found
    lock = CACHE.locks.setdefault(key, asyncio.Lock())
    async with lock:
        found = CACHE.get(key)
        if found is None:
            kind = FEEDS[name]
            body, items, left_out = kind.write(
                await listed_cars(session, site, base_url), site.name
            )
            found = FeedFile(body, items, left_out, version, utcnow())
            CACHE.builds += 1
            CACHE.put(key, found)
    CACHE.locks.pop(key, None)
    return found
