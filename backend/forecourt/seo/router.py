"""/sitemap.xml and /robots.txt per site. Included before the HTML shell's catch-all."""

from fastapi import APIRouter, Request
from fastapi.responses import Response
from sqlalchemy import select

from forecourt.core.clock import as_utc, utcnow
from forecourt.core.db import DbSession
from forecourt.inventory.cards import car_path
from forecourt.inventory.models import Car
from forecourt.inventory.visibility import visible_car_conditions
from forecourt.seo import (  # noqa: F401  register heads
    brand_head,
    content_head,
    location_head,
    model_head,
    offer_head,
    search_head,
    vehicle_head,
)
from forecourt.seo.sitemap import (
    CLOSED_ROBOTS_TXT,
    MAX_URLS,
    SitemapEntry,
    main_pages,
    robots_txt,
    sitemap_xml,
)
from forecourt.tenancy.dealerships import visible_dealerships
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.lifecycle import indexable
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.urls import page_base_url

router = APIRouter(include_in_schema=False)
CACHE = {"Cache-Control": "public, max-age=600"}


@router.get("/sitemap.xml")
async def sitemap(request: Request, site: CurrentSite, session: DbSession) -> Response:
    """The site's main pages and its listed cars (available ones: sold cars are leaving)."""
    by_slug = await visible_dealerships(session, site.id, order_by=Dealership.slug)
    dealerships = [d.slug for d in by_slug]
    entries = [SitemapEntry(p) for p in main_pages(site.config, dealerships)]
    cars = await session.execute(
        select(Car.slug, Car.updated_at)
        .where(*visible_car_conditions(site.id, site.config, utcnow(), include_sold=False))
        .order_by(Car.custom_rank.desc(), Car.id.desc())
        .limit(MAX_URLS - len(entries))
    )
    entries += [
        SitemapEntry(car_path(slug), as_utc(updated).date()) for slug, updated in cars.all()
    ]
    return Response(
        sitemap_xml(page_base_url(request, site), entries),
        media_type="application/xml",
        headers=CACHE,
    )


@router.get("/robots.txt")
async def robots(request: Request, site: CurrentSite) -> Response:
    if not indexable(site.status):  # a site in preview is listed nowhere yet
        return Response(CLOSED_ROBOTS_TXT, media_type="text/plain", headers=CACHE)
    return Response(
        robots_txt(page_base_url(request, site)), media_type="text/plain", headers=CACHE
    )
