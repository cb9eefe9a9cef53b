"""FastAPI dependencies that hand every endpoint its resolved site."""

from typing import Annotated

from fastapi import Depends, Request

from forecourt.core.db import DbSession
from forecourt.core.errors import NotFound
from forecourt.tenancy.service import PLATFORM, Platform, ResolvedSite, SiteResolver


def resolver_of(request: Request) -> SiteResolver:
    resolver: SiteResolver = request.app.state.site_resolver
    return resolver


async def site_resolver(request: Request) -> SiteResolver:
    return resolver_of(request)


Resolver = Annotated[SiteResolver, Depends(site_resolver)]


async def resolve_request_site(
    request: Request, session: DbSession, resolver: Resolver
) -> ResolvedSite | Platform | None:
    if hasattr(request.state, "site_resolution"):
        cached: ResolvedSite | Platform | None = request.state.site_resolution
        return cached
    result = await resolver.resolve(
        session, request.headers.get("host"), request.query_params.get("site")
    )
    request.state.site_resolution = result
    return result


async def current_site(
    resolution: Annotated[ResolvedSite | Platform | None, Depends(resolve_request_site)],
) -> ResolvedSite:
    if resolution is None or resolution == PLATFORM:
        raise NotFound("No dealer site is served at this address.")
    assert isinstance(resolution, ResolvedSite)
    return resolution


async def platform_only(
    resolution: Annotated[ResolvedSite | Platform | None, Depends(resolve_request_site)],
) -> None:
    if resolution != PLATFORM:
        raise NotFound("Not found.")


CurrentSite = Annotated[ResolvedSite, Depends(current_site)]
Resolution = Annotated[ResolvedSite | Platform | None, Depends(resolve_request_site)]
