"""A real server for the benchmarks that need real HTTP (Lighthouse, the load generator): the demo
sites in a temporary database, served by `forecourt serve` (one uvicorn worker, as `make run`) on a
free loopback port, stopped afterwards."""

import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

READY_SECONDS = 60.0
PAGES_AHEAD_SECONDS = 600.0


@dataclass(frozen=True)
class LiveServer:
    port: int
    sites: list[str]  # slugs, each served at http://{slug}.localhost:{port}
    pid: int

    def base_url(self, slug: str) -> str:
        return f"http://{slug}.localhost:{self.port}"

    def get_json(self, slug: str, path: str, **params: object) -> Any:
        """GET on loopback with the site's Host header (the resolver knows no *.localhost)."""
        response = httpx.get(
            f"http://127.0.0.1:{self.port}{path}",
            params=params,  # type: ignore[arg-type]
            headers={"Host": f"{slug}.localhost:{self.port}"},
            timeout=30,
        )
        response.raise_for_status()
        return response.json()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _env(workdir: Path, pages_ahead: bool = False) -> dict[str, str]:
    env = {
        **os.environ,
        "FORECOURT_DATABASE_URL": f"sqlite+aiosqlite:///{workdir / 'demo.db'}",
        "FORECOURT_VAR_DIR": str(workdir / "var"),
        "FORECOURT_ENV": "production",
        "FORECOURT_LOG_LEVEL": "WARNING",  # no access-log line per measured request
        "FORECOURT_PAGES_AHEAD": str(pages_ahead).lower(),
    }
    for name in ("DATABASE_URL", "REDIS_URL", "FORECOURT_REDIS_URL"):
        env.pop(name, None)
    return env


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "forecourt.cli", *args]


def wait_until_ready(port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + READY_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"forecourt serve exited with {process.returncode}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"forecourt serve did not answer on port {port} in {READY_SECONDS:.0f} s")


@contextmanager
def demo_database(extra_args: tuple[str, ...] = ()) -> Iterator[Path]:
    """`forecourt demo` (plus `extra_args`) into a fresh database in a temporary directory."""
    with tempfile.TemporaryDirectory(prefix="forecourt-live-") as tmp:
        workdir = Path(tmp)
        subprocess.run(
            _cli("demo", *extra_args), env=_env(workdir), check=True, stdout=subprocess.DEVNULL
        )
        yield workdir


def wait_for_pages_ahead(workdir: Path, process: subprocess.Popen[bytes], since: float) -> float:
    """Until the first pass of pages made ahead (web/pages_ahead.py) of the server started at
    `since` (epoch seconds) is done; its seconds."""
    from forecourt.web.pages_ahead import STATUS_FILE

    started = time.monotonic()
    while time.monotonic() - started < PAGES_AHEAD_SECONDS:
        if process.poll() is not None:
            raise RuntimeError(f"forecourt serve exited with {process.returncode}")
        statuses = (workdir / "var" / "kept").glob(f"*/{STATUS_FILE}")
        if any(status.stat().st_mtime >= since for status in statuses):
            return time.monotonic() - started
        time.sleep(0.5)
    raise RuntimeError(f"no pages were made ahead in {PAGES_AHEAD_SECONDS:.0f} s")


@contextmanager
def serving(workdir: Path, workers: int = 1, pages_ahead: bool = False) -> Iterator[LiveServer]:
    """`forecourt serve` on the demo database in `workdir`, started afresh (nothing kept yet);
    with `pages_ahead`, once it has made its pages ahead."""
    port = free_port()
    since = time.time()
    process = subprocess.Popen(
        _cli("serve", "--port", str(port), "--workers", str(workers)),
        env=_env(workdir, pages_ahead),
    )
    try:
        wait_until_ready(port, process)
        if pages_ahead:
            wait_for_pages_ahead(workdir, process, since)
        yield LiveServer(port, demo_slugs(), process.pid)
    finally:
        process.terminate()
        process.wait(timeout=30)


@contextmanager
def live_demo_server(extra_args: tuple[str, ...] = ()) -> Iterator[LiveServer]:
    """`forecourt demo` (plus `extra_args`) into a fresh database, then one server process."""
    with demo_database(extra_args) as workdir, serving(workdir) as server:
        yield server


def demo_slugs() -> list[str]:
    from forecourt.demo.sites import SITES

    return [site.slug for site in SITES]
