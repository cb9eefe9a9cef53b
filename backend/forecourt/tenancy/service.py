"""Host name -> site resolution, with a short in-process cache (rebuilt from the database)."""

import hashlib
import time
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.hosts import parse_host
from forecourt.core.keyed_locks import KeyedLocks
from forecourt.core.settings import Settings
from forecourt.tenancy.config import SiteConfig, Theme, parse_site_config, parse_theme
from forecourt.tenancy.lifecycle import LIVE
from forecourt.tenancy.models import Dealership, Site, SiteDomain


@dataclass(frozen=True)
class ResolvedSite:
    id: int
    slug: str
    name: str
    template: str
    description: str
    finance_provider: str | None
    primary_dealership_id: int | None
    config: SiteConfig
    theme: Theme
    primary_domain: str | None = None  # where the site lives in production (canonical URLs)
    # Dealership id -> slug, read only when the config has per-dealership overrides.
    dealership_slugs: dict[int, str] = field(default_factory=dict)
    console_totp_required: bool = False
    status: str = "live"  # tenancy/lifecycle.py

    @cached_property
    def config_fingerprint(self) -> str:
        """A digest of the whole configuration, made once per resolved site: cache keys carry
        it, and dumping the configuration on every request cost more than the search."""
        return hashlib.sha256(self.config.model_dump_json().encode()).hexdigest()[:32]

    def config_for(self, dealership_id: int | None) -> SiteConfig:
        """The settings as a dealership presents its cars and locations (spec §2.7)."""
        if dealership_id is None:
            return self.config
        return self.config.for_dealership(self.dealership_slugs.get(dealership_id))

    @classmethod
    def from_row(
        cls, site: Site, primary_domain: str | None = None, slugs: dict[int, str] | None = None
    ) -> "ResolvedSite":
        return cls(
            id=site.id,
            slug=site.slug,
            name=site.name,
            template=site.template,
            description=site.description,
            finance_provider=site.finance_provider,
            primary_dealership_id=site.primary_dealership_id,
            config=parse_site_config(site.config),
            theme=parse_theme(site.theme),
            primary_domain=primary_domain,
            dealership_slugs=slugs or {},
            console_totp_required=site.console_totp_required,
            status=site.status,
        )


Platform = Literal["platform"]
PLATFORM: Platform = "platform"


def host_name(raw: str | None) -> str | None:
    """The name a Host header asks for, its port left out (any port serves the same sites), or
    None when the header is missing or malformed (core/hosts.py): no site is served there."""
    host = parse_host(raw) if raw is not None else None
    return host.name if host is not None else None


class SiteResolver:
    """Maps a request's host to its site. Entries live `ttl` seconds so config edits show quickly."""

    def __init__(self, settings: Settings, ttl: float = 10.0) -> None:
        self._settings = settings
        self._ttl = ttl
        self._cache: dict[str, tuple[float, ResolvedSite | None]] = {}
        self._resolving = KeyedLocks()

    def clear(self) -> None:
        self._cache.clear()

    def peek(self, raw_host: str | None, override_slug: str | None = None) -> ResolvedSite | None:
        """The dealer site `resolve` would answer from memory alone, or None (not known yet, not
        a dealer site, or the development override, which always reads the database)."""
        if override_slug and self._settings.env == "development":
            return None
        host = host_name(raw_host)
        cached = self._cache.get(host) if host is not None else None
        return cached[1] if cached and cached[0] > time.monotonic() else None

    async def resolve(
        self, session: AsyncSession, raw_host: str | None, override_slug: str | None = None
    ) -> ResolvedSite | Platform | None:
        if override_slug and self._settings.env == "development":
            return await self._by_slug(session, override_slug)
        host = host_name(raw_host)
        if host is None:
            return None
        if host in self._settings.platform_hosts:
            return PLATFORM
        cached = self._cache.get(host)
        if cached and cached[0] > time.monotonic():
            return cached[1]
        async with self._resolving.hold_connected(session, host):
            cached = self._cache.get(host)
            if cached and cached[0] > time.monotonic():  # resolved while this request waited
                return cached[1]
            site = await self._lookup(session, host)
            if cached and cached[1] == site:
                # Unchanged: the same object, so what is kept per resolved site (its
                # configuration's fingerprint, the index's stock rules for it) stays kept.
                site = cached[1]
            self._cache[host] = (time.monotonic() + self._ttl, site)
            return site

    async def _lookup(self, session: AsyncSession, host: str) -> ResolvedSite | None:
        row = await session.scalar(
            select(Site)
            .join(SiteDomain, SiteDomain.site_id == Site.id)
            .where(SiteDomain.host == host)
        )
        if row is not None:
            return await _resolved(session, row)
        suffix = "." + self._settings.dev_host_suffix
        if host.endswith(suffix):
            return await self._by_slug(session, host[: -len(suffix)])
        return None

    async def _by_slug(self, session: AsyncSession, slug: str) -> ResolvedSite | None:
        row = await session.scalar(select(Site).where(Site.slug == slug))
        return await _resolved(session, row) if row is not None else None


async def _resolved(session: AsyncSession, site: Site) -> ResolvedSite:
    # Until it is live a site lives at its platform address: no certificate is issued for its
    # own domain before then (tenancy/domains.py).
    primary = (
        await session.scalar(
            select(SiteDomain.host).where(
                SiteDomain.site_id == site.id, SiteDomain.primary.is_(True)
            )
        )
        if site.status == LIVE
        else None
    )
    slugs: dict[int, str] = {}
    if (site.config or {}).get("dealership_overrides"):
        rows = await session.execute(
            select(Dealership.id, Dealership.slug).where(Dealership.site_id == site.id)
        )
        slugs = {int(i): str(slug) for i, slug in rows.all()}
    return ResolvedSite.from_row(site, primary, slugs)


async def site_by_id(session: AsyncSession, site_id: int) -> ResolvedSite | None:
    """For work done outside a request (alerts, feeds): the site a row belongs to."""
    row = await session.get(Site, site_id)
    return await _resolved(session, row) if row is not None else None
