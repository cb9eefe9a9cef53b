"""Shared fixtures: a migrated database per backend (SQLite always, PostgreSQL when
FORECOURT_TEST_POSTGRES_URL is set), a clean slate per test, and clients addressed by host name."""

import fcntl
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

import forecourt.main
from forecourt.core.clock import utcnow
from forecourt.core.db import make_engine, make_sessionmaker
from forecourt.core.kept_values import forget_every_kept_value
from forecourt.core.migrate import upgrade
from forecourt.core.settings import Settings
from forecourt.demo.sites import SITES as DEMO_SITE_PLANS
from forecourt.locations.hours import load_holiday_calendars
from forecourt.main import create_app
from forecourt.models import Base
from forecourt.storefront.public import clear_public_cache
from tests.fastapi_routes import share_openapi_documents, share_route_analysis
from tests.https_feed_server import FeedServer, https_feed_server
from tests.shared_engines import dispose_all, shared_engine

share_route_analysis()  # every test's app shares one analysis of the routes
share_openapi_documents()  # and one OpenAPI document
forecourt.main.make_engine = shared_engine  # and one engine per database (tests/shared_engines.py)

REPO = Path(__file__).resolve().parents[2]
PG_URL = os.environ.get("FORECOURT_TEST_POSTGRES_URL")
RATE_LIMITED = tuple(Settings.model_fields["rate_limits"].default)
BACKENDS = ["sqlite", "postgres"]


def _asyncpg_url(url: str) -> str:
    return (
        url.replace("postgresql://", "postgresql+asyncpg://", 1)
        if url.startswith("postgresql://")
        else url
    )


