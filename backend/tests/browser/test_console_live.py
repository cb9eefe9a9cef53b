"""The console follows the shopper's journey as it happens: a lead committed while the dealer has
the inbox open appears in the list and in the navigation's new-lead count without a reload, and a
reservation, its finance and its trade-in show on each lead's page as one customer's deal."""

import re
import time
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits
from tests.conftest import CONSOLE_SITE
from tests.live_shopper import send_deal, send_enquiry, site_client

pytestmark = pytest.mark.browser
WITHIN_MS = 5000


def _new_count(page: Page) -> int:
    return int(page.evaluate("fetch('/api/v1/console/inbox').then(r => r.json()).then(b => b.new)"))


def _expect_new_count(page: Page, count: int, timeout: float = WITHIN_MS) -> None:
    badge = page.get_by_test_id("new-count")
    if count:
        expect(badge).to_have_text(str(count), timeout=timeout)
    else:
        expect(badge).to_have_count(0, timeout=timeout)


def test_a_new_lead_appears_in_the_open_inbox_and_its_count_without_a_reload(
    owner_page: Page, live_server: str
) -> None:
    page = owner_page
    with page.expect_response(lambda r: r.url.endswith("/api/v1/console/inbox/events")):
        page.goto(live_server.format(slug=CONSOLE_SITE) + "/console")
    expect(page.get_by_role("status").filter(has_text="Loading leads")).to_have_count(0)
    before = _new_count(page)
    _expect_new_count(page, before)
    page.evaluate("window.stillThisPage = true")  # gone if anything reloads the page

    with site_client(live_server, CONSOLE_SITE) as shopper:
        send_enquiry(shopper, "Lena", "Live")
    # The clock starts once the lead is committed (the API answered).
    new_lead = page.get_by_test_id("lead-list").get_by_role("link").filter(has_text="Lena Live")
    expect(new_lead).to_be_visible(timeout=WITHIN_MS)
    _expect_new_count(page, before + 1)
    assert page.evaluate("window.stillThisPage") is True
    assert_accessible(page)


def _reservable_car(live_server: str) -> dict[str, Any]:
    return next(
        h for h in demo_hits(live_server, CONSOLE_SITE, status="in_stock") if h["available"]
    )


def _customer(first: str) -> dict[str, str]:
    # A phone of this run's own: a deal also joins the same phone's later leads about the car.
    phone = f"041{int(time.time() * 1000) % 10**7:07d}"
    return {"name": first, "last_name": "Deal", "email": f"{first.lower()}@example.com",
            "phone": phone}  # fmt: skip


def test_a_reservation_its_finance_and_trade_in_show_as_one_deal_in_the_console(
    owner_page: Page, live_server: str
) -> None:
    page = owner_page
    with site_client(live_server, CONSOLE_SITE) as shopper:
        lead_ids = send_deal(
            live_server, shopper, _reservable_car(live_server)["id"], _customer("Della")
        )

    page.goto(live_server.format(slug=CONSOLE_SITE) + "/console")
    rows = page.get_by_test_id("lead-list").get_by_role("link").filter(has_text="Della Deal")
    expect(rows).to_have_count(3)
    markers = rows.get_by_test_id("deal-marker")
    expect(markers).to_have_count(3)
    assert len(set(markers.all_inner_texts())) == 1, "the three leads are one deal"
    assert_accessible(page)

    rows.filter(has_text="Finance").click()
    expect(page).to_have_url(re.compile(f"/console/leads/{lead_ids['finance']}$"))
    deal = page.get_by_role("region", name="Deal")
    expect(deal).to_contain_text("Della Deal")
    expect(deal.get_by_text("Finance Enquiry (this lead)")).to_be_visible()
    expect(deal.get_by_role("link", name="Reserve")).to_have_attribute(
        "href", f"/console/leads/{lead_ids['reserve']}"
    )
    assert_accessible(page)

    deal.get_by_role("link", name="Trade-In Valuation").click()
    expect(page).to_have_url(re.compile(f"/console/leads/{lead_ids['trade_in']}$"))
    expect(deal.get_by_text("Trade-In Valuation (this lead)")).to_be_visible()
    expect(deal.get_by_role("list").get_by_role("link")).to_have_text(
        ["Reserve", "Finance Enquiry"]
    )
