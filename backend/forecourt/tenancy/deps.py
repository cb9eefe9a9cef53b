"""FastAPI dependencies that hand every endpoint its resolved site."""

from typing import Annotated

from fastapi import Depends, Request

from forecourt.core.db import DbSession
from forecourt.core.errors import NotFound
from forecourt.tenancy.dns import DnsResolver
from forecourt.tenancy.lifecycle import serves_console, serves_shoppers
from forecourt.tenancy.service import PLATFORM, Platform, ResolvedSite, SiteResolver

NOT_OPEN = "This site is not open at the moment."


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


CONSOLE_API = "/api/v1/console"


async def current_site(
    request: Request,
    resolution: Annotated[ResolvedSite | Platform | None, Depends(resolve_request_site)],
) -> ResolvedSite:
    """The request's dealer site. A suspended site answers its console alone, an offboarded
    one nothing (tenancy/lifecycle.py), as a site not served here."""
    if resolution is None or resolution == PLATFORM:
        raise NotFound("No dealer site is served at this address.")
    assert isinstance(resolution, ResolvedSite)
    if not serves_shoppers(resolution.status):
        console = request.url.path.startswith(CONSOLE_API)
        if not (console and serves_console(resolution.status)):
            raise NotFound(NOT_OPEN)
    return resolution


async def platform_only(
    resolution: Annotated[ResolvedSite | Platform | None, Depends(resolve_request_site)],
) -> None:
    if resolution != PLATFORM:
        raise NotFound("Not found.")


CurrentSite = Annotated[ResolvedSite, Depends(current_site)]
Resolution = Annotated[ResolvedSite | Platform | None, Depends(resolve_request_site)]


async def dns_resolver(request: Request) -> DnsResolver:
    """The custom-domain check's resolver port (create_app sets the built-in adapter)."""
    resolver: DnsResolver = request.app.state.dns_resolver
    return resolver


Dns = Annotated[DnsResolver, Depends(dns_resolver)]
