"""The gate walk: on every demo site, a signed-out shopper on a phone taps every action button a
car's page offers and completes the form it leads to, up to its success state. Which buttons the
page must offer comes from the site's configuration (the car's dealership's, where it presents its
cars its own way). Where the site takes a form only from a signed-in shopper (its `sign_in_kinds`,
identity/gates.py) the form asks for the phone code in place, before the details and any submit,
and the path it lives at is an in-place gate of the site's gate table. No request answers an error
on the way, and no flow stops short of its success state. Each site's walk is printed."""

import re
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

import pytest
from playwright.sync_api import BrowserContext, Frame, Locator, Page, Response, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits, site_api
from tests.browser.devices import PHONE
from tests.browser.forms import answer_condition, solve_captcha, solve_captcha_on_review
from tests.browser.sign_in import verify_phone

pytestmark = pytest.mark.browser

# The vehicle page's action buttons, by the configuration that offers each (spec: vehicle §2, §4,
# §2.7), and the lead kind of the form each leads to.
SIDEBAR = {
    "enquire": "Enquire",
    "finance": "Get Finance",
    "tradeIn": "Trade-In Valuation",
    "testDrive": "Book a Test Drive",
    "reserve": "Reserve this Car",
    "buyOnline": "Buy Online",
}
INTERESTED = {"reserve": "Reserve Now", "tradeIn": "Trade In Valuation"}
PHOTOS = "Request more photos"
KIND = {
    "Enquire": "enquiry",
    "Get Finance": "finance",
    "Trade-In Valuation": "trade_in",
    "Trade In Valuation": "trade_in",
    "Book a Test Drive": "test_drive",
    "Reserve this Car": "reserve",
    "Reserve Now": "reserve",
    "Buy Online": "online_purchase",
    PHOTOS: "photo_request",
}
SIGNED_OUT_REFUSAL = "Please sign in to continue."  # the API's 401 for a gated lead


@dataclass
class Walk:
    """One site's shopper on a phone: one browser context, signed out again before each action."""

    site: dict[str, Any]  # the site's payload (GET /api/v1/site)
    live_server: str
    context: BrowserContext
    page: Page
    checked: set[str]  # the forms axe-core has checked, on this site or one walked before
    problems: list[str] = field(default_factory=list)  # errors answered, sign-in redirects
    done: dict[str, str] = field(default_factory=dict)  # the buttons walked, their lead kinds

    def accessible(self, form: str) -> None:
        """axe-core over the page with this form open, once in the walk."""
        if form not in self.checked:
            self.checked.add(form)
            assert_accessible(self.page)

    @property
    def base(self) -> str:
        return self.live_server.format(slug=self.site["slug"])

    def gated(self, kind: str) -> bool:
        return kind in self.site["sign_in_kinds"]

    def in_place_gate(self, path: str) -> bool:
        return any(
            g["in_place"] for g in self.site["gates"] if re.match(g["pattern"], path, re.IGNORECASE)
        )


def _dealership_config(site: dict[str, Any], slug: str, section: str) -> dict[str, Any]:
    """A section of the site's settings as the dealership `slug` presents them."""
    own = site["config"]["dealership_overrides"].get(slug, {}).get(section, {})
    return {**site["config"][section], **own}


def _configured(site: dict[str, Any], dealership: str) -> tuple[list[str], list[str]]:
    """The sidebar's buttons and the 'Interested in this vehicle?' actions the dealership's cars
    offer, by the site's configuration."""
    page = _dealership_config(site, dealership, "vehicle_page")
    return page["sidebar_buttons"], ["reserve", "tradeIn"] if page["interested_block"] else []


def _labels(buttons: list[str], interested: list[str]) -> list[str]:
    return [SIDEBAR[b] for b in buttons if b in SIDEBAR] + [INTERESTED[a] for a in interested]


def _offered(site: dict[str, Any], car: dict[str, Any]) -> dict[str, str]:
    """The action buttons the configuration offers on this car's page, each with the lead kind of
    its form; none unless the car takes every configured action (reservable, financed)."""
    buttons, interested = _configured(site, car["dealership_slug"])
    finance = car["finance"] or {"primary": None, "lenders": {}}
    lender = finance["lenders"].get(finance["primary"] or "")
    if (
        car["sidebar_buttons"] != buttons
        or car["interested_actions"] != interested
        or ("finance" in buttons and not lender)
    ):
        return {}
    offered = {label: KIND[label] for label in [*_labels(buttons, interested), PHOTOS]}
    if lender:  # the finance call to action, in the lender's own words
        offered[lender["cta"]] = "finance"
    return offered


