"""The search backend the app serves: one in-memory SiteIndex per site and process.

An index is keyed by the site's stock change marker (inventory StockVersion) and a fingerprint of
the configuration it was built with. The caller reads the marker once per request; when it has
moved, the next request rebuilds the index on demand (one build per site at a time; concurrent
requests wait for it rather than build twice). The database stays the source of truth.
"""

import asyncio
import gc
import hashlib
import logging
import time
from collections import OrderedDict
from datetime import datetime
from typing import Any

from sqlalchemy import case, select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from forecourt.core.clock import utcnow
from forecourt.inventory.models import Car
from forecourt.inventory.visibility import visible_car_conditions
from forecourt.search.attributes import (
    NUMBER_COLUMNS,
    TEXT_FIELDS,
    feature_conditions,
    join_stock,
    term_expressions,
)
from forecourt.search.backend import SearchResult
from forecourt.search.index import IndexRows, SiteIndex
from forecourt.search.index_store import IndexStore
from forecourt.search.query import SearchQuery
from forecourt.search.sql_backend import SqlSearchBackend
from forecourt.tenancy.config import SiteConfig
from forecourt.tenancy.service import ResolvedSite

logger = logging.getLogger(__name__)

MAX_FINGERPRINTS = 1024  # configurations whose search digest is known (a site's, as it changes)
STOCK_COLUMNS = (
    "site_id",
    "show_on_dealer_website",
    "status",
    "sold_at",
    "car_type",
    "make",
    "stocknum",
    "item_type",
)


def config_fingerprint(config: SiteConfig) -> str:
    """The configuration an index depends on: stock rules and sold window (which cars it holds)
    and finance defaults (the weekly price menu)."""
    raw = config.model_dump_json(include={"search", "finance"})
    return hashlib.sha256(raw.encode()).hexdigest()[:16]


async def load_index_rows(session: AsyncSession, site: ResolvedSite, now: datetime) -> IndexRows:
    """The site's cars that are listable now, with every search attribute, in one query.

    Cars that are not listable now cannot become listable without a stock change (which moves
    the marker), except through a configuration change (which changes the fingerprint); cars
    that age out of the sold window are dropped per request by the stock rules.
    """
    terms = term_expressions(site.config.finance)
    features = feature_conditions()
    columns: list[Any] = [
        Car.id,
        Car.dealership_id,
        Car.custom_rank,
        Car.created_at,
        *[getattr(Car, name) for name in STOCK_COLUMNS],
        *terms.values(),
        *[case((condition, 1), else_=0) for condition in features.values()],
        *NUMBER_COLUMNS.values(),
        *TEXT_FIELDS,
    ]
    # Labelled so a column needed twice (make: stock rule, facet, text) is selected twice.
    labelled = [column.label(f"c{i}") for i, column in enumerate(columns)]
    result = await session.execute(
        join_stock(select(*labelled)).where(*visible_car_conditions(site.id, site.config, now))
    )
    rows = result.all()
    values: list[list[Any]] = [list(c) for c in zip(*rows, strict=True)] or [[] for _ in columns]
    it = iter(values)
    ids, dealership_ids, rank, created_at = next(it), next(it), next(it), next(it)
    return IndexRows(
        ids=ids,
        dealership_ids=dealership_ids,
        custom_rank=rank,
        created_at=created_at,
        stock={name: next(it) for name in STOCK_COLUMNS},
        terms={name: next(it) for name in terms},
        features={label: next(it) for label in features},
        numbers={name: next(it) for name in NUMBER_COLUMNS},
        text=[next(it) for _ in TEXT_FIELDS],
    )


