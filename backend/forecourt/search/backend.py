"""The search-backend interface: a query in, a page of car ids with counts and statistics out.

Two implementations: `index_backend.IndexSearchBackend` (read-optimized, in memory; what the app
serves) and `sql_backend.SqlSearchBackend` (plain SQL; the reference the tests hold it to).
Both apply the site's stock rules (inventory/visibility.py) before anything else.
"""

from dataclasses import dataclass, field
from datetime import datetime
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.search.query import SearchQuery
from forecourt.tenancy.service import ResolvedSite


@dataclass(frozen=True)
class Stats:
    min: float
    max: float


@dataclass
class SearchResult:
    ids: list[int]  # the requested page, in order
    total: int  # every matching car
    # Disjunctive counts: the counts of one attribute ignore that attribute's own selection.
    facets: dict[str, dict[str, int]] = field(default_factory=dict)
    stats: dict[str, Stats | None] = field(default_factory=dict)  # same rule; None when empty
    # The stock version the answer reflects, when it comes from a copy that may lag behind.
    stock_version: int | None = None


class SearchBackend(Protocol):
    async def search(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        query: SearchQuery,
        now: datetime,
        stock_version: int,
    ) -> SearchResult: ...
