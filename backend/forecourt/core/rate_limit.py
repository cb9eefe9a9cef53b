"""The one shared rate limiter (architecture principle 10): `limits` with a moving window, on Redis
when REDIS_URL is set (so every app process counts together) and in process memory otherwise.

Endpoints declare a limit by name (`dependencies=[RateLimit("events")]`, keyed per site + client
IP); services that key by something else (a phone number, an e-mail, an API key) call
`limiter.check(name, key)` with the `Limiter` dependency. The limits themselves are settings
(`rate_limits`), so an operator tunes them without code."""

import logging
import math
import time
from typing import Annotated, Any

from fastapi import Depends, Request
from limits import RateLimitItem, parse
from limits.aio.storage import Storage
from limits.aio.strategies import MovingWindowRateLimiter
from limits.errors import StorageError
from limits.storage import storage_from_string

from forecourt.core.errors import TooManyRequests
from forecourt.core.hosts import request_host
from forecourt.core.memory_limits import PacedMemoryStorage
from forecourt.core.settings import Settings

log = logging.getLogger("forecourt.rate_limit")
DEFAULT_MESSAGE = "Too many requests. Please try again later."


def storage_for(redis_url: str | None) -> Storage:
    # limits speaks to Redis through redis-py (already a dependency), with the async+ scheme.
    storage = (
        storage_from_string("async+" + redis_url, implementation="redispy", wrap_exceptions=True)
        if redis_url
        else PacedMemoryStorage()
    )
    assert isinstance(storage, Storage)  # the async+ schemes give async storages
    return storage


class RateLimiter:
    def __init__(self, limits: dict[str, str], storage: Storage) -> None:
        self.limits: dict[str, RateLimitItem] = {name: parse(v) for name, v in limits.items()}
        self.storage = storage
        self.strategy = MovingWindowRateLimiter(storage)

    @classmethod
    def from_settings(cls, settings: Settings) -> "RateLimiter":
        return cls(settings.rate_limits, storage_for(settings.redis_url))

    async def check(self, name: str, *key: str, message: str = DEFAULT_MESSAGE) -> None:
        """Counts one hit of `name` for `key`; raises TooManyRequests (429) past the limit."""
        item = self.limits[name]
        try:
            if await self.strategy.hit(item, name, *key):
                return
            reset_at, _remaining = await self.strategy.get_window_stats(item, name, *key)
        except StorageError:  # a broken limiter must not take the site down: fail open, loudly
            log.warning("rate limit storage unavailable", extra={"limit": name})
            return
        raise TooManyRequests(message, retry_after=math.ceil(reset_at - time.time()))

    async def hit(self, name: str, *key: str) -> bool:
        """Counts one hit of `name` for `key`; whether it was within the limit."""
        try:
            return await self.strategy.hit(self.limits[name], name, *key)
        except StorageError:
            return True

    async def allows(self, name: str, *key: str) -> bool:
        """Whether one more hit of `name` for `key` would pass, without counting it."""
        try:
            return await self.strategy.test(self.limits[name], name, *key)
        except StorageError:
            return True


async def get_limiter(request: Request) -> RateLimiter:
    limiter: RateLimiter = request.app.state.rate_limiter
    return limiter


Limiter = Annotated[RateLimiter, Depends(get_limiter)]


def client_ip(request: Request) -> str:
    # The proxy middleware has already put the shopper's address here when a trusted proxy sent it.
    return request.client.host if request.client else "unknown"


def site_key(request: Request) -> str:
    # The host names the site; route dependencies run before the endpoint resolves the site.
    # Without its port, which serves the same site whatever it is: one count per name.
    host = request_host(request)
    return host.name if host is not None else ""


def RateLimit(name: str, message: str = DEFAULT_MESSAGE) -> Any:  # noqa: N802 - reads as a type
    """A route dependency limiting `name` per site and client IP."""

    async def limit(request: Request, limiter: Limiter) -> None:
        await limiter.check(name, site_key(request), client_ip(request), message=message)

    return Depends(limit)
