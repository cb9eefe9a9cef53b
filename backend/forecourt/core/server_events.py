"""Server-Sent Events that tell a page when something it shows has changed.

A stream asks `probe` every `every` seconds (each time with a short database session of its own,
so an open stream holds no pooled connection while it waits) and sends an event whenever the
answer differs from the last one sent. Streams end after `lasting` seconds, and when the browser
goes away; EventSource reconnects by itself (`retry`), so a stream is bounded work and a
deployment can restart under it. Polling the database, not a process's memory, means a change
committed by any host reaches every host's streams."""

import asyncio
import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from fastapi import Request
from fastapi.responses import StreamingResponse

HEARTBEAT_SECONDS = 15.0  # a comment line keeps proxies from closing an idle stream
RETRY_MS = 1000


def event_stream(
    request: Request,
    event: str,
    probe: Callable[[], Awaitable[Any]],
    *,
    every: float = 1.0,
    lasting: float = 300.0,
) -> StreamingResponse:
    async def events() -> AsyncIterator[str]:
        yield f"retry: {RETRY_MS}\n\n"
        last: Any = object()
        ends, beat = time.monotonic() + lasting, time.monotonic() + HEARTBEAT_SECONDS
        while time.monotonic() < ends and not await request.is_disconnected():
            state = await probe()
            if state != last:
                last = state
                yield f"event: {event}\ndata: {json.dumps(state, separators=(',', ':'))}\n\n"
            elif time.monotonic() >= beat:
                yield ": still here\n\n"
            if time.monotonic() >= beat:
                beat = time.monotonic() + HEARTBEAT_SECONDS
            await asyncio.sleep(every)

    return StreamingResponse(
        events(),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-store", "X-Accel-Buffering": "no"},
    )
