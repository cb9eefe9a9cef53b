"""Browser tests: the live demo server (tests/conftest.py) driven by Debian's Chromium."""

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import REPO

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
    # Evaluated through DevTools, not injected as an inline <script>: the pages' CSP forbids those.
    page.evaluate(AXE_JS.read_text())
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
