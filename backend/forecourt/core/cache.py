"""A small byte cache with TTL: Redis when `settings.redis_url` is set, an in-process LRU otherwise.

Values are bytes so callers decide the encoding (JSON for API answers). The in-process fallback is
per process, which is fine for caches (architecture: "nothing may keep state another process needs
... except caches"); Redis shares entries between processes.
"""

import time
from collections import OrderedDict
from typing import Any, Protocol

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


def make_cache(settings: Settings, max_entries: int = 2048) -> Cache:
    if settings.redis_url:
        return RedisCache(settings.redis_url)
    return MemoryCache(max_entries)


def app_cache(state: Any, name: str, max_entries: int) -> Cache:
    """The app's cache called `name` (Redis when configured, shared by the workers), made on first use."""
    cache: Cache | None = getattr(state, name, None)
    if cache is None:
        cache = make_cache(state.settings, max_entries=max_entries)
        setattr(state, name, cache)
    return cache
