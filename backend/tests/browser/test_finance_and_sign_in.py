"""Finance and sign-in in the browser: the calculator's sliders change the repayment;
the finance journey with a one-time code read from the development mailbox ends on the
application's status page; saving a car signed out goes to sign-in and comes back saved; my
garage shows it; a gated page sends a signed-out visitor to sign-in."""

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits, site_api
from tests.browser.sign_in import verify_phone

pytestmark = pytest.mark.browser
SITE = "northside-mazda"


def _financed_car(live_server: str) -> dict[str, Any]:
    return next(
        h
        for h in demo_hits(live_server, SITE, car_type="used")
        if (h["price"]["amount"] or 0) > 5000
    )


def test_the_calculator_sliders_change_the_repayment(page: Page, live_server: str) -> None:
    car = _financed_car(live_server)
    page.goto(live_server.format(slug=SITE) + car["path"])
    expect(page.get_by_test_id("finance-estimate")).to_contain_text("p/w")
    calculator = page.get_by_test_id("finance-calculator")
    calculator.scroll_into_view_if_needed()
    repayment = page.get_by_test_id("calculator-repayment")
    expect(repayment).to_contain_text("$")
    before = repayment.inner_text()
    term = calculator.get_by_label("Loan term")
    term.focus()
    for _ in range(4):
        term.press("ArrowRight")
    expect(repayment).not_to_have_text(before)
    assert_accessible(page)


def _car_with_an_estimate(live_server: str, site: str) -> dict[str, Any]:
    """A car of `site` whose page shows its lender's estimate."""
    for hit in demo_hits(live_server, site, status="in_stock", sortBy="price:asc"):
        if (hit["price"]["amount"] or 0) > 5000:
            detail = site_api(live_server, site, f"/api/v1/cars/{hit['slug']}")
            if detail["finance"] and detail["finance"]["primary"]:
                return detail
    pytest.fail(f"no car of {site} shows a finance estimate")


def test_a_monthly_only_site_shows_monthly_repayments(page: Page, live_server: str) -> None:
    site = "redgum-car-co"
    car = _car_with_an_estimate(live_server, site)
    page.goto(live_server.format(slug=site) + car["path"])
    expect(page.get_by_test_id("finance-estimate")).to_contain_text("p/m")
    expect(page.get_by_test_id("finance-estimate")).not_to_contain_text("p/w")
    calculator = page.get_by_test_id("finance-calculator")
    calculator.scroll_into_view_if_needed()
    expect(calculator.get_by_text("Monthly repayment")).to_be_visible()
    expect(calculator).to_contain_text("months")
    term = calculator.get_by_label("Loan term")
    term.focus()
    term.press("ArrowLeft")
    expect(calculator).to_contain_text("over 54 months")
    page.goto(live_server.format(slug=site) + "/finance")
    expect(page.get_by_test_id("quick-quote")).to_contain_text("Monthly repayment")
    expect(page.get_by_test_id("quick-quote")).to_contain_text("$")
    assert_accessible(page)


def test_the_term_slider_stops_at_the_sites_custom_increments(page: Page, live_server: str) -> None:
    site = "tasman-wide-group"  # its terms: 2, 3, 4, 5 and 7 years
    car = _car_with_an_estimate(live_server, site)
    page.goto(live_server.format(slug=site) + car["path"])
    calculator = page.get_by_test_id("finance-calculator")
    calculator.scroll_into_view_if_needed()
    expect(page.get_by_test_id("calculator-repayment")).to_contain_text("$")
    term = calculator.get_by_label("Loan term")
    expect(term).to_have_attribute("aria-valuetext", "5 years")
    term.focus()
    term.press("ArrowRight")
    expect(term).to_have_attribute("aria-valuetext", "7 years")
    expect(calculator).to_contain_text("over 364 weeks")
    term.press("Home")
    expect(term).to_have_attribute("aria-valuetext", "2 years")
    expect(calculator).to_contain_text("over 104 weeks")


HEIGHT_TRANSITIONS_JS = """e => {
    e.dataset.heightTransitions = '0';
    e.addEventListener('transitionrun', (event) => {
        if (event.propertyName === 'height') e.dataset.heightTransitions = String(Number(e.dataset.heightTransitions) + 1);
    });
}"""


