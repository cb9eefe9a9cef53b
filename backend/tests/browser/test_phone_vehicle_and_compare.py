"""The vehicle page, compare and the enquiry dialog on a 390x844 phone (issue: a look dealers pay
for): a gallery of half the first screen that swipes, the car's answers right under it, one
primary action and one save control; compare inside the screen with its own scroll; the enquiry
dialog showing the car and its Send button without a scroll."""

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits, site_api
from tests.browser.devices import PHONE

pytestmark = pytest.mark.browser

SITES = ("northside-mazda", "tasman-wide-group", "redgum-car-co")


def _available(live_server: str, slug: str, count: int) -> list[dict[str, Any]]:
    cars: list[dict[str, Any]] = []
    for hit in demo_hits(live_server, slug, status="in_stock"):
        if hit["available"]:
            cars.append(site_api(live_server, slug, f"/api/v1/cars/{hit['slug']}"))
        if len(cars) == count:
            return cars
    return cars


def _phone(browser: Any, **extra: Any) -> tuple[Any, Page]:
    context = browser.new_context(**PHONE, reduced_motion="reduce", **extra)
    return context, context.new_page()


def _box(page: Page, selector: str) -> dict[str, float]:
    box = page.locator(selector).first.bounding_box()
    assert box, f"{selector} is not drawn"
    return box


@pytest.mark.parametrize("slug", SITES)
def test_a_phone_sees_a_tall_gallery_then_the_cars_answers_then_one_primary_action(
    browser: Any, live_server: str, slug: str
) -> None:
    car = next(c for c in _available(live_server, slug, 30) if c["finance"] and c["info_icons"])
    context, page = _phone(browser)
    try:
        page.goto(live_server.format(slug=slug) + car["path"])
        expect(page.locator("#main h1")).to_have_text(car["name"])
        frame = page.get_by_test_id("viewer-frame")  # the gallery's, or the 360 spin's
        expect(frame).to_be_visible()
        frame_box = frame.bounding_box()
        assert frame_box and frame_box["height"] >= 844 / 2, frame_box
        # Under the photos, in this order: title, price, weekly figure, km/transmission/body.
        title = _box(page, "#main h1")
        price = _box(page, "[data-testid=car-price]")
        weekly = _box(page, "[data-testid=finance-estimate]")
        summary = page.get_by_test_id("car-summary")
        expect(summary).to_be_visible()
        for icon in car["info_icons"]:
            expect(summary).to_contain_text(icon["value"])
        summary_box = summary.bounding_box()
        actions = page.get_by_test_id("action-buttons")
        actions_box = actions.bounding_box()
        assert summary_box and actions_box
        tops = [frame_box["y"], title["y"], price["y"], weekly["y"], summary_box["y"]]
        assert tops == sorted(tops), tops
        assert summary_box["y"] < actions_box["y"]
        # One visual primary among the actions; one save control, not two.
        expect(actions.locator("[data-primary]")).to_have_count(1)
        expect(page.get_by_role("button", name=re.compile(r"^Save\b"))).to_have_count(1)
        expect(page.get_by_text("Add to Watchlist")).to_have_count(0)
        assert_accessible(page)
    finally:
        context.close()


def test_the_phone_gallery_swipes_to_the_next_photo(browser: Any, live_server: str) -> None:
    slug = "redgum-car-co"  # its cars open on the gallery (no 360 spin)
    car = next(c for c in _available(live_server, slug, 20) if len(c["gallery"]["images"]) > 1)
    context, page = _phone(browser)
    try:
        page.goto(live_server.format(slug=slug) + car["path"])
        tab = page.get_by_role("tab", name="Gallery")
        if tab.count():
            tab.click()
        carousel = page.get_by_role("region", name=f"{car['name']} photos")
        count = len(car["gallery"]["images"]) + (1 if car["gallery"]["video"] else 0)
        expect(page.get_by_text(f"1 / {count}")).to_be_visible()
        box = carousel.bounding_box()
        assert box
        y = box["y"] + box["height"] / 2
        # A thumb's swipe from right to left (Embla follows the pointer; it attaches a moment
        # after the page is drawn, so the swipe is tried until it takes).
        for _ in range(10):
            page.mouse.move(box["x"] + box["width"] * 0.85, y)
            page.mouse.down()
            page.mouse.move(box["x"] + box["width"] * 0.5, y, steps=8)
            page.mouse.move(box["x"] + box["width"] * 0.15, y, steps=8)
            page.mouse.up()
            if page.get_by_text(f"2 / {count}").is_visible():
                break
            page.wait_for_timeout(300)
        expect(page.get_by_text(f"2 / {count}")).to_be_visible()
    finally:
        context.close()


