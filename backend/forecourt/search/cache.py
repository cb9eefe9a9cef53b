"""Caching of search answers (spec: search §7 - per combination of offset, query, sort and
refinements). Keys carry the site's stock change marker, so a stock change makes every earlier
entry unreachable: the cache is dropped by moving on, never by scanning."""

import hashlib
import time
from collections import OrderedDict
from dataclasses import replace
from typing import Any

from forecourt.search.query import SearchQuery
from forecourt.search.sorting import DEFAULT_SORT
from forecourt.tenancy.service import ResolvedSite

RESULT_TTL = 60.0  # bounds staleness of time-based rules (sold window, just-arrived tags)
SCOPED_CACHE_SIZE = 10  # spec: search §9 - manufacturer and dealership searches' cache


def result_key(kind: str, site: ResolvedSite, stock_version: int, query: SearchQuery) -> str:
    # The whole site configuration goes in (as its fingerprint): it decides stock rules, cards
    # and page size.
    material = site.config_fingerprint + "\n" + query.cache_key()
    digest = hashlib.sha256(material.encode()).hexdigest()[:32]
    return f"search:{kind}:{site.id}:{stock_version}:{digest}"


class OldestFirstCache:
    """Holds about `max_entries` answers and evicts the oldest (spec: search §9)."""

    def __init__(self, max_entries: int = SCOPED_CACHE_SIZE) -> None:
        self.max_entries = max_entries
        self._entries: OrderedDict[str, tuple[float, bytes]] = OrderedDict()

    async def get(self, key: str) -> bytes | None:
        entry = self._entries.get(key)
        if entry is None or entry[0] <= time.monotonic():
            return None
        return entry[1]

    async def set(self, key: str, value: bytes, ttl: float) -> None:
        self._entries.pop(key, None)
        self._entries[key] = (time.monotonic() + ttl, value)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)


class FacetMemo:
    """A search's facet counts and statistics, which its sort and page do not change: the next
    page, or the same search sorted otherwise, reuses them instead of counting again.
    Kept in process, oldest evicted beyond `max_entries`, for RESULT_TTL like the answers."""

    def __init__(self, max_entries: int = 4096) -> None:
        self.max_entries = max_entries
        self._entries: OrderedDict[str, tuple[float, Any]] = OrderedDict()

    @staticmethod
    def key(site: ResolvedSite, stock_version: int, query: SearchQuery) -> str:
        unsorted = replace(query, sort=DEFAULT_SORT, page=1, offset=0, limit=0)
        return result_key("facets", site, stock_version, unsorted)

    def get(self, key: str) -> Any | None:
        entry = self._entries.get(key)
        return entry[1] if entry is not None and entry[0] > time.monotonic() else None

    def put(self, key: str, value: Any) -> None:
        self._entries.pop(key, None)
        self._entries[key] = (time.monotonic() + RESULT_TTL, value)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)
