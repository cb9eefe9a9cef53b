"""The console's inbox follows new leads without a reload: a lead committed through the API reaches
an open event stream within five seconds, over real HTTP on a live server."""

import json
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from tests.captcha import solve
from tests.conftest import CONSOLE_OWNER, CONSOLE_PASSWORD, CONSOLE_SITE

pytestmark = pytest.mark.live
WITHIN_SECONDS = 5.0


def _client(live_server: str) -> httpx.Client:
    # The resolver here knows no *.localhost: connect to 127.0.0.1 and name the site in Host.
    port = live_server.rsplit(":", 1)[1]
    host = f"{CONSOLE_SITE}.localhost:{port}"
    return httpx.Client(
        base_url=f"http://127.0.0.1:{port}",
        headers={"Host": host, "Origin": f"http://{host}"},
        timeout=10,
    )


def _inbox_events(lines: Iterator[str]) -> Iterator[dict[str, Any]]:
    event = None
    for line in lines:
        if line.startswith("event: "):
            event = line.removeprefix("event: ")
        elif line.startswith("data: ") and event == "inbox":
            yield json.loads(line.removeprefix("data: "))


def _send_lead(shopper: httpx.Client) -> int:
    car = shopper.get("/api/v1/cars", params={"limit": 1}).json()["hits"][0]
    proof = solve(shopper.get("/api/v1/leads/challenge").json())
    body = {
        "kind": "enquiry", "name": "Ivy", "last_name": "Inbox", "email": "ivy@example.com",
        "phone": "0412 345 678", "car_id": car["id"], "message": "Is it still available?",
        "terms_conditions": True, "altcha": proof,
    }  # fmt: skip
    answer = shopper.post("/api/v1/leads", json=body)
    assert answer.status_code == 201, answer.text
    return int(answer.json()["lead_id"])


def test_a_new_lead_reaches_the_open_inbox_stream_within_five_seconds(live_server: str) -> None:
    with _client(live_server) as console, _client(live_server) as shopper:
        signed = console.post(
            "/api/v1/console/auth/sign-in",
            json={"email": CONSOLE_OWNER, "password": CONSOLE_PASSWORD},
        )
        assert signed.status_code == 200, signed.text
        with console.stream("GET", "/api/v1/console/inbox/events") as stream:
            assert stream.headers["content-type"].startswith("text/event-stream")
            events = _inbox_events(stream.iter_lines())
            before = next(events)
            lead_id = _send_lead(shopper)
            committed = time.monotonic()
            after = next(events)
            waited = time.monotonic() - committed
        assert after["latest"] == lead_id and after["new"] == before["new"] + 1
        assert waited < WITHIN_SECONDS, waited
    # Signed out, the stream is refused like every console endpoint.
    with _client(live_server) as stranger:
        assert stranger.get("/api/v1/console/inbox/events").status_code == 401
