"""A small byte cache with TTL: Redis when `settings.redis_url` is set, files shared by a server's
workers under `forecourt serve`, an in-process LRU otherwise.

Values are bytes so callers decide the encoding (JSON for API answers). The in-process fallback is
per process, which is fine for caches (architecture: "nothing may keep state another process needs
... except caches"); Redis shares entries between processes.
"""

import time
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Protocol

from forecourt.core.disk_cache import DiskCache
from forecourt.core.settings import Settings


class Cache(Protocol):
    async def get(self, key: str) -> bytes | None: ...

    async def set(self, key: str, value: bytes, ttl: float) -> None: ...


class MemoryCache:
    """Least recently used entries are evicted beyond `max_entries`; each entry also expires."""

    def __init__(self, max_entries: int = 2048) -> None:
        self.max_entries = max_entries
        self._entries: OrderedDict[str, tuple[float, bytes]] = OrderedDict()

    async def get(self, key: str) -> bytes | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        expires, value = entry
        if expires <= time.monotonic():
            del self._entries[key]
            return None
        self._entries.move_to_end(key)
        return value

    async def set(self, key: str, value: bytes, ttl: float) -> None:
        self._entries[key] = (time.monotonic() + ttl, value)
        self._entries.move_to_end(key)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)

    def __len__(self) -> int:
        return len(self._entries)


class RedisCache:
    """Entries live in Redis under `prefix`; a Redis outage degrades to no caching, never to a 500."""

    def __init__(self, url: str, prefix: str = "forecourt:") -> None:
        from redis.asyncio import Redis

        self.prefix = prefix
        self._redis = Redis.from_url(url, socket_timeout=0.25, socket_connect_timeout=0.25)

    async def get(self, key: str) -> bytes | None:
        try:
            value = await self._redis.get(self.prefix + key)
        except Exception:  # a cache miss is always a correct answer
            return None
        return value if isinstance(value, bytes) else None

    async def set(self, key: str, value: bytes, ttl: float) -> None:
        try:
            await self._redis.set(self.prefix + key, value, px=max(1, int(ttl * 1000)))
        except Exception:
            return

    async def close(self) -> None:
        await self._redis.aclose()


class NullCache:
    """Caches nothing (benchmarks measure the uncached path)."""

    async def get(self, key: str) -> bytes | None:
        return None

    async def set(self, key: str, value: bytes, ttl: float) -> None:
        return None


def make_cache(
    settings: Settings, max_entries: int = 2048, name: str = "cache", on_disk: int | None = None
) -> Cache:
    """Redis when set; else the files `forecourt serve`'s workers share (up to `on_disk` entries,
    `max_entries` unless given); else this process's memory."""
    if settings.redis_url:
        return RedisCache(settings.redis_url)
    if settings.shared_cache_dir is not None:
        return DiskCache(settings.shared_cache_dir / name, on_disk or max_entries)
    return MemoryCache(max_entries)


def app_cache(state: Any, name: str, max_entries: int, on_disk: int | None = None) -> Cache:
    """The app's cache called `name` (shared by the workers: make_cache), made on first use."""
    cache: Cache | None = getattr(state, name, None)
    if cache is None:
        cache = make_cache(state.settings, max_entries, name, on_disk)
        setattr(state, name, cache)
    return cache


# Pages and answers made before anyone asked for them (web/pages_ahead.py) are kept this long: their
# maker makes them again when what they show changes, and after this bounds what no version covers
# (another site's stock in a price comparison).
MADE_AHEAD_TTL = 30 * 60.0
_making_ahead: ContextVar[bool] = ContextVar("making_ahead", default=False)


@contextmanager
def making_ahead() -> Iterator[None]:
    """What is kept inside is kept for MADE_AHEAD_TTL (`kept_for`)."""
    token = _making_ahead.set(True)
    try:
        yield
    finally:
        _making_ahead.reset(token)


def kept_for(ttl: float) -> float:
    """`ttl`, or MADE_AHEAD_TTL for what is made ahead."""
    return MADE_AHEAD_TTL if _making_ahead.get() else ttl


def made_ahead() -> bool:
    """Whether what is being made now is made ahead, off any request's path."""
    return _making_ahead.get()
