"""Kept search answers skip FastAPI's routing and dependency solving (2,000
cached search answers a second on one worker).

Sending a kept answer costs little; matching the request against every route and solving the
search's dependencies (site, session, service) cost about half of a cached search's time. So when
the site, its stock version and the answer are all in this process's memory already, this
dispatch answers at once, with the route's own key, bytes and headers
(`SearchService.kept_search_json`, `gzipped_response`). Anything else goes to the route as
before: an unknown host, a stock version read over a second ago, an answer not kept, a query the
parser refuses (the route answers it field by field). It sits inside the router, as PageDispatch
does, so every middleware and exception handler still applies."""

from typing import Any

from fastapi import Request, Response
from starlette.routing import Router
from starlette.types import ASGIApp, Receive, Scope, Send

from forecourt.core.errors import InvalidInput
from forecourt.core.gzipped import gzipped_response
from forecourt.tenancy.lifecycle import serves_shoppers


class KeptSearchAnswers:
    def __init__(self, inner: ASGIApp, state: Any, path: str) -> None:
        self.inner, self.state, self.path = inner, state, path

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["method"] == "GET" and scope["path"] == self.path:
            response = await self._kept(scope)
            if response is not None:
                await response(scope, receive, send)
                return
        await self.inner(scope, receive, send)

    async def _kept(self, scope: Scope) -> Response | None:
        service = getattr(self.state, "search_service", None)  # made by the route's first use
        if service is None:
            return None
        request = Request(scope)
        params = request.query_params
        site = self.state.site_resolver.peek(request.headers.get("host"), params.get("site"))
        if site is None or not serves_shoppers(site.status):  # the route says why not
            return None
        try:
            body = await service.kept_search_json(site, params.multi_items())
        except InvalidInput:
            return None
        if body is None:
            return None
        scope.setdefault("state", {})["site_resolution"] = site  # as the route's (access log)
        return gzipped_response(request, body)


def install_kept_search_answers(router: Router, state: Any, path: str) -> None:
    router.middleware_stack = KeptSearchAnswers(router.middleware_stack, state, path)
