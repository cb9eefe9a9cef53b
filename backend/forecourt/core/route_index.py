"""A request is matched against the few top-level routes whose paths can answer it, not all of them.

FastAPI (0.165) matches a request by asking each included router in turn, and each asks its
own routes, setting up and restoring its scope for every one: for a router late in the list (the
console, leads, media) 0.3 ms before the route is found, and as much again to hand the request
to it. Every route matches by its path's pattern first, so each top-level route's patterns are
joined into one expression once; a request goes to a copy of the router that holds only the
routes whose expression matches its path, in their order. The answer is the router's own: a route
left out could not have matched that path, and what the copy does not find (a slash to redirect,
a path nothing answers) goes to the whole router."""

import copy
import re
from collections import OrderedDict
from collections.abc import Iterable
from typing import Any

from starlette.routing import Router
from starlette.types import ASGIApp, Receive, Scope, Send

KNOWN_PATHS = 4096


def _path_patterns(routes: Iterable[Any]) -> list[str] | None:
    """The path pattern of every route, through FastAPI's included routers; None when a route's
    pattern is not to be had (a host's route: it is then always asked)."""
    patterns: list[str] = []
    for route in routes:
        if hasattr(route, "effective_candidates"):  # an included router: its routes, prefixed
            inner = _path_patterns(route.effective_candidates())
            if inner is None:
                return None
            patterns += inner
            continue
        regex = getattr(route, "path_regex", None) or getattr(
            getattr(route, "starlette_route", None), "path_regex", None
        )
        if regex is None:
            return None
        patterns.append(regex.pattern)
    return patterns


def any_path_of(routes: Iterable[Any]) -> re.Pattern[str] | None:
    """One expression matching every path that one of `routes` may answer (its groups unnamed:
    several routes name theirs alike)."""
    patterns = _path_patterns(routes)
    if patterns is None:
        return None
    joined = "|".join(f"(?:{re.sub(r'[(][?]P<[^>]+>', '(?:', p)})" for p in patterns)
    return re.compile(joined or r"(?!)")


class RouteIndex:
    def __init__(self, router: Router) -> None:
        self.router = router
        self._index(router.routes)

    def _index(self, routes: list[Any]) -> None:
        self._routes = list(routes)
        self._paths = [any_path_of([route]) for route in routes]
        self._narrowed: dict[tuple[int, ...], ASGIApp] = {}
        self._known: OrderedDict[str, ASGIApp] = OrderedDict()

    def app_for(self, path: str) -> ASGIApp:
        if len(self.router.routes) != len(self._routes):  # routes added since: index again
            self._index(self.router.routes)
        app = self._known.get(path)
        if app is None:
            which = tuple(i for i, p in enumerate(self._paths) if p is None or p.match(path))
            app = self._narrowed.get(which) or self._narrow(which)
            self._known[path] = app
            if len(self._known) > KNOWN_PATHS:
                self._known.popitem(last=False)
        return app

    def _narrow(self, which: tuple[int, ...]) -> ASGIApp:
        if not which or len(which) == len(self._paths):
            return self.router.app
        narrowed = copy.copy(self.router)
        narrowed.routes = [self._routes[i] for i in which]
        narrowed.redirect_slashes = False
        narrowed.default = self.router.app  # nothing found: the whole router says what to do
        self._narrowed[which] = narrowed.app
        return narrowed.app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("root_path"):
            await self.router.app(scope, receive, send)
            return
        scope.setdefault("router", self.router)  # url_for and the like: the app's own router
        await self.app_for(scope["path"])(scope, receive, send)


def install_route_index(router: Router) -> None:
    router.middleware_stack = RouteIndex(router)
