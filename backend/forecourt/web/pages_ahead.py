"""Pages made before they are asked for: the pages of every site that serves shoppers that its
sitemap lists (home, the searches, the dealerships' pages), then every car's page (and with it the
car's answer and price comparison, which the page inlines), most viewed first, kept for the
server's workers (core/disk_cache.py, or Redis) for MADE_AHEAD_TTL.

A crawler, an ad click or a shopper asks for cars no one asked for lately: each would otherwise
wait for its page to be made (tens of milliseconds of the server's CPU, beside everyone else's).
One worker makes them (core/leases.py: of each server, or of all servers when they share Redis;
another takes over when it stops), one page at a time, as a request would, so shoppers' requests
go on between pages.

A site's pages are made again when what they show changes: its stock version, its console
changes' token, its configuration or the day, and before their time is up. After a change made
elsewhere, this process's short-lived snapshots (a site's places, reviews and configuration, kept
for up to SETTLE_SECONDS) may still be the old ones: pages are made once those have run out, and
meanwhile requests make and keep them for the short time they always have."""

import asyncio
import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from fastapi import FastAPI
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from starlette.requests import Request

from forecourt.core.cache import MADE_AHEAD_TTL, making_ahead
from forecourt.core.clock import utcnow
from forecourt.core.db import make_engine, make_sessionmaker
from forecourt.core.leases import FileLease, Lease, RedisLease
from forecourt.core.settings import Settings
from forecourt.inventory.cards import car_path
from forecourt.inventory.models import Car
from forecourt.inventory.stock_version import stock_versions_for
from forecourt.inventory.visibility import car_detail_conditions
from forecourt.seo.sitemap import main_pages
from forecourt.storefront.shown import shown_changes_for
from forecourt.tenancy.dealerships import visible_dealerships
from forecourt.tenancy.lifecycle import serves_shoppers
from forecourt.tenancy.models import Dealership, Site
from forecourt.tenancy.service import ResolvedSite, site_by_id
from forecourt.tenancy.urls import link_base_url
from forecourt.web.page_cache import page_cache_for, unpack
from forecourt.web.shell import render_site_page, served_as_made, site_page_key

SETTLE_SECONDS = 12.0  # the places, reviews and configuration a process keeps (10 s), and a margin
RENEW_BEFORE = 0.1  # of MADE_AHEAD_TTL: a page is made again this long before it runs out
LOOK_AGAIN_SECONDS = 60.0  # between looks over an unchanged site's pages for those running out
POLL_SECONDS = 5.0
STATUS_FILE = "pages-ahead.json"
LOCK_FILE = "pages-ahead.lock"
LEASE_SECONDS = 60.0  # across servers: a maker that stops renewing is replaced within this
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SiteState:
    """What a site's kept pages are keyed by, beside each page's address."""

    stock_version: int
    shown: str
    fingerprint: str
    status: str
    day: str


@dataclass
class SitePass:
    state: SiteState
    seen_at: float  # when this state was first seen (monotonic)
    looked_at: float | None = None  # when its pages were last looked over, if they were


