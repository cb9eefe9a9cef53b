"""What a fresh process does while it starts, so its first requests do not wait for it."""

import logging
from datetime import date

import pytest
from fastapi import APIRouter, FastAPI
from starlette.routing import Match

from forecourt.core import warm_up as warming
from forecourt.core.settings import Settings
from forecourt.locations import hours
from forecourt.locations.models import Location
from forecourt.main import warm_up_steps


def test_warming_up_loads_every_states_holiday_calendar_for_the_year() -> None:
    hours._state_holidays.cache_clear()
    hours.load_holiday_calendars(2026)
    loaded = hours._state_holidays.cache_info().currsize
    assert loaded == len(hours.STATE_TIME_ZONES) + 1  # and the calendar of a location without one
    assert hours.public_holiday(Location(state="NSW"), date(2026, 1, 26)) == "Australia Day"
    assert hours._state_holidays.cache_info().currsize == loaded  # answered from what was loaded


def test_setting_up_the_routes_leaves_every_route_answering() -> None:
    app = FastAPI()
    included = APIRouter()
    included.add_api_route("/api/v1/thing/{thing_id}", lambda thing_id: {"id": thing_id})
    app.include_router(included)
    warming.set_up_routes(app.router)
    scope = {
        "type": "http",
        "method": "GET",
        "path": "/api/v1/thing/7",
        "root_path": "",
        "headers": [],
    }
    assert any(route.matches(scope)[0] is Match.FULL for route in app.router.routes)


async def test_a_step_that_fails_is_logged_and_the_others_still_run(
    caplog: pytest.LogCaptureFixture,
) -> None:
    def broken() -> None:
        raise OSError("no calendar")

    ran: list[str] = []
    steps = [("holiday calendars", broken), ("server render bundle", lambda: ran.append("bundle"))]
    with caplog.at_level(logging.ERROR, logger=warming.__name__):
        await warming.warm_up(steps)
    assert ran == ["bundle"]
    assert "warming up the holiday calendars failed" in caplog.text


def test_without_server_rendering_no_bundle_is_loaded() -> None:
    settings = Settings(server_render=False)
    names = [name for name, _ in warm_up_steps(FastAPI(), settings)]
    assert "server render bundle" not in names
    assert "holiday calendars" in names
    with_render = [name for name, _ in warm_up_steps(FastAPI(), Settings(server_render=True))]
    assert "server render bundle" in with_render
