"""Reviews in the console: every review of the site, hidden ones too, newest first; a dealer
hides one from the site (moderation) or writes the public reply, dated today."""

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import NotFound
from forecourt.locations.hours import local_now
from forecourt.locations.models import Location
from forecourt.reviews.models import Review
from forecourt.reviews.schemas import ModerationIn, ReviewOut, ReviewRow

NO_REVIEW = "No such review"
PAGE_SIZE = 25


def _visible(access: Access) -> Any:
    """A site-wide role sees every review; a dealership's role, its locations' reviews."""
    query = (
        select(Review, Location.name)
        .outerjoin(Location, Location.id == Review.location_id)
        .where(Review.site_id == access.site_id)
    )
    if access.dealership_ids is not None:
        query = query.where(Location.dealership_id.in_(access.dealership_ids))
    return query


def review_row(review: Review, location_name: str | None) -> ReviewRow:
    base = ReviewOut.model_validate(review, from_attributes=True).model_dump()
    return ReviewRow(**base, hidden=review.hidden, location_name=location_name)


async def page_of_reviews(
    session: AsyncSession, access: Access, *, hidden: bool | None, unanswered: bool,
    max_rating: int | None, page: int,
) -> tuple[list[ReviewRow], int]:  # fmt: skip
    query = _visible(access)
    if hidden is not None:
        query = query.where(Review.hidden.is_(hidden))
    if unanswered:
        query = query.where(Review.reply_text.is_(None))
    if max_rating is not None:
        query = query.where(Review.rating <= max_rating)
    total = await session.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = await session.execute(
        query.order_by(Review.review_date.desc(), Review.id.desc())
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
    )
    return [review_row(r, name) for r, name in rows.all()], total


async def moderate(
    session: AsyncSession, access: Access, review_id: int, body: ModerationIn
) -> ReviewRow:
    found = (await session.execute(_visible(access).where(Review.id == review_id))).first()
    if found is None:
        raise NotFound(NO_REVIEW)
    review, location_name = found
    before = {"hidden": review.hidden, "reply_text": review.reply_text}
    if body.hidden is not None:
        review.hidden = body.hidden
    if body.reply is not None:
        reply = body.reply.strip()
        review.reply_text = reply or None
        review.reply_date = local_now(None, utcnow()).date() if reply else None
    audit.record_changes(session, access, "review", review.id, before,
                         {"hidden": review.hidden, "reply_text": review.reply_text})  # fmt: skip
    await session.commit()
    return review_row(review, location_name)
