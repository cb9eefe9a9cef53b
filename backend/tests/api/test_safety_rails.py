"""The rails every endpoint runs on: security headers, HEAD and 405 with Allow, request limits,
one error body, request ids and the JSON access log, health and readiness, UTC datetimes."""

import json
import logging
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
import pytest

from forecourt.core.request_log import JsonFormatter
from forecourt.core.security_headers import HSTS
from forecourt.main import create_app
from tests.factories import make_car, make_dealership, make_site


@asynccontextmanager
async def _client(settings, client_ip: str = "127.0.0.1") -> AsyncIterator[httpx.AsyncClient]:
    """A client of an app made with `settings` as the test changed them."""
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app, client=(client_ip, 1234))
    async with httpx.AsyncClient(transport=transport, base_url="http://alpha.localhost") as client:
        yield client
    await app.state.engine.dispose()


async def _alpha(session) -> None:
    site = await make_site(session, "alpha")
    await make_car(session, await make_dealership(session, site), slug="subject")
    await session.commit()


@pytest.mark.parametrize("path", ["/", "/api/v1/site", "/api/v1/cars/subject", "/nowhere"])
async def test_every_answer_carries_the_security_headers(session, client_for, path):
    await _alpha(session)
    response = await client_for("alpha").get(path)
    headers = response.headers
    csp = headers["content-security-policy"]
    assert "script-src 'self';" in csp and "unsafe-inline" not in csp.split("style-src")[0]
    assert "frame-ancestors 'self'" in csp and "object-src 'none'" in csp
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "strict-origin-when-cross-origin"
    assert "strict-transport-security" not in headers  # plain HTTP: no HSTS


async def test_a_site_that_embeds_its_pages_lists_the_allowed_frame_ancestors(session, client_for):
    await make_site(
        session, "alpha", config={"security": {"frame_ancestors": ["https://www.alpha.com.au"]}}
    )
    await session.commit()
    csp = (await client_for("alpha").get("/")).headers["content-security-policy"]
    assert "frame-ancestors 'self' https://www.alpha.com.au" in csp


async def test_hsts_only_over_https_and_forwarded_proto_only_from_a_trusted_proxy(
    session, settings
):
    await _alpha(session)
    settings.trusted_proxies = ["10.0.0.0/8"]
    for client_ip, hsts in (("10.1.2.3", True), ("203.0.113.9", False)):
        async with _client(settings, client_ip) as client:
            response = await client.get("/api/v1/site", headers={"X-Forwarded-Proto": "https"})
        assert (response.headers.get("strict-transport-security") == HSTS) is hsts, client_ip


@pytest.mark.parametrize("path", ["/", "/api/v1/site", "/api/v1/cars/subject", "/healthz"])
async def test_head_works_wherever_get_does(session, client_for, path):
    await _alpha(session)
    client = client_for("alpha")
    get, head = await client.get(path), await client.head(path)
    assert head.status_code == get.status_code == 200
    assert head.content == b""
    assert head.headers["content-type"] == get.headers["content-type"]


@pytest.mark.parametrize(
    ("method", "path", "allow"),
    [
        ("TRACE", "/", "GET"),
        ("DELETE", "/api/v1/site", "GET"),
        ("GET", "/api/v1/events", "POST"),
        ("PUT", "/api/v1/cars/subject/phone-reveal", "POST"),
    ],
)
async def test_a_wrong_method_is_405_with_allow(session, client_for, method, path, allow):
    await _alpha(session)
    response = await client_for("alpha").request(method, path)
    assert response.status_code == 405
    assert allow in response.headers["allow"]
    assert response.json()["detail"]


async def test_an_unknown_api_path_is_404_with_the_error_body(session, client_for):
    await _alpha(session)
    response = await client_for("alpha").get("/api/v1/nothing-here")
    assert response.status_code == 404
    assert response.json() == {"detail": "No such API endpoint.", "errors": []}


