"""The vehicle page's and the cards' lead dialogs (spec: vehicle §2 dialogs, §5 forms; search §2
photo request) and the delivery calculator (vehicle §4, §8), clicked through as a shopper does;
what the dealer receives is read at the SMTP server on loopback."""

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import find_demo_car, site_api
from tests.browser.forms import assert_delivered, field_error, fill_contact, solve_captcha, wait_for

pytestmark = pytest.mark.browser
SITE = "northside-mazda"
NO_ESTIMATE = (
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this"
    " page or give us a call to get a quote."
)


def _available_car(live_server: str) -> dict[str, Any]:
    return site_api(live_server, SITE, "/api/v1/cars", limit=1)["hits"][0]


def test_a_test_drive_is_booked_in_a_free_slot_which_is_then_taken(
    page: Page, live_server: str, live_smtp: Any, live_webhook: Any
) -> None:
    car = _available_car(live_server)
    page.goto(live_server.format(slug=SITE) + car["path"])
    page.get_by_test_id("action-buttons").get_by_role("link", name="Book a Test Drive").click()
    dialog = page.get_by_role("dialog", name="Book a Test Drive")
    day_select = dialog.get_by_label("Preferred day")
    day = day_select.locator("option").nth(2).get_attribute("value")
    day_select.select_option(day)
    time_select = dialog.get_by_label("Preferred time")
    free = time_select.locator("option:not([disabled])").nth(2).get_attribute("value")
    time_select.select_option(free)
    assert_accessible(page)
    email = fill_contact(dialog, "Robin")
    solve_captcha(page)
    dialog.get_by_role("button", name="Book Test Drive").click()
    page.wait_for_url("**/success")

    plan = site_api(live_server, SITE, f"/api/v1/cars/{car['slug']}/test-drive-slots", days=14)
    booked = next(d for d in plan["days"] if d["date"] == day)
    assert {"time": free, "available": False} in booked["slots"]
    body = assert_delivered(live_smtp, live_webhook, email)
    assert day in body and free in body

    # The slot is gone from the dialog for the next shopper.
    page.goto(live_server.format(slug=SITE) + car["path"])
    page.get_by_test_id("action-buttons").get_by_role("link", name="Book a Test Drive").click()
    dialog = page.get_by_role("dialog", name="Book a Test Drive")
    dialog.get_by_label("Preferred day").select_option(day)
    expect(
        dialog.get_by_label("Preferred time").locator(f"option[value='{free}']")
    ).to_be_disabled()


def test_a_photo_request_sends_the_hidden_default_text(
    page: Page, live_server: str, live_smtp: Any, live_webhook: Any
) -> None:
    car = _available_car(live_server)
    page.goto(live_server.format(slug=SITE) + car["path"])
    page.get_by_role("button", name="Request more photos").click()
    dialog = page.get_by_role("dialog", name="Request More Photos")
    dialog.get_by_role("button", name="Request Photos").click()
    assert field_error(page, "First name *") == "Please enter your first name."
    assert dialog.get_by_label("Message", exact=True).input_value() == ""  # optional
    email = fill_contact(dialog, "Robin")
    solve_captcha(page)
    dialog.get_by_role("button", name="Request Photos").click()
    page.wait_for_url("**/success")
    assert "Please send photos for this car" in assert_delivered(live_smtp, live_webhook, email)


def test_a_sold_car_offers_find_me_something_similar_in_a_dialog(
    page: Page, live_server: str, demo_sites: list[dict[str, Any]], live_smtp: Any
) -> None:
    site, car = find_demo_car(
        live_server, demo_sites, lambda h: h["status"] == "sold", status="sold"
    )
    page.goto(live_server.format(slug=site) + f"/cars/{car['slug']}")
    page.get_by_test_id("sold").get_by_role("link", name="Find Me Something Similar").click()
    dialog = page.get_by_role("dialog", name="Find Me Something Similar")
    expect(dialog.get_by_text("This car has been sold.")).to_be_visible()
    assert_accessible(page)
    email = fill_contact(dialog, "Robin")
    dialog.get_by_label("What are you looking for?").fill("The same, in red")
    solve_captcha(page)
    dialog.get_by_role("button", name="Find Me Something Similar").click()
    page.wait_for_url("**/success")
    ack = wait_for(lambda: live_smtp.to(email))  # the shopper's copy of what they sent
    assert "The same, in red" in ack[0].get_body(("plain",)).get_content()


def test_a_cards_enquire_button_opens_the_enquiry_dialog_for_that_car(
    page: Page, live_server: str
) -> None:
    page.goto(live_server.format(slug=SITE) + "/search/used-cars")
    card = page.get_by_test_id("car-card").first
    name = card.get_by_role("heading").locator("a").inner_text().split("\n")[0]
    card.get_by_role("link", name="Enquire").click()
    dialog = page.get_by_role("dialog", name="Enquire")
    expect(dialog.get_by_text(name, exact=True)).to_be_visible()
    expect(dialog.get_by_label("Comments *", exact=True)).to_be_visible()
    assert_accessible(page)
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    assert "/search/used-cars" in page.url


def test_the_delivery_calculator_answers_idle_result_and_sorry(
    page: Page, live_server: str
) -> None:
    car = _available_car(live_server)
    page.goto(live_server.format(slug=SITE) + car["path"])
    section = page.get_by_role("region", name="Delivery Calculator")
    section.get_by_role("button", name="Get Estimate").click()
    expect(section.get_by_text("Please enter a postcode.")).to_be_visible()
    section.get_by_label("Your postcode").fill("12a")
    section.get_by_role("button", name="Get Estimate").click()
    expect(section.get_by_text("Invalid postcode. Please enter a 4-digit number.")).to_be_visible()
    section.get_by_label("Your postcode").fill("4000")
    section.get_by_role("button", name="Get Estimate").click()
    expect(section.get_by_test_id("delivery-result")).to_contain_text("Estimated delivery: Free")
    section.get_by_label("Your postcode").fill("6798")  # Christmas Island: beyond every band
    section.get_by_role("button", name="Get Estimate").click()
    expect(section.get_by_test_id("delivery-result")).to_have_text(NO_ESTIMATE)
    assert_accessible(page)
