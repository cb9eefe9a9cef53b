"""Pages made before they are asked for (web/pages_ahead.py), kept in the files a server's workers
share (core/disk_cache.py): two apps on one directory stand for two workers of `forecourt serve`."""

import asyncio
import json

import httpx
import pytest
from sqlalchemy import select

from forecourt.core.cache import MADE_AHEAD_TTL
from forecourt.inventory.models import Car
from forecourt.inventory.stock_version import bump_stock_version
from forecourt.main import create_app
from forecourt.storefront import shown
from forecourt.storefront.shown import shown_changes_for
from forecourt.tenancy.models import Site
from forecourt.web import pages_ahead
from forecourt.web.page_cache import page_cache_for, unpack
from forecourt.web.pages_ahead import PagesAhead, make_pages_ahead
from tests.api.test_first_screen import first_screen, stocked_site


@pytest.fixture
def shared(settings, built_frontend, tmp_path):
    settings.shared_cache_dir = tmp_path / "kept"
    return settings


@pytest.fixture
async def workers(shared):
    """The maker's worker and another, sharing the server's directory."""
    apps = [create_app(shared), create_app(shared)]
    yield apps
    for app in apps:
        await app.state.engine.dispose()


def maker_of(app) -> PagesAhead:
    return PagesAhead(app, app.state.sessionmaker)


@pytest.fixture
def made(monkeypatch) -> list[str]:
    """Every page made ahead, as site slug and path, in order."""
    paths: list[str] = []
    real = PagesAhead._make

    async def recorded(self, request, session, site, path):
        paths.append(f"{site.slug}{path}")
        await real(self, request, session, site, path)

    monkeypatch.setattr(PagesAhead, "_make", recorded)
    return paths


def cars_of(made: list[str]) -> list[str]:
    return [path for path in made if "/cars/" in path]


async def get(app, host: str, path: str) -> httpx.Response:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url=f"http://{host}") as client:
        return await client.get(path, headers={"Accept-Encoding": "br"})


def made_for_the_request(response: httpx.Response) -> bool:
    return "page;dur" in response.headers.get("server-timing", "")


async def test_every_cars_page_is_made_ahead_and_every_worker_serves_it_kept(
    session, workers, made
):
    await stocked_site(session)
    maker, other = workers
    assert await maker_of(maker).one_pass() == len(made)
    assert sorted(cars_of(made)) == [
        "alpha/cars/car-0", "alpha/cars/car-1", "alpha/cars/car-2", "beta/cars/car-0"
    ]  # fmt: skip
    page = await get(other, "alpha.localhost", "/cars/car-1")
    assert page.status_code == 200 and not made_for_the_request(page)
    # What the page inlines is what the API answers (kept beside it, for every worker)
    api = (await get(other, "alpha.localhost", "/api/v1/cars/car-1")).json()
    gauge = (await get(other, "alpha.localhost", "/api/v1/cars/car-1/autogauge")).json()
    assert first_screen(page.text) == {"car": api, "autogauge": gauge}
    beta = await get(other, "beta.localhost", "/cars/car-0")
    assert not made_for_the_request(beta)
    assert first_screen(beta.text)["car"]["id"] != api["id"]


async def test_the_sitemaps_pages_are_made_ahead_before_the_cars(session, workers, made):
    await stocked_site(session)
    maker, other = workers
    await maker_of(maker).one_pass()
    alpha = [path.removeprefix("alpha") for path in made if path.startswith("alpha/")]
    assert alpha[:2] == ["/", "/search/new-used-and-demo-cars"]  # home, the default search
    assert "/finance" in alpha and "/dealerships" in alpha
    assert alpha.index("/dealerships") < alpha.index("/cars/car-0")
    home = await get(other, "alpha.localhost", "/")
    search = await get(other, "alpha.localhost", "/search/used-cars")
    assert home.status_code == search.status_code == 200
    assert not made_for_the_request(home) and not made_for_the_request(search)


async def test_pages_made_ahead_are_kept_for_half_an_hour_compressed_as_they_stay(
    session, workers, made
):
    await stocked_site(session)
    await maker_of(workers[0]).one_pass()
    entries = list(page_cache_for(workers[1].state).directory.iterdir())
    assert len(entries) == len(made)
    for entry in entries:
        kept = unpack(entry.read_bytes()[8:])  # after the entry's expiry
        # not compressed again when asked for: that was for pages made on a request's path
        assert kept.kept_for == MADE_AHEAD_TTL and kept.final


