"""A site's reviews as its vehicle pages list them: the same for every car of the site, so read
once (two statements) and kept a few seconds in this process, on the terms of the site's places
(vehicles/places.py): a moderation in the console shows at once where it was made."""

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.kept_values import KeptValues
from forecourt.reviews.schemas import ReviewsOut
from forecourt.reviews.service import site_reviews
from forecourt.storefront.public import public_generation
from forecourt.vehicles.places import PLACES_TTL

_kept: KeptValues[ReviewsOut] = KeptValues(PLACES_TTL, max_entries=512)


async def page_reviews(session: AsyncSession, site_id: int, min_rating: int) -> ReviewsOut:
    return await _kept.get(
        (site_id, min_rating, public_generation()),
        lambda: site_reviews(session, site_id, min_rating=min_rating),
    )
