"""A shopper on the vehicle page (spec: vehicle-detail-and-actions §2, §4, §7; search §4): the
gallery, fullscreen, a sold car, the phone reveal, the sticky header, similar cars, the PDF, the
page's JSON-LD and accessibility. Demo cars are found through the API, never hard-coded."""

import json
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import find_demo_car, site_api
from tests.browser.tap_targets import wait_for_the_app, wheel_past

pytestmark = pytest.mark.browser


def _open(page: Page, live_server: str, site: str, slug: str) -> dict[str, Any]:
    page.goto(live_server.format(slug=site) + f"/cars/{slug}")
    detail: dict[str, Any] = site_api(live_server, site, f"/api/v1/cars/{slug}")
    expect(page.get_by_role("heading", level=1)).to_have_text(detail["name"])
    return detail


def _show_gallery(page: Page) -> None:
    """Cars with a 360 spin open on the spinner; the gallery is one tab away."""
    tab = page.get_by_role("tab", name="Gallery")
    if tab.count():
        tab.click()


def test_a_car_with_more_than_3_images_shows_thumbnails(page, live_server, demo_sites):
    site, car = find_demo_car(
        live_server, demo_sites, lambda h: h["available"] and h["photos_count"] > 3
    )
    _open(page, live_server, site, car["slug"])
    _show_gallery(page)
    thumbs = page.get_by_test_id("thumbnails")
    expect(thumbs).to_be_visible()
    assert thumbs.get_by_role("button").count() >= car["photos_count"]
    thumbs.get_by_role("button", name=re.compile(r"^Show photo 3 of ")).click()
    expect(page.get_by_text(re.compile(r"^3 / \d+$"))).to_be_visible()


def test_a_car_with_3_images_or_fewer_shows_no_thumbnails(page, live_server, demo_sites):
    site, car = find_demo_car(live_server, demo_sites, lambda h: 1 <= h["photos_count"] <= 3)
    _open(page, live_server, site, car["slug"])
    _show_gallery(page)
    expect(page.get_by_role("img", name=re.compile(r", photo 1 of \d+$")).first).to_be_visible()
    expect(page.get_by_test_id("thumbnails")).to_have_count(0)


def test_fullscreen_moves_with_the_arrow_keys(page, live_server, demo_sites):
    site, car = find_demo_car(
        live_server, demo_sites, lambda h: h["available"] and h["photos_count"] >= 4
    )
    detail = _open(page, live_server, site, car["slug"])
    _show_gallery(page)
    slides = len(detail["gallery"]["images"]) + (1 if detail["gallery"]["video"] else 0)
    page.get_by_role("button", name="Fullscreen").click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_text(f"Photo 1 of {slides}")).to_be_visible()
    page.keyboard.press("ArrowRight")
    expect(dialog.get_by_text(f"Photo 2 of {slides}")).to_be_visible()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    expect(dialog.get_by_text(f"Photo {slides} of {slides}")).to_be_visible()
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    expect(page.get_by_text(f"{slides} / {slides}")).to_be_visible()


def test_sold_car_shows_sold_and_find_me_something_similar_without_action_buttons(
    page, live_server, demo_sites
):
    site, car = find_demo_car(
        live_server, demo_sites, lambda h: h["status"] == "sold", status="sold"
    )
    _open(page, live_server, site, car["slug"])
    sold = page.get_by_test_id("sold")
    expect(sold.get_by_text("SOLD", exact=True)).to_be_visible()
    expect(page.get_by_role("link", name="Find Me Something Similar").first).to_be_visible()
    expect(page.get_by_test_id("action-buttons")).to_have_count(0)
    for label in ("Enquire", "Book a Test Drive", "Reserve this Car", "Get Finance"):
        expect(page.get_by_role("main").get_by_role("link", name=label, exact=True)).to_have_count(
            0
        )
    # A sold car offers no finance: no estimate, and below the fold no calculator either.
    expect(page.get_by_test_id("finance-estimate")).to_have_count(0)
    page.get_by_role("region", name="Share this car").scroll_into_view_if_needed()
    expect(page.get_by_test_id("finance-calculator")).to_have_count(0)


def test_phone_number_is_masked_until_clicked_and_the_click_reveals_it(
    page, live_server, demo_sites
):
    masked_sites = [
        s
        for s in demo_sites
        if not site_api(live_server, s["slug"], "/api/v1/site")["config"]["vehicle_page"][
            "phone_revealed"
        ]
    ]
    site, car = find_demo_car(live_server, masked_sites, lambda h: h["available"])
    detail = _open(page, live_server, site, car["slug"])
    phone = detail["contact"]["phone"]
    reveal = page.get_by_role("button", name=re.compile("Show number"))
    expect(reveal).to_contain_text(detail["contact"]["phone_masked"])
    expect(page.get_by_role("main")).not_to_contain_text(phone)
    with page.expect_request(lambda r: r.url.endswith("/phone-reveal") and r.method == "POST"):
        reveal.click()
    call = page.get_by_test_id("phone-call")
    expect(call).to_contain_text(phone)
    expect(call).to_have_attribute("href", detail["contact"]["tel"])
    expect(call).to_be_focused()


