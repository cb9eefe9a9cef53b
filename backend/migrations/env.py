"""Alembic environment: one migration history for SQLite and PostgreSQL, run through the async engine."""

import asyncio
from logging.config import fileConfig

from alembic import context
from sqlalchemy.engine import Connection

from forecourt.core.db import make_engine
from forecourt.core.settings import get_settings
from forecourt.models import Base

config = context.config
if config.config_file_name is not None and not config.attributes.get("skip_logging"):
    fileConfig(config.config_file_name, disable_existing_loggers=False)

target_metadata = Base.metadata


def _url() -> str:
    return config.attributes.get("database_url") or get_settings().database_url


def _schema() -> str | None:
    if "database_url" in config.attributes:
        return config.attributes.get("database_schema")
    return get_settings().database_schema


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",  # SQLite needs batch ALTERs
    )
    with context.begin_transaction():
        context.run_migrations()


async def _run_async() -> None:
    engine = make_engine(_url(), _schema())
    async with engine.connect() as conn:
        if conn.dialect.name == "sqlite":
            # A batch ALTER copies the table and drops the old one; with foreign keys on, that DROP
            # cascades to every row that refers to it (all of a site's dealerships and cars).
            # SQLite ignores the pragma inside a transaction: set it before the first statement.
            await conn.exec_driver_sql("PRAGMA foreign_keys=OFF")
            await conn.commit()
        await conn.run_sync(_run)
        await conn.commit()
    await engine.dispose()


if context.is_offline_mode():
    context.configure(url=_url(), target_metadata=target_metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()
else:
    asyncio.run(_run_async())
