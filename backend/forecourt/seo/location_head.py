"""A location's page (/contact-us/{slug}, /our-location/{slug}, /locations/{slug}): its name and
address in the head; a slug the site has no visible location for is a 404."""

import re
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.locations.models import Location
from forecourt.pages.head import PageHead, page_not_found_head, register_head
from forecourt.tenancy.service import ResolvedSite

LOCATION_PAGE = r"/(?:contact-us|our-location|locations)/(?P<slug>[^/]+)/?"


async def location_head(
    session: AsyncSession, site: ResolvedSite, match: re.Match[str], base_url: str, _state: Any
) -> PageHead:
    location = await session.scalar(
        select(Location).where(
            Location.site_id == site.id,
            Location.slug == match.group("slug"),
            Location.visible.is_(True),
        )
    )
    if location is None:
        return page_not_found_head(site)
    where = ", ".join(p for p in (location.street, location.city, location.state) if p)
    return PageHead(
        title=f"{location.name} | {site.name}",
        description=f"{location.name}: opening hours, directions and contact details. {where}.",
        # One address per location for search engines, whichever of the three paths was used.
        canonical=f"{base_url}/contact-us/{location.slug}",
        og_image=location.image_url or site.theme.logo_url,
    )


register_head(LOCATION_PAGE, location_head)
