"""Domain errors raised by services, and the one place that maps them (and bad input) to HTTP."""

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException


class DomainError(Exception):
    status_code = 400

    def __init__(self, message: str, field: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.field = field


class NotFound(DomainError):
    status_code = 404


class Conflict(DomainError):
    status_code = 409


class InvalidInput(DomainError):
    status_code = 422


def field_errors_body(errors: list[dict[str, str]]) -> dict[str, Any]:
    return {"detail": "Invalid input.", "errors": errors}


def _loc_name(loc: tuple[Any, ...] | list[Any]) -> str:
    # Drop the "query"/"body"/"path" prefix so the client sees the parameter's own name.
    parts = [str(p) for p in loc if p not in ("query", "body", "path", "header")]
    return ".".join(parts) or "request"


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(DomainError)
    async def _domain(_: Request, exc: DomainError) -> JSONResponse:
        if exc.field:
            body = field_errors_body([{"field": exc.field, "message": exc.message}])
            body["detail"] = exc.message
        else:
            body = {"detail": exc.message}
        return JSONResponse(body, status_code=exc.status_code)

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        errors = [
            {"field": _loc_name(e.get("loc", ())), "message": str(e.get("msg", "Invalid value."))}
            for e in exc.errors()
        ]
        return JSONResponse(field_errors_body(errors), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        return JSONResponse({"detail": exc.detail}, status_code=exc.status_code)
