"""Async engine and sessions. One engine per process; sessions per request."""

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import Depends, Request
from sqlalchemy import JSON, DateTime, Dialect, MetaData, TypeDecorator, event
from sqlalchemy.ext.asyncio import (
    AsyncEngine,
    AsyncSession,
    async_sessionmaker,
    create_async_engine,
)
from sqlalchemy.orm import DeclarativeBase

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class UtcDateTime(TypeDecorator[datetime]):
    """A timezone-aware timestamp on every database: stored in UTC, read back with tzinfo=UTC.

    PostgreSQL keeps `timestamptz`; SQLite keeps text without an offset and hands back naive
    values, which would leave the API as naive (non RFC 3339) datetimes."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        value = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map = {dict[str, Any]: JSON, list[str]: JSON, datetime: UtcDateTime}


def make_engine(
    url: str, schema: str | None = None, *, pool_size: int = 10, max_overflow: int = 10
) -> AsyncEngine:
    pool = {"pool_size": pool_size, "max_overflow": max_overflow}
    if url.startswith("sqlite"):
        if ":memory:" in url:  # one connection, kept (StaticPool): there is no pool to size
            pool = {}
        engine = create_async_engine(url, connect_args={"timeout": 30}, **pool)

        @event.listens_for(engine.sync_engine, "connect")
        def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
            cur = dbapi_conn.cursor()
            # WAL lets the server read while an import writes; FKs are off by default in SQLite.
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA synchronous=NORMAL")
            cur.close()

        return engine
    # A schema lets several deployments (or test runs) share one PostgreSQL database.
    connect_args = {"server_settings": {"search_path": schema}} if schema else {}
    return create_async_engine(url, pool_pre_ping=True, connect_args=connect_args, **pool)


def make_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return async_sessionmaker(engine, expire_on_commit=False)


async def refresh_statistics(engine: AsyncEngine) -> None:
    """SQLite plans queries by index statistics it gathers only when asked (ANALYZE). Without
    them, a query scoped to one site of many picked a global index (car type, colour) over the
    site's and read every site's cars: 1.5 s for a 280-car site's search index among 1,000 sites,
    25 ms with them. Run after bulk changes and as the app starts; a sampled ANALYZE takes
    milliseconds. PostgreSQL keeps its own (autovacuum)."""
    if engine.dialect.name != "sqlite":
        return
    async with engine.begin() as conn:
        await conn.exec_driver_sql("PRAGMA analysis_limit=1000")
        await conn.exec_driver_sql("ANALYZE")


async def get_session(request: Request) -> AsyncIterator[AsyncSession]:
    maker: async_sessionmaker[AsyncSession] = request.app.state.sessionmaker
    async with maker() as session:
        yield session


DbSession = Annotated[AsyncSession, Depends(get_session)]


async def get_sessionmaker(request: Request) -> async_sessionmaker[AsyncSession]:
    maker: async_sessionmaker[AsyncSession] = request.app.state.sessionmaker
    return maker


SessionMaker = Annotated[async_sessionmaker[AsyncSession], Depends(get_sessionmaker)]
