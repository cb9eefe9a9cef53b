"""The rate limiter's in-process store (one host without Redis): `limits`' MemoryStorage, with its
clean-up of spent entries paced.

The library starts a clean-up pass after every hit that finds none running, and the pass hands
each key's list to a thread to find its spent entries. Under a flood that is a pass per request,
over every key the process holds (site, address and limit), with a thread hop per key: a fifth
of a busy server's time went there. Here a pass runs at most once a second and bisects each
list on the loop (a list holds at most a limit's count of entries, so a bisection is a few
steps). Spent entries do not count whether or not they are gone: the moving window counts only
entries inside it."""

import asyncio
import bisect
import time

from limits.aio.storage import MemoryStorage

CLEAN_EVERY_SECONDS = 1.0


class PacedMemoryStorage(MemoryStorage):
    _next_clean = 0.0

    async def _MemoryStorage__schedule_expiry(self) -> None:  # noqa: N802 - the library's own
        now = time.monotonic()
        if now < self._next_clean or (self.timer is not None and not self.timer.done()):
            return
        self._next_clean = now + CLEAN_EVERY_SECONDS
        self.timer = asyncio.create_task(self._clean())

    async def _clean(self) -> None:
        now = time.time()
        for key in list(self.events):
            async with self.locks[key]:
                entries = self.events.get(key, [])
                # Newest first: keep those that expire after now.
                kept = entries[: bisect.bisect_left(entries, -now, key=lambda e: -e.expiry)]
                if kept:
                    self.events[key] = kept
                else:
                    self.events.pop(key, None)
                    self.locks.pop(key, None)
        for key, expires_at in list(self.expirations.items()):
            if expires_at <= now:
                self.storage.pop(key, None)
                self.expirations.pop(key, None)
                self.locks.pop(key, None)
