"""Loading the demo into the database (SQLite and PostgreSQL): rows, stock versions, tenancy."""

from datetime import UTC, datetime

from sqlalchemy import func, select

from forecourt.catalog.models import Manufacturer
from forecourt.core.clock import utcnow
from forecourt.demo.builder import build_demo
from forecourt.demo.cli import load_demo
from forecourt.inventory.models import Car, CarImage, CarSpinFrame, StockVersion
from forecourt.locations.models import Location, OpeningHours, SpecialHours
from forecourt.tenancy.models import Dealership, Site, SiteDomain
from forecourt.tracking.models import CarViewHour
from tests.factories import make_site

NOW = datetime(2026, 11, 21, 9, 30, tzinfo=UTC)


async def _count(session, model, *where) -> int:
    return await session.scalar(select(func.count()).select_from(model).where(*where))


async def test_demo_writes_sites_dealerships_locations_and_stock(session):
    summary = await build_demo(session, NOW, cars=120)

    assert await _count(session, Site) == 3
    assert await _count(session, SiteDomain) == 3
    assert await _count(session, Dealership) == 9
    assert await _count(session, Car) == 120 == sum(s.cars for s in summary.sites)
    assert await _count(session, CarImage) == summary.images > 0
    assert await _count(session, CarSpinFrame) >= 37
    locations = await _count(session, Location)
    assert await _count(session, OpeningHours) == 7 * locations
    assert await _count(session, SpecialHours) >= locations
    kinds = set((await session.scalars(select(Manufacturer.kind))).all())
    assert kinds == {"car", "motorcycle", "truck", "caravan"}
    versions = (await session.scalars(select(StockVersion.version))).all()
    assert sorted(versions) == [1, 1, 1]  # one bump per site, in the same transaction
    assert all(s.primary_dealership_id for s in (await session.scalars(select(Site))).all())
    # the views each car's page shows are the hours the dashboard counts (tracking/views.py)
    hours = dict((await session.execute(
        select(CarViewHour.car_id, func.sum(CarViewHour.views)).group_by(CarViewHour.car_id)
    )).all())  # fmt: skip
    cars = dict((await session.execute(select(Car.id, Car.views))).all())
    assert sum(cars.values()) > 0
    assert {i: n for i, n in cars.items() if n} == hours


async def test_loading_the_demo_again_replaces_it_instead_of_duplicating(session):
    await build_demo(session, NOW, cars=60)
    await build_demo(session, NOW, cars=60)
    assert await _count(session, Site) == 3
    assert await _count(session, Car) == 60


async def test_if_empty_leaves_an_existing_database_alone(session, settings):
    await make_site(session, "own-site")
    await session.commit()
    summary = await load_demo(settings, cars=30, seed=1, if_empty=True)
    assert summary.skipped
    assert await _count(session, Site) == 1


async def test_a_demo_sites_car_cannot_be_read_through_another_demo_sites_host(session, client_for):
    await build_demo(session, utcnow(), cars=90)
    slug = await session.scalar(
        select(Car.slug)
        .join(Site, Site.id == Car.site_id)
        .where(Site.slug == "northside-mazda", Car.status == "in_stock", Car.show_on_dealer_website)
        .limit(1)
    )
    assert (await client_for("northside-mazda").get(f"/api/v1/cars/{slug}")).status_code == 200
    assert (await client_for("tasman-wide-group").get(f"/api/v1/cars/{slug}")).status_code == 404
    assert (
        await client_for("www.redgumcarco.com.au").get(f"/api/v1/cars/{slug}")
    ).status_code == 404
