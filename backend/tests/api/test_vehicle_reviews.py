"""Reviews: listed from the site's minimum rating, scoped to the site; demo seeding is deterministic."""

import random
from datetime import date

from sqlalchemy import select

from forecourt.reviews.demo import seed_reviews
from forecourt.reviews.models import Review
from tests.factories import make_dealership, make_location, make_site


async def test_reviews_endpoint_lists_the_sites_reviews_from_its_minimum_rating(
    session, client_for
):
    site = await make_site(session, "alpha", config={"vehicle_page": {"review_min_rating": 3}})
    location = await make_location(session, await make_dealership(session, site))
    other = await make_site(session, "beta")
    for rating, loc in ((5, location.id), (3, None), (2, location.id)):
        session.add(
            Review(
                site_id=site.id,
                location_id=loc,
                customer_name=f"R{rating}",
                text="",
                rating=rating,
                review_date=date(2026, 5, rating),
            )
        )
    session.add(
        Review(
            site_id=other.id, customer_name="Beta", text="", rating=5, review_date=date(2026, 5, 9)
        )
    )
    await session.commit()
    client = client_for("alpha")
    body = (await client.get("/api/v1/reviews")).json()
    assert [r["customer_name"] for r in body["items"]] == ["R5", "R3"]
    assert body["summary"] == {"count": 3, "average_rating": 3.3}
    one = (await client.get("/api/v1/reviews", params={"location_id": location.id})).json()
    assert [r["customer_name"] for r in one["items"]] == ["R5"]
    assert (await client.get("/api/v1/reviews", params={"location_id": "x"})).status_code == 422


async def test_demo_reviews_are_deterministic_and_spread_over_the_locations(session):
    site = await make_site(session, "alpha")
    dealer = await make_dealership(session, site)
    locations = [(await make_location(session, dealer)).id for _ in range(2)]
    today = date(2026, 11, 21)
    first = await seed_reviews(session, site.id, locations, random.Random(7), count=10, today=today)
    second = await seed_reviews(
        session, site.id, locations, random.Random(7), count=10, today=today
    )
    await session.commit()

    def key(r):
        return (r.customer_name, r.text, r.rating, r.review_date, r.reply_text, r.location_id)

    assert [key(r) for r in first] == [key(r) for r in second]
    rows = (await session.scalars(select(Review))).all()
    assert len(rows) == 20
    assert {r.location_id for r in rows} <= set(locations)
    assert all(1 <= r.rating <= 5 and r.review_date < today for r in rows)
    assert all(r.reply_date is None or r.review_date <= r.reply_date <= today for r in rows)