def _cars_to_walk(
    live_server: str, site: dict[str, Any]
) -> list[tuple[dict[str, Any], dict[str, str]]]:
    """Cars whose pages together offer every action button of the site: the first car that offers
    all its dealership's buttons, then one of each dealership that offers buttons not seen yet.
    Dearest first, away from the cheap used cars other tests reserve."""
    slugs = {d["id"]: d["slug"] for d in site["dealerships"]}
    walks: list[tuple[dict[str, Any], dict[str, str]]] = []
    covered: set[str] = set()

    def waiting() -> set[str]:  # dealerships offering buttons no chosen car offers
        return {d for d in slugs.values() if not set(_labels(*_configured(site, d))) <= covered}

    for hit in demo_hits(live_server, site["slug"], status="in_stock", sortBy="price:desc"):
        if not waiting():
            break
        if (
            slugs.get(hit["dealership_id"]) in waiting()
            and hit["available"]
            and not hit["reserved"]
        ):
            car = site_api(live_server, site["slug"], f"/api/v1/cars/{hit['slug']}")
            if offered := _offered(site, car):
                walks.append((car, offered))
                covered |= offered.keys()
    assert not waiting(), f"no car of {waiting()} offers every action configured"
    return walks


def _action_buttons(page: Page) -> dict[str, Locator]:
    """Every action button the car's sidebar shows, by its words: the actions, the 'Interested in
    this vehicle?' block, the finance call to action and the photo request."""
    found: dict[str, Locator] = {}
    for block in ("action-buttons", "interested-block"):
        for link in page.get_by_test_id(block).get_by_role("link").all():
            found[link.inner_text().strip()] = link
    finance = page.get_by_test_id("finance-cta")
    for cta in finance.locator("a, [data-testid=finance-popup]").all():
        found[cta.inner_text().strip()] = cta
    photos = page.get_by_role("button", name=PHOTOS)
    if photos.count():
        found[PHOTOS] = photos
    return found


# ---- completing each form ------------------------------------------------------------------


def _sign_in_in_place(walk: Walk, scope: Page | Locator, submit: str) -> None:
    """The gated form opens on the phone-code step: mobile, Send Code, code; its details and its
    submit come after the code, so nothing can be sent signed out."""
    step = scope.get_by_test_id("sign-in-step")
    expect(step).to_be_visible()
    walk.accessible("sign-in step")
    if isinstance(scope, Page):  # a form page: its path is in the gate table, signed in in place
        path = urlparse(scope.url).path
        assert walk.in_place_gate(path), f"{path} leads to a gated form but is no in-place gate"
    expect(step.get_by_label("Mobile number")).to_be_visible()
    expect(step.get_by_role("button", name="Send Code")).to_be_visible()
    expect(step.get_by_label("Verification code")).to_be_visible()
    expect(scope.get_by_label("First name *", exact=True)).to_have_count(0)
    expect(scope.get_by_role("button", name=submit, exact=True)).to_have_count(0)
    mobile = verify_phone(walk.page, walk.live_server, "Verify and continue")
    expect(scope.get_by_role("textbox", name="Phone", exact=True)).to_have_value(
        re.compile(r"\s?".join(mobile.split()))
    )


def _lead_form(walk: Walk, scope: Page | Locator, kind: str, submit: str) -> None:
    """A shopper form (LeadForm): signed in first where the site gates it, then the details the
    site asks for, the captcha for a shopper not signed in, and the submit."""
    signed_in = walk.gated(kind)
    if signed_in:
        _sign_in_in_place(walk, scope, submit)
    else:
        expect(scope.get_by_role("button", name=submit, exact=True)).to_be_visible()
        expect(scope.get_by_test_id("sign-in-step")).to_have_count(0)
    walk.accessible(submit)
    sign_in = walk.site["config"]["sign_in"]
    scope.get_by_label("First name *", exact=True).fill("Gate")
    scope.get_by_label("Email *", exact=True).fill(f"gate.{kind}.{time.time_ns()}@example.com")
    phone = scope.get_by_label("Phone *", exact=True)
    if not phone.input_value():
        phone.fill("0412 345 678")
    if sign_in["postcode_field"]:
        scope.get_by_label("Postcode *", exact=True).fill("3134")
    comments = scope.get_by_label("Comments *", exact=True)
    if comments.count():
        comments.fill("Is it still available?")
    if sign_in["terms_checkbox_required"]:
        scope.get_by_label("I agree to the terms of use and the privacy policy *").check()
    if sign_in["captcha"] and not signed_in:
        solve_captcha(scope)
    scope.get_by_role("button", name=submit, exact=True).click()


def _at_success(walk: Walk) -> None:
    walk.page.wait_for_url("**/success")
    expect(walk.page.get_by_test_id("success-message")).to_contain_text("We have received your")