def test_sticky_header_appears_after_scrolling(page, live_server, demo_sites):
    site, car = find_demo_car(live_server, demo_sites, lambda h: h["available"])
    detail = _open(page, live_server, site, car["slug"])
    sticky = page.get_by_test_id("sticky-bar")
    expect(sticky).to_be_hidden()
    wheel_past(page, detail["layout"]["sticky_threshold_px"])
    wait_for_the_app(page, "sticky-bar")
    expect(sticky).to_be_visible()
    expect(sticky).to_contain_text(detail["name"])
    expect(sticky).to_contain_text(detail["price"]["text"])
    page.evaluate("window.scrollTo(0, 0)")
    expect(sticky).to_be_hidden()


def test_similar_cars_load(page, live_server, demo_sites):
    site, car = find_demo_car(live_server, demo_sites, lambda h: h["available"])
    expected = site_api(live_server, site, f"/api/v1/cars/{car['slug']}/similar")
    assert expected, "the demo car should have similar cars"
    _open(page, live_server, site, car["slug"])
    section = page.get_by_test_id("similar-cars")
    section.scroll_into_view_if_needed()
    cards = section.get_by_test_id("car-card")
    expect(cards).to_have_count(len(expected))
    titles = section.get_by_role("heading", level=3).get_by_role("link")
    assert [titles.nth(i).get_attribute("href") for i in range(titles.count())] == [
        c["path"] for c in expected
    ]


def test_pdf_download_returns_a_pdf_named_after_the_car(page, live_server, demo_sites):
    site, car = find_demo_car(live_server, demo_sites, lambda h: h["available"])
    _open(page, live_server, site, car["slug"])
    with page.expect_download() as download_info:
        page.get_by_role("button", name="Download PDF").click()
    download = download_info.value
    assert download.suggested_filename == f"{car['slug']}.pdf"
    assert Path(download.path()).read_bytes().startswith(b"%PDF")
    expect(page.get_by_role("button", name="Download PDF")).to_be_enabled()


def test_page_json_ld_parses_and_names_the_price(page, live_server, demo_sites):
    site, car = find_demo_car(
        live_server, demo_sites, lambda h: h["available"] and h["price"]["kind"] == "price"
    )
    detail = _open(page, live_server, site, car["slug"])
    scripts = page.locator('head script[type="application/ld+json"]')
    docs = [json.loads(scripts.nth(i).text_content() or "") for i in range(scripts.count())]
    cars = [d for d in docs if d.get("@type") == "Car"]
    assert cars and cars[0]["name"] == detail["name"]
    assert cars[0]["offers"]["price"] == detail["price"]["amount"]
    assert cars[0]["offers"]["priceCurrency"] == "AUD"


def test_unknown_car_shows_the_not_found_page(page, live_server, demo_sites):
    response = page.goto(live_server.format(slug=demo_sites[0]["slug"]) + "/cars/no-such-car-x1")
    assert response is not None and response.status == 404
    expect(page.get_by_role("heading", level=1)).to_have_text("Page not found")


def test_vehicle_page_has_no_serious_accessibility_violations(page, live_server, demo_sites):
    site, car = find_demo_car(
        live_server, demo_sites, lambda h: h["available"] and h["photos_count"] > 3
    )
    _open(page, live_server, site, car["slug"])
    # Bring in the lazy parts (similar cars, the map) before checking the whole page.
    page.get_by_test_id("similar-cars").scroll_into_view_if_needed()
    expect(page.get_by_test_id("similar-cars").get_by_test_id("car-card").first).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    assert_accessible(page)
    _show_gallery(page)
    page.get_by_role("button", name="Fullscreen").first.click()
    expect(page.get_by_role("dialog")).to_be_visible()
    assert_accessible(page)


def test_location_tabs_bottom_bar_and_print_page_are_accessible(page, live_server, demo_sites):
    """A site with several locations (tabs) and the sticky bottom bar, then its printable page."""

    def several_locations(hit: dict[str, Any]) -> bool:
        return (
            hit["available"]
            and len(
                site_api(live_server, hit["_site"], f"/api/v1/cars/{hit['slug']}")[
                    "location_block"
                ]["locations"]
            )
            > 1
        )

    for site in demo_sites:
        hits = [
            dict(h, _site=site["slug"])
            for h in site_api(live_server, site["slug"], "/api/v1/cars", limit=3)["hits"]
        ]
        match = next((h for h in hits if several_locations(h)), None)
        if match:
            break
    else:
        pytest.fail("no demo site has a car with several locations")
    detail = _open(page, live_server, match["_site"], match["slug"])
    tabs = page.get_by_role("tablist", name="Locations").get_by_role("tab")
    tabs.first.scroll_into_view_if_needed()
    expect(tabs).to_have_count(len(detail["location_block"]["locations"]))
    second = detail["location_block"]["locations"][1]
    tabs.nth(1).click()
    expect(page.get_by_role("tabpanel").get_by_role("heading", name=second["name"])).to_be_visible()
    expect(page.get_by_test_id("sticky-bar")).to_be_visible()
    assert_accessible(page)
    with page.context.expect_page() as printed:
        page.get_by_role("link", name=re.compile("^Print this car")).click()
    sheet = printed.value
    expect(sheet.get_by_role("heading", level=1)).to_have_text(detail["name"])
    assert sheet.url.endswith(f"/print?car_id={match['slug']}")
    assert_accessible(sheet)
