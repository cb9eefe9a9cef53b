"""Domain errors raised by services, the one error body every 4xx answers with, and the one place
that maps errors (and bad input) to HTTP.

Every error answer is an `ErrorResponse`: `detail` (one sentence) and `errors` (a message per
field, empty when no one field is to blame). The OpenAPI document names this model for every
documented 4xx (`responses=` dicts below, and `core/openapi.py` for the statuses every operation
can answer), so the contract says exactly what the server sends.
"""

import logging
import re
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field, ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from forecourt.core.routing import allowed_methods

log = logging.getLogger("forecourt.errors")


class FieldError(BaseModel):
    field: str = Field(description="The parameter or body field, dotted for nested fields")
    message: str


class ErrorResponse(BaseModel):
    detail: str
    errors: list[FieldError] = Field(default_factory=list)


class DomainError(Exception):
    status_code = 400
    retry_after: int | None = None  # seconds, sent as Retry-After when set

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


class InvalidFields(DomainError):
    """Several fields are wrong at once (rules that depend on the site, checked by a service)."""

    status_code = 422

    def __init__(self, errors: list[FieldError]) -> None:
        super().__init__("Invalid input.")
        self.errors = errors


class Unauthorized(DomainError):
    """No signed-in shopper where the endpoint needs one."""

    status_code = 401


class Forbidden(DomainError):
    status_code = 403


class NotFound(DomainError):
    status_code = 404


class Conflict(DomainError):
    status_code = 409

    def __init__(self, message: str, field: str | None = None, retry_after: int | None = None):
        super().__init__(message, field)
        self.retry_after = retry_after  # the conflict is passing: try again after this long


class InvalidInput(DomainError):
    status_code = 422


class TooLarge(DomainError):
    """An upload over its bound (a body cap of the server answers the same status earlier)."""

    status_code = 413


class TooManyRequests(DomainError):
    status_code = 429

    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(message)
        self.retry_after = max(1, retry_after)


ResponsesDict = dict[int | str, dict[str, Any]]


def error_response(description: str, **extra: Any) -> dict[str, Any]:
    """An OpenAPI `responses=` entry whose body is the ErrorResponse."""
    return {"model": ErrorResponse, "description": description, **extra}


def not_found(description: str) -> ResponsesDict:
    return {404: error_response(description)}


INVALID: ResponsesDict = {422: error_response("A value is not valid; `errors` names each one")}
CONFLICT: ResponsesDict = {409: error_response("The request conflicts with the current state")}
RATE_LIMITED: ResponsesDict = {
    429: error_response(
        "Too many requests; try again after `Retry-After` seconds",
        headers={"Retry-After": {"description": "Seconds to wait", "schema": {"type": "integer"}}},
    )
}
FORBIDDEN: ResponsesDict = {
    403: error_response("Cross-site request, or the X-CSRF-Token header is missing or wrong")
}
NO_SITE: ResponsesDict = not_found("No dealer site is served at this host")


def error_body(detail: str, errors: list[dict[str, str]] | None = None) -> dict[str, Any]:
    return {"detail": detail, "errors": errors or []}


def field_errors_body(errors: list[dict[str, str]]) -> dict[str, Any]:
    return error_body("Invalid input.", errors)


REQUIRED_MESSAGE = "This is a required field."  # spec: finance-signin-locations §5


def _loc_name(loc: tuple[Any, ...] | list[Any], union_tags: frozenset[str]) -> str:
    # Drop the "query"/"body"/"path" prefix so the client sees the parameter's own name.
    parts = [str(p) for p in loc]
    if parts and parts[0] in ("query", "body", "path", "header"):
        body = parts[0] == "body"
        parts = parts[1:]
        if body and parts and parts[0] in union_tags:
            parts = parts[1:]
    return ".".join(parts) or "request"


def _message(error: Any) -> str:
    if error.get("type") == "missing":
        return REQUIRED_MESSAGE
    return str(error.get("msg", "Invalid value."))


# A check across fields (a model validator) names the field it is about: "ends_on: The offer
# cannot end before it starts." is reported at `ends_on`, beside that field.
_NAMED_CHECK = re.compile(r"^Value error, ([a-z_][a-z0-9_]*): (.+)$", re.DOTALL)


def field_error(error: Any, union_tags: frozenset[str] = frozenset()) -> dict[str, str]:
    """`union_tags`: the tags of discriminated request bodies (a lead's `kind`): pydantic puts the
    tag in an error's location ("body", "enquiry", "email"); the client named the field "email"."""
    field, message = _loc_name(error.get("loc", ()), union_tags), _message(error)
    named = _NAMED_CHECK.match(message)
    if named:
        field = named[1] if field == "request" else f"{field}.{named[1]}"
        message = named[2]
    # A validator's own sentence is shown as written, without pydantic's "Value error, ".
    return {"field": field, "message": message.removeprefix("Value error, ")}


def invalid_fields(exc: ValidationError) -> InvalidFields:
    """A model's validation errors as the API's 422, each named by its dotted path."""
    return InvalidFields([FieldError(**field_error(e)) for e in exc.errors()])


def install_error_handlers(app: FastAPI, union_tags: frozenset[str] = frozenset()) -> None:
    @app.exception_handler(DomainError)
    async def _domain(_: Request, exc: DomainError) -> JSONResponse:
        if isinstance(exc, InvalidFields):
            errors = [e.model_dump() for e in exc.errors]
        else:
            errors = [{"field": exc.field, "message": exc.message}] if exc.field else []
        headers = {"Retry-After": str(exc.retry_after)} if exc.retry_after else None
        return JSONResponse(
            error_body(exc.message, errors), status_code=exc.status_code, headers=headers
        )

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = [field_error(e, union_tags) for e in exc.errors()]
        return JSONResponse(field_errors_body(errors), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        # Keep the exception's headers. A 405 must say which methods are allowed (`Allow`): every
        # method of the path in the document, since the router names only the first route's
        # (PATCH and DELETE on one path are two routes).
        headers = dict(exc.headers or {})
        if exc.status_code == 405:
            allowed = allowed_methods(request.app.openapi(), request.url.path)
            if allowed:
                headers["Allow"] = ", ".join(allowed)
        return JSONResponse(
            error_body(str(exc.detail)), status_code=exc.status_code, headers=headers or None
        )

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        # The request id ties this line to the access log; no body or query (personal data).
        log.exception(
            "unhandled error",
            extra={"request_id": getattr(request.state, "request_id", None)},
        )
        return JSONResponse(error_body("Something went wrong on our side."), status_code=500)
