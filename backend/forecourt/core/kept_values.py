"""Values this process made and keeps for a few seconds: snapshots many requests read alike (a
site's places, a model's market prices), so the requests of a long tail of pages share them
instead of each reading them again. Only immutable values belong here, never ORM objects (they
belong to one session). Two requests that miss at once both make the value: no lock is held,
so none waits on another's database connection."""

import time
import weakref
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")
_EVERY: "weakref.WeakSet[KeptValues[object]]" = weakref.WeakSet()


class KeptValues(Generic[V]):
    """Each value lasts `ttl` seconds; beyond `max_entries` the least recently used goes."""

    def __init__(self, ttl: float, max_entries: int) -> None:
        self.ttl = ttl
        self.max_entries = max_entries
        self._entries: OrderedDict[Hashable, tuple[float, V]] = OrderedDict()
        _EVERY.add(self)  # type: ignore[arg-type]

    async def get(self, key: Hashable, make: Callable[[], Awaitable[V]]) -> V:
        entry = self._entries.get(key)
        now = time.monotonic()
        if entry is not None and entry[0] > now:
            self._entries.move_to_end(key)
            return entry[1]
        return await self.renew(key, make)

    async def renew(self, key: Hashable, make: Callable[[], Awaitable[V]]) -> V:
        """A value made now, kept in place of the one under `key`: the caller knows it is stale."""
        value = await make()
        self._entries[key] = (time.monotonic() + self.ttl, value)
        self._entries.move_to_end(key)
        while len(self._entries) > self.max_entries:
            self._entries.popitem(last=False)
        return value

    def clear(self) -> None:
        self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)


def forget_every_kept_value() -> None:
    """Empties every KeptValues of the process: its snapshots are of a database that is gone
    (the tests empty theirs between tests)."""
    for kept in list(_EVERY):
        kept.clear()