class PagesAhead:
    def __init__(
        self, app: FastAPI, sessions: async_sessionmaker[AsyncSession], lease: Lease | None = None
    ) -> None:
        self.app = app
        self.sessions = sessions
        self.settings: Settings = app.state.settings
        self.lease = lease  # None: the only maker
        self.sites: dict[int, SitePass] = {}
        self.made = 0
        self._renewed = time.monotonic()

    async def _still_ours(self) -> bool:
        """The lease, renewed a few times in its term while pages are made."""
        if self.lease is None or time.monotonic() - self._renewed < LEASE_SECONDS / 3:
            return True
        self._renewed = time.monotonic()
        return await self.lease.take()

    async def one_pass(self) -> int:
        """Makes the pages of every site whose pages are due; answers how many were made."""
        async with self.sessions() as session:
            ids = list(await session.scalars(select(Site.id).order_by(Site.id)))
        made = 0
        for site_id in ids:
            made += await self._site(site_id)
        self.made += made
        return made

    async def _site(self, site_id: int) -> int:
        async with self.sessions() as session:
            site = await site_by_id(session, site_id)  # as it is now, not as a worker keeps it
            if site is None or not serves_shoppers(site.status):
                self.sites.pop(site_id, None)
                return 0
            state = await self._state(session, site)
            paths = await self._paths(session, site)
        now = time.monotonic()
        known = self.sites.get(site_id)
        if known is None or known.state != state:
            # Settled at once at start (this process has no snapshot from before), else once its
            # snapshots of the change have run out.
            seen_at = now - SETTLE_SECONDS if known is None else now
            known = self.sites[site_id] = SitePass(state, seen_at)
        if now - known.seen_at < SETTLE_SECONDS:
            return 0
        if known.looked_at is not None and now - known.looked_at < LOOK_AGAIN_SECONDS:
            return 0
        made = 0
        for path in paths:
            if not await self._still_ours():
                return made  # another process makes them now
            async with self.sessions() as session:
                if await self._state(session, site) != state:
                    return made  # changed meanwhile: made again once settled
                request = self._request(site, path)
                if await self._kept_ahead(request, session, site, path):
                    continue
                await self._make(request, session, site, path)
            made += 1
        known.looked_at = time.monotonic()
        return made

    async def _paths(self, session: AsyncSession, site: ResolvedSite) -> list[str]:
        """The sitemap's main pages (home, the searches, the dealerships'), then every car's
        page, most viewed first."""
        by_slug = await visible_dealerships(session, site.id, order_by=Dealership.slug)
        main = main_pages(site.config, [d.slug for d in by_slug])
        cars = await session.scalars(
            select(Car.slug)
            .where(*car_detail_conditions(site.id, site.config))
            .order_by(Car.views.desc(), Car.id)
        )
        return [path for path in main if served_as_made(path, site)] + [
            car_path(slug) for slug in cars
        ]

    async def _state(self, session: AsyncSession, site: ResolvedSite) -> SiteState:
        return SiteState(
            stock_version=await stock_versions_for(self.app.state).read(session, site.id),
            shown=await shown_changes_for(self.app.state).token(site.id),
            fingerprint=site.config_fingerprint,
            status=site.status,
            day=str(utcnow().date()),
        )

    def _request(self, site: ResolvedSite, path: str) -> Request:
        """A shopper's request for the page at the site's own address."""
        base = urlsplit(link_base_url(self.settings, site))
        return Request(_scope(self.app, base.scheme, base.netloc, path))

    async def _kept_ahead(
        self, request: Request, session: AsyncSession, site: ResolvedSite, path: str
    ) -> bool:
        """Kept as made ahead, and not running out before the next look."""
        kept = await page_cache_for(self.app.state).get(
            await site_page_key(request, session, site, path)
        )
        if kept is None:
            return False
        page = unpack(kept)
        age = time.time() - page.made_at
        return page.kept_for >= MADE_AHEAD_TTL and age < MADE_AHEAD_TTL * (1 - RENEW_BEFORE)

    async def _make(
        self, request: Request, session: AsyncSession, site: ResolvedSite, path: str
    ) -> None:
        """The page as the request for it would make it."""
        try:
            with making_ahead():
                await render_site_page(request, session, site, path)
        except Exception:  # one page that fails is made by its request, as before
            log.exception("making %s ahead failed", path)


def _scope(app: FastAPI, scheme: str, host: str, path: str) -> dict[str, Any]:
    return {
        "type": "http",
        "method": "GET",
        "scheme": scheme,
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": [(b"host", host.encode()), (b"accept-encoding", b"br")],
        "client": ("127.0.0.1", 0),
        "server": ("127.0.0.1", 0),
        "http_version": "1.1",
        "app": app,
        "state": {},
    }


def lease_of(settings: Settings, shared: Path) -> Lease:
    """One maker per server, or one for every server when they share Redis (and its cache)."""
    if settings.redis_url:
        return RedisLease(settings.redis_url, "pages-ahead", LEASE_SECONDS)
    return FileLease(shared / LOCK_FILE)


async def make_pages_ahead(app: FastAPI) -> None:
    """Runs for the process's life: makes pages while it holds the lease, else stands by to take
    it over; returns at once when `settings.pages_ahead` is off or there is no shared cache."""
    settings: Settings = app.state.settings
    shared = settings.shared_cache_dir
    if not settings.pages_ahead or shared is None:
        return
    lease = lease_of(settings, shared)
    engine = make_engine(settings.database_url, settings.database_schema, pool_size=1)
    maker = PagesAhead(app, make_sessionmaker(engine), lease)
    passes = 0
    try:
        while True:
            if await lease.take():
                started = time.monotonic()
                try:
                    made = await maker.one_pass()
                except Exception:
                    log.exception("making pages ahead failed; trying again")
                    made = 0
                passes += 1
                if made:
                    log.info("made %d pages ahead in %.1f s", made, time.monotonic() - started)
                status = {"passes": passes, "made": maker.made}
                (shared / STATUS_FILE).write_text(json.dumps(status))
            await asyncio.sleep(POLL_SECONDS)
    finally:
        await lease.let_go()
        await engine.dispose()
