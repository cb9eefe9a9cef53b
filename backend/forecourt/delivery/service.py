"""The delivery estimate: the nearest sales location of the car's dealership to the shopper's
postcode, priced by the dealer's distance bands (spec: vehicle §4 delivery calculator)."""

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import NotFound
from forecourt.geo.postcodes import distance_km, place_of
from forecourt.inventory.models import Car
from forecourt.locations.models import Location
from forecourt.tenancy.config import DeliveryBand, DeliveryConfig
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

DELIVERY_OFF = "This site does not offer delivery estimates."


class DeliveryQuote(BaseModel):
    """`available` false: no estimate for that postcode (unknown, or beyond the last band)."""

    available: bool
    price: int | None = None
    name: str | None = None  # the region
    distance_km: int | None = None
    from_location: str | None = None


def bands_for(config: DeliveryConfig, dealership_slug: str) -> list[DeliveryBand]:
    return config.by_dealership.get(dealership_slug, config.bands)


def band_for(bands: list[DeliveryBand], km: float) -> DeliveryBand | None:
    return next((b for b in sorted(bands, key=lambda b: b.up_to_km) if km <= b.up_to_km), None)


async def _origins(session: AsyncSession, car: Car) -> list[tuple[str, float, float]]:
    """Where the car can leave from: the dealership's sales locations with a position (any
    location when none is marked sales), else the dealership's own postcode."""
    locations = list(
        await session.scalars(
            select(Location).where(
                Location.dealership_id == car.dealership_id,
                Location.visible.is_(True),
                Location.lat.is_not(None),
                Location.long.is_not(None),
            )
        )
    )
    sales = [loc for loc in locations if loc.location_type in ("sales", "")] or locations
    origins = [(loc.name, float(loc.lat or 0), float(loc.long or 0)) for loc in sales]
    if origins:
        return origins
    dealership = await session.get(Dealership, car.dealership_id)
    place = place_of(dealership.postcode or "") if dealership else None
    return [(dealership.name, place.lat, place.long)] if dealership and place else []


async def quote(
    session: AsyncSession, site: ResolvedSite, car: Car, postcode: str
) -> DeliveryQuote:
    config = site.config.delivery
    if not config.enabled:
        raise NotFound(DELIVERY_OFF)
    place = place_of(postcode)
    origins = await _origins(session, car)
    if place is None or not origins:
        return DeliveryQuote(available=False)
    name, km = min(
        ((origin, distance_km(lat, long, place.lat, place.long)) for origin, lat, long in origins),
        key=lambda pair: pair[1],
    )
    dealership = await session.get(Dealership, car.dealership_id)
    band = band_for(bands_for(config, dealership.slug if dealership else ""), km)
    if band is None:
        return DeliveryQuote(available=False, distance_km=round(km), from_location=name)
    return DeliveryQuote(
        available=True, price=band.price, name=band.name, distance_km=round(km), from_location=name
    )
