"""Many app hosts that share nothing but PostgreSQL, Redis and an S3-compatible object store
(architecture principle 17), proven on one machine: two `forecourt serve` processes, each with
its own var/ directory (host A and host B), one `forecourt worker`, the PostgreSQL test server (a
private schema), Redis (a database number of this test's own) and moto's S3 server on loopback.
The processes are started with the commands and settings of deploy/compose.yaml.

One test walks every claim in order, as a dealer and shoppers behind a load balancer would meet
them, because the cluster costs most of the time: a session, a photo, a price change, a rate
limit, leads (one with host A killed in the middle of the request), and a start without the
shared secret."""

import asyncio
import io
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import httpx
import pytest
from PIL import Image
from sqlalchemy import func, select, text

from forecourt.core.db import make_engine, make_sessionmaker
from forecourt.core.migrate import upgrade
from forecourt.core.settings import Settings
from forecourt.leads.models import Lead
from forecourt.outbox.models import DELIVERED, OutboxMessage
from tests.captcha import solve
from tests.console_users import PASSWORD, make_console_user
from tests.factories import make_car, make_dealership, make_location, make_site
from tests.loopback import SmtpServer, free_port
from tests.object_store import S3Endpoint, s3_endpoint

PG_URL = os.environ.get("FORECOURT_TEST_POSTGRES_URL")
REDIS_URL = os.environ.get("FORECOURT_TEST_REDIS_URL")
# Its own Redis database, emptied as the test starts: the suite's other Redis tests use theirs
# (FORECOURT_TEST_REDIS_URL's), and no entry of an earlier run (a cached search of a site with
# the same id and stock version, a rate limit's window) can leak into this one.
REDIS_DB = 14
REPO = Path(__file__).resolve().parents[3]

pytestmark = [
    pytest.mark.live,
    pytest.mark.multihost,
    pytest.mark.skipif(
        not PG_URL, reason="FORECOURT_TEST_POSTGRES_URL not set: the hosts share PostgreSQL"
    ),
    pytest.mark.skipif(
        not REDIS_URL, reason="FORECOURT_TEST_REDIS_URL not set: the hosts share Redis"
    ),
]

SITE_HOST = "alpha.example"  # the site's domain, as the load balancer passes it on
DEALER_EMAIL = "sales@alpha.example"
OWNER_EMAIL = "owner@alpha.example"
SECRET = "multihost-" + "0123456789abcdef" * 4
EVENTS_LIMIT = 6  # tracking events per site and address a minute, counted across hosts
PRICE_SHOWS_WITHIN = 2.0  # seconds from a price change on one host to the other's pages


def _redis_url() -> str:
    parts = urlsplit(REDIS_URL or "")
    return urlunsplit((parts.scheme, parts.netloc, f"/{REDIS_DB}", "", ""))


def _asyncpg(url: str) -> str:
    return url.replace("postgresql://", "postgresql+asyncpg://", 1)


def cluster_settings(url: str, schema: str, s3: S3Endpoint, smtp_url: str) -> dict[str, str]:
    """deploy/compose.yaml's settings, pointed at this machine's servers, with two of the test's
    own (its schema, and a rate limit small enough to reach) (tests/unit/test_deploy_files.py)."""
    limits = {**Settings.model_fields["rate_limits"].default, "events": f"{EVENTS_LIMIT}/minute"}
    return {
        **s3.env,
        "FORECOURT_ENV": "production",
        "FORECOURT_DATABASE_URL": url,
        "REDIS_URL": _redis_url(),
        "FORECOURT_MEDIA_URL": s3.media_url,
        "FORECOURT_SECRET_KEY": SECRET,
        "FORECOURT_OUTBOX_IN_PROCESS": "false",
        "FORECOURT_SMTP_URL": smtp_url,
        "FORECOURT_PLATFORM_BASE_URL": "https://platform.example",
        "FORECOURT_DATABASE_SCHEMA": schema,
        "FORECOURT_RATE_LIMITS": json.dumps(limits),
    }


