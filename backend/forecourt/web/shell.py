"""The HTML shell: the built app's index.html with each site's head and configuration inlined."""

import re
import secrets
import time
from html import escape
from pathlib import Path
from urllib.parse import urlencode

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.exceptions import HTTPException

from forecourt.core.cache import kept_for, made_ahead
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import NotFound
from forecourt.core.gzipped import Brotli, QuickBrotli, kept_in_thread, large_response
from forecourt.core.json_text import compact_json
from forecourt.core.routing import allowed_methods
from forecourt.core.settings import settings_of
from forecourt.identity.deps import optional_shopper
from forecourt.identity.gates import Gate, gate_for
from forecourt.pages.app_routes import served_by_app
from forecourt.pages.built import read_built
from forecourt.pages.first_screen import FirstScreen, first_screen
from forecourt.pages.fonts import font_preload_link
from forecourt.pages.head import page_head, render_head, render_state
from forecourt.pages.route_chunks import chunk_href, modulepreload_links, route_chunks
from forecourt.pages.server_render import AFTER_PAINT, server_render
from forecourt.pages.stylesheet import inline_stylesheet
from forecourt.search import first_screen as search_first_screen  # noqa: F401  registers
from forecourt.search.legacy_urls import todays_search_url
from forecourt.storefront.public import list_sites, site_public_json
from forecourt.storefront.shown import shown_changes_for
from forecourt.tenancy.deps import Resolution
from forecourt.tenancy.lifecycle import (
    CLOSED_NOTICE,
    OFFBOARDED,
    PREVIEW,
    PREVIEW_BANNER,
    SUSPENDED_NOTICE,
    SUSPENDED_TITLE,
    indexable,
    serves_console,
    serves_shoppers,
)
from forecourt.tenancy.service import PLATFORM, ResolvedSite
from forecourt.tenancy.urls import page_base_url
from forecourt.vehicles import first_screen as vehicle_first_screens  # noqa: F401  registers
from forecourt.web.moved import moved_to
from forecourt.web.page_cache import (
    PAGE_TTL,
    KeptPage,
    pack,
    page_cache_for,
    page_finisher_for,
    page_key,
    page_version,
    unpack,
)

router = APIRouter(include_in_schema=False)
HEAD_MARK = "<!--forecourt:head-->"
STATE_MARK = "<!--forecourt:state-->"
NO_STORE = {"Cache-Control": "no-cache"}
HTML = "text/html; charset=utf-8"
PRIVATE = {"Cache-Control": "private, no-store"}

_FALLBACK_INDEX = f"""<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
{HEAD_MARK}</head><body><div id="root">The frontend is not built: run `make build`.</div>
{STATE_MARK}</body></html>"""


def _index_html(dist: Path) -> str:
    return read_built(dist / "index.html", str, _FALLBACK_INDEX)


_settings = settings_of
BODY_TAG = re.compile(r"<body[^>]*>")
NOINDEX = {"X-Robots-Tag": "noindex"}
# The body's first element, outside the app's root, so hydration never meets it; in the page from the server, so nothing
# moves when the app starts.
PREVIEW_BANNER_HTML = (
    '<aside aria-label="Preview" style="background:#111827;color:#fff;padding:.75rem 1rem;'
    f'text-align:center;font:600 .9375rem/1.4 system-ui,sans-serif">{escape(PREVIEW_BANNER)}'
    "</aside>"
)


def favicon_href(site: ResolvedSite) -> str:
    return site.theme.favicon_url or "/favicon.svg"


async def render_site_page(
    request: Request, session: DbSession, site: ResolvedSite, path: str
) -> Response:
    """The page's HTML, from the page cache or made and kept there (web/page_cache.py)."""
    base_url = page_base_url(request, site)
    cache = page_cache_for(request.app.state)
    key = await site_page_key(request, session, site, path)
    kept = await cache.get(key)
    if kept is not None:
        found = unpack(kept)
        page_finisher_for(request.app.state).finish_later(cache, key, found)
        status, page = found.status, found.body
        headers = NO_STORE
    else:
        started = time.perf_counter()
        status, html, render_ms = await _make_site_page(request, session, site, path, base_url)
        if site.status == PREVIEW:
            html = BODY_TAG.sub(lambda tag: tag[0] + PREVIEW_BANNER_HTML, html, count=1)
        # Made ahead, off any request's path: compressed at once as it is kept in the end.
        page = await kept_in_thread(Brotli if made_ahead() else QuickBrotli, html.encode())
        ttl = kept_for(PAGE_TTL)
        await cache.set(key, pack(KeptPage(status, page, time.time(), ttl)), ttl)
        # What a page not yet kept cost (the browser's developer tools and the bench read it).
        timing = f"page;dur={(time.perf_counter() - started) * 1000:.1f}"
        if render_ms is not None:
            timing += f", render;dur={render_ms:.1f}"
        headers = {**NO_STORE, "Server-Timing": timing}
    if not indexable(site.status):
        headers = {**headers, **NOINDEX}
    return await large_response(request, page, HTML, status, headers)


