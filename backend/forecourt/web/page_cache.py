"""Site pages' HTML made once, not per request (the vehicle page's HTML at
1,000 a second). A page's HTML depends on what its head and first screen read, so it is kept,
Brotli-compressed (core/gzipped.py), under a key of those:

- what its stock is (`page_version`): a car's own version for its page, the site's stock version
  for any other (a change is a new key at once, or within a second when another process made it),
  the site's configuration's fingerprint, its console changes (storefront/shown.py: within a
  second in the other workers), and the site's day;
- the address as asked for: base URL, path and query string;
- the build it was made from (index.html's modification time).

PAGE_TTL bounds the rest (the market comparison on a car's page, what another worker keeps for
a few seconds of a console change) for a page made for a request; a page made ahead is kept
longer (web/pages_ahead.py). The HTML holds nothing of the visitor's, so one copy serves
everyone; browsers still revalidate it (`no-cache`).

A page is kept as first compressed, quickly (core/gzipped.QuickBrotli); asked for again while
kept, it is compressed at Brotli's usual quality off the request's path and kept in its place
until the first copy's time was up, so only pages asked for twice pay for the smaller copy."""

import asyncio
import hashlib
import logging
import re
import struct
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.cache import Cache, app_cache
from forecourt.core.clock import utcnow
from forecourt.core.gzipped import Brotli, QuickBrotli, recompressed_in_thread
from forecourt.core.json_text import RawJson
from forecourt.inventory.car_versions import car_versions_for
from forecourt.inventory.stock_version import stock_versions_for
from forecourt.storefront.public import site_public_json
from forecourt.tenancy.service import ResolvedSite
from forecourt.vehicles.paths import CAR_PAGE, NOT_CAR_SLUGS

PAGE_TTL = 30.0
MAX_PAGES = 2000  # 30-40 KB each as Brotli (car and search pages): 80 MB per process at most
# In the files a server's workers share: every car's page of a large group's sites, made ahead
# (web/pages_ahead.py), and the searches beside them; 700 MB at most.
MAX_PAGES_ON_DISK = 20_000


def page_key(
    site: ResolvedSite,
    version: str,
    shown: str,
    base_url: str,
    path_and_query: str,
    dist: Path,
) -> str:
    """`version` is what the page's stock is (`page_version`), `shown` the site's console
    changes' token (storefront/shown.py)."""
    index = dist / "index.html"
    build = index.stat().st_mtime_ns if index.is_file() else 0
    material = (
        f"{site.config_fingerprint}\n{site.status}\n{shown}\n{utcnow().date()}\n{build}\n"
        f"{base_url}\n{path_and_query}\n{version}"
    )
    digest = hashlib.sha256(material.encode()).hexdigest()[:32]
    return f"page{PACKING}:{site.id}:{digest}"


_CAR_PAGE = re.compile(CAR_PAGE)
_public_digests: dict[int, tuple[RawJson, str]] = {}  # site -> its public JSON and its digest


async def page_version(state: Any, session: AsyncSession, site: ResolvedSite, path: str) -> str:
    """A car's page shows that car (inventory/car_versions.py) and what the site tells of itself
    on every page (its public JSON, which names what stock it offers); any other page shows the
    site's stock (its stock version)."""
    stock = await stock_versions_for(state).read(session, site.id)
    car = _CAR_PAGE.fullmatch(path)
    if car is None or car["slug"] in NOT_CAR_SLUGS:
        return f"stock {stock}"
    version = await car_versions_for(state).version(session, site.id, stock, car["slug"])
    if version is None:  # not a car of the site (yet)
        return f"stock {stock}"
    public = await site_public_json(session, site)
    known = _public_digests.get(site.id)
    if known is None or known[0] is not public:
        known = _public_digests[site.id] = (
            public,
            hashlib.sha256(public.text.encode()).hexdigest(),
        )
    return f"car {version} {known[1]}"


def page_cache_for(state: Any) -> Cache:
    return app_cache(state, "page_cache", MAX_PAGES, MAX_PAGES_ON_DISK)


# Status, when it was made (epoch seconds), for how long it is kept, whether final.
_HEADER = struct.Struct("!HddB")
# In the key: an entry packed otherwise (Redis keeps them across deployments) is never read.
PACKING = 3
MAX_FINISHING = 8  # pages compressed again at once, per process; more wait for their next request
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class KeptPage:
    status: int
    body: Brotli
    made_at: float
    kept_for: float = PAGE_TTL

    @property
    def final(self) -> bool:
        return not isinstance(self.body, QuickBrotli)


def pack(page: KeptPage) -> bytes:
    return _HEADER.pack(page.status, page.made_at, page.kept_for, page.final) + page.body.data


def unpack(kept: bytes) -> KeptPage:
    status, made_at, kept_for, final = _HEADER.unpack_from(kept)
    body = kept[_HEADER.size :]
    return KeptPage(status, Brotli(body) if final else QuickBrotli(body), made_at, kept_for)


class PageFinisher:
    """The app's pages kept as first compressed and asked for again: each compressed anew in the
    background, a few at a time, and kept in its place until its first copy's time is up."""

    def __init__(self) -> None:
        self._running: dict[str, asyncio.Task[None]] = {}

    def finish_later(self, cache: Cache, key: str, page: KeptPage) -> None:
        if page.final or key in self._running or len(self._running) >= MAX_FINISHING:
            return
        task = asyncio.get_running_loop().create_task(_finish(cache, key, page))
        self._running[key] = task
        task.add_done_callback(lambda _: self._running.pop(key, None))

    async def wait(self) -> None:
        """Until the pages being compressed again are kept (a server that stops, tests)."""
        while self._running:
            await asyncio.gather(*list(self._running.values()), return_exceptions=True)


def page_finisher_for(state: Any) -> PageFinisher:
    finisher: PageFinisher | None = getattr(state, "page_finisher", None)
    if finisher is None:
        finisher = state.page_finisher = PageFinisher()
    return finisher


async def _finish(cache: Cache, key: str, page: KeptPage) -> None:
    try:
        body = await recompressed_in_thread(Brotli, page.body)
        left = page.kept_for - (time.time() - page.made_at)
        if left > 0:
            await cache.set(key, pack(replace(page, body=body)), left)
    except Exception:  # the quick copy stays kept: a correct answer, only larger
        log.exception("compressing a kept page again failed")