def _enquire(walk: Walk) -> None:
    dialog = walk.page.get_by_role("dialog", name="Enquire")
    _lead_form(walk, dialog, "enquiry", "Send Enquiry")
    _at_success(walk)


def _photos(walk: Walk) -> None:
    dialog = walk.page.get_by_role("dialog", name="Request More Photos")
    _lead_form(walk, dialog, "photo_request", "Request Photos")
    _at_success(walk)


def _test_drive(walk: Walk) -> None:
    dialog = walk.page.get_by_role("dialog", name="Book a Test Drive")
    day = dialog.get_by_label("Preferred day")  # the last day offered: no slot passes meanwhile
    day.select_option(day.locator("option:not([value=''])").last.get_attribute("value"))
    slot = dialog.get_by_label("Preferred time")
    free = slot.locator("option:not([disabled]):not([value=''])").first
    slot.select_option(free.get_attribute("value"))
    _lead_form(walk, dialog, "test_drive", "Book Test Drive")
    _at_success(walk)


def _reserve(walk: Walk) -> None:
    page = walk.page
    page.wait_for_url(re.compile(r"/cars/[^/?#]+/(checkout|buy-online)$"))
    expect(page.get_by_test_id("deposit")).to_be_visible()
    _lead_form(walk, page, "reserve", "Reserve this Car")
    _at_success(walk)
    expect(page.get_by_test_id("reservation")).to_contain_text("held for you")


def _buy_online(walk: Walk) -> None:
    """The online purchase wizard, for the car: details, no trade-in, no finance, pickup, then the
    review step sends the order."""
    page, submit = walk.page, "Send My Order"
    page.wait_for_url(re.compile(r"/checkout-journey\?car_id=\d{4}-[a-z0-9-]+$"))  # by slug
    signed_in = walk.gated("online_purchase")
    if signed_in:
        _sign_in_in_place(walk, page, submit)
    step = page.get_by_test_id("form-step")
    expect(step).to_have_text("Step 1 of 5: Your details")
    walk.accessible("Buy Online")
    page.get_by_label("First name *", exact=True).fill("Gate")
    page.get_by_label("Email *", exact=True).fill(f"gate.online.{time.time_ns()}@example.com")
    phone = page.get_by_label("Phone *", exact=True)
    if not phone.input_value():
        phone.fill("0412 345 678")
    sign_in = walk.site["config"]["sign_in"]
    if sign_in["postcode_field"]:
        page.get_by_label("Postcode *", exact=True).fill("3134")
    for title in ("Trade-in", "Finance", "Delivery or pickup"):
        page.get_by_role("button", name="Next").click()
        expect(step).to_contain_text(title)
    page.get_by_label("Delivery or pickup *").select_option("pickup")
    page.get_by_role("button", name="Next").click()
    expect(step).to_have_text("Step 5 of 5: Review")
    if sign_in["terms_checkbox_required"]:
        page.get_by_label("I agree to the terms of use and the privacy policy *").check()
    if sign_in["captcha"] and not signed_in:
        solve_captcha_on_review(page)
    page.get_by_role("button", name=submit, exact=True).click()
    _at_success(walk)


def _trade_in(walk: Walk) -> None:
    page = walk.page
    page.wait_for_url(re.compile(r"/cars/trade-in\?car_id=\d{4}-[a-z0-9-]+$"))  # by its slug
    page.get_by_label("Make *").select_option("Toyota")
    page.get_by_label("Model *").select_option("Corolla")
    year = page.get_by_label("Year *")
    expect(year.locator("option", has_text=re.compile(r"^2019$"))).to_have_count(1)
    year.select_option("2019")
    page.get_by_label("Kilometres *").fill("60000")
    page.get_by_role("button", name="Next").click()
    answer_condition(page)
    _lead_form(walk, page, "trade_in", "Get My Offer")
    offer = page.get_by_test_id("offer")
    expect(offer).to_be_visible()
    # An offer range is accepted; a car the dealer must see first is Done.
    offer.get_by_role("button", name=re.compile(r"^(Accept Offer|Done)$")).click()
    _at_success(walk)


