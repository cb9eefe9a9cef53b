"""Models in the browser: the New Vehicles mega-menu opens, switches body tabs by
keyboard and closes after a pick; a coming-soon model offers Register Your Interest."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible

pytestmark = pytest.mark.browser


def test_the_mega_menu_switches_tabs_by_keyboard_and_closes_after_a_pick(
    page: Page, live_server: str
) -> None:
    page.goto(live_server.format(slug="northside-mazda") + "/")
    main = page.get_by_role("navigation", name="Main")
    opener = main.get_by_role("button", name="New Vehicles")
    page.wait_for_load_state("networkidle")
    opener.focus()  # by keyboard: no pointer hovering over the menu while the test runs
    page.keyboard.press("Enter")
    expect(opener).to_have_attribute("aria-expanded", "true")
    menu = page.get_by_test_id("models-menu")
    tabs = menu.get_by_role("tab")
    expect(tabs.first).to_have_attribute("aria-selected", "true")
    expect(menu.get_by_role("link", name="Finance")).to_be_visible()
    assert_accessible(page)
    tabs.first.focus()
    page.keyboard.press("ArrowRight")
    expect(tabs.nth(1)).to_be_focused()
    expect(tabs.nth(1)).to_have_attribute("aria-selected", "true")
    tile = menu.get_by_role("tabpanel").get_by_test_id("model-tile").first
    href = tile.get_attribute("href")
    tile.click()
    expect(page).to_have_url(re.compile(re.escape(href or "") + "$"))
    expect(opener).to_have_attribute("aria-expanded", "false")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Mazda")
    expect(page.get_by_text("For sale in Windsor QLD")).to_be_visible()
    hero = page.locator("main img").first
    page.wait_for_function(
        "(img) => img.complete && img.naturalWidth > 0", arg=hero.element_handle()
    )
    assert_accessible(page)


def test_a_coming_soon_model_offers_register_your_interest(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug="northside-mazda") + "/models/cx-80")
    expect(page.get_by_role("heading", level=1)).to_have_text("Mazda CX-80")
    register = page.get_by_role("link", name="Register Your Interest")
    expect(register).to_have_attribute("href", re.compile(r"/models/order-now\?model_id=cx-80"))
    expect(page.get_by_role("link", name="Get a Quote")).to_have_count(0)
    register.click()
    expect(page.get_by_test_id("enquiry-about")).to_have_text("About the CX-80")
    page.goto(live_server.format(slug="northside-mazda") + "/models?body=SUV")
    expect(page.get_by_role("heading", level=1)).to_have_text("SUV models")
    assert_accessible(page)
