"""The stock version read on every request is kept for a moment: this process's own changes show
at once, another process's within the time it is kept."""

from sqlalchemy import update

from forecourt.inventory.models import StockVersion
from forecourt.inventory.stock_version import StockVersions, bump_stock_version
from tests.factories import make_site


async def test_a_change_committed_here_shows_at_once_and_another_process_after_the_ttl(session):
    site_id = (await make_site(session, "alpha")).id
    await session.commit()
    kept, fresh = StockVersions(ttl=3600), StockVersions(ttl=0)
    assert await kept.read(session, site_id) == 0

    await bump_stock_version(session, site_id)
    assert await kept.read(session, site_id) == 0  # not committed yet: nothing to show
    await session.commit()
    assert await kept.read(session, site_id) == 1  # this process's commit: at once

    # Another process's change (a worker's feed import) reaches the database only.
    await session.execute(
        update(StockVersion).where(StockVersion.site_id == site_id).values(version=7)
    )
    await session.commit()
    assert await kept.read(session, site_id) == 1  # kept until its time is up
    assert await fresh.read(session, site_id) == 7


async def test_a_rolled_back_change_changes_nothing(session):
    site_id = (await make_site(session, "alpha")).id
    await bump_stock_version(session, site_id)
    await session.commit()
    versions = StockVersions(ttl=3600)
    assert await versions.read(session, site_id) == 1
    await bump_stock_version(session, site_id)
    await session.rollback()
    assert await versions.read(session, site_id) == 1
