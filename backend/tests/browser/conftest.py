"""Browser tests: the live demo server (tests/conftest.py) driven by Debian's Chromium."""

import functools
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.conftest import CONSOLE_OWNER, CONSOLE_PASSWORD, CONSOLE_SALES, CONSOLE_SITE, REPO

# Debian's Chromium headless shell (chromium-headless-shell): the same engine without the rest of
# the browser, at half the CPU a page. FORECOURT_CHROMIUM=/usr/bin/chromium runs the full browser.
CHROMIUM = os.environ.get("FORECOURT_CHROMIUM", "/usr/bin/chromium-headless-shell")
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
        pytest.fail(f"{CHROMIUM} is missing: apt-get install chromium-headless-shell")
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


@functools.cache
def _axe_source() -> str:
    return AXE_JS.read_text()


SETTLE_ANIMATIONS_JS = """() => {
    const finite = document.getAnimations().filter(
        (a) => a.effect && Number.isFinite(a.effect.getComputedTiming().endTime));
    const settled = Promise.all(finite.map((a) => a.finished.catch(() => null)));
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))]);
}"""


def axe_violations(
    page: Any, impacts: tuple[str, ...] = ("serious", "critical")
) -> list[dict[str, Any]]:
    """Runs axe-core in the page; returns the violations of the given impacts, summarised."""
    # Evaluated through DevTools, not injected as an inline <script>: the pages' CSP forbids those.
    # Once per document: compiling axe's 650 KB costs Chromium 0.2 CPU-s, and a test checks the
    # same page again after each step it takes in it (a dialog opened, a form sent).
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(_axe_source())
    # Colours are measured at rest: a button's hover transition caught halfway (the pointer is
    # still on what was just clicked) is neither of its real states. Only finite animations are
    # awaited (a spinner's never finishes), and never for more than two seconds.
    page.evaluate(SETTLE_ANIMATIONS_JS)
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


SAVE = """async ([path, body]) => {
  const me = await (await fetch('/api/v1/console/auth/session')).json();
  const r = await fetch('/api/v1/console' + path, {method: 'PUT', body: JSON.stringify(body),
    headers: {'Content-Type': 'application/json', 'X-CSRF-Token': me.csrf_token}});
  return r.status;
}"""


def console_sign_in(page: Page, live_server: str, email: str) -> Page:
    page.goto(live_server.format(slug=CONSOLE_SITE) + "/console")
    page.get_by_label("E-mail address").fill(email)
    page.get_by_label("Password").fill(CONSOLE_PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("navigation", name="Console")).to_be_visible()
    return page


@pytest.fixture
def sales_page(page: Page, live_server: str) -> Page:
    """The demo site's console signed in as its salesperson (sales over every dealership)."""
    return console_sign_in(page, live_server, CONSOLE_SALES)


@pytest.fixture
def owner_page(page: Page, live_server: str) -> Iterator[Page]:
    """The console's owner of the demo site, signed in; the site's settings are put back after."""
    base = live_server.format(slug=CONSOLE_SITE)
    page.goto(base + "/console")
    page.get_by_label("E-mail address").fill(CONSOLE_OWNER)
    page.get_by_label("Password").fill(CONSOLE_PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("navigation", name="Console")).to_be_visible()
    saved: dict[str, Any] = page.evaluate("fetch('/api/v1/console/settings').then(r => r.json())")
    yield page
    page.goto(base + "/console")
    assert page.evaluate(SAVE, ["/settings/config", saved["config"]]) == 200
    assert page.evaluate(SAVE, ["/settings/theme", saved["theme"]]) == 200
