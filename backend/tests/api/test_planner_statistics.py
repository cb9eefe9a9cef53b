"""SQLite plans by statistics it gathers only when asked: refresh_statistics gathers them, so a
query scoped to one site of many reads that site's cars through the site's index, not every
site's used cars through the car type's (core/db.py)."""

import pytest
from sqlalchemy import text

from forecourt.core.db import refresh_statistics
from tests.factories import make_car, make_dealership, make_site

SITE_QUERY = (
    "SELECT id FROM cars WHERE site_id = :site AND car_type = 'used' AND status = 'in_stock'"
)


async def test_a_site_scoped_query_uses_the_sites_index_once_statistics_exist(engine, session):
    if engine.dialect.name != "sqlite":
        pytest.skip("PostgreSQL keeps its own statistics")
    sites = []
    for n in range(8):
        dealer = await make_dealership(session, await make_site(session, f"site-{n}"))
        sites.append(dealer.site_id)
        for k in range(12):
            await make_car(session, dealer, slug=f"car-{n}-{k}", car_type="used")
    await session.commit()

    async def plan() -> str:
        async with engine.connect() as conn:
            rows = await conn.execute(text("EXPLAIN QUERY PLAN " + SITE_QUERY), {"site": sites[0]})
            return " ".join(str(row[-1]) for row in rows)

    await refresh_statistics(engine)
    assert "ix_cars_site_status" in await plan()
    async with engine.connect() as conn:
        stats = await conn.execute(text("SELECT count(*) FROM sqlite_stat1 WHERE tbl = 'cars'"))
        assert stats.scalar_one() > 0


async def test_on_postgresql_it_leaves_statistics_to_the_database(engine):
    await refresh_statistics(engine)  # a no-op there, and harmless on SQLite run twice
    await refresh_statistics(engine)