# --- the cluster ---------------------------------------------------------------------------------


@dataclass
class Host:
    name: str
    var: Path
    process: subprocess.Popen[bytes]
    port: int = 0

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def log(self) -> str:
        return (self.var / f"{self.name}.log").read_text()[-3000:]


@dataclass
class Cluster:
    env: dict[str, str]
    s3: S3Endpoint
    smtp: SmtpServer
    schema: str
    hosts: dict[str, Host] = field(default_factory=dict)
    worker: subprocess.Popen[bytes] | None = None
    refused: list[subprocess.Popen[str]] = field(default_factory=list)
    car_id: int = 0
    car_slug: str = ""


FORECOURT = [sys.executable, "-m", "forecourt.cli"]


def _start(cluster: Cluster, name: str, args: list[str], var: Path) -> subprocess.Popen[bytes]:
    var.mkdir(parents=True, exist_ok=True)
    return subprocess.Popen(
        [*FORECOURT, *args],
        env={**cluster.env, "FORECOURT_VAR_DIR": str(var)},
        stdout=subprocess.DEVNULL,
        stderr=open(var / f"{name}.log", "w"),  # noqa: SIM115 - lives as long as the process
    )


def _start_without_secret(cluster: Cluster, var: Path) -> None:
    without = {k: v for k, v in cluster.env.items() if k != "FORECOURT_SECRET_KEY"}
    # `forecourt worker` checks the same way (tests/unit/test_shared_secret.py).
    cluster.refused.append(subprocess.Popen(
        [*FORECOURT, "serve", "--port", str(free_port())],
        env={**without, "FORECOURT_VAR_DIR": str(var)},
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    ))  # fmt: skip


def _start_host(cluster: Cluster, name: str, root: Path) -> Host:
    port = free_port()
    var = root / f"host-{name}" / "var"
    process = _start(cluster, name, ["serve", "--host", "127.0.0.1", "--port", str(port)], var)
    host = Host(name, var, process, port)
    cluster.hosts[name] = host
    return host


def _wait_ready(host: Host, deadline: float) -> None:
    """/readyz: the database answers at the migration head, as a load balancer asks (over one
    client: a new one loads the CA bundle, 38 ms of CPU a poll)."""
    with httpx.Client(timeout=1) as http:
        while time.monotonic() < deadline:
            if host.process.poll() is not None:
                pytest.fail(f"host {host.name} stopped: {host.log()}")
            try:
                if http.get(f"{host.url}/readyz").status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
    pytest.fail(f"host {host.name} did not get ready: {host.log()}")


async def _seed(url: str, schema: str) -> tuple[int, str]:
    """One dealer site with one car and its console owner; captcha on, as shipped."""
    engine = make_engine(url, schema)
    try:
        async with make_sessionmaker(engine)() as session:
            site = await make_site(session, "alpha", name="Alpha Cars", domains=[SITE_HOST])
            dealership = await make_dealership(
                session, site, name="Alpha Motors", email=DEALER_EMAIL,
                lead_destinations={"emails": [DEALER_EMAIL]},
            )  # fmt: skip
            location = await make_location(session, dealership)
            car = await make_car(session, dealership, location_id=location.id, make="Mazda",
                                 model="CX-5", year=2021, price=31990)  # fmt: skip
            await make_console_user(session, site, "owner", email=OWNER_EMAIL)
            await session.commit()
            return car.id, car.slug
    finally:
        await engine.dispose()


async def _drop_schema(url: str, schema: str) -> None:
    engine = make_engine(url)
    async with engine.begin() as conn:
        await conn.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
    await engine.dispose()


