"""Per-dealership presentation side by side: on the group's search page, a Ford
Dandenong card offers a test drive and no Enquire, a Toyota Parramatta card offers finance; each
dealership's pages carry its own header, contact banner, consent and disclaimer text, filters,
sponsored card, map zoom and slides."""

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits

GROUP = "tasman-wide-group"


def _available_car(live_server: str, dealership: str) -> dict[str, Any]:
    hits = demo_hits(live_server, GROUP, dealership_name=dealership, status="in_stock")
    return next(h for h in hits if h["available"])


pytestmark = pytest.mark.browser


def test_dealerships_of_one_site_present_their_cards_their_own_way(
    page: Page, live_server: str
) -> None:
    page.goto(live_server.format(slug="tasman-wide-group") + "/search/new-used-and-demo-cars")
    cards = page.locator("article").filter(has=page.get_by_role("link", name="View Details"))
    ford = cards.filter(has_text="TWG Ford Dandenong").first
    toyota = cards.filter(has_text="TWG Toyota Parramatta").first
    expect(ford.get_by_role("link", name="Book a Test Drive")).to_be_visible()
    expect(ford.get_by_role("button", name="Enquire")).to_have_count(0)
    expect(ford.get_by_role("link", name="Enquire")).to_have_count(0)
    expect(toyota.get_by_role("link", name="Get Finance")).to_be_visible()
    assert_accessible(page)


def test_a_dealerships_car_page_has_its_banner_consent_text_and_interested_block(
    page: Page, live_server: str
) -> None:
    base = live_server.format(slug=GROUP)
    page.goto(base + _available_car(live_server, "TWG Toyota Parramatta")["path"])
    banner = page.get_by_role("navigation", name="Contact")
    expect(banner.get_by_role("link", name="Sales 02 9890 4400")).to_have_attribute(
        "href", "tel:0298904400"
    )
    block = page.get_by_test_id("interested-block")
    expect(block.get_by_role("heading", name="Interested in this vehicle?")).to_be_visible()
    expect(block.get_by_role("link", name="Trade In Valuation")).to_be_visible()
    page.get_by_test_id("action-buttons").get_by_role("link", name="Enquire").click()
    dialog = page.get_by_role("dialog", name="Enquire")
    expect(dialog.get_by_test_id("consent-notice")).to_contain_text(
        "TWG Toyota Parramatta may contact you"
    )
    assert_accessible(page)
    page.keyboard.press("Escape")

    # Side by side: a Kia Hyundai Springwood car keeps the group's banner, words and sidebar.
    page.goto(base + _available_car(live_server, "TWG Kia Hyundai Springwood")["path"])
    expect(
        page.get_by_role("navigation", name="Contact").get_by_role("link", name="Find a dealership")
    ).to_be_visible()
    expect(page.get_by_test_id("interested-block")).to_have_count(0)
    page.get_by_test_id("action-buttons").get_by_role("link", name="Enquire").click()
    expect(
        page.get_by_role("dialog", name="Enquire").get_by_test_id("consent-notice")
    ).to_contain_text("receive future communications from us")


def test_a_dealerships_location_page_has_its_header_links_disclaimer_and_map_zoom(
    page: Page, live_server: str
) -> None:
    page.goto(live_server.format(slug=GROUP) + "/locations/twg-ford-dandenong-sales")
    header = page.get_by_role("navigation", name="Main")
    expect(header.get_by_role("link", name="New Fords")).to_be_visible()
    expect(page.get_by_test_id("site-disclaimer")).to_contain_text("LMCT 11482")
    expect(page.locator("[data-zoom]")).to_have_attribute("data-zoom", "19")
    assert_accessible(page)
    page.goto(live_server.format(slug=GROUP) + "/locations/twg-kia-hyundai-springwood-sales")
    expect(page.locator("[data-zoom]")).to_have_attribute("data-zoom", "15")
    expect(page.get_by_test_id("site-disclaimer")).to_have_count(0)
    expect(
        page.get_by_role("navigation", name="Main").get_by_role("link", name="New Fords")
    ).to_have_count(0)


def test_a_search_narrowed_to_a_dealership_uses_its_filters_and_sponsored_card(
    page: Page, live_server: str
) -> None:
    base = live_server.format(slug=GROUP)
    page.goto(base + "/search/new-used-and-demo-cars?dealership_name=TWG+Motorcycles+Gold+Coast")
    grid = page.get_by_test_id("results-grid")
    expect(grid.locator(":scope > li").nth(3)).to_contain_text("Rider gear at TWG Motorcycles")
    filters = page.get_by_role("complementary")
    expect(filters.locator("summary", has_text="Year")).to_be_visible()
    expect(filters.locator("summary", has_text="Body type")).to_have_count(0)
    assert_accessible(page)
    page.goto(base + "/search/new-used-and-demo-cars")  # the whole group's stock: every filter
    expect(
        page.get_by_role("complementary").locator("summary", has_text="Body type")
    ).to_be_visible()
    page.goto(base + "/locations/twg-motorcycles-gold-coast-sales")
    slider = page.get_by_test_id("dealership-slider")
    expect(slider.get_by_text("Ride away this weekend")).to_be_visible()
