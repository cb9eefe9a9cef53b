"""Scheduled stock feeds, against a real HTTPS server on loopback: a dealership's
feed is fetched and imported, fetched again with its ETag and left alone on a 304, refused whole
when a row is bad (the site keeps its stock) with one failure e-mail through the outbox to a real
SMTP server, and imported again once fixed. Plain HTTP, an untrusted certificate, a private
address and a server that is down are refused with their reasons."""

from datetime import timedelta

import pytest
from sqlalchemy import func, select

from forecourt.core.clock import utcnow
from forecourt.core.db import make_sessionmaker
from forecourt.inventory.feed_sources import FeedFetchJob
from forecourt.inventory.models import Car
from forecourt.outbox.dispatcher import Dispatcher
from forecourt.outbox.transports import SmtpTransport
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_dealership, make_site
from tests.https_feed_server import LAST_MODIFIED, https_feed_server

HEADER = "stocknum,year,make,model,car_type,price,km,status\n"
GOOD = (
    HEADER
    + "F1,2024,Mazda,CX-5,used,31990,20000,in stock\nF2,2025,Mazda,CX-30,new,38990,10,in stock\n"
)
BAD = (
    HEADER + "F1,2024,Mazda,CX-5,used,31990,20000,in stock\nF3,1800,Mazda,2,used,nope,5,in stock\n"
)


@pytest.fixture
def feed_server(tmp_path):
    with https_feed_server(tmp_path) as server:
        yield server


async def _setup(session, client_for):
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site, name="Alpha Motors", email="a@alpha.example")
    manager = await make_console_user(session, site, "manager")
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, manager.email)
    return dealership, console


def _job(settings, feed_server, **changes):
    trusted = {"feed_ca_file": feed_server.ca_file, "feed_private_hosts": True, **changes}
    return FeedFetchJob(settings.model_copy(update=trusted))


async def test_a_feed_is_imported_then_left_alone_until_it_changes_and_refused_whole(
    session, settings, engine, client_for, feed_server, smtp
):
    dealership, console = await _setup(session, client_for)
    url = f"/api/v1/console/feed-sources/{dealership.id}"
    feed_server.feeds["/stock.csv"] = GOOD
    body = {"url": feed_server.url + "/stock.csv", "format": "csv", "every_hours": 6}
    saved = await console.put(url, json=body)
    assert saved.status_code == 200, saved.text
    assert saved.json()["source"]["full"] is True and saved.json()["status"]["outcome"] is None
    cars = select(func.count()).select_from(Car).where(Car.dealership_id == dealership.id)
    job = _job(settings, feed_server)

    now = utcnow()
    assert await job.run_once(session, now) == 1
    [row] = (await console.get("/api/v1/console/feed-sources")).json()
    status = row["status"]
    assert (status["outcome"], status["report"]["created"]) == ("imported", 2)
    assert status["message"] == "Imported 2 cars: 2 added, 0 updated, 0 marked sold."
    assert await session.scalar(cars) == 2
    search = (await client_for("alpha").get("/api/v1/search")).json()
    assert search["total"] == 2  # on the site at once
    assert await job.run_once(session, now) == 0  # not due for six hours

    fetched = await console.post(url + "/fetch")
    assert fetched.status_code == 202
    assert await job.run_once(session, utcnow()) == 1
    sent = feed_server.requests[-1]
    assert sent["If-None-Match"].startswith('"') and sent["If-Modified-Since"] == LAST_MODIFIED
    [row] = (await console.get("/api/v1/console/feed-sources")).json()
    assert row["status"]["outcome"] == "unchanged"

    feed_server.feeds["/stock.csv"] = BAD
    for _ in range(2):  # failing twice sends one notice
        await console.post(url + "/fetch")
        assert await job.run_once(session, utcnow()) == 1
    [row] = (await console.get("/api/v1/console/feed-sources")).json()
    status = row["status"]
    assert status["outcome"] == "refused" and "nothing was written" in status["message"]
    assert {(p["row"], p["field"]) for p in status["report"]["problems"]} >= {
        (3, "year")
    }  # the CSV file's own row: the header is row 1
    assert status["failing_since"] is not None
    assert await session.scalar(cars) == 2  # F1 kept, F2 not marked sold: whole or nothing
    assert await Dispatcher(make_sessionmaker(engine), SmtpTransport(smtp.url)).run_once() == 1
    [notice] = smtp.to("a@alpha.example")
    assert notice["Subject"] == "Stock feed failed: Alpha Motors"
    assert "row 3, year" in notice.get_body().get_content()

    feed_server.feeds["/stock.csv"] = HEADER + "F1,2024,Mazda,CX-5,used,30990,20000,in stock\n"
    await console.post(url + "/fetch")
    assert await job.run_once(session, utcnow()) == 1
    [row] = (await console.get("/api/v1/console/feed-sources")).json()
    assert row["status"]["outcome"] == "imported" and row["status"]["failing_since"] is None
    assert row["status"]["report"]["marked_sold"] == 1  # F2 left the feed: sold

    assert (await console.delete(url)).status_code == 204
    assert (await console.get("/api/v1/console/feed-sources")).json()[0]["source"] is None
    assert (await console.post(url + "/fetch")).status_code == 404


async def test_unsafe_or_unreachable_feeds_fail_with_their_reason(
    session, settings, client_for, feed_server
):
    dealership, console = await _setup(session, client_for)
    url = f"/api/v1/console/feed-sources/{dealership.id}"
    plain = await console.put(url, json={"url": "http://example.com/f.csv", "format": "csv"})
    assert plain.status_code == 422 and plain.json()["errors"][0]["field"] == "url"
    feed_server.feeds["/stock.csv"] = GOOD

    async def outcome(job, address: str) -> str:
        await console.put(url, json={"url": address, "format": "csv"})
        assert await job.run_once(session, utcnow() + timedelta(seconds=1)) == 1
        [row] = (await console.get("/api/v1/console/feed-sources")).json()
        assert row["status"]["outcome"] == "failed"
        return row["status"]["message"]

    untrusting = _job(settings, feed_server, feed_ca_file=None)
    assert "certificate" in (await outcome(untrusting, feed_server.url + "/stock.csv")).lower()
    guarded = _job(settings, feed_server, feed_private_hosts=False)
    message = await outcome(guarded, feed_server.url + "/stock.csv")
    assert message == "The feed's address is on a private network."
    trusting = _job(settings, feed_server)
    assert await outcome(trusting, feed_server.url + "/missing.csv") == (
        "The feed's server answered 404 Not Found."
    )
    down = "https://127.0.0.1:9/stock.csv"  # the discard port: nothing listens
    assert (await outcome(trusting, down)).startswith("Could not connect to the feed's server")
