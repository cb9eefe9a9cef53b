from typing import Annotated

from fastapi import APIRouter, Query

from forecourt.core.db import DbSession
from forecourt.core.types import MAX_DB_ID
from forecourt.reviews.schemas import ReviewsOut
from forecourt.reviews.service import site_reviews
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/reviews", tags=["reviews"])


@router.get("", response_model=ReviewsOut)
async def list_reviews(
    site: CurrentSite,
    session: DbSession,
    location_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
) -> ReviewsOut:
    """The current site's reviews (optionally one location's), with the site's minimum rating."""
    return await site_reviews(
        session,
        site.id,
        min_rating=site.config.vehicle_page.review_min_rating,
        location_ids=[location_id] if location_id is not None else None,
    )
