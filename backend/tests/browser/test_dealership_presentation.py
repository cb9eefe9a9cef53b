"""Per-dealership presentation side by side (issue 10 §6): on the group's search page, a Ford
Dandenong card offers a test drive and no Enquire, a Toyota Parramatta card offers finance."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible

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
