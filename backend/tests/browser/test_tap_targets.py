"""Controls a thumb can hit, and a sticky bar whose parts never overlap, on a phone.

Every visible control on home, search, vehicle, finance, compare, locations and offers is at least
44x44 CSS px where a tap lands (tap_targets.py measures it) at 390 px, on every demo site. A page's
findings come in one message, each marked with the part it sits in (header, footer, card or the
page itself), so whoever owns that part sees theirs.
"""

import json
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.demo_stock import demo_hits, site_api
from tests.browser.devices import PHONE
from tests.browser.tap_targets import (
    MIN_TAP_PX,
    scroll_through,
    small_tap_targets,
    wait_for_the_app,
    wheel_past,
)

pytestmark = pytest.mark.browser

SITES = ("northside-mazda", "tasman-wide-group", "redgum-car-co")
PAGE_TYPES = ("home", "search", "vehicle", "finance", "compare", "locations", "offers")
STICKY_WIDTHS = (320, 375, 390, 430)


def _available_cars(live_server: str, slug: str, count: int) -> list[dict[str, Any]]:
    cars: list[dict[str, Any]] = []
    for hit in demo_hits(live_server, slug, status="in_stock"):
        if hit["available"]:
            cars.append(hit)
        if len(cars) == count:
            break
    return cars


def _page_path(live_server: str, slug: str, page_type: str) -> tuple[str, list[str]]:
    """The page's path on the site, and the cars to put in this browser's compare list."""
    site = site_api(live_server, slug, "/api/v1/site")
    config = site["config"]
    if page_type == "home":
        return "/", []
    if page_type == "search":
        return config["search"]["default_path"], []
    if page_type == "vehicle":
        return _available_cars(live_server, slug, 1)[0]["path"], []
    if page_type == "finance":
        return config["links"]["finance"], []
    if page_type == "compare":
        return "/compare", [c["slug"] for c in _available_cars(live_server, slug, 3)]
    if page_type == "locations":
        return f"/locations/{site['locations'][0]['slug']}", []
    return config["links"]["special_offers"], []


@pytest.mark.parametrize("page_type", PAGE_TYPES)
@pytest.mark.parametrize("slug", SITES)
def test_every_control_is_at_least_44_px_where_a_thumb_lands(
    browser: Any, live_server: str, slug: str, page_type: str
) -> None:
    path, compared = _page_path(live_server, slug, page_type)
    context = browser.new_context(**PHONE, reduced_motion="reduce")
    if compared:
        key, value = f"forecourt:{slug}:compare", json.dumps(compared)
        context.add_init_script(f"localStorage.setItem({key!r}, {value!r})")
    page = context.new_page()
    try:
        page.goto(live_server.format(slug=slug) + path)
        expect(page.locator("#main h1").first).to_be_visible()
        page.wait_for_load_state("networkidle")
        scroll_through(page)
        small = small_tap_targets(page)
    finally:
        context.close()
    lines = [
        f"  [{s['owner']}] {s['label']}: {s['width']}x{s['height']}"
        for s in sorted(small, key=lambda s: (s["owner"], s["label"]))
    ]
    assert not small, (
        f"{slug} {path} at 390 px: {len(small)} controls under {MIN_TAP_PX}x{MIN_TAP_PX} CSS px\n"
        + "\n".join(lines)
    )


