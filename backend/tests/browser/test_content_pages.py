"""Content pages in the browser: a footer link opens the dealer's own page with its
title; on a phone a terms page is collapsed behind a toggle that opens it; a link inside the text
stays in the app."""

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible

pytestmark = pytest.mark.browser


def test_a_footer_link_opens_the_dealers_warranty_page(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug="northside-mazda") + "/")
    footer = page.get_by_role("navigation", name="Footer")
    footer.get_by_role("link", name="Warranty").click()
    expect(page).to_have_url(re.compile(r"/pages/warranty$"))
    expect(page.get_by_role("heading", level=1, name="Warranty")).to_be_visible()
    expect(page.get_by_role("table")).to_contain_text("Demonstrator")
    expect(page).to_have_title("Warranty | Northside Mazda")
    assert_accessible(page)
    page.get_by_role("link", name="book a service").click()
    expect(page).to_have_url(re.compile(r"/service$"))


def test_the_sweepstake_terms_collapse_on_a_phone(browser: Any, live_server: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-AU")
    page = context.new_page()
    try:
        page.goto(live_server.format(slug="tasman-wide-group") + "/pages/sweepstake-terms")
        expect(page.get_by_role("heading", level=1)).to_have_text(
            "Drive Away a Winner: Terms and Conditions"
        )
        toggle = page.get_by_role("button", name="Show full terms")
        expect(toggle).to_have_attribute("aria-expanded", "false")
        expect(page.get_by_text("NSW residents", exact=False)).to_be_hidden()
        toggle.click()
        expect(page.get_by_role("button", name="Hide full terms")).to_have_attribute(
            "aria-expanded", "true"
        )
        expect(page.get_by_text("Entry is open to individuals aged 18 or over")).to_be_visible()
        expect(page.get_by_text("draw takes place on 8 July 2024")).to_be_visible()
        assert_accessible(page)
    finally:
        context.close()


def test_a_path_without_a_page_is_still_not_found(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug="northside-mazda") + "/pages/no-such-page")
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
