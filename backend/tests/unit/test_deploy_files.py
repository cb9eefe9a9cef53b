"""deploy/compose.yaml runs what the multi-host test runs: the same commands, and the same
settings apart from the test's own two and the proxy's address that only a real network has."""

from pathlib import Path

import yaml

from tests.multihost.test_scale_out import cluster_settings
from tests.object_store import S3Endpoint

DEPLOY = Path(__file__).resolve().parents[3] / "deploy"
TEST_ONLY = {"FORECOURT_DATABASE_SCHEMA", "FORECOURT_RATE_LIMITS"}
COMPOSE_ONLY = {"FORECOURT_TRUSTED_PROXIES"}  # the reverse proxy's network


def _compose() -> dict:  # type: ignore[type-arg]
    return yaml.safe_load((DEPLOY / "compose.yaml").read_text())


def test_the_compose_file_sets_the_settings_the_multi_host_test_runs_with():
    services = _compose()["services"]
    tested = cluster_settings("postgresql+asyncpg://db", "schema", S3Endpoint("http://s3", "b"), "")
    for name in ("migrate", "host-a", "host-b", "worker"):
        assert set(services[name]["environment"]) - COMPOSE_ONLY == set(tested) - TEST_ONLY, name
        assert services[name]["environment"]["FORECOURT_OUTBOX_IN_PROCESS"] == "false"
        assert services[name]["environment"]["FORECOURT_MEDIA_URL"].startswith("s3://")


def test_the_compose_file_runs_the_commands_the_multi_host_test_runs():
    services = _compose()["services"]
    assert services["migrate"]["command"] == ["forecourt", "migrate"]
    for host in ("host-a", "host-b"):
        assert services[host]["command"][:2] == ["forecourt", "serve"]
    assert services["worker"]["command"] == ["forecourt", "worker"]
    assert {"postgres", "redis", "minio", "proxy"} <= set(services)


def test_the_image_is_built_in_two_stages_and_runs_as_a_user_of_its_own():
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    stages = [line for line in dockerfile.splitlines() if line.startswith("FROM ")]
    assert stages == ["FROM node:20-bookworm-slim AS frontend", "FROM python:3.11-slim-bookworm"]
    assert "USER forecourt" in dockerfile and "--no-dev" in dockerfile
