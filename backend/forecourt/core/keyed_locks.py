"""One asyncio lock per key, for work that every request in flight would otherwise start at once:
when a kept entry (a site's resolution, its stock version) runs out under load, the first request
reads the database and the others wait and find the entry fresh, instead of twenty requests each
reading and parsing the same rows. A key's lock is dropped once nobody holds or awaits it, so the
table is only as large as the work in flight.

Work under a lock that reads the database takes its connection first (`hold_connected`): the
requests waiting for the lock hold connections of their own, so a holder that went to the pool
after taking the lock could wait for a connection that only its waiters can give back (a rush
larger than the pool then stalled every request until the pool's timeout)."""

import asyncio
from collections.abc import AsyncIterator, Hashable
from contextlib import asynccontextmanager

from sqlalchemy.ext.asyncio import AsyncSession


class _Held:
    __slots__ = ("lock", "users")

    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.users = 0


class KeyedLocks:
    def __init__(self) -> None:
        self._held: dict[Hashable, _Held] = {}

    @asynccontextmanager
    async def hold(self, key: Hashable) -> AsyncIterator[None]:
        held = self._held.setdefault(key, _Held())
        held.users += 1
        try:
            async with held.lock:
                yield
        finally:
            held.users -= 1
            if held.users == 0:
                del self._held[key]

    @asynccontextmanager
    async def hold_connected(self, session: AsyncSession, key: Hashable) -> AsyncIterator[None]:
        """`hold`, for work that reads through `session`: its connection first, then the lock."""
        await session.connection()
        async with self.hold(key):
            yield

    def __len__(self) -> int:
        return len(self._held)
