"""create_app(): the one FastAPI application serving the API, media and every site's HTML shell."""

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.middleware.gzip import GZipMiddleware
from sqlalchemy.ext.asyncio import AsyncEngine

from forecourt.adfeeds.router import router as adfeeds_router
from forecourt.console.api import ROUTERS as CONSOLE_ROUTERS
from forecourt.console.api.platform import router as platform_router
from forecourt.console.api.platform_setup import router as platform_setup_router
from forecourt.console.lead_team import ConsoleLeadTeam
from forecourt.content.router import router as content_router
from forecourt.core.admission import AdmissionMiddleware
from forecourt.core.clock import utcnow
from forecourt.core.db import make_engine, make_sessionmaker, refresh_statistics
from forecourt.core.errors import install_error_handlers
from forecourt.core.forwarded import ForwardedHeadersMiddleware
from forecourt.core.head_requests import HeadAsGetMiddleware
from forecourt.core.health import router as health_router
from forecourt.core.hosts import HostHeaderMiddleware
from forecourt.core.openapi import install_openapi
from forecourt.core.rate_limit import RateLimiter
from forecourt.core.request_limits import RequestLimitsMiddleware
from forecourt.core.request_log import RequestLogMiddleware, configure_logging
from forecourt.core.route_index import install_route_index
from forecourt.core.same_origin import SameOriginMiddleware
from forecourt.core.security_headers import SecurityHeadersMiddleware
from forecourt.core.settings import Settings, get_settings
from forecourt.core.warm_up import WarmUpStep, set_up_routes, warm_up
from forecourt.finance.router import router as finance_router
from forecourt.finance.router import youx_router
from forecourt.garage.router import alerts_router, payments_router, watchlist_router
from forecourt.garage.router import router as garage_router
from forecourt.identity.router import phone_check_router
from forecourt.identity.router import router as identity_router
from forecourt.inventory.media_keys import is_car_media
from forecourt.jobs import Background, background_jobs, by_name, run_all, stop_all
from forecourt.leads.kind_rules import add_kind_rules
from forecourt.leads.router import router as leads_router
from forecourt.leads.rules import CATEGORY_BY_KIND
from forecourt.leads.team import set_lead_team
from forecourt.locations.hours import load_holiday_calendars
from forecourt.locations.router import router as locations_router
from forecourt.media.known import KnownMedia
from forecourt.media.router import router as media_router
from forecourt.media.storage import media_blobs
from forecourt.media.store import MediaStore, load_offered_renderers
from forecourt.model_pages.router import router as models_router
from forecourt.offers.models import Offer
from forecourt.offers.router import router as offers_router
from forecourt.outbox.dispatcher import Dispatcher
from forecourt.outbox.mailbox import router as mailbox_router
from forecourt.pages.server_render import load_render_bundle
from forecourt.reviews.router import router as reviews_router
from forecourt.search.index_store import index_store
from forecourt.search.kept_answers import install_kept_search_answers
from forecourt.search.router import SEARCH_PATH
from forecourt.search.router import router as search_router
from forecourt.seo.router import router as seo_router
from forecourt.storefront.router import router as site_router
from forecourt.sweepstakes.router import router as sweepstake_router
from forecourt.sweepstakes.service import SweepstakeRules
from forecourt.tenancy.dns import SystemResolver
from forecourt.tenancy.service import SiteResolver
from forecourt.tracking.router import router as tracking_router
from forecourt.tradein.router import miscellaneous_router
from forecourt.tradein.router import router as tradein_router
from forecourt.tradein.service import VALUED_KINDS, ValuationRules
from forecourt.vehicles.router import router as vehicles_router
from forecourt.web.assets import ImmutableAssets
from forecourt.web.page_cache import page_finisher_for
from forecourt.web.page_dispatch import install_page_dispatch
from forecourt.web.pages_ahead import make_pages_ahead
from forecourt.web.shell import router as shell_router

