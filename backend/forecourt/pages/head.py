"""Server-rendered <head> content per page, so search engines and share previews see real content.

Domain packages register a builder for a path pattern (e.g. the vehicle page for /cars/{slug});
every other page of the app gets the site's own title and description, and a path no page serves
gets a 404 head.
"""

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from html import escape
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.json_text import compact_json
from forecourt.tenancy.lifecycle import indexable
from forecourt.tenancy.service import ResolvedSite


@dataclass
class PageHead:
    title: str
    description: str
    canonical: str | None = None
    og_image: str | None = None
    og_type: str = "website"
    json_ld: list[dict[str, Any]] = field(default_factory=list)
    status_code: int = 200


# (session, site, the path's match, base URL, app state) -> the head, or None for the site default.
HeadBuilder = Callable[
    [AsyncSession, ResolvedSite, re.Match[str], str, Any], Awaitable[PageHead | None]
]
_builders: list[tuple[re.Pattern[str], HeadBuilder]] = []
_fallbacks: list[tuple[re.Pattern[str], HeadBuilder]] = []


def register_head(pattern: str, builder: HeadBuilder, *, fallback: bool = False) -> None:
    """`fallback` builders are asked only after every other builder has passed (content pages:
    a path the app's own pages answer never costs their lookup)."""
    (_fallbacks if fallback else _builders).append((re.compile(pattern), builder))


def site_head(site: ResolvedSite, base_url: str, path: str) -> PageHead:
    return PageHead(
        title=site.name,
        description=site.description or f"New, demo and used cars for sale at {site.name}.",
        canonical=base_url + path,
        og_image=site.theme.logo_url,
    )


def page_not_found_head(site: ResolvedSite) -> PageHead:
    return PageHead(
        title=f"Page not found | {site.name}",
        description=f"There is no page at this address on {site.name}.",
        status_code=404,
    )


async def page_head(
    session: AsyncSession,
    site: ResolvedSite,
    path: str,
    base_url: str,
    state: Any,
    *,
    served: bool = True,
) -> PageHead:
    """The head of `path`: its builder's when one answers, else the site's, or a 404 head when
    no page of the app serves the path (`served` False) and no fallback builder answers."""
    for pattern, builder in _builders if served else (*_builders, *_fallbacks):
        match = pattern.fullmatch(path)
        if match:
            head = await builder(session, site, match, base_url, state)
            if head is not None:
                return head
    return site_head(site, base_url, path) if served else page_not_found_head(site)


def _script_safe(json_text: str) -> str:
    # "</" inside a script would end it early; escaping keeps injected data inert.
    return json_text.replace("</", "<\\/")


def _json_script(data: Any) -> str:
    return _script_safe(compact_json(data))


def render_head(head: PageHead, site: ResolvedSite, favicon: str) -> str:
    parts = [
        f"<title>{escape(head.title)}</title>",
        f'<meta name="description" content="{escape(head.description)}">',
        f'<meta name="theme-color" content="{escape(site.theme.primary)}">',
        f'<link rel="icon" href="{escape(favicon)}">',
        f'<meta property="og:title" content="{escape(head.title)}">',
        f'<meta property="og:description" content="{escape(head.description)}">',
        f'<meta property="og:type" content="{escape(head.og_type)}">',
        f'<meta property="og:site_name" content="{escape(site.name)}">',
    ]
    if not indexable(site.status):  # a site in preview (tenancy/lifecycle.py)
        parts.append('<meta name="robots" content="noindex">')
    if head.canonical:
        parts.append(f'<link rel="canonical" href="{escape(head.canonical)}">')
        parts.append(f'<meta property="og:url" content="{escape(head.canonical)}">')
    if head.og_image:
        parts.append(f'<meta property="og:image" content="{escape(head.og_image)}">')
    parts.extend(
        f'<script type="application/ld+json">{_json_script(doc)}</script>' for doc in head.json_ld
    )
    return "\n    ".join(parts)


def render_state(state_json: str) -> str:
    """The page's state (its JSON, made once for the page and its server render) as a JSON data
    block, not a script: browsers never run it, so the CSP needs no inline script."""
    return (
        f'<script type="application/json" id="forecourt-state">{_script_safe(state_json)}</script>'
    )