@pytest.fixture
async def cluster(tmp_path: Path) -> AsyncIterator[Cluster]:
    from redis.asyncio import Redis

    assert PG_URL
    url, schema = _asyncpg(PG_URL), f"fc_multihost_{uuid.uuid4().hex[:10]}"
    redis = Redis.from_url(_redis_url())
    await redis.flushdb()
    await redis.aclose()
    engine = make_engine(url)
    async with engine.begin() as conn:
        await conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    await engine.dispose()
    smtp = SmtpServer().start()
    with s3_endpoint() as s3:
        # Without bytecode files (PYTHONDONTWRITEBYTECODE) each process compiles the app again.
        inherited = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("FORECOURT_", "AWS_")) and k != "PYTHONDONTWRITEBYTECODE"
        }
        env = {**inherited, **cluster_settings(url, schema, s3, smtp.url)}
        one = Cluster(env, s3, smtp, schema)
        # A host started without the shared secret, beside the cluster's start: the
        # test reads what it said.
        _start_without_secret(one, tmp_path / "no-secret")
        try:
            # `forecourt migrate`'s own function, in this process: one app import fewer.
            await asyncio.to_thread(upgrade, url, schema)
            one.car_id, one.car_slug = await _seed(url, schema)
            _start_host(one, "a", tmp_path)
            _start_host(one, "b", tmp_path)
            one.worker = _start(one, "worker", ["worker", "--poll", "0.2"], tmp_path / "worker")
            # Seconds on an idle machine; a 2-core machine shared with other suites (three
            # processes importing the app at once) has taken 80.
            deadline = time.monotonic() + 150
            for host in one.hosts.values():
                await asyncio.to_thread(_wait_ready, host, deadline)
            yield one
        finally:
            started = [*(h.process for h in one.hosts.values()), one.worker, *one.refused]
            for process in started:
                if process is not None and process.poll() is None:
                    process.terminate()
            for process in started:
                if process is not None:
                    try:
                        process.wait(timeout=15)
                    except subprocess.TimeoutExpired:
                        process.kill()
            smtp.stop()
            await _drop_schema(url, schema)


# --- what a browser and the dealer's staff do -------------------------------------------------


def _photo() -> bytes:
    data = io.BytesIO()
    Image.new("RGB", (1200, 800), (20, 120, 60)).save(data, "JPEG", quality=90)
    return data.getvalue()


async def _until(check: Any, seconds: float, what: str) -> float:
    """Polls `check` (an async callable) until it is true. Returns when the look that saw it
    was sent, counted from the call: what a request sent then was answered with (a busy machine
    may take its time answering, which says nothing about how fresh the answer was)."""
    started = time.monotonic()
    while True:
        asked = time.monotonic() - started
        if await check():
            return asked
        if time.monotonic() - started > seconds:
            pytest.fail(f"{what}: not within {seconds} s")
        await asyncio.sleep(0.1)


def _lead(name: str, email: str, car_id: int, altcha: str) -> dict[str, Any]:
    return {"kind": "enquiry", "name": name, "last_name": "Citizen", "email": email,
            "phone": "+61 412 345 678", "postcode": "4000", "car_id": car_id,
            "message": f"{name} would like a test drive.", "altcha": altcha}  # fmt: skip


async def _challenge(client: httpx.AsyncClient, host: Host) -> str:
    answer = await client.get(f"{host.url}/api/v1/leads/challenge")
    assert answer.status_code == 200, answer.text
    return await asyncio.to_thread(solve, answer.json())


async def _leads_from(cluster: Cluster, email: str) -> int:
    engine = make_engine(_asyncpg(PG_URL or ""), cluster.schema)
    try:
        async with make_sessionmaker(engine)() as session:
            return int(await session.scalar(
                select(func.count()).select_from(Lead).where(Lead.email == email)
            ) or 0)  # fmt: skip
    finally:
        await engine.dispose()


async def _undelivered(cluster: Cluster) -> list[tuple[str, str, str, str | None]]:
    """The outbox rows not delivered: (purpose, destination, status, last error)."""
    engine = make_engine(_asyncpg(PG_URL or ""), cluster.schema)
    try:
        async with make_sessionmaker(engine)() as session:
            rows = await session.scalars(
                select(OutboxMessage).where(OutboxMessage.status != DELIVERED)
            )
            return [(r.purpose, r.destination, r.status, r.last_error) for r in rows]
    finally:
        await engine.dispose()


