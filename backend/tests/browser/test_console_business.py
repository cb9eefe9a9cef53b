"""Settings › Business details: the owner sets the business's phone in one
place, checked field by field, and the site's header and footer call the new number."""

import os
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import site_api
from tests.conftest import CONSOLE_SITE

pytestmark = pytest.mark.browser
NEW_PHONE = "(03) 9555 0123"


def test_an_owner_sets_the_business_phone_in_settings_and_the_header_calls_it(
    owner_page: Page, live_server: str
) -> None:
    page = owner_page
    site = site_api(live_server, CONSOLE_SITE, "/api/v1/site")
    head = next(d for d in site["dealerships"] if d["id"] == site["dealership_id"])
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Settings").click()
    page.get_by_role("link", name="Business details").click()
    expect(page).to_have_url(re.compile("/console/settings/business"))
    page.get_by_label("Dealership", exact=True).select_option(label=head["name"])
    form = page.get_by_role("form", name=head["name"], exact=True)
    form.get_by_label("Phone", exact=True).fill("call us")
    form.get_by_role("button", name="Save business details").click()
    expect(form.get_by_text(re.compile("should match pattern|String should match"))).to_be_visible()
    form.get_by_label("Phone", exact=True).fill(NEW_PHONE)
    form.get_by_role("button", name="Save business details").click()
    expect(form.get_by_text("Saved: the site shows it now.")).to_be_visible()
    assert_accessible(page)
    if os.environ.get("FORECOURT_SCREENSHOTS"):
        page.screenshot(
            path=os.environ["FORECOURT_SCREENSHOTS"] + "/business-details.png", full_page=True
        )
    try:
        page.goto(live_server.format(slug=CONSOLE_SITE) + "/")
        expect(
            page.locator("header")
            .get_by_role("link", name=re.compile(NEW_PHONE.replace("(", r"\(").replace(")", r"\)")))
            .first
        ).to_be_attached()
        expect(page.locator("footer").get_by_text(NEW_PHONE)).to_be_visible()
    finally:  # the demo's number again, for the tests after this one
        page.goto(live_server.format(slug=CONSOLE_SITE) + "/console/settings/business")
        page.get_by_label("Dealership", exact=True).select_option(label=head["name"])
        form = page.get_by_role("form", name=head["name"], exact=True)
        form.get_by_label("Phone", exact=True).fill(head["phone"])
        form.get_by_role("button", name="Save business details").click()
        expect(form.get_by_text("Saved: the site shows it now.")).to_be_visible()
