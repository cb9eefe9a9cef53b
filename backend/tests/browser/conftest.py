"""Browser tests: a real server on loopback serving the demo sites, driven by Debian's Chromium."""

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

REPO = Path(__file__).resolve().parents[3]
CHROMIUM = os.environ.get("FORECOURT_CHROMIUM", "/usr/bin/chromium")
AXE_JS = REPO / "frontend" / "node_modules" / "axe-core" / "axe.min.js"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """`forecourt demo` into a fresh SQLite file, then `forecourt serve` on a free port.

    Yields the base URL template "http://{slug}.localhost:PORT" (format with slug=...).
    """
    if not (REPO / "frontend" / "dist" / "index.html").is_file():
        pytest.fail(
            "frontend/dist is missing: run `make build` (make test does) before browser tests"
        )
    var = tmp_path_factory.mktemp("live")
    env = {
        **os.environ,
        "FORECOURT_DATABASE_URL": f"sqlite+aiosqlite:///{var / 'live.db'}",
        "FORECOURT_VAR_DIR": str(var),
        "FORECOURT_ENV": "test",
    }
    env.pop("REDIS_URL", None)
    forecourt = [sys.executable, "-m", "forecourt.cli"]
    subprocess.run([*forecourt, "demo"], env=env, check=True, capture_output=True)
    port = _free_port()
    server = subprocess.Popen(
        [*forecourt, "serve", "--port", str(port)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=open(var / "server.log", "w"),  # noqa: SIM115 - lives as long as the server
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.2)
    else:
        server.kill()
        pytest.fail("server did not start: " + (var / "server.log").read_text()[-2000:])
    yield f"http://{{slug}}.localhost:{port}"
    server.terminate()
    server.wait(timeout=10)


@pytest.fixture(scope="session")
def demo_sites(live_server: str) -> list[dict[str, Any]]:
    port = live_server.rsplit(":", 1)[1]
    sites: list[dict[str, Any]] = httpx.get(f"http://127.0.0.1:{port}/api/v1/sites").json()
    return sites


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install chromium")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-AU")
    page = context.new_page()
    yield page
    context.close()


def axe_violations(
    page: Any, impacts: tuple[str, ...] = ("serious", "critical")
) -> list[dict[str, Any]]:
    """Runs axe-core in the page; returns the violations of the given impacts, summarised."""
    page.add_script_tag(path=str(AXE_JS))
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return [
        {
            "id": v["id"],
            "impact": v["impact"],
            "help": v["help"],
            "nodes": [n["target"] for n in v["nodes"][:5]],
        }
        for v in result["violations"]
        if v["impact"] in impacts
    ]


def assert_accessible(page: Any) -> None:
    violations = axe_violations(page)
    assert not violations, json.dumps(violations, indent=2)