async def test_the_most_viewed_cars_are_made_first(session, workers, made):
    await stocked_site(session)
    views = {"car-0": 3, "car-1": 50, "car-2": 7}
    for car in await session.scalars(select(Car).where(Car.slug.in_(views))):
        car.views = views[car.slug]
    await session.commit()
    await maker_of(workers[0]).one_pass()
    assert cars_of(made) == [
        "alpha/cars/car-1", "alpha/cars/car-2", "alpha/cars/car-0", "beta/cars/car-0"
    ]  # fmt: skip


async def test_a_price_change_shows_at_once_and_only_its_cars_page_is_made_again(
    session, workers, made, monkeypatch
):
    await stocked_site(session)
    maker, other = workers
    ahead = maker_of(maker)
    await ahead.one_pass()
    alpha = await session.scalar(select(Site).where(Site.slug == "alpha"))
    car = await session.scalar(select(Car).where(Car.slug == "car-1", Car.site_id == alpha.id))
    car.price = 12_345
    await bump_stock_version(session, car.site_id)
    await session.commit()
    page = await get(other, "alpha.localhost", "/cars/car-1")
    assert made_for_the_request(page)  # the car's new version: made at once, for the request
    assert first_screen(page.text)["car"]["price"]["amount"] == 12_345
    # Another car's page and answer are kept under their car's own version
    assert not made_for_the_request(await get(other, "alpha.localhost", "/cars/car-2"))
    # The maker waits for what this process keeps for a few seconds of a change made elsewhere
    made.clear()
    assert await ahead.one_pass() == 0
    monkeypatch.setattr(pages_ahead, "SETTLE_SECONDS", 0.0)
    await ahead.one_pass()
    # the changed car's page (a request made it, for a minute) and the pages listing stock
    assert cars_of(made) == ["alpha/cars/car-1"]
    assert "alpha/search/used-cars" in made
    assert not [path for path in made if path.startswith("beta/")]  # beta's did not change
    assert await ahead.one_pass() == 0  # nothing changed since


async def test_pages_running_out_are_made_again_at_the_next_look(
    session, workers, made, monkeypatch
):
    await stocked_site(session)
    ahead = maker_of(workers[0])
    first = await ahead.one_pass()
    assert await ahead.one_pass() == 0  # an unchanged site is looked over once a minute
    monkeypatch.setattr(pages_ahead, "LOOK_AGAIN_SECONDS", 0.0)
    assert await ahead.one_pass() == 0  # none runs out soon
    monkeypatch.setattr(pages_ahead, "RENEW_BEFORE", 1.0)  # as if all ran out now
    assert await ahead.one_pass() == first


async def test_a_console_change_through_one_worker_renews_what_the_other_keeps(
    session, workers, monkeypatch
):
    await stocked_site(session)
    maker, other = workers
    await maker_of(maker).one_pass()
    alpha = await session.scalar(select(Site).where(Site.slug == "alpha"))
    shown_changes_for(maker.state).changed(alpha.id)  # what the console's show_now does
    await shown_changes_for(maker.state).written()
    monkeypatch.setattr(shown, "SHOWN_TTL", 0.0)  # the other worker reads it again
    page = await get(other, "alpha.localhost", "/cars/car-0")
    assert made_for_the_request(page)
    beta = await get(other, "beta.localhost", "/cars/car-0")
    assert not made_for_the_request(beta)  # another site's pages stay kept


async def test_a_site_that_serves_no_shoppers_has_no_pages_made(session, workers, made):
    await stocked_site(session)
    beta = await session.scalar(select(Site).where(Site.slug == "beta"))
    beta.status = "suspended"
    await session.commit()
    await maker_of(workers[0]).one_pass()
    assert made and not [path for path in made if path.startswith("beta/")]


async def test_one_worker_of_a_server_makes_the_pages(session, workers, shared, made):
    await stocked_site(session)
    making = [asyncio.create_task(make_pages_ahead(app)) for app in workers]
    try:
        status = shared.shared_cache_dir / pages_ahead.STATUS_FILE
        for _ in range(200):
            if status.exists():
                break
            await asyncio.sleep(0.05)
        assert json.loads(status.read_text()) == {"passes": 1, "made": len(made)}
        assert len(set(made)) == len(made)  # each page made once: by the worker holding the lease
    finally:
        for task in making:
            task.cancel()
        await asyncio.gather(*making, return_exceptions=True)


async def test_without_a_shared_directory_or_when_turned_off_nothing_is_made(
    session, settings, built_frontend, shared
):
    await stocked_site(session)
    shared.pages_ahead = False
    app = create_app(shared)
    await asyncio.wait_for(make_pages_ahead(app), 5)
    assert not (shared.shared_cache_dir / pages_ahead.STATUS_FILE).exists()
    await app.state.engine.dispose()