def _finance(walk: Walk) -> None:
    """The finance form's own phone-code step comes before it applies, signed out on every site."""
    page = walk.page
    expect(page.get_by_test_id("form-step")).to_have_text("Quick Estimate")
    dialog = page.get_by_role("dialog")  # the pop-up variant, over the car
    scope: Page | Locator = dialog if dialog.count() else page
    if walk.gated("finance") and scope is page:
        path = urlparse(page.url).path
        assert walk.in_place_gate(path), f"{path} leads to a gated form but is no in-place gate"
    step = scope.get_by_test_id("form-step")
    walk.accessible("finance" if scope is page else "finance pop-up")
    scope.get_by_role("button", name="Next").click()
    scope.get_by_label("First name").fill("Gate")
    scope.get_by_label("Email").fill(f"gate.finance.{time.time_ns()}@example.com")
    sign_in = walk.site["config"]["sign_in"]
    if sign_in["postcode_field"]:
        scope.get_by_label("Postcode").fill("3134")
    if sign_in["terms_checkbox_required"]:
        scope.get_by_label("I agree to the terms of use").check()
    scope.get_by_role("button", name="Next").click()
    expect(step).to_have_text("Instant pre-approval")
    scope.get_by_role("button", name="Next").click()
    expect(step).to_have_text("Apply to lender")
    expect(scope.get_by_role("button", name=re.compile(r"^Apply to"))).to_have_count(0)
    verify_phone(page, walk.live_server, "Verify and apply to")
    page.wait_for_url(re.compile(r"/finance/applications/[A-Za-z0-9_-]+$"))
    expect(page.get_by_test_id("application-status")).to_contain_text("Received")


FLOWS: dict[str, Callable[[Walk], None]] = {
    "enquiry": _enquire,
    "photo_request": _photos,
    "test_drive": _test_drive,
    "reserve": _reserve,
    "online_purchase": _buy_online,
    "trade_in": _trade_in,
    "finance": _finance,
}


# ---- the walk ------------------------------------------------------------------------------


@contextmanager
def _shopper(browser: Any, live_server: str, slug: str, checked: set[str]) -> Iterator[Walk]:
    """A fresh shopper of the site on a phone, noting every error answered, every uncaught error
    in the page and every trip to the sign-in page."""
    site = site_api(live_server, slug, "/api/v1/site")
    context = browser.new_context(**PHONE, locale="en-AU")
    context.set_default_timeout(15_000)
    walk = Walk(site, live_server, context, context.new_page(), checked)

    def answered(response: Response) -> None:
        if response.status >= 400:
            walk.problems.append(f"{response.status} {response.request.method} {response.url}")

    def navigated(frame: Frame) -> None:
        if urlparse(frame.url).path == "/sign-in":
            walk.problems.append(f"sent to {frame.url}")

    walk.page.on("response", answered)
    walk.page.on("pageerror", lambda error: walk.problems.append(f"page error: {error}"))
    walk.page.on("framenavigated", navigated)
    try:
        yield walk
    finally:
        context.close()


def _walk_action(walk: Walk, label: str, kind: str) -> None:
    """From the car's page: the button, the form it leads to, and the form's success state."""
    _action_buttons(walk.page)[label].click()
    try:
        FLOWS[kind](walk)
        expect(walk.page.get_by_text(SIGNED_OUT_REFUSAL)).to_have_count(0)
    except Exception as stuck:  # a dead end: say what the shopper met on the way
        raise AssertionError(f"{label} on {walk.site['slug']}: {walk.problems}") from stuck
    assert not walk.problems, f"{label} on {walk.site['slug']}: {walk.problems}"
    walk.done[label] = kind


def test_every_action_on_every_demo_site_completes_signed_out_on_a_phone(
    browser: Any, live_server: str, demo_sites: list[dict[str, Any]]
) -> None:
    report, checked = [], set[str]()
    for listing in demo_sites:
        started = time.monotonic()
        with _shopper(browser, live_server, listing["slug"], checked) as walk:
            cars = _cars_to_walk(live_server, walk.site)
            assert cars, f"{listing['slug']}: no car offers every action configured"
            for car, offered in cars:
                # Buttons not walked from another car of the site; a reservation holds the car
                # and takes its Reserve button away, so that one goes last.
                actions = [
                    (label, kind) for label, kind in offered.items() if label not in walk.done
                ]
                actions.sort(key=lambda action: action[1] == "reserve")
                for n, (label, kind) in enumerate(actions):
                    walk.context.clear_cookies()  # signed out for every action
                    walk.page.goto(walk.base + car["path"])
                    if n == 0:  # the buttons shown are the ones configured
                        shown = sorted(_action_buttons(walk.page))
                        assert shown, f"{car['path']} shows no action button"
                        assert shown == sorted(offered), f"{car['path']}: {shown} != {offered}"
                    _walk_action(walk, label, kind)
        walked = [f"{label} ({kind}{', gated' if walk.gated(kind) else ''})"
                  for label, kind in walk.done.items()]  # fmt: skip
        seconds = time.monotonic() - started
        report.append(f"  {listing['slug']}, {seconds:.1f} s: " + "; ".join(walked))
    print("\nThe gate walk, per site:\n" + "\n".join(report))
