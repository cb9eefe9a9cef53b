"""The vehicle page's server-rendered head: title, description, canonical URL, Open Graph image
and JSON-LD; an unknown or hidden car makes the page a real 404."""

import re
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import NotFound
from forecourt.inventory.cards import car_path, price_out
from forecourt.inventory.models import Car
from forecourt.inventory.rules import is_available
from forecourt.media.urls import image_url
from forecourt.pages.head import PageHead, register_head
from forecourt.seo.jsonld import car_json_ld
from forecourt.tenancy.service import ResolvedSite
from forecourt.vehicles.page import CAR_TYPE_LABELS, format_km
from forecourt.vehicles.paths import CAR_PAGE, NOT_CAR_SLUGS
from forecourt.vehicles.places import car_places
from forecourt.vehicles.repository import find_car

OG_IMAGE_WIDTH = 1200
DESCRIPTION_LIMIT = 160


def absolute(base_url: str, source: str, width: int) -> str:
    url = image_url(source, width)
    return url if url.startswith(("http://", "https://")) else base_url + url


def describe(car: Car, price_text: str, dealer: str) -> str:
    facts = [
        price_text,
        format_km(car.km),
        car.simple_transmission or car.trans,
        car.simple_fuel or car.fuel,
    ]
    condition = CAR_TYPE_LABELS.get(car.car_type, "")
    lead = f"{condition} {car.name}".strip() + (
        " for sale" if is_available(car.status) else " (sold)"
    )
    text = f"{lead} at {dealer}: " + ", ".join(f for f in facts if f) + "."
    return text if len(text) <= DESCRIPTION_LIMIT else text[: DESCRIPTION_LIMIT - 1].rstrip() + "…"


def not_found_head(site: ResolvedSite) -> PageHead:
    return PageHead(
        title=f"Car not found | {site.name}",
        description="This car is no longer available. Browse our other new, demo and used cars.",
        status_code=404,
    )


async def vehicle_head(
    session: AsyncSession, site: ResolvedSite, match: re.Match[str], base_url: str, _state: Any
) -> PageHead | None:
    slug = match.group("slug")
    if slug in NOT_CAR_SLUGS:
        return None
    try:
        # With its media: the page's first screen reads the same car next (one lookup a page).
        car = await find_car(session, site, slug)
    except NotFound:
        return not_found_head(site)
    dealership = (await car_places(session, site.id, car.dealership_id, car.location_id)).dealer
    price = price_out(car, site.config)
    url = base_url + car_path(car.slug)
    images = [absolute(base_url, i.source, OG_IMAGE_WIDTH) for i in car.images]
    description = describe(car, price.summary, dealership.name)
    return PageHead(
        title=f"{car.name} | {site.name}",
        description=description,
        canonical=url,
        og_image=images[0] if images else site.theme.logo_url,
        og_type="product",
        json_ld=[
            car_json_ld(
                car,
                price,
                url=url,
                images=images,
                seller=dealership.name,
                description=description,
                subscription_period=site.config.vehicle_page.subscription_period,
            )
        ],
    )


register_head(CAR_PAGE, vehicle_head)
