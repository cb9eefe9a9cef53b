"""The OpenAPI document, made true (architecture principle 9).

FastAPI documents every 422 as its own `HTTPValidationError` (`detail` as a list), which is not
what `core/errors.py` sends. This swaps it for `ErrorResponse` and adds the answers that every
operation can give whatever its parameters, so no endpoint has to repeat them:
- 400: a Host header that is not a host name with an optional port (core/hosts.py), and for
  operations with a body, a body that cannot be read;
- 404: every request is resolved to a site by its host first (and `/media` keys may not exist);
- 413: a body over the request limit (operations with a body);
- 414: a query string over the limit;
- 422: too many query parameters (the request limits of `core/limits.py`);
- 503: the server is over capacity and says so at once, with Retry-After (core/admission.py);
- 429 with Retry-After, for every operation that takes the shared rate limiter: a route that
  declares a limit (`RateLimit(...)`) or counts one itself (the `Limiter` dependency) can answer
  it, so declaring the limit documents the answer.
"""

from collections.abc import Callable
from typing import Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.openapi.utils import get_openapi
from fastapi.routing import APIRoute, iter_route_contexts

from forecourt.core.errors import RATE_LIMITED
from forecourt.core.rate_limit import get_limiter

ERROR_REF = {"$ref": "#/components/schemas/ErrorResponse"}
_METHODS = ("get", "put", "post", "delete", "patch")
_SHARED = {
    "400": "The Host header is not a host name with an optional port",
    "404": "No dealer site is served at this host, or no such resource",
    "414": "The query string is longer than the server accepts",
    "422": "A value is not valid; `errors` names each one",
    "503": "The server is busy: try again after the Retry-After seconds",
}
_BODY_ERRORS = {
    "400": "The body could not be read (not UTF-8 text), or the Host header is not a host name "
    "with an optional port",
    "413": "The request body is larger than the server accepts",
}


def _error(description: str) -> dict[str, Any]:
    return {"description": description, "content": {"application/json": {"schema": ERROR_REF}}}


def _depends_on(dependant: Dependant, call: Callable[..., Any]) -> bool:
    return any(d.call is call or _depends_on(d, call) for d in dependant.dependencies)


def _rate_limited(app: FastAPI) -> set[tuple[str, str]]:
    """(path, method) of every operation that takes the rate limiter, however deep. Routes as
    the document sees them: an included router's are met with its prefix and dependencies."""
    return {
        (str(route.path_format), method.lower())
        for route in iter_route_contexts(app.routes)
        if isinstance(route.original_route, APIRoute) and _depends_on(route.dependant, get_limiter)
        for method in route.methods or ()
    }


def _fix_operation(operation: dict[str, Any], rate_limited: bool) -> None:
    responses: dict[str, Any] = operation.setdefault("responses", {})
    if rate_limited and "429" not in responses:
        limited = RATE_LIMITED[429]
        responses["429"] = {**_error(limited["description"]), "headers": limited["headers"]}
    for status, description in _SHARED.items():
        current = responses.get(status)
        if current is None:
            responses[status] = _error(description)
        else:  # keep the operation's own description, always with the one error body
            current["content"] = {"application/json": {"schema": ERROR_REF}}
            if current.get("description") == "Validation Error":  # FastAPI's default wording
                current["description"] = description
    if "requestBody" in operation:
        for status, description in _BODY_ERRORS.items():
            if responses.get(status, {}).get("description") == _SHARED.get(status):
                responses[status] = _error(description)  # the shared answer, and the body's
            else:
                responses.setdefault(status, _error(description))


def _without_fastapi_validation_schemas(schemas: dict[str, Any]) -> None:
    for name in ("HTTPValidationError", "ValidationError"):
        schemas.pop(name, None)


def build_openapi(app: FastAPI, error_schema: dict[str, Any]) -> dict[str, Any]:
    document = get_openapi(
        title=app.title, version=app.version, description=app.description, routes=app.routes
    )
    limited = _rate_limited(app)
    for path, path_item in document.get("paths", {}).items():
        for method in _METHODS:
            if method in path_item:
                _fix_operation(path_item[method], (path, method) in limited)
    schemas = document.setdefault("components", {}).setdefault("schemas", {})
    _without_fastapi_validation_schemas(schemas)
    schemas.update(error_schema)
    return document


def error_schemas() -> dict[str, Any]:
    """ErrorResponse and the models it uses, as the document's components."""
    from forecourt.core.errors import ErrorResponse

    full = ErrorResponse.model_json_schema(ref_template="#/components/schemas/{model}")
    return {**full.pop("$defs", {}), "ErrorResponse": full}


def install_openapi(app: FastAPI) -> None:
    error_schema = error_schemas()

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = build_openapi(app, error_schema)
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
