"""`make screenshots`: every page type a shopper passes (home, search, vehicle, finance, compare,
locations, offers, trade-in, sign-in) on the three demo sites, the group site's /success after a
reservation, and the console's leads with a customer's deal, at desktop and phone width, into
docs/screenshots/
(or FORECOURT_SCREENSHOTS_DIR; regenerated, never compared: a picture for people, not a test)."""

import itertools
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.demo_stock import demo_hits, site_api
from tests.browser.sign_in import verify_phone
from tests.conftest import CONSOLE_SITE, REPO
from tests.live_shopper import send_deal, send_enquiry, site_client

pytestmark = [pytest.mark.browser, pytest.mark.screenshots]
OUT = Path(os.environ.get("FORECOURT_SCREENSHOTS_DIR") or REPO / "docs" / "screenshots")
SITES = ("northside-mazda", "tasman-wide-group", "redgum-car-co")
WIDTHS = {"desktop": (1366, 900), "phone": (390, 844)}


# Every page type a shopper passes, by its path on the site (the compare page with 3 cars chosen).
PAGE_TYPES = (
    "home", "search", "vehicle", "finance", "compare", "locations", "offers", "trade-in", "sign-in",
)  # fmt: skip
# A picture shows the first screens, not a whole long page: enough to judge, quick to take.
SCREENS_PER_PICTURE = 3


def _page_paths(live_server: str, slug: str) -> tuple[dict[str, str], list[str]]:
    site = site_api(live_server, slug, "/api/v1/site")
    links = site["config"]["links"]
    cars = list(itertools.islice(demo_hits(live_server, slug, status="in_stock"), 10))
    cars = [h for h in cars if h["available"]][:3]
    paths = {
        "home": "/",
        "search": site["config"]["search"]["default_path"],
        "vehicle": cars[0]["path"],
        "finance": links["finance"],
        "compare": "/compare",
        "locations": f"/locations/{site['locations'][0]['slug']}",
        "offers": links["special_offers"],
        "trade-in": links["trade_in"],
        "sign-in": "/sign-in",
    }
    return paths, [c["slug"] for c in cars]


@pytest.mark.parametrize("slug", SITES)
@pytest.mark.parametrize("device", list(WIDTHS))
def test_every_page_type_screenshot(browser: Any, live_server: str, slug: str, device: str) -> None:
    """{slug}-{page}-{device}.png for each page type: one browser per site and width."""
    width, height = WIDTHS[device]
    paths, compared = _page_paths(live_server, slug)
    # Reduced motion: the hero stays on its first slide, so the pictures are the same each run.
    context = browser.new_context(
        viewport={"width": width, "height": height}, reduced_motion="reduce"
    )
    key, value = f"forecourt:{slug}:compare", json.dumps(compared)
    context.add_init_script(f"localStorage.setItem({key!r}, {value!r})")
    page = context.new_page()
    OUT.mkdir(parents=True, exist_ok=True)
    try:
        for name in PAGE_TYPES:
            page.goto(live_server.format(slug=slug) + paths[name])
            expect(page.locator("#main h1").first).to_be_visible()
            page.wait_for_load_state("networkidle")
            # Scroll through the screens pictured so their lazy photos load, then back to the top.
            tall = min(page.evaluate("document.body.scrollHeight"), SCREENS_PER_PICTURE * height)
            for y in range(0, tall, height // 2):
                page.evaluate(f"window.scrollTo(0, {y})")
                page.wait_for_timeout(80)
            page.evaluate("window.scrollTo(0, 0)")
            page.wait_for_load_state("networkidle")
            page.screenshot(
                path=str(OUT / f"{slug}-{name}-{device}.png"),
                full_page=True,
                clip={"x": 0, "y": 0, "width": width, "height": tall},
            )
    finally:
        context.close()


@pytest.mark.parametrize("device", list(WIDTHS))
def test_success_after_a_reservation_screenshot(
    browser: Any, live_server: str, device: str
) -> None:
    """The group site reserves at buy-online, signing the shopper in in place, then /success."""
    width, height = WIDTHS[device]
    # A new car of its own per width, from the end: the console's deal reserves the first car.
    cars = [
        h for h in demo_hits(live_server, CONSOLE_SITE, car_type="new") if "reserve" in h["buttons"]
    ]
    car = cars[-1 - list(WIDTHS).index(device)]
    context = browser.new_context(
        viewport={"width": width, "height": height}, reduced_motion="reduce"
    )
    page = context.new_page()
    try:
        page.goto(live_server.format(slug=CONSOLE_SITE) + car["path"])
        page.get_by_test_id("action-buttons").get_by_role("link", name="Reserve this Car").click()
        verify_phone(page, live_server, "Verify and continue")
        page.get_by_label("First name").fill("Mona")
        page.get_by_label("Last name").fill("Mobile")
        page.get_by_label("Email").fill("mona.mobile@example.com")
        page.get_by_role("button", name="Reserve this Car").click()
        expect(page.get_by_test_id("reservation")).to_contain_text("held for you")
        page.wait_for_load_state("networkidle")
        OUT.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(OUT / f"success-{device}.png"), full_page=True)
    finally:
        context.close()


@pytest.fixture(scope="module")
def deal_leads(live_server: str) -> dict[str, int]:
    """A customer's reservation, finance and trade-in, and another shopper's enquiry beside them."""
    car = next(h for h in demo_hits(live_server, CONSOLE_SITE, status="in_stock") if h["available"])
    customer = {"name": "Priya", "last_name": "Shah", "email": "priya.shah@example.com",
                "phone": f"041{int(time.time() * 1000) % 10**7:07d}"}  # fmt: skip
    with site_client(live_server, CONSOLE_SITE) as shopper:
        send_enquiry(shopper, "Tom", "Nguyen")
    with site_client(live_server, CONSOLE_SITE) as shopper:
        return send_deal(live_server, shopper, car["id"], customer)


@pytest.mark.parametrize("device", list(WIDTHS))
def test_console_deal_screenshots(
    owner_page: Page, live_server: str, deal_leads: dict[str, int], device: str
) -> None:
    page = owner_page
    width, height = WIDTHS[device]
    page.set_viewport_size({"width": width, "height": height})
    base = live_server.format(slug=CONSOLE_SITE)
    OUT.mkdir(parents=True, exist_ok=True)
    page.goto(base + "/console")
    expect(page.get_by_test_id("deal-marker").first).to_be_visible()
    page.screenshot(path=str(OUT / f"console-leads-{device}.png"), full_page=True)
    page.goto(base + f"/console/leads/{deal_leads['finance']}")
    expect(page.get_by_role("region", name="Deal")).to_be_visible()
    page.screenshot(path=str(OUT / f"console-lead-deal-{device}.png"), full_page=True)
