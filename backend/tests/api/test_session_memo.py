"""What a request asks its session for twice is made once (core/session_memo.py): a vehicle page
not yet kept looks its car up once, not three times; and a session that writes, commits or rolls
back forgets what it kept, so nothing read before a change is served after it."""

from typing import Any

import pytest
from sqlalchemy import event, text
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from forecourt.core.session_memo import remembered
from forecourt.core.settings import Settings
from forecourt.tenancy.service import ResolvedSite, SiteResolver
from forecourt.vehicles.repository import find_car
from tests.factories import make_car, make_dealership, make_site


class Counted:
    def __init__(self) -> None:
        self.calls = 0

    async def __call__(self) -> int:
        self.calls += 1
        return self.calls


async def test_an_answer_is_made_once_per_session_and_key(session: AsyncSession) -> None:
    make = Counted()
    assert await remembered(session, "a", make) == 1
    assert await remembered(session, "a", make) == 1
    assert await remembered(session, "b", make) == 2


async def test_an_error_is_not_kept(session: AsyncSession) -> None:
    async def fails() -> int:
        raise LookupError("away")

    with pytest.raises(LookupError):
        await remembered(session, "a", fails)
    assert await remembered(session, "a", Counted()) == 1


@pytest.mark.parametrize("ending", ["flush", "commit", "rollback"])
async def test_a_write_commit_or_rollback_forgets(session: AsyncSession, ending: str) -> None:
    make = Counted()
    await session.execute(text("SELECT 1"))  # what is kept was read in this transaction
    await remembered(session, "a", make)
    if ending == "flush":
        await make_site(session, "memo-flush")  # adds a row and flushes it
    else:
        await getattr(session, ending)()
    assert await remembered(session, "a", make) == 2


async def test_a_vehicle_page_looks_its_car_up_once(
    engine: AsyncEngine, session: AsyncSession, client_for: Any
) -> None:
    site = await make_site(session, "memo-site")
    car = await make_car(session, await make_dealership(session, site))
    await session.commit()
    statements = await _statements(engine, client_for("memo-site"), f"/cars/{car.slug}")
    # The car's row itself (adding its media to the head's car reads only their tables).
    looked_up = [
        s for s in statements if "FROM cars" in s and "cars.dealership_id" in s.split("FROM")[0]
    ]
    assert len(looked_up) == 1, looked_up


async def test_a_search_page_reads_its_sites_places_once(
    engine: AsyncEngine, session: AsyncSession, client_for: Any
) -> None:
    """Its head and its first screen both resolve the path's filters (dealerships, locations,
    the car types it lists)."""
    site = await make_site(session, "memo-search")
    await make_car(session, await make_dealership(session, site), car_type="used")
    await session.commit()
    statements = await _statements(
        engine, client_for("memo-search"), "/search/new-used-and-demo-cars?price=1000:90000"
    )
    # What resolving the path reads (the footer's own lists are other statements).
    for part in (
        "ORDER BY dealerships.id",
        "SELECT locations.slug, locations.name",
        "DISTINCT cars.car_type",
    ):
        asked = [s for s in statements if part in s]
        assert len(asked) == 1, asked


async def _statements(engine: AsyncEngine, client: Any, path: str) -> list[str]:
    """The SELECT statements one request sends."""
    seen: list[str] = []

    def count(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if statement.lstrip().upper().startswith("SELECT"):
            seen.append(statement)

    event.listen(engine.sync_engine, "before_cursor_execute", count)
    try:
        response = await client.get(path)
    finally:
        event.remove(engine.sync_engine, "before_cursor_execute", count)
    assert response.status_code == 200
    return seen


async def test_the_same_session_reads_a_car_again_after_changing_it(
    session: AsyncSession, settings: Settings
) -> None:
    site = await make_site(session, "memo-change")
    car = await make_car(session, await make_dealership(session, site))
    await session.commit()
    resolved = await SiteResolver(settings).resolve(session, "memo-change.localhost")
    assert isinstance(resolved, ResolvedSite)
    first = await find_car(session, resolved, car.slug)
    first.price = 12_345
    await session.flush()
    again = await find_car(session, resolved, car.slug)
    assert again.price == 12_345