def test_the_finance_disclaimer_opens_and_closes_with_the_collapse_animation(
    page: Page, live_server: str
) -> None:
    car = _car_with_an_estimate(live_server, SITE)
    page.goto(live_server.format(slug=SITE) + car["path"])
    calculator = page.get_by_test_id("finance-calculator")
    calculator.scroll_into_view_if_needed()
    expect(page.get_by_test_id("calculator-repayment")).to_contain_text("$")
    more = calculator.get_by_role("button", name="Show more")
    box = page.locator(f"#{more.get_attribute('aria-controls')}".replace(":", "\\:"))
    collapsed = box.bounding_box()
    assert collapsed and box.evaluate("e => getComputedStyle(e).transitionDuration") == "0.3s"
    box.evaluate(HEIGHT_TRANSITIONS_JS)
    more.click()
    # A height transition runs from the short text's height to the full text's.
    page.wait_for_function("e => e.dataset.heightTransitions === '1'", arg=box.element_handle())
    expect(calculator.get_by_role("button", name="Show less")).to_have_attribute(
        "aria-expanded", "true"
    )
    expect(box).to_contain_text(car["finance"]["lenders"]["youx"]["disclaimer"])
    page.wait_for_function("e => e.getAnimations().length === 0", arg=box.element_handle())
    opened = box.bounding_box()
    assert opened and opened["height"] > collapsed["height"]
    calculator.get_by_role("button", name="Show less").click()
    page.wait_for_function("e => e.dataset.heightTransitions === '2'", arg=box.element_handle())
    page.wait_for_function("e => e.getAnimations().length === 0", arg=box.element_handle())
    closed = box.bounding_box()
    assert closed and closed["height"] == pytest.approx(collapsed["height"], abs=1)


def test_the_finance_form_starts_at_the_specs_price_on_every_site(
    page: Page, live_server: str, demo_sites: list[dict[str, Any]]
) -> None:
    for site in demo_sites:
        page.goto(live_server.format(slug=site["slug"]) + "/finance")
        expect(page.get_by_label("Purchase price")).to_have_value("30000")
        disclaimer = page.get_by_test_id("quick-quote-disclaimer")
        expect(disclaimer).to_contain_text("a 10% deposit and a 30% final payment")


def test_the_finance_journey_ends_on_the_application_status_page(
    page: Page, live_server: str
) -> None:
    page.goto(live_server.format(slug=SITE) + "/finance?vehiclePriceBudget=45000&loanTerm=4")
    expect(page.get_by_test_id("form-step")).to_have_text("Quick Estimate")
    shelf = page.get_by_role("region", name="Get Finance Now")
    expect(shelf.get_by_role("listitem")).to_have_count(6)
    expect(shelf.get_by_role("link", name="View All Used Cars")).to_have_attribute(
        "href", "/search/used-cars"
    )
    expect(page.get_by_label("Purchase price")).to_have_value("45000")
    expect(page.get_by_test_id("quick-quote")).to_contain_text("%")
    assert_accessible(page)
    page.get_by_role("button", name="Next").click()
    expect(page.get_by_test_id("form-step")).to_have_text("Your Details")
    page.get_by_label("First name").fill("Robin")
    page.get_by_label("Email").fill("robin@example.com")
    page.get_by_role("button", name="Next").click()
    expect(page.get_by_test_id("form-step")).to_have_text("Instant pre-approval")
    page.get_by_role("button", name="Next").click()
    expect(page.get_by_test_id("form-step")).to_have_text("Apply to lender")
    verify_phone(page, live_server, "Verify and apply to YouX")
    expect(page).to_have_url(re.compile(r"/finance/applications/[A-Za-z0-9_-]+$"))
    status = page.get_by_test_id("application-status")
    expect(status).to_contain_text("Received")
    expect(page.get_by_text("$45,000")).to_be_visible()
    assert_accessible(page)


def test_the_finance_pop_up_on_the_vehicle_page_ends_on_the_application_page(
    page: Page, live_server: str
) -> None:
    car = _financed_car(live_server)
    page.goto(live_server.format(slug=SITE) + car["path"])
    page.get_by_test_id("finance-popup").click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_test_id("form-step")).to_have_text("Quick Estimate")
    expect(dialog.get_by_label("Purchase price")).to_have_value(str(car["price"]["amount"]))
    assert_accessible(page)
    dialog.get_by_role("button", name="Next").click()
    dialog.get_by_label("First name").fill("Jo")
    dialog.get_by_label("Email").fill("jo@example.com")
    dialog.get_by_role("button", name="Next").click()
    expect(dialog.get_by_test_id("form-step")).to_have_text("Instant pre-approval")
    dialog.get_by_role("button", name="Next").click()
    expect(dialog.get_by_test_id("form-step")).to_have_text("Apply to lender")
    verify_phone(page, live_server, "Verify and apply to YouX")
    expect(page).to_have_url(re.compile(r"/finance/applications/[A-Za-z0-9_-]+$"))
    expect(page.get_by_test_id("application-status")).to_contain_text("Received")
    expect(page.get_by_role("dialog")).to_have_count(0)


