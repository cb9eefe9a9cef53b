from typing import Annotated, Any

from fastapi import APIRouter, Query

from forecourt.core.db import DbSession
from forecourt.tenancy.deps import CurrentSite
from forecourt.vehicles import service
from forecourt.vehicles.schemas import CarDetail, CarList

router = APIRouter(prefix="/cars", tags=["vehicles"])
NOT_FOUND: dict[int | str, dict[str, Any]] = {404: {"description": "No such car on this site"}}
CarType = Annotated[list[str] | None, Query(pattern="^(new|demo|used)$")]


@router.get("", response_model=CarList)
async def list_cars(
    site: CurrentSite,
    session: DbSession,
    limit: Annotated[int, Query(ge=1, le=100)] = 6,
    car_type: CarType = None,
    make: Annotated[str | None, Query(max_length=100)] = None,
    min_photos: Annotated[int, Query(ge=0, le=50)] = 0,
) -> CarList:
    """Plain lookup: available cars of the current site, best ranked first (home page, featured)."""
    hits = await service.lookup_cars(
        session, site, limit=limit, car_type=car_type, make=make, min_photos=min_photos
    )
    return CarList(hits=hits)


@router.get("/{slug}", response_model=CarDetail, responses=NOT_FOUND)
async def get_car(slug: str, site: CurrentSite, session: DbSession) -> CarDetail:
    """One car of the current site (404 for another site's car or a hidden one)."""
    return await service.get_detail(session, site, slug)
