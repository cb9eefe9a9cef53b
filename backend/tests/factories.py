"""Test data builders: each test states the few facts it depends on; the rest gets plain defaults."""

import itertools
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.inventory.models import Car, CarImage
from forecourt.inventory.stock_version import bump_stock_version
from forecourt.locations.models import Location, OpeningHours
from forecourt.offers.models import Offer
from forecourt.offers.service import sanitize
from forecourt.tenancy.models import Dealership, Site, SiteDomain

_seq = itertools.count(1)


async def make_site(
    session: AsyncSession,
    slug: str,
    *,
    name: str | None = None,
    config: dict[str, Any] | None = None,
    theme: dict[str, Any] | None = None,
    domains: list[str] | None = None,
) -> Site:
    site = Site(
        slug=slug,
        name=name or slug.replace("-", " ").title(),
        config=config or {},
        theme=theme or {},
    )
    session.add(site)
    await session.flush()
    for host in domains or []:
        session.add(SiteDomain(host=host, site_id=site.id))
    await session.flush()
    return site


async def make_dealership(
    session: AsyncSession, site: Site, slug: str | None = None, **fields: Any
) -> Dealership:
    n = next(_seq)
    dealership = Dealership(
        site_id=site.id,
        slug=slug or f"{site.slug}-dealer-{n}",
        name=fields.pop("name", f"{site.name} Motors {n}"),
        phone=fields.pop("phone", "07 3000 1234"),
        city=fields.pop("city", "Brisbane"),
        state=fields.pop("state", "QLD"),
        **fields,
    )
    session.add(dealership)
    await session.flush()
    if site.primary_dealership_id is None:
        site.primary_dealership_id = dealership.id
    return dealership


async def make_location(session: AsyncSession, dealership: Dealership, **fields: Any) -> Location:
    n = next(_seq)
    location = Location(
        site_id=dealership.site_id,
        dealership_id=dealership.id,
        slug=fields.pop("slug", f"location-{n}"),
        name=fields.pop("name", f"{dealership.name} Sales"),
        location_type=fields.pop("location_type", "sales"),
        primary=fields.pop("primary", True),
        city=fields.pop("city", "Brisbane"),
        state=fields.pop("state", "QLD"),
        postcode=fields.pop("postcode", "4000"),
        phone=fields.pop("phone", "07 3000 1234"),
        **fields,
    )
    location.opening_hours = [
        OpeningHours(weekday=d, status="Closed" if d == 0 else "Open", open="08:30", close="17:30")
        for d in range(7)
    ]
    session.add(location)
    await session.flush()
    return location


async def make_car(
    session: AsyncSession,
    dealership: Dealership,
    *,
    images: int = 1,
    created_at: datetime | None = None,
    **fields: Any,
) -> Car:
    n = next(_seq)
    make = fields.pop("make", "Toyota")
    model = fields.pop("model", "Corolla")
    year = fields.pop("year", 2022)
    car = Car(
        site_id=dealership.site_id,
        dealership_id=dealership.id,
        slug=fields.pop("slug", f"{year}-{make}-{model}-{n}".lower()),
        stocknum=fields.pop("stocknum", f"S{n:06d}"),
        name=fields.pop("name", f"{year} {make} {model}"),
        year=year,
        make=make,
        model=model,
        car_type=fields.pop("car_type", "used"),
        status=fields.pop("status", "in_stock"),
        price=fields.pop("price", 25000),
        km=fields.pop("km", 40000),
        created_at=created_at or utcnow() - timedelta(days=30),
        **fields,
    )
    car.images = [CarImage(position=i, source=f"demo/{n}/white/{i}.jpg") for i in range(images)]
    session.add(car)
    await session.flush()
    await bump_stock_version(session, dealership.site_id)
    return car


def new_offer(site_id, name, manufacturer=None, days=(-5, 5), **fields):
    """An offer row (not added); `days`: its start and end, counted from today."""
    today = utcnow().date()
    description = fields.pop("description", f"<p>{name}</p>")
    return Offer(
        site_id=site_id, manufacturer=manufacturer, name=name, description=description,
        sanitized_description=sanitize(description), disclaimer=fields.pop("disclaimer", ""),
        category=fields.pop("category", "Special offer"), starts_on=today + timedelta(days=days[0]),
        ends_on=today + timedelta(days=days[1]), excluded_website_ids=fields.pop("excluded", []),
        position=0, created_at=utcnow(), **fields,
    )  # fmt: skip
