"""The access log's status: the answer's, 500 when the app fails before answering, and 499 (not a
server error) when the client left before there was an answer."""

import asyncio
import contextlib
import logging

import pytest

from forecourt.core.request_log import RequestLogMiddleware

SCOPE = {"type": "http", "method": "GET", "path": "/assets/app.js", "headers": []}


async def _logged_status(app, caplog) -> int:  # type: ignore[no-untyped-def]
    async def receive():  # type: ignore[no-untyped-def]
        return {"type": "http.disconnect"}

    async def send(message):  # type: ignore[no-untyped-def]
        pass

    with (
        caplog.at_level(logging.INFO, logger="forecourt.access"),
        contextlib.suppress(RuntimeError, asyncio.CancelledError),
    ):
        await RequestLogMiddleware(app)(dict(SCOPE), receive, send)
    [record] = [r for r in caplog.records if r.name == "forecourt.access"]
    return int(record.status)


async def test_an_answer_is_logged_with_its_status(caplog: pytest.LogCaptureFixture) -> None:
    async def app(scope, receive, send):  # type: ignore[no-untyped-def]
        await send({"type": "http.response.start", "status": 404, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    assert await _logged_status(app, caplog) == 404


async def test_an_app_that_fails_before_answering_is_logged_as_500(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def app(scope, receive, send):  # type: ignore[no-untyped-def]
        raise RuntimeError("broken")

    assert await _logged_status(app, caplog) == 500


async def test_a_client_that_left_before_the_answer_is_logged_as_499(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def gone(scope, receive, send):  # type: ignore[no-untyped-def]
        return None  # a static file's response gives up when it hears the disconnect

    async def cancelled(scope, receive, send):  # type: ignore[no-untyped-def]
        raise asyncio.CancelledError

    assert await _logged_status(gone, caplog) == 499
    caplog.clear()
    assert await _logged_status(cancelled, caplog) == 499
