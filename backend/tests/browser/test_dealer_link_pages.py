"""The pages behind links dealers use (spec: finance-signin-locations §2.2, §2.3, §6), completed by a
shopper on a phone: /sell-my-car values their car and the dealer gets the accepted offer;
/parts/search starts from the part in the link and reaches the parts team; /spin-to-win signs a
signed-out shopper in, takes their one entry to the prize draw and shows it to the dealer's console;
/online-payment lists the deposit the shopper owes and pays it through the site's payment
processor. Each page passes axe-core."""

import json
import re
import time
from collections.abc import Iterator
from datetime import date
from typing import Any

import httpx
import pytest
from playwright.sync_api import BrowserContext, Page, expect

from tests.browser.conftest import SAVE, assert_accessible
from tests.browser.demo_stock import demo_hits, site_api
from tests.browser.devices import PHONE, picture
from tests.browser.forms import (
    NORTHSIDE_INBOX,
    answer_condition,
    assert_delivered,
    fill_contact,
    solve_captcha,
    wait_for,
)
from tests.browser.sign_in import verify_phone
from tests.conftest import CONSOLE_OWNER, CONSOLE_PASSWORD, CONSOLE_SITE
from tests.loopback import WebhookReceiver

pytestmark = pytest.mark.browser
NORTHSIDE = "northside-mazda"  # its inbox, CRM and webhook are the tests' own (forms.py)
GROUP = CONSOLE_SITE  # the group site runs the prize draw; its owner signs in to the console


@pytest.fixture
def phone(browser: Any) -> Iterator[Page]:
    context: BrowserContext = browser.new_context(**PHONE, locale="en-AU")
    context.set_default_timeout(15_000)
    yield context.new_page()
    context.close()


def _recent_model(live_server: str) -> dict[str, Any]:
    """A used car of the demo's stock new enough for an online estimate, with market data."""
    this_year = time.gmtime().tm_year
    return next(
        h
        for h in demo_hits(live_server, NORTHSIDE, car_type="used")
        if h["year"] >= this_year - 4 and (h["km"] or 0) < 80_000
    )


def test_sell_my_car_values_the_shoppers_car_and_the_dealer_gets_the_accepted_offer(
    phone: Page, live_server: str, live_smtp: Any, live_webhook: Any
) -> None:
    model = _recent_model(live_server)
    phone.goto(live_server.format(slug=NORTHSIDE) + "/sell-my-car")
    expect(phone.get_by_role("heading", level=1)).to_have_text("Sell Your Car")
    expect(phone.get_by_test_id("form-step")).to_have_text("Step 1 of 3: Your car")
    phone.get_by_label("Make *").select_option(model["make"])
    phone.get_by_label("Model *").select_option(model["model"])
    phone.get_by_label("Year *").select_option(str(model["year"]))
    phone.get_by_label("Kilometres *").fill("40000")
    assert_accessible(phone)
    phone.get_by_role("button", name="Next").click()
    answer_condition(phone)
    email = fill_contact(phone, "Sal")
    solve_captcha(phone)
    phone.get_by_role("button", name="Get My Offer").click()

    offer = phone.get_by_test_id("offer")
    expect(offer.get_by_role("heading")).to_have_text("Our offer for your car")
    expect(offer).to_contain_text(re.compile(r"\$[\d,]+ – \$[\d,]+"))
    picture(phone, "sell-my-car-offer")
    assert_accessible(phone)
    offer.get_by_role("button", name="Accept Offer").click()
    phone.wait_for_url("**/success")
    expect(phone.get_by_test_id("success-message")).to_contain_text("your car's details")

    text = assert_delivered(live_smtp, live_webhook, email, about="3. Offer Accepted")
    assert "Enquiry type: Sell My Car" in text and "Trade-in offer: $" in text