async def site_page_key(request: Request, session: DbSession, site: ResolvedSite, path: str) -> str:
    """The key the site's page for `request` is kept under (web/page_cache.py)."""
    state = request.app.state
    version = await page_version(state, session, site, path)
    shown = await shown_changes_for(state).token(site.id)
    base_url = page_base_url(request, site)
    dist = _settings(request).frontend_dist
    return page_key(site, version, shown, base_url, f"{path}?{request.url.query}", dist)


async def _make_site_page(
    request: Request, session: DbSession, site: ResolvedSite, path: str, base_url: str
) -> tuple[int, str, float | None]:
    """The page's status and HTML, and how long its server render took (None: not rendered)."""
    dist = _settings(request).frontend_dist
    served = served_by_app(dist, path)
    head = await page_head(session, site, path, base_url, request.app.state, served=served)
    first = (
        await first_screen(
            session, site, path, request.query_params.multi_items(), dist, request.app.state
        )
        if head.status_code == 200
        else FirstScreen()
    )
    public = await site_public_json(session, site)
    html = _index_html(dist)
    head_html = render_head(head, site, favicon_href(site))
    if first.module is not None:
        head_html = modulepreload_links(route_chunks(dist, first.module)) + head_html
    if first.lcp is not None:
        head_html = first.lcp.link() + "\n    " + head_html
    head_html = font_preload_link(dist, site.theme.typeface) + head_html
    html = html.replace(HEAD_MARK, head_html)
    # The seed of what the page places at random (promo cards) and the time it was made (what it
    # shows of the clock): the server's markup and the app's first render must draw them alike
    # (frontend lib/visit-seed.ts, lib/page-clock.ts).
    state = {
        "site": public,
        "first": first.data,
        "seed": secrets.randbelow(2**31),
        "made_at": int(utcnow().timestamp() * 1000),
    }
    state_json = compact_json(state)
    render_ms = None
    if first.module is not None and _settings(request).server_render:
        started = time.perf_counter()
        rendered = await server_render(
            dist, f"{base_url}{request.url.path}?{request.url.query}", state_json
        )
        if rendered is not None:
            render_ms = (time.perf_counter() - started) * 1000
            # Into the page while it is a few KB: its markup and state are tens of KB more for
            # each pass of `into`'s expressions to read (a millisecond a page).
            html = inline_stylesheet(dist, rendered.into(html, chunk_href(dist, AFTER_PAINT)))
    return head.status_code, html.replace(STATE_MARK, render_state(state_json)), render_ms


def _page(title: str, body: str, status: int) -> HTMLResponse:
    html = f"""<!doctype html><html lang="en-AU"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>{escape(title)}</title>
<style>body{{font-family:system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem;color:#111827}}
a{{color:#1d4ed8}} li{{margin:.75rem 0}} small{{color:#4b5563}}</style></head>
<body><main>{body}</main></body></html>"""
    return HTMLResponse(html, status_code=status, headers=NO_STORE)


async def platform_page(request: Request, session: DbSession) -> HTMLResponse:
    sites = await list_sites(session, _settings(request), request.url.scheme, request.url.port)
    items = "".join(
        f'<li><a href="{escape(s.url)}">{escape(s.name)}</a> <small>{escape(s.url)} · '
        f"{s.car_count:,} cars · {escape(s.description)}</small></li>"
        for s in sites
    )
    body = (
        "<h1>Forecourt demo sites</h1><p><a href='/console'>Platform console</a> (operators)</p>"
        + (
            f"<ul>{items}</ul>"
            if sites
            else "<p>No sites yet: run <code>forecourt demo</code>.</p>"
        )
    )
    return _page("Forecourt", body, 200)