class IndexSearchBackend:
    """One SiteIndex per site. Given a sessionmaker, builds never run on a request's path: a
    stale index keeps answering while a fresh one builds in the background (a big site takes
    seconds to load; shoppers should not wait for it), and a site without an index (a cold site,
    or one evicted) is answered by the SQL backend meanwhile. Without a sessionmaker (tests,
    benchmarks) builds are awaited.

    Indexes are kept within `max_bytes`, least recently used evicted first, so memory stays
    bounded however many sites a deployment serves.

    Serving a stale index never breaks the stock rules: they are applied per request, with the
    current configuration, to whatever the index holds. Its answers carry its version so they are
    not cached as the current stock's.
    """

    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession] | None = None,
        max_bytes: int = 512 * 1024**2,
        store: IndexStore | None = None,
    ) -> None:
        self._sessionmaker = sessionmaker
        self.max_bytes = max_bytes
        self._store = store
        self._indexes: OrderedDict[int, SiteIndex] = OrderedDict()
        self._cold = SqlSearchBackend()
        self._locks: dict[int, asyncio.Lock] = {}
        self._rebuilds: dict[int, asyncio.Task[None]] = {}
        self._targets: dict[int, tuple[int, str]] = {}  # the stock each site's last rebuild makes
        # The search settings' digest of each whole configuration's: dumping them per search cost
        # a tenth of a millisecond of the event loop.
        self._fingerprints: OrderedDict[str, str] = OrderedDict()
        self.last_build_seconds: float | None = None

    async def _build(
        self, session: AsyncSession, site: ResolvedSite, version: int, fingerprint: str
    ) -> SiteIndex:
        started = time.perf_counter()
        if self._store is None:
            index = await self._built(session, site, version, fingerprint)
        else:
            index = await self._shared(self._store, session, site, version, fingerprint)
        self._keep(index)
        # What is alive now (the app, its caches, this index) lives long: take it out of the
        # cyclic collector's full scans, which cost this app ~200 ms each on a 2-core machine
        # and otherwise land on random requests. Garbage goes first, so none is kept; only
        # objects not frozen before are scanned. Refcounting still frees a replaced index.
        gc.collect()
        gc.freeze()
        self.last_build_seconds = time.perf_counter() - started
        return index

    async def _built(
        self, session: AsyncSession, site: ResolvedSite, version: int, fingerprint: str
    ) -> SiteIndex:
        rows = await load_index_rows(session, site, utcnow())
        # NumPy and the word list take a while on big stock: keep the event loop serving.
        return await asyncio.to_thread(SiteIndex.build, site.id, version, fingerprint, rows)

    async def _shared(
        self,
        store: IndexStore,
        session: AsyncSession,
        site: ResolvedSite,
        version: int,
        fingerprint: str,
    ) -> SiteIndex:
        """The index another worker wrote, or built here and written for the others."""
        mapped = await asyncio.to_thread(store.load, site.id, version, fingerprint)
        if mapped is not None:
            return mapped
        async with store.building(site.id):
            mapped = await asyncio.to_thread(store.load, site.id, version, fingerprint)
            if mapped is not None:  # written by the worker this one waited for
                return mapped
            index = await self._built(session, site, version, fingerprint)
            try:
                return await asyncio.to_thread(store.save, index)
            except OSError:  # a full or read-only disk: this worker keeps its own copy
                logger.exception("Writing the search index of site %s failed", site.slug)
                return index

    async def _rebuild(self, site: ResolvedSite, version: int, fingerprint: str) -> None:
        assert self._sessionmaker is not None
        try:
            lock = self._locks.setdefault(site.id, asyncio.Lock())
            async with lock, self._sessionmaker() as session:
                await self._build(session, site, version, fingerprint)
        except Exception:  # the stale index keeps serving; the next request tries again
            logger.exception("Rebuilding the search index of site %s failed", site.slug)

    async def _rebuild_after(
        self, previous: asyncio.Task[None], site: ResolvedSite, version: int, fingerprint: str
    ) -> None:
        await asyncio.gather(previous, return_exceptions=True)
        kept = self._indexes.get(site.id)
        if kept is None or (kept.version, kept.fingerprint) != (version, fingerprint):
            await self._rebuild(site, version, fingerprint)

    def _keep(self, index: SiteIndex) -> None:
        self._indexes[index.site_id] = index
        self._indexes.move_to_end(index.site_id)
        self._evict()

    def _mapped(self, site: ResolvedSite, version: int, fingerprint: str) -> SiteIndex | None:
        """The index's file, if a worker wrote it (another one, or this one before evicting
        it): mapping it costs about a millisecond, not a build, so the request may wait."""
        index = None if self._store is None else self._store.load(site.id, version, fingerprint)
        if index is not None:
            self._keep(index)
        return index

    def _evict(self) -> None:
        """Least recently used indexes out until the rest fit (the newest always stays)."""
        held = sum(index.nbytes for index in self._indexes.values())
        while held > self.max_bytes and len(self._indexes) > 1:
            _, evicted = self._indexes.popitem(last=False)
            held -= evicted.nbytes

    @property
    def held_bytes(self) -> int:
        return sum(index.nbytes for index in self._indexes.values())

    async def settle(self) -> None:
        """Wait for background rebuilds to finish (tests, benchmarks, shutdown)."""
        await asyncio.gather(*self._rebuilds.values(), return_exceptions=True)

    async def index_for(
        self, session: AsyncSession, site: ResolvedSite, stock_version: int, now: datetime
    ) -> SiteIndex | None:
        """The site's index, or None while its first one builds in the background."""
        fingerprint = self._fingerprints.get(site.config_fingerprint)
        if fingerprint is None:
            fingerprint = self._fingerprints[site.config_fingerprint] = config_fingerprint(
                site.config
            )
            if len(self._fingerprints) > MAX_FINGERPRINTS:
                self._fingerprints.popitem(last=False)
        index = self._indexes.get(site.id)
        if index is not None:
            self._indexes.move_to_end(site.id)
            if (index.version, index.fingerprint) == (stock_version, fingerprint):
                return index
        mapped = self._mapped(site, stock_version, fingerprint)
        if mapped is not None:
            return mapped
        if self._sessionmaker is not None:
            running = self._rebuilds.get(site.id)
            target = (stock_version, fingerprint)
            if running is None or running.done():
                self._rebuilds[site.id] = asyncio.create_task(
                    self._rebuild(site, stock_version, fingerprint)
                )
                self._targets[site.id] = target
            elif self._targets.get(site.id) != target:
                # A rebuild of the stock as it was is under way: this one follows it, not a
                # later request (a change made while the first index built waited for one).
                self._rebuilds[site.id] = asyncio.create_task(
                    self._rebuild_after(running, site, stock_version, fingerprint)
                )
                self._targets[site.id] = target
            return index
        async with self._locks.setdefault(site.id, asyncio.Lock()):
            index = self._indexes.get(site.id)
            if index is not None and (index.version, index.fingerprint) == (
                stock_version,
                fingerprint,
            ):
                return index  # built by the request we waited for
            return await self._build(session, site, stock_version, fingerprint)

    async def search(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        query: SearchQuery,
        now: datetime,
        stock_version: int,
    ) -> SearchResult:
        index = await self.index_for(session, site, stock_version, now)
        if index is None:  # cold: the database answers until the index is built
            return await self._cold.search(session, site, query, now, stock_version)
        result = index.search(query, site.config, now)
        result.stock_version = index.version
        return result
