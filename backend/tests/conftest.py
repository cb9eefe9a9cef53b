"""Shared fixtures: a migrated database per backend (SQLite always, PostgreSQL when
FORECOURT_TEST_POSTGRES_URL is set), a clean slate per test, and clients addressed by host name."""

import os
import uuid
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import httpx
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession

from forecourt.core.db import make_engine, make_sessionmaker
from forecourt.core.migrate import upgrade
from forecourt.core.settings import Settings
from forecourt.main import create_app
from forecourt.models import Base
from forecourt.tenancy.public import clear_public_cache

PG_URL = os.environ.get("FORECOURT_TEST_POSTGRES_URL")
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
    )


@pytest.fixture
async def engine(settings: Settings) -> AsyncIterator[AsyncEngine]:
    engine = make_engine(settings.database_url, settings.database_schema)
    yield engine
    # A clean slate for the next test: empty every table (children first).
    async with engine.begin() as conn:
        for table in reversed(Base.metadata.sorted_tables):
            await conn.execute(table.delete())
    await engine.dispose()
    clear_public_cache()


@pytest.fixture
async def session(engine: AsyncEngine) -> AsyncIterator[AsyncSession]:
    """For arranging data; commit before calling the app."""
    async with make_sessionmaker(engine)() as session:
        yield session


@pytest.fixture
async def app(settings: Settings, engine: AsyncEngine):  # type: ignore[no-untyped-def]
    application = create_app(settings)
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


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Browser tests run last: Playwright's sync API leaves an event loop running in this thread,
    # after which pytest-asyncio cannot start its own for the async tests.
    items.sort(key=lambda item: item.get_closest_marker("browser") is not None)
