"""The vehicle page's data made once, not per request: the answer of
`GET /api/v1/cars/{slug}` is kept as gzip-compressed JSON under a key of what it depends on.

- The car's own version (inventory/car_versions.py): a change to the car is a new key at once
  (within a second when another process made it), a change to another car of the site is not.
- The site's configuration (its fingerprint), and its console changes that show at once
  (storefront/shown.py: reviews moderated, locations' hours; within a second in other workers).
- The site's day: tags and registration rules read the date.
- CAR_TTL bounds the rest: the market valuation reads other sites' stock, which has no single
  version to key on, so a price comparison may be a minute old (half an hour when the answer was
  made ahead: core/cache.MADE_AHEAD_TTL).

The cache is bounded (least recently used) and only ever holds answers for cars that exist."""

import hashlib
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import BaseModel
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.cache import Cache, app_cache, kept_for, made_ahead
from forecourt.core.clock import utcnow
from forecourt.core.gzipped import Gzipped
from forecourt.inventory.car_versions import car_versions_for
from forecourt.inventory.stock_version import stock_versions_for
from forecourt.storefront.shown import shown_changes_for
from forecourt.tenancy.service import ResolvedSite
from forecourt.valuation.port import ValuationProvider
from forecourt.vehicles import service

CAR_TTL = 60.0
# Two entries a car (its data, about 5 KB gzipped, and its price comparison, a few hundred bytes):
# a large group's whole stock, so a crawl of every car does not evict the cars it has just made.
MAX_CARS = 5000  # 15 MB per process at most
MAX_CARS_ON_DISK = 40_000  # in the files a server's workers share: 20,000 cars, made ahead


def car_key(site: ResolvedSite, version: str | None, shown: str, slug: str) -> str:
    """`version` is the car's own (inventory/car_versions.py), `shown` the site's console
    changes' token (storefront/shown.py)."""
    material = f"{site.config_fingerprint}\n{shown}\n{utcnow().date()}\n{slug}\n{version}"
    digest = hashlib.sha256(material.encode()).hexdigest()[:32]
    return f"car:{site.id}:{digest}"


def car_cache_for(state: Any) -> Cache:
    return app_cache(state, "car_cache", MAX_CARS, MAX_CARS_ON_DISK)


async def _cached(
    session: AsyncSession,
    site: ResolvedSite,
    slug: str,
    state: Any,
    part: str,
    make: Callable[[], Awaitable[BaseModel]],
) -> Gzipped:
    cache = car_cache_for(state)
    stock_version = await stock_versions_for(state).read(session, site.id)
    version = await car_versions_for(state).version(session, site.id, stock_version, slug)
    shown = await shown_changes_for(state).token(site.id)
    key = car_key(site, version, shown, slug) + part
    # Made ahead, it is made anew: what a request kept lasts a minute, what is made ahead longer.
    kept = None if made_ahead() else await cache.get(key)
    if kept is not None:
        return Gzipped(kept)
    body = Gzipped.of((await make()).model_dump_json().encode())
    await cache.set(key, body.data, kept_for(CAR_TTL))
    return body


async def car_page_json(
    session: AsyncSession, site: ResolvedSite, slug: str, valuation: ValuationProvider, state: Any
) -> Gzipped:
    """The car's page data as JSON, from the cache or made and kept (NotFound passes)."""
    return await _cached(
        session, site, slug, state, "", lambda: service.get_detail(session, site, slug, valuation)
    )


async def autogauge_json(
    session: AsyncSession, site: ResolvedSite, slug: str, valuation: ValuationProvider, state: Any
) -> Gzipped:
    """The car's price comparison, kept beside its page data on the same terms."""
    return await _cached(
        session,
        site,
        slug,
        state,
        ":gauge",
        lambda: service.autogauge(session, site, slug, valuation),
    )
