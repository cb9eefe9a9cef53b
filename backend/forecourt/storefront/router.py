from fastapi import APIRouter, Depends, Request

from forecourt.core.db import DbSession
from forecourt.core.errors import not_found
from forecourt.core.settings import settings_of
from forecourt.storefront.public import list_sites, site_public
from forecourt.storefront.schemas import SiteListing, SitePublic
from forecourt.tenancy.deps import CurrentSite, platform_only

router = APIRouter(tags=["sites"])
NOT_FOUND = not_found("No dealer site is served at this host")


@router.get("/site", response_model=SitePublic, responses=NOT_FOUND)
async def get_site(site: CurrentSite, session: DbSession) -> SitePublic:
    """The current site's public configuration."""
    return await site_public(session, site)


@router.get(
    "/sites",
    response_model=list[SiteListing],
    responses=NOT_FOUND,
    dependencies=[Depends(platform_only)],
)
async def get_sites(request: Request, session: DbSession) -> list[SiteListing]:
    """Every site, with its development URL (platform host only)."""
    return await list_sites(session, settings_of(request), request.url.scheme, request.url.port)
