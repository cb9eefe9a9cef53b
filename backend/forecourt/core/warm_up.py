"""What a fresh process would otherwise do on its first requests, done while it starts, so the
first shopper after a restart or deploy does not wait for it. Measured on a fresh `forecourt
serve` of the demo, the first request took 420-540 ms and the next ones 17-40 ms: the holiday
calendars' import took ~390 ms of the first request that showed opening hours, and FastAPI setting
up its routes ~250 ms of the first page's (a page's path is matched against every route).

Each step runs in a thread, so the event loop answers meanwhile, and a failing step is logged and
left to the request that needs it, as before."""

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path

from starlette.routing import Router

from forecourt.core.clock import utcnow
from forecourt.locations.hours import load_holiday_calendars
from forecourt.web.server_render import load_render_bundle

log = logging.getLogger(__name__)
_PROBE = {"type": "http", "method": "GET", "path": "/", "root_path": "", "headers": []}


def set_up_routes(router: Router) -> None:
    """FastAPI builds an included router's routes (their parameters' validators) the first time
    a request is matched against them; a page's request is matched against every route."""
    for route in router.routes:
        route.matches(dict(_PROBE))


async def warm_up(router: Router, frontend_dist: Path | None) -> None:
    """`frontend_dist` is None when pages are not rendered on the server."""
    year = utcnow().year
    steps: list[tuple[str, Callable[[], object]]] = [
        ("routes", lambda: set_up_routes(router)),
        ("holiday calendars", lambda: load_holiday_calendars(year)),
        # A location lists the public holidays of the coming 90 days: next year's too.
        ("next year's holiday calendars", lambda: load_holiday_calendars(year + 1)),
    ]
    if frontend_dist is not None:
        steps.append(("server render bundle", lambda: load_render_bundle(frontend_dist)))
    for name, step in steps:
        try:
            await asyncio.to_thread(step)
        except Exception:  # the first request that needs it tries again, and logs why
            log.exception("warming up the %s failed", name)