@pytest.fixture(scope="session", params=BACKENDS)
def database(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> tuple[str, str | None]:
    """A freshly migrated database: a SQLite file, or a private schema in the PostgreSQL test DB."""
    if request.param == "sqlite":
        url = f"sqlite+aiosqlite:///{tmp_path_factory.mktemp('db') / 'test.db'}"
        upgrade(url)
        return url, None
    if not PG_URL:
        pytest.skip("FORECOURT_TEST_POSTGRES_URL not set")
    schema = f"fc_test_{uuid.uuid4().hex[:10]}"
    base = _asyncpg_url(PG_URL)
    import asyncio

    async def _create_schema() -> None:
        engine = make_engine(base)
        async with engine.begin() as conn:
            await conn.execute(text(f'CREATE SCHEMA "{schema}"'))
        await engine.dispose()

    asyncio.run(_create_schema())
    upgrade(base, schema)
    request.addfinalizer(lambda: asyncio.run(_drop_schema(base, schema)))
    return base, schema


async def _drop_schema(base: str, schema: str) -> None:
    engine = make_engine(base)
    async with engine.begin() as conn:
        await conn.execute(text(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE'))
    await engine.dispose()


@pytest.fixture
def settings(database: tuple[str, str | None], tmp_path: Path) -> Settings:
    return Settings(
        env="test",
        database_url=database[0],
        database_schema=database[1],
        redis_url=None,
        var_dir=tmp_path / "var",
        # Where links in messages point: the platform as the tests' clients address it.
        platform_base_url="http://localhost",
        # In-process clients read a response whole: an event stream there ends after one probe.
        event_stream_seconds=0.2,
        # A token proof of work for the tests' captchas (tests/captcha.py solves each in Python:
        # a quarter of a CPU-second at the standard cost); tests/unit/test_captcha_cost.py holds
        # the standard one.
        captcha_cost="low",
    )


@pytest.fixture
async def engine(settings: Settings) -> AsyncIterator[AsyncEngine]:
    engine = shared_engine(settings.database_url, settings.database_schema)
    yield engine
    await _empty_every_table(engine)
    await dispose_all()  # their connections belong to this test's event loop
    clear_public_cache()
    forget_every_kept_value()


# A clean slate for the next test: every table emptied, children first, in one script. A statement
# a table was a round trip each, most of a test's teardown on PostgreSQL.
EMPTY_EVERY_TABLE = ";\n".join(
    f'DELETE FROM "{table.name}"' for table in reversed(Base.metadata.sorted_tables)
)


async def _empty_every_table(engine: AsyncEngine) -> None:
    async with engine.connect() as conn:
        driver = (await conn.get_raw_connection()).driver_connection
        assert driver is not None
        if engine.dialect.name == "sqlite":
            await driver.executescript(EMPTY_EVERY_TABLE)  # aiosqlite
        else:
            await driver.execute(EMPTY_EVERY_TABLE)  # asyncpg: one implicit transaction


@pytest.fixture
async def session(engine: AsyncEngine) -> AsyncIterator[AsyncSession]:
    """For arranging data; commit before calling the app."""
    async with make_sessionmaker(engine)() as session:
        yield session


@pytest.fixture
async def app(settings: Settings, engine: AsyncEngine):  # type: ignore[no-untyped-def]
    application = create_app(settings)
    # What the server's start-up warms (main.warm_up_steps) and these in-process apps never
    # start: the state holiday calendars every lead's response target reads (cached per process).
    load_holiday_calendars(utcnow().year)
    yield application
    await application.state.engine.dispose()


ClientFor = Callable[[str], httpx.AsyncClient]


@pytest.fixture
async def client_for(app) -> AsyncIterator[ClientFor]:  # type: ignore[no-untyped-def]
    """client_for("toyota") -> a client whose requests carry Host: toyota.localhost."""
    clients: list[httpx.AsyncClient] = []

    def make(slug_or_host: str) -> httpx.AsyncClient:
        host = (
            slug_or_host
            if "." in slug_or_host or slug_or_host == "localhost"
            else f"{slug_or_host}.localhost"
        )
        client = httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url=f"http://{host}"
        )
        clients.append(client)
        return client

    yield make
    for client in clients:
        await client.aclose()


# --- a live server with the demo sites, for the browser and contract tests -----------------------


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


# The live server delivers leads to these real receivers on loopback; Northside Mazda's
# dealership also sends a signed webhook (tests/browser/test_lead_forms.py reads both).
LIVE_WEBHOOK_SECRET = "whsec-live-0123456789abcdef"
LIVE_WEBHOOK_DEALERSHIP = "northside-mazda-windsor"


@pytest.fixture
def smtp() -> Iterator[Any]:
    """An SMTP server (aiosmtpd) on loopback for one test."""
    from tests.loopback import SmtpServer

    server = SmtpServer().start()
    yield server
    server.stop()


@pytest.fixture
def webhook() -> Iterator[Any]:
    """A webhook receiver on loopback for one test."""
    from tests.loopback import WebhookReceiver

    receiver = WebhookReceiver()
    yield receiver
    receiver.close()


@pytest.fixture(scope="session")
def live_smtp() -> Iterator[Any]:
    from tests.loopback import SmtpServer

    server = SmtpServer().start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def live_webhook() -> Iterator[Any]:
    from tests.loopback import WebhookReceiver

    receiver = WebhookReceiver()
    yield receiver
    receiver.close()


# The group site's console owner on the live server.
CONSOLE_SITE = "tasman-wide-group"
CONSOLE_OWNER = "olive.owner@tasmanwidegroup.example"
CONSOLE_MANAGER = "max.manager@tasmanwidegroup.example"
CONSOLE_SALES = "sasha.sales@tasmanwidegroup.example"  # the sales role over every dealership
CONSOLE_OPERATOR = "opal.operator@forecourt.example"
CONSOLE_PASSWORD = "owner's long password"


@pytest.fixture(scope="session")
def live_feed_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[FeedServer]:
    """An HTTPS stock feed server on loopback whose test CA the live server trusts."""
    with https_feed_server(tmp_path_factory.mktemp("feeds")) as server:
        yield server


FORECOURT_CLI = [sys.executable, "-m", "forecourt.cli"]


def _demo_env(var: Path) -> dict[str, str]:
    env = {
        **os.environ,
        "FORECOURT_DATABASE_URL": f"sqlite+aiosqlite:///{var / 'live.db'}",
        "FORECOURT_VAR_DIR": str(var),
        # Development: texts (the sign-in codes) stay in the development mailbox, which the
        # browser tests read like a developer running `make run` would.
        "FORECOURT_ENV": "development",
        # The demo's console users and the sign-in check of an unknown address cost a token
        # argon2 pass: the standard one is a fifth of a CPU-second per browser test's sign-in.
        "FORECOURT_PASSWORD_COST": "low",
        # Forms' captchas at a token proof of work (a third of a CPU-second a form in Chromium
        # otherwise); tests/unit/test_captcha_cost.py holds the standard one.
        "FORECOURT_CAPTCHA_COST": "low",
        # Every demo car's page made ahead is a minute of CPU beside each live server's tests,
        # which ask for a few pages; tests/api/test_pages_ahead.py holds the pages made ahead.
        "FORECOURT_PAGES_AHEAD": "false",
    }
    env.pop("REDIS_URL", None)
    return env


def _build_demo(var: Path) -> None:
    """`forecourt demo` and the console's users, as `make run` makes them."""
    env = _demo_env(var)
    subprocess.run([*FORECOURT_CLI, "demo"], env=env, check=True, capture_output=True)
    for email, name, role in (
        (CONSOLE_OWNER, "Olive Owner", "owner"),
        (CONSOLE_MANAGER, "Max Manager", "manager"),
        (CONSOLE_SALES, "Sasha Sales", "sales"),
    ):
        subprocess.run(
            [*FORECOURT_CLI, "console", "owner", CONSOLE_SITE, "--email", email,
             "--name", name, "--password", CONSOLE_PASSWORD, "--role", role],
            env=env, check=True, capture_output=True,
        )  # fmt: skip
    subprocess.run(
        [*FORECOURT_CLI, "console", "operator", "--email", CONSOLE_OPERATOR,
         "--name", "Opal Operator", "--password", CONSOLE_PASSWORD],
        env=env, check=True, capture_output=True,
    )  # fmt: skip


@pytest.fixture(scope="session")
def demo_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo sites' database, built once per run by the first pytest worker that asks (the
    others wait on a lock) and copied by every live server: a build costs far more than a copy."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the run's directory, above each worker's own
    built = shared / "demo-build"
    with open(shared / "demo-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (built / "built").exists():
            shutil.rmtree(built, ignore_errors=True)
            built.mkdir()
            _build_demo(built)
            (built / "built").touch()
    return built / "live.db"


# The demo's drawn pictures and the resized renditions of every picture, under keys whose content
# never changes (media/uploads.py), so every live server of the run may share them: each drew and
# encoded the same thousand pictures, some twenty CPU-seconds apiece. Writes are atomic
# (media/image_cache.py).
SHARED_PICTURE_DIRS = ("media/demo", "cache/images")


def _demo_copy(demo_database: Path, var: Path) -> dict[str, str]:
    """A live server's own copy of the demo database in `var`, sharing the run's pictures, and
    the environment naming it."""
    shutil.copyfile(demo_database, var / "live.db")
    pictures = demo_database.parent.parent / "pictures"  # the run's directory (demo_database)
    for folder in SHARED_PICTURE_DIRS:
        (pictures / folder).mkdir(parents=True, exist_ok=True)
        (var / folder).parent.mkdir(parents=True, exist_ok=True)
        (var / folder).symlink_to(pictures / folder, target_is_directory=True)
    return _demo_env(var)


@pytest.fixture(scope="session")
def live_server(
    tmp_path_factory: pytest.TempPathFactory,
    demo_database: Path,
    live_smtp: Any,
    live_webhook: Any,
    live_feed_server: FeedServer,
) -> Iterator[str]:
    """The demo sites (a copy of `demo_database`) served by `forecourt serve` on a free port,
    sending its e-mail to `live_smtp` and Northside Mazda's webhook to `live_webhook`.

    Yields the base URL template "http://{slug}.localhost:PORT" (format with slug=...).
    """
    if not (REPO / "frontend" / "dist" / "index.html").is_file():
        pytest.fail(
            "frontend/dist is missing: run `make build` (make test does) before browser tests"
        )
    var = tmp_path_factory.mktemp("live")
    env = {
        **_demo_copy(demo_database, var),
        "FORECOURT_SMTP_URL": live_smtp.url,
        "FORECOURT_OUTBOX_POLL_SECONDS": "0.2",
        "FORECOURT_FEED_CA_FILE": str(live_feed_server.ca_file),
        "FORECOURT_FEED_PRIVATE_HOSTS": "true",
        # The contract test fuzzes the write endpoints thousands of times from one address;
        # the limits themselves are proved by tests/api/test_rate_limits.py. A one-second window
        # keeps the moving windows short (a minute's would hold every request of the run).
        "FORECOURT_RATE_LIMITS": json.dumps({name: "1000000/second" for name in RATE_LIMITED}),
    }
    subprocess.run(
        [*FORECOURT_CLI, "dealership", "destinations", LIVE_WEBHOOK_DEALERSHIP,
         "--email", "sales@northsidemazda.com.au",
         "--adf-email", f"adf-{LIVE_WEBHOOK_DEALERSHIP}@crm.example",
         "--webhook-url", live_webhook.url, "--webhook-secret", LIVE_WEBHOOK_SECRET],
        env=env, check=True, capture_output=True,
    )  # fmt: skip
    yield from _serve(env, var)


# Module-scoped: it serves tests/browser/test_first_screen.py only and stops after it, so the later
# browser tests (a captcha's proof of work on 2 cores) do not share the machine with it.
@pytest.fixture(scope="module")
def browser_rendering_live_server(
    tmp_path_factory: pytest.TempPathFactory, demo_database: Path
) -> Iterator[str]:
    """The demo sites served with server rendering off (pages/server_render.py), as when a render
    fails: the browser draws each first screen from the inlined data. Yields the same URL template
    as live_server, which renders on the server as shipped."""
    var = tmp_path_factory.mktemp("browser-rendering")
    env = {**_demo_copy(demo_database, var), "FORECOURT_SERVER_RENDER": "false"}
    yield from _serve(env, var)


# The logs of this process's live servers: a failed test that used one carries the end of each,
# as a hang or a slow answer is only ever explained there.
SERVER_LOGS: list[Path] = []
SERVER_LOG_LINES = 40


def _answers_health(url: str, deadline: float) -> bool:
    """Whether `url` answers 200 before `deadline`, asked every 0.2 s over one client: each new
    httpx client loads the system's CA bundle, 38 ms of CPU taken from the server starting up."""
    with httpx.Client(timeout=1) as http:
        while time.monotonic() < deadline:
            try:
                if http.get(url).status_code == 200:
                    return True
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
    return False


def _serve(env: dict[str, str], var: Path) -> Iterator[str]:
    """`forecourt serve` on a free port until the session ends."""
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "forecourt.cli", "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=open(var / "server.log", "w"),  # noqa: SIM115 - lives as long as the server
    )
    SERVER_LOGS.append(var / "server.log")
    if not _answers_health(f"http://127.0.0.1:{port}/healthz", time.monotonic() + 30):
        server.kill()
        pytest.fail("server did not start: " + (var / "server.log").read_text()[-2000:])
    yield f"http://{{slug}}.localhost:{port}"
    server.terminate()
    server.wait(timeout=10)
    # Stopped by SIGTERM, as a supervisor stops it, it removes what its workers shared.
    shared = [var / "kept", var / "search-index"]
    left = [path for root in shared if root.is_dir() for path in root.iterdir()]
    assert not left, f"forecourt serve left {left} behind"


@pytest.fixture(scope="session")
def demo_sites(live_server: str) -> list[dict[str, Any]]:
    port = live_server.rsplit(":", 1)[1]
    sites: list[dict[str, Any]] = httpx.get(f"http://127.0.0.1:{port}/api/v1/sites").json()
    # The demo's own sites: the wizard's tests add sites of their own to the same live server.
    demo = {plan.slug for plan in DEMO_SITE_PLANS}
    return [site for site in sites if site["slug"] in demo]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Browser tests run last: Playwright's sync API leaves an event loop running in this thread,
    # after which pytest-asyncio cannot start its own for the async tests. The contract test, the
    # longest by far, runs first: under xdist one worker carries it while the other takes the rest
    # (xdist hands each worker its tests in this order, so browser tests stay last on each).
    items.sort(
        key=lambda item: (item.get_closest_marker("browser") is not None, not _is_contract(item))
    )


def _is_contract(item: pytest.Item) -> bool:
    return item.path.name == "test_openapi_contract.py"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    # The contract test counts its cases in the process that ran it; the count travels on the
    # report, so the summary prints under xdist too.
    report = yield
    if report.failed and "live_server" in getattr(item, "fixturenames", ()):
        for log in SERVER_LOGS:
            if log.is_file():
                tail = log.read_text(errors="replace").splitlines()[-SERVER_LOG_LINES:]
                report.sections.append((f"end of {log}", "\n".join(tail)))
    if report.when == "call" and _is_contract(item):
        from tests.contract.test_openapi_contract import contract_summary

        summary = contract_summary()
        if summary:
            report.user_properties.append(("contract", summary))
    return report


def pytest_terminal_summary(terminalreporter: Any) -> None:
    for outcome in ("passed", "failed"):
        for report in terminalreporter.stats.get(outcome, []):
            if hasattr(report, "context"):
                continue  # a subtest's report (one operation): the test's own carries the total
            for name, value in getattr(report, "user_properties", ()):
                if name == "contract":
                    terminalreporter.write_line(value)
