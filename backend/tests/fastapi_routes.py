"""FastAPI analyses each route again for every app that includes it (its dependencies and its
fields' validators, on the first request into its router), and the tests make an app per test. The
analysis depends only on the route and how it is included, so one process makes it once and every
app of the same routers shares it. Shared contexts consult the first app's dependency overrides;
the tests use none."""

import copy
from dataclasses import fields
from typing import Any

from fastapi.routing import APIRoute

from forecourt.core import openapi

try:  # FastAPI's own classes: a FastAPI without them analyses per app again, only slower
    from fastapi.routing import _EffectiveRouteContext, _RouterIncludeContext
except ImportError:  # pragma: no cover
    _EffectiveRouteContext = _RouterIncludeContext = None  # type: ignore[assignment,misc]

# By the route's id (APIRoute is not hashable); the entry keeps the route, so the id is not reused.
_CONTEXTS: dict[tuple[int, str], tuple[APIRoute, list[Any], _EffectiveRouteContext]] = {}
_PER_APP = {"dependency_overrides_provider"}


def _shape(include: _RouterIncludeContext) -> list[Any]:
    return [getattr(include, f.name) for f in fields(include) if f.name not in _PER_APP]


def share_route_analysis() -> None:
    if _EffectiveRouteContext is None or hasattr(_EffectiveRouteContext, "shared_by_tests"):
        return
    build = _EffectiveRouteContext.from_api_route.__func__  # type: ignore[attr-defined]

    def from_api_route(
        cls: type[_EffectiveRouteContext],
        *,
        original_route: APIRoute,
        include_context: _RouterIncludeContext,
    ) -> _EffectiveRouteContext:
        key = (id(original_route), include_context.prefix)
        shape = _shape(include_context)
        kept = _CONTEXTS.get(key)
        if kept is not None and kept[0] is original_route and kept[1] == shape:
            return kept[2]
        context = build(cls, original_route=original_route, include_context=include_context)
        _CONTEXTS[key] = (original_route, shape, context)
        return context

    _EffectiveRouteContext.from_api_route = classmethod(from_api_route)  # type: ignore[assignment]
    _EffectiveRouteContext.shared_by_tests = True  # type: ignore[attr-defined]


# The OpenAPI document an app builds on its first 405 answer or its first /openapi.json (half a
# second of CPU) depends only on its routes: one process builds it once per set of routes, and
# each app gets its own copy.
_DOCUMENTS: dict[tuple[Any, ...], dict[str, Any]] = {}


def _routes_shape(app: Any) -> tuple[Any, ...]:
    return (
        app.title,
        app.version,
        tuple(
            (type(route).__name__, getattr(route, "path", None), getattr(route, "name", None),
             tuple(sorted(getattr(route, "methods", None) or ())))
            for route in app.routes
        ),
    )  # fmt: skip


def share_openapi_documents() -> None:
    if hasattr(openapi.build_openapi, "unshared"):
        return
    build = openapi.build_openapi

    def shared(app: Any, error_schema: dict[str, Any]) -> dict[str, Any]:
        key = _routes_shape(app)
        if key not in _DOCUMENTS:
            _DOCUMENTS[key] = build(app, error_schema)
        return copy.deepcopy(_DOCUMENTS[key])

    shared.unshared = build  # type: ignore[attr-defined]
    openapi.build_openapi = shared
