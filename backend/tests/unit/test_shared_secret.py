"""A host that shares PostgreSQL and Redis, or an object store, with others needs the shared
signing key; one host alone makes its own in var/."""

import os

import pytest

from forecourt.core.secrets import SharedSecretMissing, require_shared_secret
from forecourt.core.settings import Settings

PG = "postgresql+asyncpg://forecourt@db/forecourt"


@pytest.mark.parametrize(
    "settings",
    [
        Settings(),  # make run: SQLite, no Redis, media on disk
        Settings(database_url=PG),  # one host on PostgreSQL
        Settings(redis_url="redis://cache:6379/0"),  # SQLite with Redis: still one host
        Settings(database_url=PG, redis_url="redis://cache", secret_key="s" * 64),
        Settings(media_url="s3://media", secret_key="s" * 64),
    ],
)
def test_one_host_or_a_shared_key_starts(settings: Settings):
    require_shared_secret(settings)


@pytest.mark.parametrize(
    ("settings", "shared"),
    [
        (Settings(database_url=PG, redis_url="redis://cache"), "a PostgreSQL database and Redis"),
        (Settings(media_url="s3://media/site-photos"), "an object store for media"),
    ],
)
def test_a_shared_start_without_the_key_stops_with_the_reason(settings: Settings, shared: str):
    with pytest.raises(SharedSecretMissing) as refused:
        require_shared_secret(settings)
    assert str(refused.value).startswith(
        f"FORECOURT_SECRET_KEY is not set, but this host shares {shared} with others."
    )
    assert "Set FORECOURT_SECRET_KEY to the same random value everywhere" in str(refused.value)


@pytest.mark.parametrize("command", [["worker"], ["serve", "--port", "1"]])
def test_serve_and_worker_refuse_a_shared_start_without_the_key(command: list[str], tmp_path):
    from typer.testing import CliRunner

    from forecourt.cli import app
    from forecourt.core.settings import get_settings

    # Every variable the command may set is named, so the runner puts each back afterwards.
    env = {"FORECOURT_MEDIA_URL": "s3://media", "FORECOURT_SECRET_KEY": "",
           "FORECOURT_VAR_DIR": str(tmp_path), "FORECOURT_PLATFORM_BASE_URL": None}  # fmt: skip
    before = os.environ.get("FORECOURT_PLATFORM_BASE_URL")
    get_settings.cache_clear()
    try:
        result = CliRunner().invoke(app, command, env=env)
    finally:
        get_settings.cache_clear()
    assert result.exit_code == 2
    assert os.environ.get("FORECOURT_PLATFORM_BASE_URL") == before
    assert "Not starting: FORECOURT_SECRET_KEY is not set, but this host shares an object " in (
        result.output
    )
