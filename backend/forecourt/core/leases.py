"""A lease on one job among processes: whoever holds it does the job, the others stand by and
take over when it is let go (its process ended) or, across servers, when it was not renewed.

- FileLease: the processes of one server (a lock file; the operating system lets it go when its
  holder's process ends, however it ends).
- RedisLease: every server sharing one Redis (a key with an expiry, renewed by its holder: a
  holder that stops renewing loses it within `seconds`)."""

import contextlib
import fcntl
import uuid
from pathlib import Path
from typing import IO, Protocol


class Lease(Protocol):
    async def take(self) -> bool:
        """Held now (taken, or still ours and renewed)?"""
        ...

    async def let_go(self) -> None: ...


class FileLease:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._held: IO[bytes] | None = None

    async def take(self) -> bool:
        if self._held is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        held = self.path.open("wb")
        try:
            fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            held.close()
            return False
        self._held = held
        return True

    async def let_go(self) -> None:
        if self._held is not None:
            self._held.close()  # closing the file releases its lock
            self._held = None


# Renews and takes it if free or ours, atomically: a holder whose lease ran out and was taken by
# another process does not take it back from it.
_TAKE = """
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
"""
_LET_GO = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class RedisLease:
    def __init__(self, url: str, name: str, seconds: float) -> None:
        from redis.asyncio import Redis

        self._redis = Redis.from_url(url, socket_timeout=1, socket_connect_timeout=1)
        self._key = f"forecourt:lease:{name}"
        self._token = uuid.uuid4().hex
        self._ms = int(seconds * 1000)

    async def take(self) -> bool:
        try:
            taken = await self._redis.eval(_TAKE, 1, self._key, self._token, self._ms)
        except Exception:  # Redis away: no one can know who holds it, so no one does the job
            return False
        return bool(taken)

    async def let_go(self) -> None:
        with contextlib.suppress(Exception):  # else it runs out by itself
            await self._redis.eval(_LET_GO, 1, self._key, self._token)
        await self._redis.aclose()
