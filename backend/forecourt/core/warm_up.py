"""What a fresh process would otherwise do on its first requests, done while it starts, so the
first shopper after a restart or deploy does not wait for it. Measured on a fresh `forecourt
serve` of the demo, the first request took 420-540 ms and the next ones 17-40 ms: the holiday
calendars' import took ~390 ms of the first request that showed opening hours, and FastAPI setting
up its routes ~250 ms of the first page's (a page's path is matched against every route).

Each step runs in a thread, so the event loop answers meanwhile, and a failing step is logged and
left to the request that needs it, as before."""

import asyncio
import logging
from collections.abc import Callable, Sequence

from starlette.routing import Router

log = logging.getLogger(__name__)
_PROBE = {"type": "http", "method": "GET", "path": "/", "root_path": "", "headers": []}


def set_up_routes(router: Router) -> None:
    """FastAPI builds an included router's routes (their parameters' validators) the first time
    a request is matched against them; a page's request is matched against every route."""
    for route in router.routes:
        route.matches(dict(_PROBE))


# A step's name (for the log) and its work; the app lists its steps (main.py).
WarmUpStep = tuple[str, Callable[[], object]]


async def warm_up(steps: Sequence[WarmUpStep]) -> None:
    for name, step in steps:
        try:
            await asyncio.to_thread(step)
        except Exception:  # the first request that needs it tries again, and logs why
            log.exception("warming up the %s failed", name)
