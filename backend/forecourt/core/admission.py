"""Admission: at most so many requests in flight per process, a bounded line behind them, and a
prompt 503 beyond it.

Without it, a rush larger than the database pool made every request wait up to the pool's 30 s
timeout and then fail with a 500, background jobs included. Here those admitted find a connection
free, and a request is told at once that the server is busy (503 with Retry-After) when the line
is full or when its place in the line, at the pace requests have been taking, would come after the
wait bound; one that still waits past the bound is told then. A refusal is sent after a short pause
(well within 100 ms) that costs nothing but time: a client that retries at once would otherwise
turn the refusals themselves into the load that starves the requests admitted.

Health checks, the built assets and the event streams the app names (open for minutes, holding no
connection while they wait) are not counted; a header cannot make a request one of them."""

import asyncio
import json
import time

from starlette.types import ASGIApp, Receive, Scope, Send

from forecourt.core.asgi import HttpMiddleware
from forecourt.core.errors import error_body

BUSY = "The server is busy. Please try again in a moment."
RETRY_AFTER_SECONDS = 1
REFUSAL_PAUSE_SECONDS = 0.05
PACE_WEIGHT = 0.05  # of each finished request in the moving average of their durations
_EXEMPT_PREFIXES = ("/healthz", "/assets/")


class AdmissionMiddleware(HttpMiddleware):
    def __init__(
        self,
        app: ASGIApp,
        *,
        in_flight: int,
        queue: int,
        wait_seconds: float,
        streams: tuple[str, ...] = (),
    ) -> None:
        super().__init__(app)
        self._streams = frozenset(streams)  # event streams' paths: open for minutes, not counted
        self._slots = asyncio.Semaphore(in_flight)
        self._in_flight = in_flight
        self._queue = queue
        self._wait = wait_seconds
        self._waiting = 0
        self._pace = 0.0  # seconds an admitted request has been taking (moving average)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope["path"]
        if path.startswith(_EXEMPT_PREFIXES) or path in self._streams:
            await self.app(scope, receive, send)
            return
        if not await self._admit():
            await asyncio.sleep(REFUSAL_PAUSE_SECONDS)
            await _busy(send)
            return
        started = time.monotonic()
        try:
            await self.app(scope, receive, send)
        finally:
            self._slots.release()
            self._pace += (time.monotonic() - started - self._pace) * PACE_WEIGHT

    def expected_wait(self) -> float:
        """How long a request joining the line now would wait, at the recent pace."""
        return (self._waiting + 1) * self._pace / self._in_flight

    async def _admit(self) -> bool:
        if not self._slots.locked():
            await self._slots.acquire()  # a free slot: taken without yielding to anyone
            return True
        if self._waiting >= self._queue or self.expected_wait() > self._wait:
            return False
        self._waiting += 1
        try:
            await asyncio.wait_for(self._slots.acquire(), self._wait)
            return True
        except TimeoutError:
            return False
        finally:
            self._waiting -= 1


# The same refusal every time, made once: over capacity, refusals are most of what is sent.
_BUSY_BODY = json.dumps(error_body(BUSY)).encode()
_BUSY_HEADERS = (
    (b"content-type", b"application/json"),
    (b"content-length", str(len(_BUSY_BODY)).encode()),
    (b"retry-after", str(RETRY_AFTER_SECONDS).encode()),
    (b"cache-control", b"no-store"),
)


async def _busy(send: Send) -> None:
    # A list of its own: the layers outside add their headers to it.
    headers = list(_BUSY_HEADERS)
    await send({"type": "http.response.start", "status": 503, "headers": headers})
    await send({"type": "http.response.body", "body": _BUSY_BODY})
