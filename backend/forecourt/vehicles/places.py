"""The dealerships and locations a vehicle page names: its contact number, its location and
location block, the state its market value is taken in, the PDF's address. A site has a handful,
shared by all its cars, so they are read once a site (three statements) and kept a few seconds
in this process: a page of the long tail no longer reads them again (up to seven statements).

A change in the console shows at once in the process that made it (`public_generation`), in the
others within PLACES_TTL, like the site's public picture (storefront/public.py)."""

from dataclasses import dataclass, fields
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from forecourt.core.kept_values import KeptValues
from forecourt.locations.models import Location
from forecourt.locations.schemas import LocationOut
from forecourt.locations.service import location_out
from forecourt.storefront.public import public_generation
from forecourt.tenancy.models import Dealership

PLACES_TTL = 10.0
LOCATION_TYPES = ("sales", "service", "parts")


@dataclass(frozen=True)
class Place:
    """A dealership or one of its locations, as far as the vehicle page reads it."""

    id: int
    name: str
    phone: str | None
    street: str | None
    city: str | None
    state: str | None
    postcode: str | None


@dataclass(frozen=True)
class Dealer(Place):
    slug: str


@dataclass(frozen=True)
class SiteLocation(Place):
    dealership_id: int
    location_type: str
    visible: bool
    out: LocationOut


@dataclass(frozen=True)
class SitePlaces:
    dealers: dict[int, Dealer]
    # Every location of the site, hidden ones too (a car may stand at one), primary first, then
    # by name, as the database orders them.
    locations: tuple[SiteLocation, ...]

    def location(self, location_id: int | None) -> SiteLocation | None:
        return next((x for x in self.locations if x.id == location_id), None)

    def block(
        self, dealership_id: int, own_location_id: int | None, mode: str | int
    ) -> list[SiteLocation]:
        """spec: vehicle §2 location block - primary, sales, service, parts, all, or a location
        id. Types and "all" are the car's dealership's visible locations; the car's own location
        first. An empty choice falls back to the car's location (or the dealership's primary)."""
        shown = sorted(
            (x for x in self.locations if x.visible),
            key=lambda x: x.id != own_location_id,  # stable: primary, then name, after it
        )
        own = [x for x in shown if x.dealership_id == dealership_id]
        if isinstance(mode, int):
            chosen = [x for x in shown if x.id == mode]
        elif mode in LOCATION_TYPES:
            chosen = [x for x in own if x.location_type == mode]
        elif mode == "all":
            chosen = own
        else:
            chosen = own[:1]
        if not chosen and mode != "primary":
            return self.block(dealership_id, own_location_id, "primary")
        return chosen


def _place_fields(row: Location | Dealership) -> dict[str, Any]:
    return {field.name: getattr(row, field.name) for field in fields(Place)}


async def _read(session: AsyncSession, site_id: int) -> SitePlaces:
    dealers = await session.scalars(select(Dealership).where(Dealership.site_id == site_id))
    locations = await session.scalars(
        select(Location)
        .where(Location.site_id == site_id)
        .options(selectinload(Location.opening_hours), selectinload(Location.special_hours))
        .order_by(Location.primary.desc(), Location.name)
    )
    return SitePlaces(
        dealers={d.id: Dealer(**_place_fields(d), slug=d.slug) for d in dealers},
        locations=tuple(
            SiteLocation(
                **_place_fields(x),
                dealership_id=x.dealership_id,
                location_type=x.location_type,
                visible=x.visible,
                out=location_out(x),
            )
            for x in locations
        ),
    )


_kept: KeptValues[SitePlaces] = KeptValues(PLACES_TTL, max_entries=512)


@dataclass(frozen=True)
class CarPlaces:
    """A car's dealership and location, and the site's places around them."""

    site: SitePlaces
    dealer: Dealer
    location: SiteLocation | None


async def car_places(
    session: AsyncSession, site_id: int, dealership_id: int, location_id: int | None
) -> CarPlaces:
    """The places of a car's page. A car of a dealership or location newer than the kept places
    has them read again at once, so it is never shown without its dealer."""
    key = (site_id, public_generation())
    places = await _kept.get(key, lambda: _read(session, site_id))
    unknown_location = location_id is not None and places.location(location_id) is None
    if dealership_id not in places.dealers or unknown_location:
        places = await _kept.renew(key, lambda: _read(session, site_id))
    return CarPlaces(places, places.dealers[dealership_id], places.location(location_id))
