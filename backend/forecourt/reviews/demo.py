"""Deterministic demo reviews: the same rng and day give the same reviews.

Call from the demo builder once a site's locations exist:
    await seed_reviews(session, site.id, [loc.id for loc in locations], rng)
"""

import random
from collections.abc import Sequence
from datetime import date, timedelta

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.reviews.models import Review

FIRST_NAMES = (
    "Olivia",
    "Jack",
    "Charlotte",
    "Noah",
    "Amelia",
    "William",
    "Isla",
    "Oliver",
    "Mia",
    "Thomas",
    "Grace",
    "Liam",
    "Chloe",
    "Lachlan",
    "Ruby",
    "Harrison",
    "Sienna",
    "Cooper",
    "Zoe",
    "Mitchell",
)
SURNAMES = ("S.", "N.", "W.", "B.", "T.", "M.", "R.", "H.", "K.", "L.", "P.", "D.")

# (rating, text): mostly good, some middling and a few poor ones, as real review pages have.
TEXTS: tuple[tuple[int, str], ...] = (
    (5, "Bought my first car here and the whole team made it easy. No pressure at all."),
    (5, "Great experience from test drive to pick-up. The car was spotless on delivery."),
    (5, "Fair trade-in price and the finance was sorted in an afternoon. Highly recommend."),
    (5, "Salesperson listened to what we needed instead of pushing the most expensive car."),
    (4, "Good range of stock and honest advice. Paperwork took a little longer than promised."),
    (4, "Friendly service team, car was ready on time. Would buy here again."),
    (4, "Easy online enquiry and a quick call back. Happy with the price we agreed."),
    (5, "They found exactly the model we were after within a week. Brilliant follow-up."),
    (3, "Car is great but communication after the sale could have been better."),
    (4, "Smooth process and a clear explanation of the warranty options."),
    (2, "Waited a long time for a call back about finance."),
    (5, "Drove two hours to get here and it was worth it. Thanks to the whole team!"),
    (1, "Service booking was cancelled without notice."),
    (4, "Clean yard, plenty of choice and no hard sell. Delivery was on schedule."),
)
REPLIES = (
    "Thanks so much for the kind words, enjoy the new car!",
    "We appreciate you taking the time to leave a review. See you at your first service.",
    "Thank you for the feedback. We have passed it on to the team.",
    "We're sorry to hear this. Please call us so we can put it right.",
)


def _reply(rating: int, rng: random.Random) -> str | None:
    if rating <= 3:
        return REPLIES[3]
    return rng.choice(REPLIES[:3]) if rng.random() < 0.6 else None


async def seed_reviews(
    session: AsyncSession,
    site_id: int,
    location_ids: Sequence[int],
    rng: random.Random,
    *,
    count: int = 18,
    today: date | None = None,
) -> list[Review]:
    """Adds `count` reviews spread over the site's locations (site-wide when there are none).

    Flushes but does not commit: the demo builder owns the transaction.
    """
    today = today or date.today()
    reviews = []
    for _ in range(count):
        rating, text = rng.choice(TEXTS)
        written = today - timedelta(days=rng.randint(1, 540))
        reply = _reply(rating, rng)
        reviews.append(
            Review(
                site_id=site_id,
                location_id=rng.choice(list(location_ids)) if location_ids else None,
                customer_name=f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}",
                text=text,
                rating=rating,
                review_date=written,
                reply_text=reply,
                reply_date=min(written + timedelta(days=rng.randint(1, 5)), today)
                if reply
                else None,
                image=None,
            )
        )
    session.add_all(reviews)
    await session.flush()
    return reviews