# Each leaf of the bar (a text or a control) against every other: boxes that intersect by more
# than a pixel, a box that leaves the screen, or a text wider than its box (cut or run out).
STICKY_OVERLAPS_JS = """(bar, width) => {
  const parts = [];
  for (const el of bar.querySelectorAll('a, button, img, p, span, h2')) {
    if (el.closest('a, button') && el.closest('a, button') !== el) continue; // a control is one part
    if (!['A', 'BUTTON', 'IMG'].includes(el.tagName) && el.querySelector('a, button, p, span, img')) continue;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || getComputedStyle(el).visibility === 'hidden') continue;
    parts.push({ el, box, name: `${el.tagName.toLowerCase()} "${(el.textContent || el.alt || '').trim().slice(0, 40)}"` });
  }
  const problems = [];
  // A page wider than the screen widens the fixed bar with it: name what sticks out first (an
  // element past the screen's edge whose parent is not), unless a scroller clips it.
  for (const el of document.querySelectorAll('body *')) {
    const parent = el.parentElement;
    if (!parent || el.getBoundingClientRect().right <= width + 0.5) continue;
    if (parent.getBoundingClientRect().right > width + 0.5 || getComputedStyle(el).position === 'fixed') continue;
    let clipped = false;
    for (let up = parent; up && up !== document.body; up = up.parentElement) {
      if (getComputedStyle(up).overflowX !== 'visible') { clipped = true; break; }
    }
    if (clipped) continue;
    const part = el.closest('header, footer, [data-testid="contact-banner"]') ? 'header/footer' : 'page';
    const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30);
    problems.push(`the page is wider than the screen: [${part}] ${el.tagName.toLowerCase()} "${name}" ends at ${Math.round(el.getBoundingClientRect().right)} px`);
  }
  for (const [i, a] of parts.entries()) {
    if (a.box.left < -0.5 || a.box.right > width + 0.5) problems.push(`${a.name} leaves the screen`);
    if (a.el.scrollWidth > a.el.clientWidth + 1 && a.el.tagName !== 'IMG') problems.push(`${a.name} is cut short`);
    for (const b of parts.slice(i + 1)) {
      const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (x > 1 && y > 1) problems.push(`${a.name} overlaps ${b.name}`);
    }
  }
  return problems;
}"""


@pytest.mark.parametrize("slug", SITES)
def test_the_sticky_bar_keeps_its_parts_apart_from_320_to_430_px(
    browser: Any, live_server: str, slug: str
) -> None:
    """spec: vehicle §2 - image, name, price and price type, weekly estimate, Get Finance and
    Trade-In Valuation; at every phone width all of it fits, nothing over anything else."""
    car = next(
        h
        for h in _available_cars(live_server, slug, 40)
        if site_api(live_server, slug, f"/api/v1/cars/{h['slug']}")["finance"]
    )
    detail = site_api(live_server, slug, f"/api/v1/cars/{car['slug']}")
    context = browser.new_context(**PHONE, reduced_motion="reduce")
    page = context.new_page()
    problems: list[str] = []
    try:
        page.goto(live_server.format(slug=slug) + car["path"])
        expect(page.locator("#main h1")).to_have_text(detail["name"])
        wheel_past(page, detail["layout"]["sticky_threshold_px"], 600)
        bar = page.get_by_test_id("sticky-bar")
        wait_for_the_app(page, "sticky-bar")
        expect(bar).to_be_visible()
        for width in STICKY_WIDTHS:
            page.set_viewport_size({"width": width, "height": 844})
            expect(bar).to_contain_text(detail["name"])
            expect(bar).to_contain_text(detail["price"]["text"])
            expect(bar.get_by_test_id("sticky-repayment")).to_be_visible()
            expect(bar.get_by_role("link").first).to_be_visible()
            found = bar.evaluate(STICKY_OVERLAPS_JS, width)
            problems += [f"{width} px: {p}" for p in found]
            controls = bar.evaluate(
                "(bar) => Array.from(bar.querySelectorAll('a, button'))"
                ".filter((el) => el.getBoundingClientRect().width > 0)"
                ".map((el) => [el.textContent.trim(), el.getBoundingClientRect().height])"
            )
            problems += [
                f"{width} px: {name} is {height:.0f} px tall"
                for name, height in controls
                if height < MIN_TAP_PX
            ]
    finally:
        context.close()
    assert not problems, f"{slug} {car['path']}:\n  " + "\n  ".join(problems)