API_PREFIX = "/api/v1"


async def _refreshed_statistics(engine: AsyncEngine) -> None:
    """The database's planner statistics, refreshed as the process starts (core/db.py); a
    failure is logged, never fatal: queries still answer, only perhaps more slowly."""
    try:
        await refresh_statistics(engine)
    except Exception:
        logging.getLogger(__name__).exception("Refreshing the database's statistics failed")


async def _pages_ahead_after(warming: "asyncio.Task[None]", app: FastAPI) -> None:
    await asyncio.shield(warming)  # the render's bundle is loaded, the routes set up
    await make_pages_ahead(app)


def warm_up_steps(app: FastAPI, settings: Settings) -> list[WarmUpStep]:
    year = utcnow().year
    steps: list[WarmUpStep] = [
        ("routes", lambda: set_up_routes(app.router)),
        ("holiday calendars", lambda: load_holiday_calendars(year)),
        # A location lists the public holidays of the coming 90 days: next year's too.
        ("next year's holiday calendars", lambda: load_holiday_calendars(year + 1)),
    ]
    if settings.server_render:
        steps.append(("server render bundle", lambda: load_render_bundle(settings.frontend_dist)))
    return steps


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or get_settings()

    # Both connect lazily, on first use.
    engine = make_engine(
        settings.database_url,
        settings.database_schema,
        pool_size=settings.db_pool_size,
        max_overflow=settings.db_max_overflow,
    )

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        # The outbox and the periodic jobs run in this process unless workers do (`forecourt worker`).
        # They have connections of their own: a rush of shoppers never holds up a lead's delivery.
        jobs: list[Background] = []
        jobs_engine = make_engine(
            settings.database_url,
            settings.database_schema,
            pool_size=settings.db_jobs_pool_size,
            max_overflow=0,
        )
        if settings.outbox_in_process:
            jobs_sessions = make_sessionmaker(jobs_engine)
            app.state.dispatcher = Dispatcher.from_settings(settings, jobs_sessions)
            jobs = background_jobs(settings, jobs_sessions, app.state.dispatcher)
            app.state.jobs = by_name(jobs)
        running = asyncio.create_task(run_all(jobs), name="background-jobs") if jobs else None
        statistics = asyncio.create_task(_refreshed_statistics(engine), name="db-statistics")
        # What the first requests would otherwise wait for happens while the process starts.
        warming = asyncio.create_task(warm_up(warm_up_steps(app, settings)), name="warm-up")
        ahead = asyncio.create_task(_pages_ahead_after(warming, app), name="pages-ahead")
        yield
        ahead.cancel()
        await asyncio.gather(ahead, return_exceptions=True)
        await statistics
        await warming
        await page_finisher_for(app.state).wait()
        if running is not None:
            stop_all(jobs)
            await asyncio.wait_for(running, timeout=30)
        await jobs_engine.dispose()
        await engine.dispose()
        if app.state.index_store is not None:
            app.state.index_store.close()

    app = FastAPI(
        title="Forecourt",
        version="0.1.0",
        lifespan=lifespan,
        openapi_url=f"{API_PREFIX}/openapi.json",
        docs_url=f"{API_PREFIX}/docs",
        redoc_url=None,
    )
    app.state.settings = settings
    app.state.engine = engine
    app.state.sessionmaker = make_sessionmaker(engine)
    app.state.site_resolver = SiteResolver(settings)
    app.state.dns_resolver = SystemResolver.from_settings(settings)
    app.state.index_store = index_store(settings)
    app.state.media_store = MediaStore(
        media_blobs(settings), settings.image_cache_dir, settings.image_cache_max_bytes
    )
    app.state.known_media = KnownMedia(columns=[Offer.image_url], lookups=[is_car_media])
    app.state.rate_limiter = RateLimiter.from_settings(settings)
    for kind in VALUED_KINDS:
        add_kind_rules(kind, ValuationRules())
    add_kind_rules("sweepstake", SweepstakeRules())
    set_lead_team(ConsoleLeadTeam())  # who may see a lead, and the round robin's members
    load_offered_renderers()  # the demo's pictures (pyproject.toml's entry points)

    configure_logging(settings.log_level)
    # Added innermost first: a request meets the proxy headers, then the log (its id), the
    # security headers, admission, the Host check, HEAD, the request limits, and compression last.
    app.add_middleware(GZipMiddleware, minimum_size=800)
    app.add_middleware(SameOriginMiddleware)
    app.add_middleware(
        RequestLimitsMiddleware,
        max_body=settings.max_body_bytes,
        max_query_bytes=settings.max_query_bytes,
        max_query_params=settings.max_query_params,
    )
    app.add_middleware(HeadAsGetMiddleware)
    app.add_middleware(HostHeaderMiddleware)
    app.add_middleware(
        AdmissionMiddleware,
        in_flight=settings.max_in_flight or settings.db_pool_size,
        queue=settings.admission_queue,
        wait_seconds=settings.admission_wait_seconds,
        streams=(f"{API_PREFIX}/console/inbox/events",),
    )
    app.add_middleware(SecurityHeadersMiddleware)
    app.add_middleware(RequestLogMiddleware)
    app.add_middleware(ForwardedHeadersMiddleware, trusted=settings.trusted_proxies)
    install_error_handlers(
        app, union_tags=frozenset(CATEGORY_BY_KIND)
    )  # "email", not "enquiry.email"
    install_openapi(app)

    app.include_router(health_router)
    app.include_router(site_router, prefix=API_PREFIX)
    app.include_router(vehicles_router, prefix=API_PREFIX)
    app.include_router(search_router, prefix=API_PREFIX)
    app.include_router(tracking_router, prefix=API_PREFIX)
    app.include_router(reviews_router, prefix=API_PREFIX)
    app.include_router(leads_router, prefix=API_PREFIX)
    app.include_router(tradein_router, prefix=API_PREFIX)
    app.include_router(sweepstake_router, prefix=API_PREFIX)
    app.include_router(miscellaneous_router)
    app.include_router(identity_router, prefix=API_PREFIX)
    app.include_router(phone_check_router)
    app.include_router(garage_router, prefix=API_PREFIX)
    app.include_router(alerts_router, prefix=API_PREFIX)
    app.include_router(payments_router, prefix=API_PREFIX)
    app.include_router(content_router, prefix=API_PREFIX)
    app.include_router(locations_router, prefix=API_PREFIX)
    app.include_router(offers_router, prefix=API_PREFIX)
    app.include_router(models_router, prefix=API_PREFIX)
    for console_router in CONSOLE_ROUTERS:
        app.include_router(console_router, prefix=API_PREFIX)
    app.include_router(platform_router, prefix=API_PREFIX)
    app.include_router(platform_setup_router, prefix=API_PREFIX)
    app.include_router(watchlist_router)
    app.include_router(finance_router, prefix=API_PREFIX)
    app.include_router(youx_router)
    app.include_router(mailbox_router)
    app.include_router(adfeeds_router)  # /feeds/...: ad catalogs fetch them
    app.include_router(seo_router)  # /sitemap.xml, /robots.txt: before the shell's catch-all
    app.include_router(media_router)
    assets = settings.frontend_dist / "assets"
    assets.mkdir(parents=True, exist_ok=True)
    app.mount("/assets", ImmutableAssets(assets), name="assets")
    app.include_router(shell_router)  # last: every other path is a page of the app
    install_route_index(app.router)
    install_page_dispatch(app.router, shell_router)
    # The path itself, not app.url_path_for: that would make FastAPI analyse every route's
    # dependencies, four fifths of the cost of making an app.
    install_kept_search_answers(app.router, app.state, API_PREFIX + SEARCH_PATH)
    return app
