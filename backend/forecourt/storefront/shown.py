"""Which console changes a site's kept pages and answers have seen: a token per site, changed by
every console change that shows at once, and part of their keys.

The token lives in the app's cache (core/cache.py), so under `forecourt serve` every worker of the
server reads the same one (and with Redis, every server): a change made through one worker renews
the pages the others keep, within SHOWN_TTL, instead of when each copy's time is up. The process
that made the change knows its new token at once."""

import asyncio
import time
import uuid
from typing import Any

from forecourt.core.cache import Cache, app_cache

SHOWN_TTL = 1.0  # how long a worker trusts the token it read
_KEPT_FOR = 30 * 24 * 3600.0  # longer than anything keyed by it is kept
_UNCHANGED = "0"


class ShownChanges:
    def __init__(self, cache: Cache) -> None:
        self._cache = cache
        self._read: dict[int, tuple[str, float]] = {}  # site -> (token, read at)
        self._writing: set[asyncio.Task[None]] = set()

    async def token(self, site_id: int) -> str:
        read = self._read.get(site_id)
        now = time.monotonic()
        if read is not None and now - read[1] < SHOWN_TTL:
            return read[0]
        kept = await self._cache.get(_key(site_id))
        token = kept.decode() if kept else _UNCHANGED
        self._read[site_id] = (token, now)
        return token

    def changed(self, site_id: int) -> None:
        """A console change of the site: known here at once, by other workers within a second."""
        token = uuid.uuid4().hex[:16]
        self._read[site_id] = (token, time.monotonic() + 3600)  # ours until written and read back
        task = asyncio.get_running_loop().create_task(self._write(site_id, token))
        self._writing.add(task)
        task.add_done_callback(self._writing.discard)

    async def written(self) -> None:
        """Until the changes made here are in the shared cache (tests, a server that stops)."""
        await asyncio.gather(*list(self._writing))

    async def _write(self, site_id: int, token: str) -> None:
        await self._cache.set(_key(site_id), token.encode(), _KEPT_FOR)
        self._read[site_id] = (token, time.monotonic())


def _key(site_id: int) -> str:
    return f"shown:{site_id}"


def shown_changes_for(state: Any) -> ShownChanges:
    """The app's ShownChanges (`state` is the app's state), made on first use."""
    shown: ShownChanges | None = getattr(state, "shown_changes", None)
    if shown is None:
        shown = state.shown_changes = ShownChanges(app_cache(state, "shown", 4096))
    return shown
