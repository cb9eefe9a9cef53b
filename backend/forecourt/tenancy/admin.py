"""Adding and configuring sites and dealerships (used by the CLI; the rules live here)."""

import re
from typing import Any

from pydantic import ValidationError
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.core.errors import Conflict, InvalidInput, NotFound
from forecourt.tenancy.config import SiteConfigError, check_site_config, parse_theme
from forecourt.tenancy.lead_destinations import LeadDestinations
from forecourt.tenancy.models import Dealership, Site, SiteDomain

SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def _check_slug(slug: str, field: str = "slug") -> None:
    if not SLUG.fullmatch(slug):
        raise InvalidInput("Use lower-case letters, digits and single hyphens.", field=field)


def _validated(config: dict[str, Any] | None, theme: dict[str, Any] | None) -> None:
    try:
        check_site_config(config)
        parse_theme(theme)
    except SiteConfigError as exc:
        raise InvalidInput(str(exc), field="config") from exc


async def get_site_by_slug(session: AsyncSession, slug: str) -> Site:
    site = await session.scalar(select(Site).where(Site.slug == slug))
    if site is None:
        raise NotFound(f"No site with slug {slug!r}.", field="site")
    return site


async def add_site(
    session: AsyncSession,
    *,
    slug: str,
    name: str,
    domains: list[str],
    template: str = "default",
    description: str = "",
    finance_provider: str | None = None,
    config: dict[str, Any] | None = None,
    theme: dict[str, Any] | None = None,
) -> Site:
    _check_slug(slug)
    _validated(config, theme)
    if await session.scalar(select(Site.id).where(Site.slug == slug)):
        raise Conflict(f"A site with slug {slug!r} exists.", field="slug")
    site = Site(
        slug=slug,
        name=name,
        template=template,
        description=description,
        finance_provider=finance_provider,
        config=config or {},
        theme=theme or {},
    )
    session.add(site)
    await session.flush()
    for i, host in enumerate(domains):
        await add_domain(session, site, host, primary=i == 0)
    return site


async def add_domain(session: AsyncSession, site: Site, host: str, primary: bool = False) -> None:
    """From the shell, by the platform's own staff: verified as it is added (a dealer's domain
    added in the console is verified by its DNS records, tenancy/domains.py)."""
    host = host.strip().lower()
    if await session.scalar(select(SiteDomain.id).where(SiteDomain.host == host)):
        raise Conflict(f"The host {host!r} already belongs to a site.", field="domain")
    session.add(SiteDomain(site_id=site.id, host=host, primary=primary, verified_at=utcnow()))
    await session.flush()


async def set_site_config(
    session: AsyncSession, site: Site, config: dict[str, Any] | None, theme: dict[str, Any] | None
) -> None:
    _validated(
        config if config is not None else site.config, theme if theme is not None else site.theme
    )
    if config is not None:
        site.config = config
    if theme is not None:
        site.theme = theme


async def add_dealership(
    session: AsyncSession, site: Site, *, slug: str, name: str, **fields: Any
) -> Dealership:
    _check_slug(slug)
    if await session.scalar(select(Dealership.id).where(Dealership.slug == slug)):
        raise Conflict(f"A dealership with slug {slug!r} exists.", field="slug")
    dealership = Dealership(site_id=site.id, slug=slug, name=name, **fields)
    session.add(dealership)
    await session.flush()
    if site.primary_dealership_id is None:
        site.primary_dealership_id = dealership.id
    return dealership


async def set_lead_destinations(
    session: AsyncSession, slug: str, destinations: dict[str, Any]
) -> Dealership:
    """Where the dealership's leads go, validated by LeadDestinations (a wrong key is named)."""
    dealership = await session.scalar(select(Dealership).where(Dealership.slug == slug))
    if dealership is None:
        raise NotFound(f"No dealership {slug!r}.", field="slug")
    try:
        parsed = LeadDestinations.model_validate(destinations)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = ".".join(str(p) for p in first["loc"])
        raise InvalidInput(f"{first['msg']}", field=f"lead_destinations.{field}") from exc
    dealership.lead_destinations = parsed.model_dump(mode="json")
    return dealership
