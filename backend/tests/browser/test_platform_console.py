"""The platform operators' console in the browser: an operator signs in at
/console on the platform host, sees every demo site with its stock and new leads, and opens one
site's console through the one-time hand-off, arriving signed in on the site's host as an
operator; the same operator cannot sign in on the site's host directly."""

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.conftest import CONSOLE_OPERATOR, CONSOLE_PASSWORD, CONSOLE_SITE

pytestmark = pytest.mark.browser


def test_an_operator_opens_a_sites_console_from_the_platform(
    page: Page, live_server: str, demo_sites: list[dict]
) -> None:
    port = live_server.rsplit(":", 1)[1]
    page.goto(f"http://localhost:{port}/console")
    expect(page.get_by_role("heading", name="Forecourt platform console")).to_be_visible()
    page.get_by_label("E-mail address").fill(CONSOLE_OPERATOR)
    page.get_by_label("Password").fill(CONSOLE_PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("heading", name="Sites")).to_be_visible()
    rows = page.get_by_test_id("platform-site")
    # Every demo site (and any a wizard test made on this server meanwhile).
    for demo in demo_sites:
        expect(rows.filter(has_text=demo["name"])).not_to_have_count(0)
    assert_accessible(page)

    site = next(s for s in demo_sites if s["slug"] == CONSOLE_SITE)
    page.get_by_role("button", name=f"Open console: {site['name']}").click()
    page.wait_for_url(re.compile(rf"^http://{CONSOLE_SITE}\.localhost:{port}/console$"))
    expect(page.get_by_role("navigation", name="Console")).to_be_visible()
    me = page.evaluate("fetch('/api/v1/console/auth/session').then(r => r.json())")
    assert me["operator"] is True and me["email"] == CONSOLE_OPERATOR
    assert "#" not in page.url  # the one-time token left the address bar
    assert_accessible(page)
    # the way back to every site, from the platform's configured address
    page.get_by_role("button", name="Account").click()
    back = page.get_by_role("link", name="All sites")
    expect(back).to_have_attribute("href", re.compile(r"^http://localhost(:\d+)?/console$"))
    assert_accessible(page)

    # On the site's own sign-in form, the operator's password opens nothing.
    other = page.context.browser.new_page()  # type: ignore[union-attr]
    other.goto(live_server.format(slug=CONSOLE_SITE) + "/console")
    other.get_by_label("E-mail address").fill(CONSOLE_OPERATOR)
    other.get_by_label("Password").fill(CONSOLE_PASSWORD)
    other.get_by_role("button", name="Sign in").click()
    expect(other.get_by_role("alert")).to_contain_text(
        "The e-mail address or password is incorrect."
    )
    other.close()
