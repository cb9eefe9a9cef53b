"""Caps on what one request may send: body size (413), query string length (414) and the number of
query parameters, repeats included (422). Checked before routing, so no endpoint parses more.

Upload endpoints register a larger body cap for their path prefix (`allow_larger_bodies`)."""

import json
import re
from functools import lru_cache
from urllib.parse import parse_qsl

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from forecourt.core.asgi import HttpMiddleware, header
from forecourt.core.errors import error_body

_larger_bodies: dict[re.Pattern[str], int] = {}


def allow_larger_bodies(path_prefix: str, max_bytes: int) -> None:
    """Lets requests under `path_prefix` send bodies up to `max_bytes` (uploads). A `{name}` in
    the prefix stands for one path segment, so one route's uploads get room and not its
    neighbours'."""
    parts = re.split(r"\{[^}/]+\}", path_prefix)
    _larger_bodies[re.compile("[^/]+".join(re.escape(p) for p in parts))] = max_bytes
    body_cap.cache_clear()


@lru_cache(maxsize=4096)  # one regex match per upload prefix, on every request otherwise
def body_cap(path: str, default: int) -> int:
    caps = [cap for prefix, cap in _larger_bodies.items() if prefix.match(path)]
    return max(caps, default=default)


class _BodyTooLarge(HTTPException):
    # An HTTPException, so FastAPI's body parsing lets it through as a 413 (it turns any other
    # error while reading the body into a 400).
    def __init__(self, cap: int) -> None:
        super().__init__(413, f"The request body is larger than {cap} bytes.")


async def _send_error(send: Send, status: int, body: dict[str, object]) -> None:
    payload = json.dumps(body).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(payload)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": payload})


def _count_params(query: bytes) -> int:
    return len(parse_qsl(query.decode("latin-1"), keep_blank_values=True))


class RequestLimitsMiddleware(HttpMiddleware):
    def __init__(
        self, app: ASGIApp, *, max_body: int, max_query_bytes: int, max_query_params: int
    ) -> None:
        super().__init__(app)
        self.max_body = max_body
        self.max_query_bytes = max_query_bytes
        self.max_query_params = max_query_params

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        query: bytes = scope.get("query_string", b"")
        if len(query) > self.max_query_bytes:
            detail = f"The query string is longer than {self.max_query_bytes} bytes."
            await _send_error(send, 414, error_body(detail))
            return
        if _count_params(query) > self.max_query_params:
            message = f"At most {self.max_query_params} query parameters are accepted."
            body = error_body(message, [{"field": "query", "message": message}])
            await _send_error(send, 422, body)
            return
        cap = body_cap(scope["path"], self.max_body)
        declared = header(scope, b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > cap:
            await _send_error(send, 413, error_body(_BodyTooLarge(cap).detail))
            return
        started = False

        async def send_tracking(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, _counting(receive, cap), send_tracking)
        except _BodyTooLarge as exc:
            if not started:  # a chunked body that grew past the cap outside FastAPI's parsing
                await _send_error(send, 413, error_body(exc.detail))


def _counting(receive: Receive, cap: int) -> Receive:
    received = 0

    async def wrapped() -> Message:
        nonlocal received
        message = await receive()
        if message["type"] == "http.request":
            received += len(message.get("body", b""))
            if received > cap:
                raise _BodyTooLarge(cap)
        return message

    return wrapped
