"""Customers in the browser: a shopper enquires twice, the second time with the e-mail
in other letters; the salesperson's inbox marks the second lead as a returning customer's, the
lead links to its customer, and the customer page shows both enquiries on one timeline."""

import os
import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits
from tests.conftest import CONSOLE_SITE
from tests.live_shopper import post_lead, site_client, solved_captcha

pytestmark = pytest.mark.browser
SHOTS = os.environ.get("FORECOURT_SCREENSHOTS")  # a folder: each screen is saved there too


def _shot(page: Page, name: str) -> None:
    if SHOTS:
        page.screenshot(path=f"{SHOTS}/{name}.png", full_page=True)


def test_a_returning_shopper_is_marked_and_their_enquiries_share_one_timeline(
    sales_page: Page, live_server: str
) -> None:
    base = live_server.format(slug=CONSOLE_SITE)
    available = (
        h for h in demo_hits(live_server, CONSOLE_SITE, status="in_stock") if h["available"]
    )
    first_car, second_car = next(available), next(available)
    with site_client(live_server, CONSOLE_SITE) as shopper:
        for car, email, message in (
            (first_car, "cora.customer@example.com", "Is the first one still here?"),
            (second_car, "Cora.Customer@Example.com", "And what about this one?"),
        ):
            post_lead(shopper, {
                "kind": "enquiry", "name": "Cora", "last_name": "Customer", "email": email,
                "phone": "0412 777 001", "car_id": car["id"], "message": message,
                "terms_conditions": True, "altcha": solved_captcha(shopper),
            })  # fmt: skip

    page = sales_page
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(base + "/console")
    page.get_by_label("Search").fill("cora.customer")
    rows = page.get_by_test_id("lead-list").get_by_role("listitem")
    expect(rows).to_have_count(2)
    # newest first: the second enquiry is a returning customer's, the first is not
    expect(rows.nth(0).get_by_test_id("returning")).to_have_text("Returning · 2 leads")
    expect(rows.nth(1).get_by_test_id("returning")).to_have_count(0)
    _shot(page, "console-leads-returning")
    assert_accessible(page)

    rows.nth(0).get_by_role("link").click()
    expect(page.get_by_role("heading", name="Cora Customer")).to_be_visible()
    expect(page.get_by_test_id("lead-customer")).to_have_text("Customer: 2 leads")
    _shot(page, "console-lead-customer-link")
    page.get_by_test_id("lead-customer").click()

    expect(page.get_by_role("heading", level=1, name="Cora Customer")).to_be_visible()
    timeline = page.get_by_test_id("customer-timeline").get_by_role("listitem")
    expect(timeline).to_have_count(2)
    expect(timeline.nth(0)).to_contain_text("Enquiry received")
    expect(timeline.nth(0)).to_contain_text("And what about this one?")
    expect(timeline.nth(1)).to_contain_text("Is the first one still here?")
    leads = page.get_by_test_id("customer-leads").get_by_role("listitem")
    expect(leads.nth(0)).to_contain_text(second_car["name"])
    expect(leads.nth(1)).to_contain_text(first_car["name"])
    expect(page.get_by_role("link", name="0412777001")).to_be_visible()
    _shot(page, "console-customer")
    assert_accessible(page)

    # The Customers page finds her by phone, with her two leads.
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Customers").click()
    page.get_by_label("Search").fill("0412 777 001")
    found = page.get_by_test_id("customer-list").get_by_role("listitem")
    expect(found).to_have_count(1)
    expect(found.first).to_contain_text("Cora Customer")
    expect(found.first).to_contain_text("2 leads")
    expect(found.first).to_contain_text(re.compile(r"Last contact \d"))
    _shot(page, "console-customers")
    assert_accessible(page)
    found.first.get_by_role("link").click()
    expect(page).to_have_url(re.compile(r"/console/customers/\d+$"))
