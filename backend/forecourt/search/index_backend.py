"""The search backend the app serves: one in-memory SiteIndex per site and process.

An index is keyed by the site's stock change marker (inventory StockVersion) and a fingerprint of
the configuration it was built with. The caller reads the marker once per request; when it has
moved, the next request rebuilds the index on demand (one build per site at a time; concurrent
requests wait for it rather than build twice). The database stays the source of truth.
"""

import asyncio
import hashlib
import time
from datetime import datetime
from typing import Any

from sqlalchemy import case, select
from sqlalchemy.ext.asyncio import AsyncSession

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
from forecourt.search.query import SearchQuery
from forecourt.tenancy.config import SiteConfig
from forecourt.tenancy.service import ResolvedSite

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
    def __init__(self) -> None:
        self._indexes: dict[int, SiteIndex] = {}
        self._locks: dict[int, asyncio.Lock] = {}
        self.last_build_seconds: float | None = None

    def _fresh(self, site_id: int, version: int, fingerprint: str) -> SiteIndex | None:
        index = self._indexes.get(site_id)
        if index is not None and index.version == version and index.fingerprint == fingerprint:
            return index
        return None

    async def index_for(
        self, session: AsyncSession, site: ResolvedSite, stock_version: int, now: datetime
    ) -> SiteIndex:
        fingerprint = config_fingerprint(site.config)
        index = self._fresh(site.id, stock_version, fingerprint)
        if index is not None:
            return index
        lock = self._locks.setdefault(site.id, asyncio.Lock())
        async with lock:
            index = self._fresh(site.id, stock_version, fingerprint)
            if index is not None:  # built by the request we waited for
                return index
            started = time.perf_counter()
            rows = await load_index_rows(session, site, now)
            # NumPy and the word list take a while on big stock: keep the event loop serving.
            index = await asyncio.to_thread(SiteIndex, site.id, stock_version, fingerprint, rows)
            self._indexes[site.id] = index
            self.last_build_seconds = time.perf_counter() - started
            return index

    async def search(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        query: SearchQuery,
        now: datetime,
        stock_version: int,
    ) -> SearchResult:
        index = await self.index_for(session, site, stock_version, now)
        return index.search(query, site.config, now)
