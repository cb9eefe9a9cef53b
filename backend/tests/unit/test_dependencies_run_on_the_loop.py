"""FastAPI runs a plain `def` dependency or endpoint in its thread pool: a hand-off to a thread and
back on every request (a cached search's one sync dependency once cost a tenth of its time
under load). Ours do no blocking work, so every one of them is `async def`."""

import inspect
from collections.abc import Iterator
from typing import Any

from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute

from forecourt.main import create_app


def _routes(routes: list[Any]) -> Iterator[APIRoute]:
    for route in routes:
        if isinstance(route, APIRoute):
            yield route
        inner = getattr(route, "routes", None) or getattr(
            getattr(route, "original_router", None), "routes", None
        )
        if inner:
            yield from _routes(inner)


def _runs_on_the_loop(call: Any) -> bool:
    target = call if inspect.isroutine(call) else type(call).__call__  # an instance's method
    return inspect.iscoroutinefunction(target) or inspect.isasyncgenfunction(target)


def _calls(dependant: Dependant) -> Iterator[Any]:
    for sub in dependant.dependencies:
        yield sub.call
        yield from _calls(sub)


def test_no_dependency_or_endpoint_is_sent_to_the_thread_pool() -> None:
    app = create_app()
    sync = {
        f"{route.path}: {getattr(call, '__qualname__', call)}"
        for route in _routes(app.router.routes)
        for call in (route.dependant.call, *_calls(route.dependant))
        if call is not None and not _runs_on_the_loop(call)
    }
    assert not sync, sorted(sync)