def platform_console_page(request: Request) -> HTMLResponse:
    """The platform operators' console: its own built entry (frontend/platform.html), the same
    for every operator, so it may be cached like the app's HTML; its data comes from the API."""
    dist = _settings(request).frontend_dist
    html = read_built(dist / "platform.html", str, "")
    if not html:
        return _page("Not built", "<h1>The frontend is not built: run make build.</h1>", 503)
    return HTMLResponse(html, headers={"Cache-Control": "no-cache"})


def unavailable_page(site: ResolvedSite) -> HTMLResponse:
    """What shoppers see of a suspended site (503: search engines keep its pages) or an
    offboarded one (410): a short notice, no stock, no forms."""
    closed = site.status == OFFBOARDED
    title, notice = (
        (CLOSED_NOTICE, CLOSED_NOTICE) if closed else (SUSPENDED_TITLE, SUSPENDED_NOTICE)
    )
    page = _page(
        f"{site.name}: {title}",
        f"<h1>{escape(site.name)}</h1><p>{escape(notice)}</p>",
        410 if closed else 503,
    )
    page.headers.update(NOINDEX)
    if not closed:
        page.headers["Retry-After"] = "3600"
    return page


def unknown_host_page() -> HTMLResponse:
    # The host is not repeated: a page that says whatever the request's Host says lends this
    # server's name to someone else's words.
    return _page(
        "Site not found",
        "<h1>Site not found</h1><p>No dealer site is served at this address.</p>",
        404,
    )


@router.get("/favicon.svg")
async def favicon(resolution: Resolution) -> Response:
    """A monogram favicon in the site's colours, for sites without their own."""
    if not isinstance(resolution, ResolvedSite):
        return Response(status_code=404)
    letter = escape(resolution.name[:1].upper())
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
        f'<rect width="64" height="64" rx="12" fill="{escape(resolution.theme.primary)}"/>'
        f'<text x="32" y="44" font-size="36" text-anchor="middle" font-family="sans-serif" '
        f'fill="{escape(resolution.theme.primary_contrast)}">{letter}</text></svg>'
    )
    return Response(
        svg, media_type="image/svg+xml", headers={"Cache-Control": "public, max-age=3600"}
    )


@router.get("/{path:path}", response_class=HTMLResponse)
async def html_shell(
    path: str, request: Request, session: DbSession, resolution: Resolution
) -> Response:
    if path.startswith("api/"):
        allowed = allowed_methods(request.app.openapi(), "/" + path)
        if allowed:  # the path exists for other methods (GET on a POST-only endpoint)
            raise HTTPException(405, "Method Not Allowed", headers={"Allow": ", ".join(allowed)})
        raise NotFound("No such API endpoint.")
    if resolution == PLATFORM:
        if path == "console" or path.startswith("console/"):
            return platform_console_page(request)
        if path:
            return _page("Not found", "<h1>Not found</h1><p><a href='/'>All sites</a></p>", 404)
        return await platform_page(request, session)
    if not isinstance(resolution, ResolvedSite):
        return unknown_host_page()
    if not serves_shoppers(resolution.status):
        console = path == "console" or path.startswith("console/")
        if not (console and serves_console(resolution.status)):
            return unavailable_page(resolution)
    if (moved := moved_to("/" + path, request.url.query)) is not None:
        return RedirectResponse(moved, status_code=308)
    if target := todays_search_url(request.url.path, request.query_params.multi_items()):
        return RedirectResponse(target, status_code=301)
    gate = gate_for("/" + path, resolution.config)
    if gate is not None and not gate.in_place:
        return await gated_page(request, session, resolution, gate, "/" + path)
    return await render_site_page(request, session, resolution, "/" + path)


def served_as_made(path: str, site: ResolvedSite) -> bool:
    """Whether `html_shell` answers a request for `path` (no query) with the page
    render_site_page makes for everyone: not moved, not an older search address, not gated."""
    if moved_to(path, "") is not None or todays_search_url(path, []) is not None:
        return False
    gate = gate_for(path, site.config)
    return gate is None or gate.in_place


async def gated_page(
    request: Request, session: DbSession, site: ResolvedSite, gate: Gate, path: str
) -> Response:
    """A gated page for a signed-out visitor is a redirect to /sign-in with type and redirect
    set (spec §4); signed in, the page itself, never stored by a shared cache."""
    if await optional_shopper(request, site, session) is None:
        target = path + (f"?{request.url.query}" if request.url.query else "")
        query = urlencode({"type": gate.type, "redirect": target})
        return RedirectResponse(f"/sign-in?{query}", status_code=303, headers=PRIVATE)
    page = await render_site_page(request, session, site, path)
    page.headers.update(PRIVATE)
    return page
