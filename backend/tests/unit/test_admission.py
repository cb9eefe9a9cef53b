"""Admission: requests beyond the ones in flight wait in a bounded line, and beyond the line, or
past the wait, are answered 503 with Retry-After at once."""

import asyncio
import time

import httpx
from starlette.types import Receive, Scope, Send

from forecourt.core.admission import BUSY, AdmissionMiddleware


def _app_held_until(release: asyncio.Event) -> AdmissionMiddleware:
    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["path"] == "/":  # a slow page; anything else answers at once
            await release.wait()
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"ok"})

    return AdmissionMiddleware(app, in_flight=1, queue=1, wait_seconds=0.5)


async def _get(client: httpx.AsyncClient, path: str = "/") -> tuple[httpx.Response, float]:
    asked = time.monotonic()
    response = await client.get(path)
    return response, time.monotonic() - asked


async def test_beyond_the_line_the_answer_is_503_at_once_and_the_line_is_served_in_turn() -> None:
    release = asyncio.Event()
    transport = httpx.ASGITransport(app=_app_held_until(release))
    async with httpx.AsyncClient(transport=transport, base_url="http://shop.localhost") as client:
        first = asyncio.create_task(_get(client))
        await asyncio.sleep(0.01)
        second = asyncio.create_task(_get(client))  # waits its turn
        await asyncio.sleep(0.01)
        refused, waited = await _get(client)  # the line is full
        assert refused.status_code == 503 and waited < 0.1
        assert refused.headers["retry-after"] == "1"
        assert refused.json() == {"detail": BUSY, "errors": []}
        release.set()
        assert (await first)[0].status_code == 200
        assert (await second)[0].status_code == 200


async def test_a_request_that_waits_past_the_bound_is_told_the_server_is_busy() -> None:
    release = asyncio.Event()
    transport = httpx.ASGITransport(app=_app_held_until(release))
    async with httpx.AsyncClient(transport=transport, base_url="http://shop.localhost") as client:
        first = asyncio.create_task(_get(client))
        await asyncio.sleep(0.01)
        refused, waited = await _get(client)
        assert refused.status_code == 503 and 0.5 <= waited < 0.7
        # Health checks and built assets are never held in the line.
        health, _ = await asyncio.wait_for(_get(client, "/healthz"), 0.1)
        release.set()
        assert health.status_code == 200
        assert (await first)[0].status_code == 200


async def test_at_the_recent_pace_a_turn_too_far_off_is_refused_at_once() -> None:
    release = asyncio.Event()
    admission = _app_held_until(release)
    admission._queue = 10
    admission._pace = 0.3  # requests have been taking 0.3 s: a second one waiting would pass 0.5 s
    transport = httpx.ASGITransport(app=admission)
    async with httpx.AsyncClient(transport=transport, base_url="http://shop.localhost") as client:
        first = asyncio.create_task(_get(client))
        await asyncio.sleep(0.01)
        second = asyncio.create_task(_get(client))  # its turn would come at about 0.3 s
        await asyncio.sleep(0.01)
        refused, waited = await _get(client)  # about 0.6 s: past the bound
        assert refused.status_code == 503 and waited < 0.1
        release.set()
        assert (await first)[0].status_code == 200
        assert (await second)[0].status_code == 200


async def test_only_the_named_event_streams_pass_the_line_not_a_header_that_says_so() -> None:
    release = asyncio.Event()
    admission = _app_held_until(release)
    admission._streams = frozenset({"/inbox/events"})
    transport = httpx.ASGITransport(app=admission)
    async with httpx.AsyncClient(transport=transport, base_url="http://shop.localhost") as client:
        first = asyncio.create_task(_get(client))
        await asyncio.sleep(0.01)
        stream, _ = await asyncio.wait_for(_get(client, "/inbox/events"), 0.1)
        assert stream.status_code == 200
        spoofed = await client.get("/search", headers={"Accept": "text/event-stream"})
        assert spoofed.status_code == 503  # it waited its turn like any request, past the bound
        release.set()
        assert (await first)[0].status_code == 200