# What shoppers compare, in the order the table leads with (the backend's labels).
LEADING_ROWS = [
    "Price",
    "Weekly",
    "Odometer",
    "Year",
    "Transmission",
    "Fuel Type",
    "Body Type",
    "Power",
    "Fuel Consumption (Combined)",
]


def test_compare_fits_a_phone_scrolls_within_itself_and_leads_with_what_shoppers_compare(
    browser: Any, live_server: str
) -> None:
    slug = "northside-mazda"
    cars = _available(live_server, slug, 3)
    key, value = f"forecourt:{slug}:compare", json.dumps([c["slug"] for c in cars])
    context, page = _phone(browser)
    context.add_init_script(f"localStorage.setItem({key!r}, {value!r})")
    try:
        page.goto(live_server.format(slug=slug) + "/compare")
        table = page.get_by_test_id("compare-table")
        for car in cars:
            expect(table.get_by_role("link", name=car["name"], exact=True)).to_be_visible()
        # No page-wide sideways scroll: the table scrolls inside its own region.
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
        scroller = page.get_by_test_id("compare-scroller")
        assert scroller.evaluate("(el) => el.scrollWidth > el.clientWidth")
        heads = table.locator("tbody th[scope=row]")
        labels = [re.sub(r"\s*\(differs\)$", "", t.strip()) for t in heads.all_inner_texts()]
        leading = [label for label in LEADING_ROWS if label in labels]
        assert labels[: len(leading)] == leading, labels
        assert {"Price", "Weekly", "Odometer", "Year"} <= set(leading)
        # The rows whose values differ are marked (three cars of different km always differ).
        odometer = table.locator("tr", has=page.locator("th", has_text="Odometer"))
        expect(odometer).to_have_attribute("data-differs", "true")
        expect(odometer.locator("th")).to_contain_text("(differs)")
        # The row names stay at the left edge while the cars scroll under them.
        first_head = heads.first
        before = first_head.bounding_box()
        scroller.evaluate("(el) => el.scrollTo({ left: el.scrollWidth })")
        page.wait_for_timeout(100)
        after = first_head.bounding_box()
        assert before and after and abs(before["x"] - after["x"]) < 1, (before, after)
        scroller.evaluate("(el) => el.scrollTo({ left: 0 })")
        # Enquire and View for each car; Enquire opens the dialog for that car.
        for car in cars:
            expect(table.get_by_role("link", name=f"View the {car['name']}")).to_have_attribute(
                "href", car["path"]
            )
        table.get_by_role("link", name=f"Enquire about the {cars[1]['name']}").click()
        dialog = page.get_by_role("dialog", name="Enquire")
        expect(dialog.get_by_test_id("lead-car")).to_contain_text(cars[1]["name"])
        page.keyboard.press("Escape")
        assert_accessible(page)
    finally:
        context.close()


@pytest.mark.parametrize("slug", SITES)
def test_the_enquiry_dialog_on_a_phone_shows_the_car_and_send_without_a_scroll(
    browser: Any, live_server: str, slug: str
) -> None:
    car = _available(live_server, slug, 1)[0]
    context, page = _phone(browser)
    try:
        page.goto(live_server.format(slug=slug) + car["path"])
        page.get_by_test_id("action-buttons").get_by_role("link", name="Enquire").click()
        dialog = page.get_by_role("dialog", name="Enquire")
        header = dialog.get_by_test_id("lead-car")
        expect(header).to_contain_text(car["name"])
        expect(header).to_contain_text(car["price"]["text"])
        expect(header.locator("img")).to_be_visible()
        header_box, dialog_box = header.bounding_box(), dialog.bounding_box()
        assert header_box and dialog_box and header_box["y"] - dialog_box["y"] < 120
        send = dialog.get_by_role("button", name="Send Enquiry")
        expect(send).to_be_visible()
        box = send.bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= 844, box
        # Nothing lies over it where a thumb would press, and the dialog has not been scrolled.
        assert dialog.evaluate("(el) => el.scrollTop") == 0
        assert send.evaluate(
            "(el) => { const r = el.getBoundingClientRect();"
            " const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);"
            " return hit === el || el.contains(hit); }"
        )
        assert_accessible(page)
    finally:
        context.close()
