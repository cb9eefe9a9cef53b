"""The byte caches: in-process LRU with TTL, the oldest-first cache of the scoped searches, and
Redis when a test Redis is configured."""

import asyncio
import os
import uuid

import pytest

from forecourt.core.cache import MemoryCache, RedisCache, make_cache
from forecourt.core.settings import Settings
from forecourt.search.cache import SCOPED_CACHE_SIZE, OldestFirstCache


async def test_memory_cache_evicts_the_least_recently_used_entry():
    cache = MemoryCache(max_entries=2)
    await cache.set("a", b"1", 60)
    await cache.set("b", b"2", 60)
    assert await cache.get("a") == b"1"  # a is now the most recently used
    await cache.set("c", b"3", 60)
    assert await cache.get("b") is None
    assert await cache.get("a") == b"1" and await cache.get("c") == b"3"


async def test_memory_cache_entries_expire():
    cache = MemoryCache()
    await cache.set("a", b"1", 0.01)
    await asyncio.sleep(0.02)
    assert await cache.get("a") is None and len(cache) == 0


async def test_scoped_search_cache_holds_about_10_entries_and_evicts_the_oldest():
    cache = OldestFirstCache()
    assert SCOPED_CACHE_SIZE == 10
    for i in range(11):
        await cache.set(f"k{i}", b"x", 60)
        await cache.get("k0")  # reading does not keep an entry: the oldest goes first
    assert len(cache) == 10
    assert await cache.get("k0") is None and await cache.get("k10") == b"x"


def test_redis_is_used_when_configured():
    assert isinstance(make_cache(Settings(redis_url=None)), MemoryCache)
    assert isinstance(make_cache(Settings(redis_url="redis://127.0.0.1:6379/15")), RedisCache)


async def test_redis_cache_is_unavailable_safe():
    cache = RedisCache("redis://127.0.0.1:1/0")  # nothing listens there
    assert await cache.get("a") is None
    await cache.set("a", b"1", 1)
    await cache.close()


@pytest.mark.skipif(not os.environ.get("FORECOURT_TEST_REDIS_URL"), reason="no test Redis")
async def test_redis_cache_stores_with_a_ttl():
    cache = RedisCache(os.environ["FORECOURT_TEST_REDIS_URL"], prefix=f"test:{uuid.uuid4()}:")
    await cache.set("a", b"1", 0.2)
    assert await cache.get("a") == b"1"
    await asyncio.sleep(0.3)
    assert await cache.get("a") is None
    await cache.close()