async def test_a_body_over_the_limit_is_413_without_reaching_the_endpoint(session, client_for):
    await _alpha(session)
    body = json.dumps({"event_id": 39, "meta": {"x": "y" * (1024 * 1024)}})
    response = await client_for("alpha").post(
        "/api/v1/events", content=body, headers={"content-type": "application/json"}
    )
    assert response.status_code == 413
    assert "larger than 1048576 bytes" in response.json()["detail"]


async def test_a_chunked_body_over_the_limit_is_413(session, client_for):
    await _alpha(session)

    async def chunks():
        for _ in range(20):
            yield b"x" * 100_000

    response = await client_for("alpha").post(
        "/api/v1/events", content=chunks(), headers={"content-type": "application/json"}
    )
    assert response.status_code == 413


async def test_a_query_string_over_the_limit_is_414(session, settings):
    await _alpha(session)
    settings.max_query_bytes = 2048  # httpx itself refuses URLs near the 64 KiB default
    async with _client(settings) as client:
        response = await client.get("/api/v1/search", params={"query": "x" * 2100})
    assert response.status_code == 414
    assert response.json()["errors"] == []


async def test_too_many_query_parameters_are_422_naming_the_query(session, client_for, settings):
    await _alpha(session)
    params = [("make", "Toyota")] * (settings.max_query_params + 1)
    response = await client_for("alpha").get("/api/v1/search", params=params)
    assert response.status_code == 422
    assert response.json()["errors"][0]["field"] == "query"


async def test_every_answer_has_a_request_id_and_one_json_log_line(session, client_for, caplog):
    await _alpha(session)
    with caplog.at_level(logging.INFO, logger="forecourt.access"):
        response = await client_for("alpha").get(
            "/api/v1/cars/subject", params={"email": "shopper@example.com"}
        )
    request_id = response.headers["x-request-id"]
    [record] = [r for r in caplog.records if r.name == "forecourt.access"]
    assert (record.request_id, record.site, record.status) == (request_id, "alpha", 200)
    assert record.path == "/api/v1/cars/subject" and record.duration_ms >= 0
    # The time the server took to begin the answer, for the browser's tools and the bench.
    timing = re.fullmatch(r"app;dur=(\d+\.\d)", response.headers["server-timing"])
    assert timing and 0 <= float(timing[1]) <= record.duration_ms + 0.1
    # Not on a write: its time would help whoever probes which accounts exist.
    sign_in = await client_for("alpha").post("/api/v1/console/auth/sign-in", json={})
    assert sign_in.status_code == 422 and "server-timing" not in sign_in.headers
    line = json.loads(JsonFormatter().format(record))
    assert line["request_id"] == request_id and "shopper@example.com" not in json.dumps(line)


async def test_a_request_id_from_the_proxy_is_kept_and_a_forged_one_replaced(session, client_for):
    await _alpha(session)
    client = client_for("alpha")
    kept = await client.get("/api/v1/site", headers={"X-Request-ID": "lb-1234abcd"})
    assert kept.headers["x-request-id"] == "lb-1234abcd"
    forged = await client.get("/api/v1/site", headers={"X-Request-ID": "x\r\nSet-Cookie: a=b"})
    assert forged.headers["x-request-id"] != "x\r\nSet-Cookie: a=b"


async def test_healthz_is_up_and_readyz_checks_the_database_and_migrations(session, client_for):
    await session.commit()
    client = client_for("localhost")
    assert (await client.get("/healthz")).json() == {"status": "ok"}
    ready = await client.get("/readyz")
    assert ready.status_code == 200 and ready.json()["status"] == "ok"


async def test_readyz_is_503_when_the_database_is_unreachable(settings, tmp_path):
    settings.database_url = f"sqlite+aiosqlite:///{tmp_path / 'missing' / 'nowhere.db'}"
    async with _client(settings) as client:
        assert (await client.get("/healthz")).status_code == 200
        assert (await client.get("/readyz")).status_code == 503


async def test_datetimes_leave_the_api_with_a_timezone(session, client_for):
    await _alpha(session)
    client = client_for("alpha")
    card = (await client.get("/api/v1/search")).json()["hits"][0]
    detail = (await client.get("/api/v1/cars/subject")).json()
    for value in (card["created_at"], detail["created_at"]):
        assert value.endswith(("Z", "+00:00")), value