def _dealer_mails_about(smtp: SmtpServer, name: str) -> int:
    bodies = (m.get_body(("plain", "html")) for m in smtp.to(DEALER_EMAIL))
    return sum(1 for body in bodies if body is not None and name in body.get_content())


async def test_hosts_share_nothing_but_postgresql_redis_and_the_object_store(
    cluster: Cluster, tmp_path: Path
):
    a, b = cluster.hosts["a"], cluster.hosts["b"]
    # One browser behind a load balancer: the same cookies whichever host answers.
    async with httpx.AsyncClient(headers={"Host": SITE_HOST}, timeout=20) as browser:
        # A console session opened on A works on B.
        signed_in = await browser.post(
            f"{a.url}/api/v1/console/auth/sign-in",
            json={"email": OWNER_EMAIL, "password": PASSWORD},
        )
        assert signed_in.status_code == 200, signed_in.text
        on_b = await browser.get(f"{b.url}/api/v1/console/auth/session")
        assert on_b.status_code == 200, on_b.text
        browser.headers["X-CSRF-Token"] = on_b.json()["csrf_token"]

        # A photo uploaded through A is made by the worker and served by B.
        photos = f"/api/v1/console/stock/{cluster.car_id}/photos"
        uploaded = await browser.post(
            f"{a.url}{photos}?name=front.jpg",
            content=_photo(),
            headers={"Content-Type": "image/jpeg"},
        )
        assert uploaded.status_code == 202, uploaded.text

        async def made() -> bool:
            listed = (await browser.get(f"{b.url}{photos}")).json()
            return len(listed["photos"]) == 2 and not listed["uploads"]

        await _until(made, 15, "the worker made the uploaded photo")
        new_photo = (await browser.get(f"{b.url}{photos}")).json()["photos"][-1]["url"]
        assert new_photo.startswith("/media/400/uploads/")
        served = await browser.get(f"{b.url}{new_photo}")
        assert served.status_code == 200, served.text
        assert served.headers["content-type"] == "image/webp"
        assert served.headers["cache-control"] == "public, max-age=31536000, immutable"
        # B made the rendition once and kept it in the store; A serves the same bytes from it.
        key = new_photo.removeprefix("/media/400/")
        assert {f"media/{key}", f"media/renditions/400/{key}.webp"} <= set(cluster.s3.stored_keys())
        from_a = await browser.get(f"{a.url}{new_photo}")
        assert from_a.status_code == 200 and from_a.content == served.content
        assert not (a.var / "media").exists() and not (b.var / "media").exists()

        # A price change made on A shows in B's search and car page within 2 s.
        search = f"{b.url}/api/v1/search"
        first = (await browser.get(search)).json()["hits"]  # B's index as it was
        assert [h["price"]["text"] for h in first] == ["$31,990"]
        edited = await browser.patch(
            f"{a.url}/api/v1/console/stock/{cluster.car_id}", json={"price": 29450}
        )
        assert edited.status_code == 200, edited.text

        async def shown_on_b() -> bool:
            answers = await asyncio.gather(  # sent together: one moment's view of host B
                browser.get(search),
                browser.get(f"{b.url}/api/v1/cars/{cluster.car_slug}"),
                browser.get(f"{b.url}/cars/{cluster.car_slug}"),
            )
            hits, page, html = answers[0].json()["hits"], answers[1].json(), answers[2].text
            return (hits[0]["price"]["text"], page["price"]["text"]) == ("$29,450",) * 2 and (
                "$29,450" in html and "$31,990" not in html
            )

        took = await _until(shown_on_b, PRICE_SHOWS_WITHIN, "the new price on host B")
        assert took <= PRICE_SHOWS_WITHIN, took

        # A rate limit counts the requests to both hosts together (Redis).
        event = {"event_id": 39, "car_id": cluster.car_id}
        statuses = [
            (await browser.post(f"{(a, b)[i % 2].url}/api/v1/events", json=event)).status_code
            for i in range(EVENTS_LIMIT + 2)
        ]
        assert statuses == [201] * EVENTS_LIMIT + [429, 429]

        # A lead posted to A (its captcha solved from B's challenge: one key signs for both) is
        # delivered exactly once by the worker.
        posted = await browser.post(
            f"{a.url}/api/v1/leads",
            json=_lead("Robin", "robin@example.com", cluster.car_id, await _challenge(browser, b)),
        )
        assert posted.status_code == 201, posted.text

        async def delivered_robin() -> bool:
            return _dealer_mails_about(cluster.smtp, "Robin") >= 1

        await _until(delivered_robin, 15, "the worker delivered Robin's lead")

        # Sign-out on B ends the session on A.
        session_cookies = dict(browser.cookies)  # as a tab opened before the sign-out holds them
        signed_out = await browser.post(f"{b.url}/api/v1/console/auth/sign-out")
        assert signed_out.status_code == 204, signed_out.text
        async with httpx.AsyncClient(headers={"Host": SITE_HOST}, cookies=session_cookies) as tab:
            gone = await tab.get(f"{a.url}/api/v1/console/auth/session")
        assert gone.status_code == 401, gone.text

        # A lead is posted to A, and A is killed (SIGKILL) while the request is on its way; the
        # browser tries again on B with the same Idempotency-Key: the lead is not lost.
        body = json.dumps(
            _lead("Kim", "kim@example.com", cluster.car_id, await _challenge(browser, a))
        ).encode()
        key_headers = {"Content-Type": "application/json", "Idempotency-Key": uuid.uuid4().hex}
        half_sent, go_on = asyncio.Event(), asyncio.Event()

        async def slow_body() -> AsyncIterator[bytes]:
            yield body[: len(body) // 2]
            half_sent.set()
            await go_on.wait()
            yield body[len(body) // 2 :]

        to_a = asyncio.create_task(
            browser.post(
                f"{a.url}/api/v1/leads",
                content=slow_body(),
                headers={**key_headers, "Content-Length": str(len(body))},
            )
        )
        await half_sent.wait()
        await asyncio.sleep(0.3)  # A has the headers and half the body
        a.process.send_signal(signal.SIGKILL)
        a.process.wait(timeout=10)
        go_on.set()
        with pytest.raises(httpx.TransportError):
            await to_a
        retried = await browser.post(f"{b.url}/api/v1/leads", content=body, headers=key_headers)
        assert retried.status_code == 201, retried.text
        again = await browser.post(f"{b.url}/api/v1/leads", content=body, headers=key_headers)
        assert again.status_code == 201 and again.json() == retried.json()  # the same answer

        async def delivered_kim() -> bool:
            return _dealer_mails_about(cluster.smtp, "Kim") >= 1

        await _until(delivered_kim, 15, "the worker delivered Kim's lead")
        try:
            await _until(lambda: _nothing_waiting(cluster), 15, "every outbox message delivered")
        finally:
            print("undelivered:", await _undelivered(cluster))
            print((tmp_path / "worker" / "worker.log").read_text()[-5000:])
        assert await _leads_from(cluster, "robin@example.com") == 1
        assert await _leads_from(cluster, "kim@example.com") == 1
        assert _dealer_mails_about(cluster.smtp, "Robin") == 1  # exactly once
        assert _dealer_mails_about(cluster.smtp, "Kim") == 1

    # A host that would share the database, Redis and the store without the shared
    # secret stops at once, saying why, instead of rejecting the other hosts' tokens.
    for refused in cluster.refused:
        _out, said = await asyncio.to_thread(refused.communicate, timeout=60)
        assert refused.returncode == 2, said
        assert said.startswith(
            "Not starting: FORECOURT_SECRET_KEY is not set, but this host shares an object store "
            "for media with others."
        ), said


async def _nothing_waiting(cluster: Cluster) -> bool:
    return not await _undelivered(cluster)
