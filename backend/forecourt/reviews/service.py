"""Reading a site's reviews: the summary counts every review; the list shows the good ones.

spec: vehicle §9 - reviews with at least the minimum rating (4 by default, per site config) are
listed, at most 12 (the Google reviews count). The summary (count and average) is over every
review in scope, so the stars shown are not inflated by the listing filter. A review the dealer
hid in the console (moderation) is in neither.
"""

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.reviews.models import Review
from forecourt.reviews.schemas import ReviewOut, ReviewsOut, ReviewSummary

LISTED_REVIEWS = 12


async def site_reviews(
    session: AsyncSession,
    site_id: int,
    *,
    min_rating: int,
    location_ids: list[int] | None = None,
    limit: int = LISTED_REVIEWS,
) -> ReviewsOut:
    scope: list[ColumnElement[bool]] = [Review.site_id == site_id, Review.hidden.is_(False)]
    if location_ids is not None:
        scope.append(Review.location_id.in_(location_ids))
    count, average = (
        await session.execute(select(func.count(), func.avg(Review.rating)).where(*scope))
    ).one()
    rows = await session.scalars(
        select(Review)
        .where(*scope, Review.rating >= min_rating)
        .order_by(Review.review_date.desc(), Review.id.desc())
        .limit(limit)
    )
    return ReviewsOut(
        summary=ReviewSummary(
            count=count, average_rating=round(float(average), 1) if average is not None else None
        ),
        min_rating=min_rating,
        items=[ReviewOut.model_validate(r) for r in rows],
    )
