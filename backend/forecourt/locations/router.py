"""GET /api/v1/locations/nearest?postcode= : the dealer locator's order, nearest first."""

from typing import Annotated

from fastapi import APIRouter, Query
from pydantic import BaseModel, Field

from forecourt.core.db import DbSession
from forecourt.core.errors import INVALID, NotFound, not_found
from forecourt.core.form_fields import POSTCODE_MESSAGE
from forecourt.geo.postcodes import GEOCODE_FAILED, nearest_first, place_of
from forecourt.locations.schemas import LocationOut
from forecourt.locations.service import list_site_locations
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/locations", tags=["locations"])


class NearbyLocation(BaseModel):
    location: LocationOut
    distance_km: float = Field(description="Great-circle distance on a 6371 km sphere")


class NearestOut(BaseModel):
    postcode: str
    state: str
    locations: list[NearbyLocation]


@router.get(
    "/nearest", response_model=NearestOut, responses={**INVALID, **not_found(GEOCODE_FAILED)}
)
async def nearest(
    site: CurrentSite,
    session: DbSession,
    postcode: Annotated[str, Query(pattern=r"^[0-9]{4}$", description=POSTCODE_MESSAGE)],
) -> NearestOut:
    """The site's locations nearest to an Australian postcode first (those without a map
    position are left out)."""
    place = place_of(postcode)
    if place is None:
        raise NotFound(GEOCODE_FAILED, field="postcode")  # well formed, but no such place
    ordered = nearest_first(
        place,
        await list_site_locations(session, site.id),
        lambda loc: (
            (loc.address.lat, loc.address.long)
            if loc.address.lat is not None and loc.address.long is not None
            else None
        ),
    )
    return NearestOut(
        postcode=place.postcode,
        state=place.state,
        locations=[NearbyLocation(location=loc, distance_km=round(km, 1)) for loc, km in ordered],
    )
