"""The console's dashboard: views and leads by kind per day of the site's calendar,
the most viewed and most enquired cars, time to first contact; only what the user reaches."""

import random
from datetime import timedelta

from sqlalchemy import insert, select, update

from forecourt.core.clock import utcnow
from forecourt.inventory.models import Car
from forecourt.tracking.models import CarViewHour
from forecourt.tracking.views import spread_views
from tests.console_users import console_sign_in, make_console_user, make_lead
from tests.factories import make_car, make_dealership, make_site


async def test_the_dashboard_counts_views_and_leads_for_the_users_dealerships(session, client_for):
    site = await make_site(session, "alpha")
    north, south = await make_dealership(session, site), await make_dealership(session, site)
    popular = await make_car(session, north, name="Popular Corolla")
    quiet = await make_car(session, south)
    await session.commit()
    shopper = client_for("alpha")
    for _ in range(3):
        await shopper.get(f"/api/v1/cars/{popular.slug}/view.json")
    await shopper.get(f"/api/v1/cars/{quiet.slug}/view.json")

    lead = await make_lead(session, north, car_id=popular.id)
    lead.first_contacted_at = lead.created_at + timedelta(hours=2)
    await make_lead(session, north, car_id=popular.id, kind="test_drive")
    await make_lead(session, north, ago_minutes=60 * 24 * 60)  # before the period
    await make_lead(session, south, car_id=quiet.id)
    owner = await make_console_user(session, site, "owner")
    sales = await make_console_user(session, site, "sales", north)
    await session.commit()

    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    board = (await console.get("/api/v1/console/dashboard", params={"days": 30})).json()
    assert len(board["days"]) == len(board["views"]) == 30
    assert board["views"][-1] == 4 and sum(board["views"]) == 4
    assert board["leads"] == 3 and sum(map(sum, board["leads_by_kind"].values())) == 3
    assert board["leads_by_kind"]["test_drive"][-1] == 1
    assert [c["name"] for c in board["most_viewed"]][0] == "Popular Corolla"
    assert board["most_viewed"][0]["count"] == 3
    assert board["most_enquired"][0] == {**board["most_enquired"][0], "car_id": popular.id,
                                         "count": 2}  # fmt: skip
    assert board["first_contact_median_hours"] == 2.0 and board["contacted"] == 1

    theirs = client_for("alpha")
    await console_sign_in(theirs, sales.email)
    mine = (await theirs.get("/api/v1/console/dashboard")).json()
    assert sum(mine["views"]) == 3 and mine["leads"] == 2  # the south dealership's are not theirs
    assert (await theirs.get("/api/v1/console/dashboard", params={"days": 400})).status_code == 422


async def test_views_are_counted_per_hour_without_a_second_row(session, client_for):
    site = await make_site(session, "alpha")
    car = await make_car(session, await make_dealership(session, site))
    await session.commit()
    for _ in range(5):
        assert (
            await client_for("alpha").get(f"/api/v1/cars/{car.slug}/view.json")
        ).status_code == 200
    rows = (await session.scalars(select(CarViewHour))).all()
    assert [r.views for r in rows] == [5]


async def test_lead_sources_the_funnel_first_response_per_salesperson_and_stock_ageing(
    session, client_for
):
    site = await make_site(session, "alpha")
    north = await make_dealership(session, site)
    car = await make_car(session, north)
    await make_car(session, north, created_at=utcnow() - timedelta(days=100))
    await session.commit()
    await client_for("alpha").get(f"/api/v1/cars/{car.slug}/view.json")
    sam = await make_console_user(session, site, "sales", north, email="sam@example.com")
    sam.name = "Sam"
    owner = await make_console_user(session, site, "owner")
    google = {"linked_query_params": {"utm_source": "google", "utm_medium": "cpc"}}
    first = await make_lead(session, north, car_id=car.id, attributes=google, assignee_id=sam.id)
    first.first_contacted_at = first.created_at + timedelta(minutes=2)
    sold = await make_lead(session, north, attributes={"referrer": "https://www.carsales.com.au/x"},
                           assignee_id=sam.id, status="sold")  # fmt: skip
    sold.first_contacted_at = sold.created_at + timedelta(minutes=6)
    await make_lead(session, north, attributes={"linked_query_params": {"gclid": "abc"}})
    await make_lead(session, north)
    await session.commit()

    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    board = (await console.get("/api/v1/console/dashboard")).json()
    assert {s["label"]: s["count"] for s in board["sources"]} == {
        "google / cpc": 1, "carsales.com.au": 1, "Google Ads": 1, "Direct": 1,
    }  # fmt: skip
    assert (sum(board["views"]), board["leads"], board["contacted"], board["sold"]) == (1, 4, 2, 1)
    # two contacts in minutes, not "0 minutes"; too few for a "9 in 10" figure
    assert board["first_contact_median_minutes"] == 4.0
    assert board["first_contact_p90_minutes"] is None
    assert board["by_salesperson"] == [
        {"user_id": sam.id, "name": "Sam", "contacted": 2, "median_minutes": 4.0}
    ]
    assert board["most_viewed"][0]["all_time_views"] == 1  # what the car's page says
    assert {a["label"]: a["count"] for a in board["stock_ageing"]} == {
        "0 to 30 days": 1, "31 to 60 days": 0, "61 to 90 days": 0, "Over 90 days": 1,
    }  # fmt: skip


async def test_a_cars_views_on_the_dashboard_agree_with_its_page(session, client_for):
    """The dashboard once said "7 page views" while the car's page said "39 views". A car's
    views are counted once (tracking/views.py), so its page, the stock table and the dashboard
    give one number, earlier views (the demo's, spread over hours) included."""
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    car = await make_car(session, dealership)
    owner = await make_console_user(session, site, "owner")
    now = utcnow()
    earlier = spread_views(car.id, site.id, 38, now - timedelta(days=20), now, random.Random(1))
    await session.execute(insert(CarViewHour), earlier)
    await session.execute(update(Car).where(Car.id == car.id).values(views=38))
    await session.commit()
    shopper = client_for("alpha")
    await shopper.get(f"/api/v1/cars/{car.slug}/view.json")
    page_says = (await shopper.get(f"/api/v1/cars/{car.slug}/view.json")).json()["views"]

    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    board = (await console.get("/api/v1/console/dashboard", params={"days": 30})).json()
    stock = (await console.get("/api/v1/console/stock")).json()["cars"]
    assert page_says == 40
    assert sum(board["views"]) == 40
    assert board["most_viewed"][0]["count"] == board["most_viewed"][0]["all_time_views"] == 40
    assert stock[0]["views"] == 40
