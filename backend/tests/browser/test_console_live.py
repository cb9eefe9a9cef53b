"""The console follows the shopper's journey as it happens: a lead committed while the dealer has
the inbox open appears in the list and in the navigation's new-lead count without a reload."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.conftest import CONSOLE_SITE
from tests.live_shopper import send_enquiry, site_client

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
