"""The console's inbox follows new leads without a reload: a lead committed through the API reaches
an open event stream within five seconds, over real HTTP on a live server."""

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest

from tests.conftest import CONSOLE_OWNER, CONSOLE_PASSWORD, CONSOLE_SITE
from tests.live_shopper import send_enquiry, site_client

pytestmark = pytest.mark.live
WITHIN_SECONDS = 5.0


def _inbox_events(lines: Iterator[str]) -> Iterator[dict[str, Any]]:
    event = None
    for line in lines:
        if line.startswith("event: "):
            event = line.removeprefix("event: ")
        elif line.startswith("data: ") and event == "inbox":
            yield json.loads(line.removeprefix("data: "))


def test_a_new_lead_reaches_the_open_inbox_stream_within_five_seconds(live_server: str) -> None:
    with (
        site_client(live_server, CONSOLE_SITE) as console,
        site_client(live_server, CONSOLE_SITE) as shopper,
    ):
        signed = console.post(
            "/api/v1/console/auth/sign-in",
            json={"email": CONSOLE_OWNER, "password": CONSOLE_PASSWORD},
        )
        assert signed.status_code == 200, signed.text
        with console.stream("GET", "/api/v1/console/inbox/events") as stream:
            assert stream.headers["content-type"].startswith("text/event-stream")
            events = _inbox_events(stream.iter_lines())
            before = next(events)
            lead_id = int(send_enquiry(shopper, "Ivy", "Inbox")["lead_id"])
            committed = time.monotonic()
            after = next(events)
            waited = time.monotonic() - committed
        assert after["latest"] == lead_id and after["new"] == before["new"] + 1
        assert waited < WITHIN_SECONDS, waited
    # Signed out, the stream is refused like every console endpoint.
    with site_client(live_server, CONSOLE_SITE) as stranger:
        assert stranger.get("/api/v1/console/inbox/events").status_code == 401
