"""Locations in the browser: a location's page collapses identical weekdays to
Mon-Fri and shows a public holiday closed; its department selector switches the hours; the dealer
locator puts the nearest dealership first."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible

pytestmark = pytest.mark.browser


def test_a_location_page_collapses_the_week_and_shows_a_holiday(
    page: Page, live_server: str
) -> None:
    page.goto(
        live_server.format(slug="tasman-wide-group") + "/our-location/twg-toyota-parramatta-sales"
    )
    expect(page.get_by_role("heading", level=1)).to_have_text(re.compile("TWG Toyota Parramatta"))
    hours = page.get_by_test_id("opening-hours")
    expect(hours.get_by_role("rowheader").first).to_have_text("Mon-Fri")
    specials = page.get_by_test_id("special-hours")
    expect(specials).to_contain_text("Christmas Day")
    expect(specials.get_by_role("listitem").filter(has_text="Christmas Day")).to_contain_text(
        "Closed"
    )
    expect(page.get_by_test_id("open-state")).to_have_text(re.compile(r"^(Open now|Closed)"))
    assert_accessible(page)
    before = hours.inner_text()
    page.get_by_label("Department").select_option(label="Service")
    expect(page.get_by_test_id("opening-hours")).not_to_have_text(before)


def test_a_late_night_weekday_is_not_collapsed(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug="northside-mazda") + "/locations/northside-mazda-sales")
    days = page.get_by_test_id("opening-hours").get_by_role("rowheader")
    # Count the rows only once the table is drawn: counting earlier compares against no rows.
    expect(days.first).to_have_text("Mon")
    expect(days).to_have_text(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][: days.count()])
    expect(page.get_by_test_id("opening-hours")).to_contain_text("7:00pm")


def test_the_dealer_locator_puts_the_nearest_first(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug="tasman-wide-group") + "/dealer-locator")
    page.get_by_label("Your postcode").fill("3175")
    page.get_by_role("button", name="Find nearest").click()
    expect(page.get_by_role("status").filter(has_text="nearest to 3175")).to_be_visible()
    first = page.get_by_test_id("location-card").first
    expect(first).to_contain_text("Dandenong")
    expect(first).to_contain_text("km away")
    assert_accessible(page)
    page.get_by_label("Dealership").select_option(index=1)
    expect(page.get_by_test_id("location-card").first).to_be_visible()
