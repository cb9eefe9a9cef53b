"""Special offers in the browser: the list shows the make's national offers; a long
description is cut and expands with View more; the offer's page has its buttons; Enquire Now
carries the offer to the enquiry."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible

pytestmark = pytest.mark.browser
CX5 = "Mazda CX-5: 5 years' capped-price servicing included"


def test_an_offers_description_expands_and_its_page_leads_to_an_enquiry(
    page: Page, live_server: str
) -> None:
    page.goto(live_server.format(slug="northside-mazda") + "/special-offers")
    card = page.get_by_test_id("offer-card").filter(has_text=CX5)
    description = card.get_by_test_id("offer-description")
    expect(description).to_have_text(re.compile(r"\.\.\.$"))
    picture = page.get_by_test_id("offer-card").first.locator("img")
    picture.scroll_into_view_if_needed()
    page.wait_for_function(
        "(img) => img.complete && img.naturalWidth > 0", arg=picture.element_handle()
    )
    assert_accessible(page)
    card.get_by_role("button", name="View more of the description").click()
    expect(description).to_contain_text("so the only thing left to plan is the road trip")
    expect(card.get_by_role("button", name="View less of the description")).to_be_visible()

    card.get_by_role("link", name=CX5, exact=True).click()
    expect(page).to_have_url(re.compile(r"/offers/mazda/\d+$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(CX5)
    expect(page.get_by_role("link", name="Explore CX-5")).to_have_attribute(
        "href", "/search/mazda/cx-5"
    )
    assert_accessible(page)
    page.get_by_role("link", name=re.compile("^Enquire Now")).click()
    expect(page.get_by_test_id("enquiry-about")).to_have_text(f"About the offer: {CX5}")


def test_an_unknown_offer_is_not_found(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug="northside-mazda") + "/offers/99999999")
    expect(page.get_by_role("heading", name="Page not found")).to_be_visible()
