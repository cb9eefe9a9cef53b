"""Brand pages (/{brandSlug}/overview) exist only for the brands the site lists in its config."""

import re
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.pages.head import PageHead, page_not_found_head, register_head
from forecourt.tenancy.service import ResolvedSite

BRAND_PAGE = r"/(?P<brand>[^/]+)/overview/?"


async def brand_head(
    _session: AsyncSession, site: ResolvedSite, match: re.Match[str], base_url: str, _state: Any
) -> PageHead:
    lists = site.config.presentation.brands
    slug = match.group("brand").lower()
    for entry in (*lists.cars, *lists.motorcycles, *lists.trucks, *lists.group):
        if (
            entry.slug.lower() == slug and not entry.path
        ):  # an entry with its own path has no page here
            return PageHead(
                title=f"{entry.title} | {site.name}",
                description=" ".join(entry.description)
                or f"{entry.title} vehicles for sale at {site.name}.",
                canonical=f"{base_url}/{entry.slug}/overview",
                og_image=entry.banner or entry.logo,
            )
    return page_not_found_head(site)


register_head(BRAND_PAGE, brand_head)
