"""The platform operators' console on the platform host: the sites they look
after, each with its stock and new leads, and a one-time hand-off into one site's console. An
operator's session lives on the platform host; on a site it is a session of that site, made by
the hand-off and marked as an operator's in every audit entry."""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.settings import Settings
from forecourt.inventory.models import Car
from forecourt.leads.models import Lead
from forecourt.tenancy.models import Site, SiteDomain
from forecourt.tenancy.urls import site_address as dev_site_address

MAX_SITES = 2000  # a page of the platform's sites; bounded work per request


@dataclass(frozen=True)
class PlatformSite:
    id: int
    slug: str
    name: str
    url: str
    cars: int
    new_leads: int
    status: str
    delete_after: datetime | None


def site_address(
    slug: str, primary: str | None, settings: Settings, scheme: str, port: int | None
) -> str:
    """Where the site's pages are: its primary domain, or under `make run` (development, or a
    site without a domain yet) its name under the development host suffix at the platform
    host's scheme and port."""
    if primary and settings.env != "development":
        return f"{settings.public_base_scheme}://{primary}"
    return dev_site_address(slug, settings, scheme, port)


async def platform_sites(
    session: AsyncSession, settings: Settings, scheme: str, port: int | None,
    site_id: int | None = None,
) -> list[PlatformSite]:  # fmt: skip
    """Every site (at most MAX_SITES), or the one with `site_id`."""
    one = Site.id == site_id if site_id is not None else None
    cars = dict((await session.execute(
        select(Car.site_id, func.count()).where(Car.status != "sold").group_by(Car.site_id)
    )).all())  # fmt: skip
    leads = dict((await session.execute(
        select(Lead.site_id, func.count()).where(Lead.status == "new").group_by(Lead.site_id)
    )).all())  # fmt: skip
    rows = await session.execute(
        select(Site, SiteDomain.host)
        .outerjoin(SiteDomain, (SiteDomain.site_id == Site.id) & SiteDomain.primary.is_(True))
        .where(*([] if one is None else [one]))
        .order_by(Site.name)
        .limit(MAX_SITES)
    )
    return [
        PlatformSite(
            site.id,
            site.slug,
            site.name,
            site_address(site.slug, host, settings, scheme, port),
            cars.get(site.id, 0),
            leads.get(site.id, 0),
            site.status,
            site.delete_after,
        )  # fmt: skip
        for site, host in rows.all()
    ]


async def site_by_id(session: AsyncSession, site_id: int) -> tuple[Site, str | None] | None:
    row = (
        await session.execute(
            select(Site, SiteDomain.host)
            .outerjoin(SiteDomain, (SiteDomain.site_id == Site.id) & SiteDomain.primary.is_(True))
            .where(Site.id == site_id)
        )
    ).first()
    return (row[0], row[1]) if row else None
