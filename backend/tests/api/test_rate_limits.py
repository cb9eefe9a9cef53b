"""The shared rate limiter: a moving window per site and client IP, in memory or on Redis,
answering 429 with Retry-After once the configured limit is spent."""

import os
import random

import httpx
import pytest
from limits import parse
from sqlalchemy import func, select

from forecourt.core.errors import TooManyRequests
from forecourt.core.rate_limit import RateLimiter, storage_for
from forecourt.main import create_app
from forecourt.tracking.models import TrackingEvent
from tests.factories import make_car, make_dealership, make_site

REDIS_URL = os.environ.get("FORECOURT_TEST_REDIS_URL")
STORES = [
    "memory",
    pytest.param(
        "redis", marks=pytest.mark.skipif(not REDIS_URL, reason="FORECOURT_TEST_REDIS_URL not set")
    ),
]


def _fresh_ip() -> str:
    # Redis outlives a test run: a new address per run keeps earlier runs' hits out of the window.
    return f"10.{random.randrange(256)}.{random.randrange(256)}.{random.randrange(1, 255)}"


@pytest.mark.parametrize("store", STORES)
async def test_a_thousand_events_from_one_ip_meet_429_after_the_configured_limit(
    session, settings, store
):
    site = await make_site(session, "alpha")
    car = await make_car(session, await make_dealership(session, site))
    await session.commit()
    settings.redis_url = REDIS_URL if store == "redis" else None
    limit = parse(settings.rate_limits["events"]).amount
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app, client=(_fresh_ip(), 5000))
    statuses: list[int] = []
    retry_after: set[str] = set()
    async with httpx.AsyncClient(transport=transport, base_url="http://alpha.localhost") as client:
        for _ in range(1000):
            response = await client.post("/api/v1/events", json={"event_id": 39, "car_id": car.id})
            statuses.append(response.status_code)
            if response.status_code == 429:
                retry_after.add(response.headers["retry-after"])
                last_refusal = response.json()
    await app.state.engine.dispose()
    assert statuses[:limit] == [201] * limit
    assert statuses[limit:] == [429] * (1000 - limit)
    assert all(0 < int(seconds) <= 60 for seconds in retry_after)
    assert last_refusal == {"detail": "Too many requests. Please try again later.", "errors": []}
    recorded = await session.scalar(select(func.count()).select_from(TrackingEvent))
    assert recorded == limit  # every accepted event is kept, no refused one is


async def test_limits_are_counted_per_site_and_per_ip():
    limiter = RateLimiter({"events": "2/minute"}, storage_for(None))
    for key in (("alpha.localhost", "1.1.1.1"), ("beta.localhost", "1.1.1.1")):
        await limiter.check("events", *key)
        await limiter.check("events", *key)
    with pytest.raises(TooManyRequests) as refused:
        await limiter.check("events", "alpha.localhost", "1.1.1.1", message="Slow down.")
    assert refused.value.message == "Slow down." and refused.value.retry_after >= 1
    await limiter.check("events", "alpha.localhost", "2.2.2.2")  # another shopper is unaffected


async def test_an_unreachable_redis_fails_open_instead_of_failing_the_request():
    limiter = RateLimiter({"events": "1/minute"}, storage_for("redis://127.0.0.1:1/0"))
    for _ in range(3):
        await limiter.check("events", "alpha.localhost", "1.1.1.1")


async def test_every_operation_that_counts_a_limit_documents_its_429_with_retry_after(
    session, client_for
):
    # Declaring a limit documents its answer (core/openapi.py): deleting a saved search answers
    # 429 past its limit, and says so, like every other limited operation.
    document = (await client_for("localhost").get("/api/v1/openapi.json")).json()
    limited = [
        (method, path)
        for path, item in document["paths"].items()
        for method, operation in item.items()
        if "429" in operation["responses"]
    ]
    assert ("delete", "/api/v1/garage/searches/{search_id}") in limited
    assert ("get", "/api/v1/cars/{slug}/view.json") in limited
    assert ("get", "/api/v1/search") not in limited  # no limit, no 429
    for method, path in limited:
        answer = document["paths"][path][method]["responses"]["429"]
        assert "Retry-After" in answer["headers"], (method, path)
        assert answer["content"]["application/json"]["schema"] == {
            "$ref": "#/components/schemas/ErrorResponse"
        }
