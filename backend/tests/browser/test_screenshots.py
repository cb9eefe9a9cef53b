"""`make screenshots`: the three demo home pages at desktop and phone width, into
docs/screenshots/ (regenerated, never compared: a picture for people, not a test)."""

from typing import Any

import pytest

from tests.conftest import REPO

pytestmark = [pytest.mark.browser, pytest.mark.screenshots]
OUT = REPO / "docs" / "screenshots"
SITES = ("northside-mazda", "tasman-wide-group", "redgum-car-co")
WIDTHS = {"desktop": (1366, 900), "phone": (390, 844)}


@pytest.mark.parametrize("slug", SITES)
@pytest.mark.parametrize("device", list(WIDTHS))
def test_home_page_screenshot(browser: Any, live_server: str, slug: str, device: str) -> None:
    width, height = WIDTHS[device]
    # Reduced motion: the hero stays on its first slide, so the pictures are the same each run.
    context = browser.new_context(
        viewport={"width": width, "height": height}, reduced_motion="reduce"
    )
    page = context.new_page()
    try:
        page.goto(live_server.format(slug=slug) + "/")
        page.wait_for_load_state("networkidle")
        # Scroll through once so the lazy pictures below the fold load, then back to the top.
        for y in range(0, page.evaluate("document.body.scrollHeight"), height // 2):
            page.evaluate(f"window.scrollTo(0, {y})")
            page.wait_for_timeout(100)
        page.evaluate("window.scrollTo(0, 0)")
        page.wait_for_load_state("networkidle")
        OUT.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(OUT / f"{slug}-home-{device}.png"), full_page=True)
    finally:
        context.close()
