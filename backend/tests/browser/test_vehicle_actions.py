"""What a shopper reaches from a car's page and the pages around it (spec: vehicle §1, §2, §9;
search §1; finance §2.6): buy online, compare, the proposition banner, all the reviews, the reserve
fee as the car's payment processors name it, the dealership directory from the footer and a
model's quote form at #form-section."""

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits, site_api
from tests.browser.devices import PHONE

pytestmark = pytest.mark.browser


def _car(live_server: str, site: str, skip: int = 0, **filters: Any) -> dict[str, Any]:
    """A reservable car of the site, from the end of the list: cars other tests do not pick."""
    cars = [h for h in demo_hits(live_server, site, **filters) if "reserve" in h["buttons"]]
    return site_api(live_server, site, f"/api/v1/cars/{cars[-1 - skip]['slug']}")


def test_buy_online_on_the_cars_page_opens_the_online_purchase_for_that_car(
    browser: Any, live_server: str
) -> None:
    site = "redgum-car-co"  # sells online: buyOnline in its sidebar buttons
    car = _car(live_server, site, skip=3)
    context = browser.new_context(**PHONE, locale="en-AU")
    page = context.new_page()
    base = live_server.format(slug=site)
    page.goto(base + car["path"])
    page.get_by_test_id("action-buttons").get_by_role("link", name="Buy Online").click()
    page.wait_for_url(f"**/checkout-journey?car_id={car['slug']}")
    expect(page.get_by_role("heading", level=1)).to_have_text("Buy Online")
    expect(page.get_by_text(car["name"])).to_be_visible()
    expect(page.get_by_test_id("form-step")).to_have_text("Step 1 of 5: Your details")
    # The path some links use for it leads there too, for the same car.
    page.goto(base + f"/buy-online/{car['slug']}")
    page.wait_for_url(f"**/checkout-journey?car_id={car['slug']}")
    expect(page.get_by_test_id("form-step")).to_have_text("Step 1 of 5: Your details")
    context.close()


def test_a_site_without_online_purchase_offers_no_buy_online(page: Page, live_server: str) -> None:
    site = "northside-mazda"
    car = _car(live_server, site)
    page.goto(live_server.format(slug=site) + car["path"])
    actions = page.get_by_test_id("action-buttons")
    expect(actions.get_by_role("link", name="Reserve this Car")).to_be_visible()
    expect(actions.get_by_role("link", name="Buy Online")).to_have_count(0)


def test_a_signed_out_group_shopper_reaches_the_reservation_at_buy_online(
    page: Page, live_server: str
) -> None:
    site = "tasman-wide-group"  # links.checkout_style buy-online, checkout gated in place
    car = _car(live_server, site, skip=2, car_type="used")
    page.goto(live_server.format(slug=site) + car["path"])
    page.get_by_test_id("action-buttons").get_by_role("link", name="Reserve this Car").click()
    page.wait_for_url(f"**{car['path']}/buy-online")
    expect(page.get_by_role("heading", level=1)).to_have_text("Reserve this Car")
    expect(page.get_by_test_id("sign-in-step")).to_be_visible()


def test_a_shopper_compares_a_car_from_its_own_page(page: Page, live_server: str) -> None:
    site = "tasman-wide-group"  # cards.compare_enabled
    car = _car(live_server, site, skip=4)
    base = live_server.format(slug=site)
    page.goto(base + car["path"])
    compare = page.get_by_role("button", name=re.compile(r"^Compare"))
    expect(compare).to_have_attribute("aria-pressed", "false")
    compare.click()
    expect(compare).to_have_attribute("aria-pressed", "true")
    toast = page.get_by_test_id("toast")
    expect(toast).to_contain_text("Added to compare")
    toast.get_by_role("link", name="View comparison").click()  # within the toast's 3 s
    page.wait_for_url("**/compare")
    expect(page.get_by_test_id("compare-table")).to_contain_text(car["model"])
    page.go_back()
    expect(compare).to_have_attribute("aria-pressed", "true")  # kept in this browser
    assert_accessible(page)


def test_the_proposition_banner_shows_on_the_car_page_of_the_tenant_that_has_one(
    page: Page, live_server: str
) -> None:
    for site, shown in (("redgum-car-co", 1), ("northside-mazda", 0)):
        car = _car(live_server, site, skip=5)
        page.goto(live_server.format(slug=site) + car["path"])
        expect(page.get_by_role("heading", name="Similar Cars")).to_be_attached()
        banner = page.get_by_role("region", name="Why buy with us")
        expect(banner).to_have_count(shown)
        if shown:
            banner.scroll_into_view_if_needed()
            expect(banner).to_contain_text("Reserve Quickly Online")


def test_the_car_page_lists_every_review_the_site_sends(page: Page, live_server: str) -> None:
    site = "tasman-wide-group"
    car = _car(live_server, site, skip=6)
    listed = len(car["reviews"]["items"])
    assert listed == 12  # the spec's Google reviews count, the demo has more
    page.goto(live_server.format(slug=site) + car["path"])
    reviews = page.get_by_role("region", name="Customer Reviews")
    reviews.scroll_into_view_if_needed()
    expect(reviews.get_by_role("listitem")).to_have_count(listed)


def test_the_reserve_fee_is_named_by_the_cars_own_payment_processor(
    page: Page, live_server: str
) -> None:
    site = "northside-mazda"  # reserve.fee_labels: stripe, the processor of its new cars
    base = live_server.format(slug=site)
    for car_type, label in (("new", "Reservation fee"), ("used", "Holding deposit")):
        car = _car(live_server, site, skip=7, car_type=car_type)
        page.goto(base + car["path"] + "/checkout")
        expect(page.get_by_test_id("deposit")).to_contain_text(f"{label}: $")


def test_the_footer_leads_to_the_dealership_directory(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug="northside-mazda") + "/")
    page.get_by_role("contentinfo").get_by_role("link", name="Our Dealerships").click()
    page.wait_for_url("**/dealerships")
    expect(page.get_by_role("heading", level=1)).to_have_text("Our Dealerships")
    expect(page.get_by_role("search")).to_be_visible()


def test_a_link_to_a_models_form_section_lands_on_its_quote_form(
    browser: Any, live_server: str
) -> None:
    context = browser.new_context(**PHONE, locale="en-AU")
    page = context.new_page()
    page.goto(live_server.format(slug="northside-mazda") + "/models/mazda3#form-section")
    section = page.locator("#form-section")
    expect(section.get_by_role("heading", name="Get a Quote")).to_be_in_viewport()
    expect(section.get_by_role("button", name="Send Enquiry")).to_be_visible()
    assert_accessible(page)
    context.close()