def test_on_a_phone_finance_by_the_cars_id_verifies_the_code_and_applies_in_one_action(
    browser: Any, live_server: str
) -> None:
    car = _financed_car(live_server)
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-AU")
    page = context.new_page()
    try:
        page.goto(live_server.format(slug=SITE) + f"/personalised/finance?car_id={car['id']}")
        expect(page.get_by_test_id("selected-car")).to_contain_text(car["name"])
        expect(page.get_by_label("Purchase price")).to_have_value(str(car["price"]["amount"]))
        page.get_by_role("button", name="Next").click()
        page.get_by_label("First name").fill("Sam")
        page.get_by_label("Email").fill("sam@example.com")
        page.get_by_role("button", name="Next").click()
        page.get_by_role("button", name="Next").click()
        expect(page.get_by_test_id("form-step")).to_have_text("Apply to lender")
        assert_accessible(page)
        # the code's one tap verifies it and sends the application: no Apply button after it
        verify_phone(page, live_server, "Verify and apply to YouX")
        expect(page).to_have_url(re.compile(r"/finance/applications/[A-Za-z0-9_-]+$"))
        expect(page.get_by_test_id("application-status")).to_contain_text("Received")
    finally:
        context.close()


def test_saving_a_car_signed_out_signs_in_comes_back_saved_and_shows_in_my_garage(
    page: Page, live_server: str
) -> None:
    car = _financed_car(live_server)
    base = live_server.format(slug=SITE)
    page.goto(base + car["path"])
    page.get_by_test_id("watchlist-button").click()
    expect(page).to_have_url(re.compile(r"/sign-in\?type=watchlist&redirect="))
    assert_accessible(page)
    verify_phone(page, live_server, "Sign In")
    expect(page).to_have_url(re.compile(re.escape(car["path"]) + "$"))
    expect(page.get_by_test_id("toast")).to_contain_text("Car Saved In Watchlist")
    expect(page.get_by_test_id("watchlist-button")).to_have_attribute("aria-pressed", "true")
    page.goto(base + "/my-garage")
    expect(page.get_by_role("heading", name="My garage")).to_be_visible()
    expect(page.get_by_role("heading", name="Saved cars")).to_be_visible()
    expect(page.locator(f'#main a[href="{car["path"]}"]').first).to_be_visible()
    assert_accessible(page)


def test_a_gated_page_sends_a_signed_out_visitor_to_sign_in(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug=SITE) + "/my-garage")
    expect(page).to_have_url(re.compile(r"/sign-in\?type=garage&redirect=%2Fmy-garage$"))
    expect(page.get_by_role("heading", name="Sign in")).to_be_visible()


def test_saving_a_search_signed_out_signs_in_and_keeps_it_in_my_garage(
    page: Page, live_server: str
) -> None:
    base = live_server.format(slug=SITE)
    page.goto(base + "/search/used-cars?sortBy=price:asc")
    page.get_by_test_id("save-search").click()
    expect(page).to_have_url(re.compile(r"/sign-in\?type=search&redirect="))
    verify_phone(page, live_server, "Sign In")
    dialog = page.get_by_role("dialog", name="Save this search")
    expect(dialog).to_be_visible()
    expect(dialog.get_by_label("Name")).to_have_value("Used Cars")
    dialog.get_by_label("Text message").check()
    assert_accessible(page)
    dialog.get_by_role("button", name="Save search").click()
    expect(page.get_by_test_id("toast")).to_contain_text("Search saved")
    expect(page).to_have_url(re.compile(r"/search/used-cars\?sortBy=price(%3A|:)asc$"))
    page.goto(base + "/my-garage")
    saved = page.locator("#main").get_by_role("link", name="Used Cars", exact=True)
    expect(saved).to_have_attribute("href", "/search/used-cars?sortBy=price:asc")
    alerts = page.get_by_role("combobox", name="Alerts for Used Cars")
    expect(alerts).to_have_value("sms")
    with page.expect_response(
        lambda r: "/api/v1/garage/searches/" in r.url and r.request.method == "PATCH"
    ):
        alerts.select_option("off")
    expect(alerts).to_have_value("off")  # the garage read again: the change is the server's
    page.reload()
    expect(page.get_by_role("combobox", name="Alerts for Used Cars")).to_have_value("off")
    assert_accessible(page)


def test_a_stale_stop_link_says_so(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug=SITE) + "/alerts/unsubscribe?token=" + "x" * 43)
    page.get_by_role("button", name="Stop these alerts").click()
    expect(page.get_by_role("alert")).to_have_text("This link is not valid any more.")
    assert_accessible(page)