def test_a_parts_search_link_fills_the_part_and_reaches_the_parts_team(
    phone: Page, live_server: str, live_smtp: Any
) -> None:
    base = live_server.format(slug=NORTHSIDE)
    phone.goto(base + "/parts/search?q=Roof%20racks&make=Mazda&model=CX-5")
    expect(phone.get_by_role("heading", level=1)).to_have_text("Parts Search")
    expect(phone.get_by_test_id("form-step")).to_have_text("Step 1 of 2: The part you need")
    expect(phone.get_by_label("Parts or accessories wanted *")).to_have_value("Roof racks")
    expect(phone.get_by_label("Vehicle model", exact=True)).to_have_value("CX-5")
    counters = phone.get_by_test_id("parts-departments")
    expect(counters).to_contain_text("Northside Mazda Parts")
    expect(
        counters.get_by_role("link", name="Hours and directions for Northside Mazda Parts")
    ).to_have_attribute("href", "/contact-us/northside-mazda-parts")
    phone.get_by_label("Vehicle year", exact=True).fill("2021")
    assert_accessible(phone)
    phone.get_by_role("button", name="Next").click()

    expect(phone.get_by_test_id("form-step")).to_have_text("Step 2 of 2: Your details")
    email = fill_contact(phone, "Pia")
    solve_captcha(phone)
    picture(phone, "parts-search")
    assert_accessible(phone)
    phone.get_by_role("button", name="Send Parts Enquiry").click()
    phone.wait_for_url("**/success")
    expect(phone.get_by_test_id("success-message")).to_contain_text("your parts enquiry")

    dealer = wait_for(
        lambda: next((m for m in live_smtp.to(NORTHSIDE_INBOX) if email in _text(m)), None)
    )
    text = _text(dealer)
    assert "Enquiry type: Parts Enquiry" in text and "Parts wanted: Roof racks" in text
    assert "Vehicle model: CX-5" in text and "Vehicle year: 2021" in text


def _text(message: Any) -> str:
    return str(message.get_body(("plain",)).get_content())


def _console_leads(live_server: str, **params: str) -> list[dict[str, Any]]:
    """The group's leads as its owner reads them in the console."""
    port = live_server.rsplit(":", 1)[1]
    host = f"{GROUP}.localhost:{port}"
    with httpx.Client(
        base_url=f"http://127.0.0.1:{port}", headers={"Host": host, "Origin": f"http://{host}"}
    ) as console:
        signed_in = console.post(
            "/api/v1/console/auth/sign-in",
            json={"email": CONSOLE_OWNER, "password": CONSOLE_PASSWORD},
        )
        assert signed_in.status_code == 200, signed_in.text
        leads: list[dict[str, Any]] = console.get("/api/v1/console/leads", params=params).json()[
            "leads"
        ]
    return leads


def _fill_entry(page: Page, birth: str) -> None:
    page.get_by_label("Date of birth *").fill(birth)
    page.get_by_label("Postcode *").fill("2150")  # Parramatta, NSW
    page.get_by_label("I have read and accept the draw's terms and conditions *").check()


def test_a_signed_out_shopper_signs_in_and_enters_the_prize_draw_once(
    phone: Page, live_server: str
) -> None:
    base = live_server.format(slug=GROUP)
    phone.goto(base + "/spin-to-win")
    phone.wait_for_url("**/sign-in?type=spin-to-win&redirect=%2Fspin-to-win")
    expect(phone.get_by_text("Sign in to enter our prize draw")).to_be_visible()
    mobile = verify_phone(phone, live_server, "Sign In")
    phone.wait_for_url(base + "/spin-to-win")

    expect(phone.get_by_role("heading", level=1)).to_have_text("Drive Away a Winner")
    facts = phone.get_by_test_id("draw-facts")
    expect(facts).to_contain_text("Open to residents of NSW aged 18 or over.")
    expect(
        facts.get_by_role("link", name="Read the draw's terms and conditions")
    ).to_have_attribute("href", "/pages/sweepstake-terms")
    email = f"noor.{time.time_ns()}@example.com"
    phone.get_by_label("First name *", exact=True).fill("Noor")
    phone.get_by_label("Email *", exact=True).fill(email)
    expect(phone.get_by_label("Phone *", exact=True)).to_have_value(
        re.compile(r"\s?".join(mobile.split()))
    )
    phone.get_by_label("Dealership *", exact=True).select_option(index=1)
    today = date.today()
    _fill_entry(phone, date(today.year - 17, 1, 1).isoformat())
    assert_accessible(phone)
    phone.get_by_role("button", name="Enter the Draw").click()
    expect(phone.get_by_text("Entrants must be 18 or over.")).to_be_visible()  # the server's rule

    _fill_entry(phone, "1990-05-17")
    phone.get_by_role("button", name="Enter the Draw").click()
    expect(phone.get_by_test_id("draw-entered")).to_contain_text("You're in the draw!")
    picture(phone, "spin-to-win-entered")
    assert_accessible(phone)
    phone.reload()  # kept: entered once, no second form
    expect(phone.get_by_test_id("draw-entered")).to_be_visible()
    expect(phone.get_by_role("button", name="Enter the Draw")).to_have_count(0)

    [lead] = _console_leads(live_server, kind="sweepstake", q=email)
    assert lead["category"] == "Sweepstake Entry"


