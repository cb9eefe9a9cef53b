"""Settings in the console's browser: an owner changes a setting in the form
generated from SiteConfig's schema (a wrong value named beside its field), changes the theme and
sees it in the live preview and then on the site, sends a test lead whose deliveries show on its
page, and opens the dashboard's charts. The site's settings are put back afterwards: other tests read the same demo site."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import site_api
from tests.conftest import CONSOLE_SITE

pytestmark = pytest.mark.browser
GREEN = "#2f6b3a"


def test_an_owner_changes_a_setting_and_the_theme_and_sends_a_test_lead(
    owner_page: Page, live_server: str
) -> None:
    page = owner_page
    base = live_server.format(slug=CONSOLE_SITE)
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Settings").click()
    lender = page.get_by_role("form", name="Finance provider")
    lender.get_by_label("The site's own lender (its finance forms' provider)").select_option(
        index=1
    )
    lender.get_by_role("button", name="Save lender").click()
    expect(lender.get_by_role("status")).to_have_text("Saved: the site shows it now.")
    form = page.get_by_role("form", name="Site settings")
    form.locator("summary", has_text=re.compile("^Search")).first.click()
    per_page = form.get_by_label("Hits Per Page")
    per_page.fill("500")
    form.get_by_role("button", name="Save settings").click()
    expect(page.get_by_role("alert")).to_contain_text("search.hits_per_page")
    expect(per_page).to_have_attribute("aria-invalid", "true")
    assert_accessible(page)
    per_page.fill("12")
    form.get_by_role("button", name="Save settings").click()
    expect(form.get_by_text("Saved: the site shows it now.")).to_be_visible()
    answer = site_api(live_server, CONSOLE_SITE, "/api/v1/search")
    assert len(answer["hits"]) == 12

    page.get_by_role("navigation", name="Settings").get_by_role("link", name="Theme").click()
    theme = page.get_by_role("form", name="Theme")
    theme.get_by_label("Primary", exact=True).fill(GREEN)
    preview = page.frame_locator("[data-testid=theme-preview]").locator("html")
    expect(preview).to_have_css("--color-primary", GREEN)  # before saving
    assert_accessible(page)
    theme.get_by_role("button", name="Save theme").click()
    expect(theme.get_by_text("Saved: the site shows it now.")).to_be_visible()
    assert site_api(live_server, CONSOLE_SITE, "/api/v1/site")["theme"]["primary"] == GREEN

    page.get_by_role("navigation", name="Settings").get_by_role(
        "link", name="Lead destinations"
    ).click()
    dealership = page.get_by_test_id("lead-destinations").first
    dealership.get_by_role("button", name="Send a test lead").click()
    expect(dealership.get_by_role("status")).to_contain_text("Test lead sent to")
    assert_accessible(page)
    dealership.get_by_role("link", name="See each delivery").click()
    expect(page.get_by_text("No shopper is waiting for a reply.")).to_be_visible()
    page.goto(base + "/console/settings/domains")
    expect(page.get_by_test_id("domains")).to_be_visible()
    # A dealer's own domain: the records to create at the DNS provider, a check, no primary yet.
    domains = page.get_by_role("form", name="Add a domain")
    domains.get_by_label("Host name").fill("www.tasman-console-test.com.au")
    domains.get_by_role("button", name="Add domain").click()
    records = page.get_by_role("table", name="Records to create for www.tasman-console-test.com.au")
    expect(records.get_by_role("cell", name="TXT", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="Check www.tasman-console-test.com.au")).to_be_visible()
    expect(
        page.get_by_role("button", name="Make www.tasman-console-test.com.au primary")
    ).to_have_count(0)
    assert_accessible(page)
    page.get_by_role("button", name="Remove www.tasman-console-test.com.au").click()
    expect(records).to_have_count(0)

    # Billing details: the owner's alone, the ABN checked by the register's rule.
    page.get_by_role("navigation", name="Settings").get_by_role("link", name="Billing").click()
    billing = page.get_by_role("form", name="Billing details")
    billing.get_by_label("Legal name").fill("Tasman Motor Group Pty Ltd")
    abn = billing.get_by_label("ABN")
    abn.fill("51 824 753 557")
    billing.get_by_role("button", name="Save billing details").click()
    expect(page.get_by_role("alert")).to_contain_text("abn")
    expect(abn).to_have_attribute("aria-invalid", "true")
    assert_accessible(page)
    abn.fill("51 824 753 556")
    billing.get_by_role("button", name="Save billing details").click()
    expect(billing.get_by_role("status")).to_have_text("Saved.")

    # The dashboard (its own chunk, with the chart library): the figures and both charts.
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Dashboard").click()
    expect(page.get_by_test_id("dashboard-figures")).to_contain_text("Leads")
    expect(page.get_by_role("img", name=re.compile("^Page views per day"))).to_be_visible()
    expect(page.locator("canvas").first).to_be_visible()
    assert_accessible(page)
