"""Runs Alembic migrations programmatically (CLI, tests, `make run`)."""

from alembic import command
from alembic.config import Config

from forecourt.core.settings import BACKEND_DIR


def alembic_config(database_url: str, schema: str | None = None) -> Config:
    config = Config(str(BACKEND_DIR / "alembic.ini"))
    config.set_main_option("script_location", str(BACKEND_DIR / "migrations"))
    config.attributes["database_url"] = database_url
    config.attributes["database_schema"] = schema
    config.attributes["skip_logging"] = True
    return config


def upgrade(database_url: str, schema: str | None = None) -> None:
    command.upgrade(alembic_config(database_url, schema), "head")