def _reservable(live_server: str) -> dict[str, Any]:
    cars = [h for h in demo_hits(live_server, GROUP, car_type="used") if "reserve" in h["buttons"]]
    return cars[-9]  # from the end, past the cars the other tests reserve


@pytest.fixture
def payment_service(owner_page: Page) -> Iterator[WebhookReceiver]:
    """The group takes deposits through a payment service (here on loopback), down at first; the
    site's settings are put back after (owner_page)."""
    receiver = WebhookReceiver(status=503)
    config = owner_page.evaluate("fetch('/api/v1/console/settings').then(r => r.json())")["config"]
    config["reserve"] = {**config["reserve"], "processor": "remote", "remote_url": receiver.url}
    assert owner_page.evaluate(SAVE, ["/settings/config", config]) == 200
    try:
        yield receiver
    finally:
        receiver.close()


def test_a_shopper_pays_the_deposit_they_owe_at_online_payment(
    phone: Page, live_server: str, payment_service: WebhookReceiver
) -> None:
    base = live_server.format(slug=GROUP)
    phone.goto(base + "/online-payment")
    phone.wait_for_url("**/sign-in?type=online-payment&redirect=%2Fonline-payment")
    verify_phone(phone, live_server, "Sign In")
    phone.wait_for_url(base + "/online-payment")
    expect(phone.get_by_test_id("nothing-owed")).to_contain_text("You have no payments due.")

    # The shopper reserves a car while the payment service is down: the deposit is still owed.
    car = _reservable(live_server)
    deposit = site_api(live_server, GROUP, f"/api/v1/cars/{car['slug']}/reservation")["amount"]
    phone.goto(base + car["path"] + "/buy-online")
    expect(phone.get_by_test_id("deposit")).to_contain_text("Refundable deposit")
    fill_contact(phone, "Ray")  # signed in: the reservation is this shopper's, whatever phone
    phone.get_by_role("button", name="Reserve this Car", exact=True).click()
    phone.wait_for_url("**/success")

    payment_service.status = 200
    payment_service.reply = b'{"status": "authorised", "reference": "pay_browser_1"}'
    phone.goto(base + "/online-payment")
    owed = phone.get_by_test_id("owed-deposit")
    expect(owed.get_by_role("heading", name=car["name"])).to_be_visible()
    expect(owed).to_contain_text(f"Refundable deposit: ${deposit:,}")
    picture(phone, "online-payment-owed")
    assert_accessible(phone)
    owed.get_by_role("button", name=f"Pay ${deposit:,} deposit").click()
    expect(phone.get_by_test_id("payment-result")).to_contain_text(
        f"Thank you: your ${deposit:,} deposit is paid."
    )
    expect(phone.get_by_test_id("nothing-owed")).to_be_visible()
    assert_accessible(phone)
    paid = json.loads(payment_service.received[-1].body)
    assert paid["amount_cents"] == deposit * 100 and paid["reference"].startswith("reservation-")
