"""Worker processes of one server share each site's search index (search/index_store.py): the
first builds it from the database and writes it once; the others map that file, even when they
ask at the same moment; a stock change writes the next version and drops the old file."""

import asyncio

import httpx
import numpy as np
import pytest

import forecourt.search.index_backend as index_backend
from forecourt.inventory.stock_version import bump_stock_version
from forecourt.main import create_app
from tests.factories import make_car, make_dealership, make_site

URL = "/api/v1/search"


@pytest.fixture
async def workers(settings, engine):  # type: ignore[no-untyped-def]
    """Two apps, as two worker processes of one `forecourt serve` (one generation)."""
    served = settings.model_copy(update={"index_generation": "one-server"})
    apps = [create_app(served), create_app(served)]
    yield apps
    for app in apps:
        await app.state.engine.dispose()


@pytest.fixture
def builds(monkeypatch) -> list[int]:
    """The site of every index built from the database."""
    built: list[int] = []
    load = index_backend.load_index_rows

    async def counted(session, site, now):  # type: ignore[no-untyped-def]
        built.append(site.id)
        return await load(session, site, now)

    monkeypatch.setattr(index_backend, "load_index_rows", counted)
    return built


async def search(app, params=None) -> dict:  # type: ignore[no-untyped-def]
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://alpha.localhost") as client:
        answer = await client.get(URL, params=params)
        assert answer.status_code == 200, answer.text
        return answer.json()


async def settled_index(app, site_id: int):  # type: ignore[no-untyped-def]
    backend = app.state.search_service.backend
    await backend.settle()
    return backend._indexes[site_id]


async def stock(session, cars: int = 30) -> int:
    site = await make_site(session, "alpha")
    dealer = await make_dealership(session, site)
    for n in range(cars):
        await make_car(session, dealer, slug=f"car-{n}", make=("Toyota", "Mazda")[n % 2])
    await session.commit()
    return site.id


async def test_the_second_worker_maps_the_index_the_first_wrote(session, workers, builds):
    site_id = await stock(session)
    first, second = workers
    await search(first)
    index = await settled_index(first, site_id)
    assert builds == [site_id]
    await search(second)
    mapped = await settled_index(second, site_id)
    assert builds == [site_id]  # the second worker read no stock: it mapped the file
    assert not mapped.ids.flags.writeable and not index.ids.flags.writeable
    np.testing.assert_array_equal(mapped.ids, index.ids)
    params = {"make": "Toyota", "sortBy": "price:asc", "query": "car"}
    assert await search(second, params) == await search(first, params)
    files = list(first.state.index_store.directory.glob("*.idx"))
    assert [f.name.split("-")[0] for f in files] == [str(site_id)]


async def test_workers_asking_at_once_build_once(session, workers, builds):
    site_id = await stock(session)
    await asyncio.gather(*(search(app) for app in workers))
    indexes = await asyncio.gather(*(settled_index(app, site_id) for app in workers))
    assert builds == [site_id]
    assert indexes[0].version == indexes[1].version


async def test_a_stock_change_writes_the_next_version_and_drops_the_old(session, workers, builds):
    site_id = await stock(session)
    first, second = workers
    await search(first)
    old = await settled_index(first, site_id)
    await bump_stock_version(session, site_id)
    await session.commit()
    await search(second)
    new = await settled_index(second, site_id)
    assert new.version == old.version + 1
    names = [f.name for f in first.state.index_store.directory.glob("*.idx")]
    assert names == [f"{site_id}-{new.version}-{new.fingerprint}.idx"]
    assert old.ids.tolist() == new.ids.tolist()  # the old mapping still reads after the unlink


async def test_with_sharing_off_each_process_builds_its_own(settings, session, builds):
    site_id = await stock(session)
    alone = settings.model_copy(update={"search_index_shared": False})
    app = create_app(alone)
    await search(app)
    index = await settled_index(app, site_id)
    assert index.ids.flags.writeable and builds == [site_id]
    assert not (alone.var_dir / "search-index").exists()
    await app.state.engine.dispose()


async def test_an_evicted_index_comes_back_from_its_file_without_a_build(
    settings, engine, session, builds
):
    alpha = await stock(session)
    beta_dealer = await make_dealership(session, await make_site(session, "beta"))
    await make_car(session, beta_dealer, slug="beta-car")
    await session.commit()
    app = create_app(settings.model_copy(update={"search_index_max_bytes": 1}))  # one at a time
    await search(app)
    await settled_index(app, alpha)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://beta.localhost") as beta:
        assert (await beta.get(URL)).status_code == 200
    backend = app.state.search_service.backend
    await backend.settle()
    assert list(backend._indexes) == [beta_dealer.site_id]  # alpha's was evicted
    body = await search(app, {"make": "Toyota"})
    assert list(backend._indexes) == [alpha]  # mapped during the request, not built after it
    assert body["total"] == 15 and builds == [alpha, beta_dealer.site_id]
    await app.state.engine.dispose()
