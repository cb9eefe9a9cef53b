"""Site pages go straight to the HTML shell (a page's HTML at 1,000 a second).

The shell's catch-all route is the router's last: a page's request would otherwise be matched
against every other route first, a millisecond of the two a cached page takes. Whether any other
route answers a path is decided once per path (the answer depends on the path alone) and kept in
a bounded table; a path only the shell answers is then handed to it directly. The dispatch sits
inside the router (`middleware_stack`), so exception handlers and every middleware still apply.

Deciding is itself a match against every route (FastAPI's included routers set up each one's
scope): half a millisecond per new path, which every car page not yet kept is. Every
route matches by its path's pattern first, so the patterns are joined into one expression once: a
path none of them matches is only the page's without asking each route."""

from collections import OrderedDict
from typing import Any

from starlette.routing import BaseRoute, Match, Router
from starlette.types import ASGIApp, Receive, Scope, Send

from forecourt.core.route_index import any_path_of

KNOWN_PATHS = 4096


class PageDispatch:
    def __init__(self, router: Router, inner: ASGIApp, page: BaseRoute, others: list[Any]) -> None:
        self.router, self.inner, self.page, self.others = router, inner, page, others
        self._only_page: OrderedDict[str, bool] = OrderedDict()
        self._other_paths = any_path_of(others)

    def _only_the_page_answers(self, scope: Scope) -> bool:
        path = scope["path"]
        known = self._only_page.get(path)
        if known is None:
            if (
                self._other_paths is not None
                and not scope.get("root_path")
                and self._other_paths.match(path) is None
            ):
                known = True
            else:
                probe = {**scope, "method": "GET"}
                known = all(route.matches(dict(probe))[0] is Match.NONE for route in self.others)
            self._only_page[path] = known
            if len(self._only_page) > KNOWN_PATHS:
                self._only_page.popitem(last=False)
        return known

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if (
            scope["type"] == "http"
            and scope["method"] == "GET"
            and self._only_the_page_answers(scope)
        ):
            match, child = self.page.matches(scope)
            if match is Match.FULL:
                scope.setdefault("router", self.router)
                scope["route"] = self.page
                scope.update(child)
                await self.page.handle(scope, receive, send)
                return
        await self.inner(scope, receive, send)


def install_page_dispatch(router: Router, page_router: Any) -> None:
    """Hands pages to `page_router`'s last route (the shell's catch-all); does nothing if the
    router's routes cannot be told apart (a FastAPI whose included routers look otherwise)."""
    page = page_router.routes[-1]
    others = [r for r in router.routes if getattr(r, "original_router", None) is not page_router]
    if len(others) != len(router.routes) - 1:
        return
    others += page_router.routes[:-1]  # the shell's own other routes (the favicon)
    router.middleware_stack = PageDispatch(router, router.middleware_stack, page, others)
