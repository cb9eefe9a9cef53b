"""Server-rendered head of the search pages: a title and canonical URL per path, and a real 404
status for a search path that names nothing on this site (an old make, a mistyped dealer)."""

import re
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import DomainError
from forecourt.pages.head import PageHead, page_not_found_head, register_head
from forecourt.search.router import search_service_for
from forecourt.tenancy.service import ResolvedSite

SEARCH_PAGE = r"/search(?:/.*)?"  # deeper paths too: resolve_path answers 404 for them


async def search_head(
    session: AsyncSession, site: ResolvedSite, match: re.Match[str], base_url: str, state: Any
) -> PageHead:
    path = match.group(0)
    try:
        place = await search_service_for(state).resolve_path(session, site, path)
    except DomainError:
        return page_not_found_head(site)
    what = (
        f"Cars for sale at {place.title}"
        if place.kind in ("dealership", "location")
        else f"{place.title} for sale"
    )
    return PageHead(
        title=f"{what} | {site.name}",
        description=f"{what} at {site.name}: prices, photos and finance, with new stock added daily.",
        canonical=base_url + path.rstrip("/"),
        og_image=site.theme.logo_url,
    )


register_head(SEARCH_PAGE, search_head)
