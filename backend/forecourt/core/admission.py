"""Admission: at most so many requests in flight per process, a bounded line behind them, and a
prompt 503 beyond it.

Without it, a rush larger than the database pool made every request wait up to the pool's 30 s
timeout and then fail with a 500, background jobs included. Here a request beyond the line, or one
that waited its turn longer than the bound, is told at once that the server is busy (503 with
Retry-After), and those admitted find a connection free. Health checks, the built assets and event
streams (which stay open for minutes and hold no connection while they wait) are not counted."""

import asyncio
import json

from starlette.types import ASGIApp, Receive, Scope, Send

from forecourt.core.asgi import HttpMiddleware, header
from forecourt.core.errors import error_body

BUSY = "The server is busy. Please try again in a moment."
RETRY_AFTER_SECONDS = 1
_EXEMPT_PREFIXES = ("/healthz", "/assets/")


class AdmissionMiddleware(HttpMiddleware):
    def __init__(self, app: ASGIApp, *, in_flight: int, queue: int, wait_seconds: float) -> None:
        super().__init__(app)
        self._slots = asyncio.Semaphore(in_flight)
        self._queue = queue
        self._wait = wait_seconds
        self._waiting = 0

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        if _exempt(scope):
            await self.app(scope, receive, send)
            return
        if not await self._admit():
            await _busy(send)
            return
        try:
            await self.app(scope, receive, send)
        finally:
            self._slots.release()

    async def _admit(self) -> bool:
        if not self._slots.locked():
            await self._slots.acquire()  # a free slot: taken without yielding to anyone
            return True
        if self._waiting >= self._queue:
            return False
        self._waiting += 1
        try:
            await asyncio.wait_for(self._slots.acquire(), self._wait)
            return True
        except TimeoutError:
            return False
        finally:
            self._waiting -= 1


def _exempt(scope: Scope) -> bool:
    path: str = scope["path"]
    if path.startswith(_EXEMPT_PREFIXES):
        return True
    return (header(scope, b"accept") or b"").startswith(b"text/event-stream")


async def _busy(send: Send) -> None:
    body = json.dumps(error_body(BUSY)).encode()
    headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        (b"retry-after", str(RETRY_AFTER_SECONDS).encode()),
        (b"cache-control", b"no-store"),
    ]
    await send({"type": "http.response.start", "status": 503, "headers": headers})
    await send({"type": "http.response.body", "body": body})
