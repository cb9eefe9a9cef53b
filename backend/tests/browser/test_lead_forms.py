"""A shopper's forms in the browser: bad input shows each field's message, the captcha is solved
by the real widget (proof of work in a Web Worker under the CSP), a good submission lands on
/success, and the dealer receives it: the e-mail and the ADF/XML at a real SMTP server on
loopback, the signed webhook at a real receiver."""

import json
import time
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from playwright.sync_api import expect

from forecourt.outbox.transports import verify_signature
from tests.browser.conftest import assert_accessible
from tests.browser.forms import field_error, solve_captcha, wait_for
from tests.conftest import LIVE_WEBHOOK_SECRET

pytestmark = pytest.mark.browser
WIZARDS = {
    "/service": "Step 1 of 3: Your vehicle",
    "/trade-in": "Step 1 of 3: Your car",
    "/sell-your-car": "Step 1 of 3: Your car",
    "/sell-my-car": "Step 1 of 3: Your car",
    "/parts/search": "Step 1 of 2: The part you need",
}


def test_an_enquiry_from_a_car_reaches_the_dealer_by_email_adf_and_webhook(
    page: Any, live_server: str, live_smtp: Any, live_webhook: Any
) -> None:
    base = live_server.format(slug="northside-mazda")
    page.add_init_script("window.__csp = []; document.addEventListener('securitypolicyviolation',"
                         " e => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));")  # fmt: skip
    page.goto(base + "/search/used-cars?utm_source=newsletter")
    # The shopper clicks a car at once: the campaign is remembered even if the app had not loaded.
    car_link = page.locator("[data-testid=car-card] a[href^='/cars/']").first
    car_path = car_link.get_attribute("href")
    car_link.click()
    page.wait_for_url(base + str(car_path))
    page.get_by_test_id("action-buttons").get_by_role("link", name="Enquire").click()
    dialog = page.get_by_role("dialog", name="Enquire")
    dialog.get_by_role("button", name="Send Enquiry").click()
    assert field_error(page, "First name *") == "Please enter your first name."
    assert field_error(page, "Phone *") == "This is a required field."
    assert field_error(page, "Comments *") == "Please enter your comments."
    page.get_by_label("Email *", exact=True).fill("jane@")
    page.get_by_label("Phone *", exact=True).fill("12345")
    dialog.get_by_role("button", name="Send Enquiry").click()
    assert field_error(page, "Email *") == "Please enter a valid email address."
    assert field_error(page, "Phone *") == "Please enter a valid Australian phone number."
    assert_accessible(page)

    email = f"jane.{int(time.time() * 1000)}@example.com"
    page.get_by_label("First name *", exact=True).fill("Jane")
    page.get_by_label("Last name", exact=True).fill("Citizen")
    page.get_by_label("Email *", exact=True).fill(email)
    page.get_by_label("Phone *", exact=True).fill("0412 345 678")
    page.get_by_label("Comments *", exact=True).fill("Is it still available this weekend?")
    solve_captcha(page)
    dialog.get_by_role("button", name="Send Enquiry").click()
    page.wait_for_url("**/success")
    assert (
        "We have received your general enquiry"
        in page.get_by_test_id("success-message").inner_text()
    )
    assert page.evaluate("() => window.__csp") == []
    assert_accessible(page)

    # The dealer's side, within seconds: its inbox, its CRM (ADF/XML), its webhook; the shopper's copy.
    def mail_to(address: str, about: str = "Jane Citizen") -> Any:
        return next((m for m in live_smtp.to(address) if about in str(m["Subject"])), None)

    dealer = wait_for(lambda: mail_to("sales@northsidemazda.com.au"))
    assert "Is it still available this weekend?" in dealer.get_body(("plain",)).get_content()
    adf = wait_for(lambda: mail_to("adf-northside-mazda-windsor@crm.example"))
    [attachment] = list(adf.iter_attachments())
    prospect = ET.fromstring(attachment.get_content()).find("prospect")
    assert prospect is not None and prospect.findtext("customer/contact/email") == email
    assert prospect.find("vehicle").attrib["interest"] == "buy"
    assert prospect.findtext("vendor/vendorname")
    ack = wait_for(lambda: live_smtp.to(email))
    assert ack[0]["Subject"].startswith("We have your general enquiry")
    hooks = wait_for(lambda: [h for h in live_webhook.received if email.encode() in h.body])
    assert verify_signature(
        LIVE_WEBHOOK_SECRET, hooks[0].headers["forecourt-signature"], hooks[0].body
    )
    lead = json.loads(hooks[0].body)["lead"]
    assert lead["event_id"] == 15 and lead["lead_attributes"]["linked_query_params"] == {
        "utm_source": "newsletter"
    }
    assert car_path in lead["lead_attributes"]["visited_pages"]


@pytest.mark.parametrize(
    ("path", "heading"),
    [
        ("/book-test-drive", "Book a Test Drive"),
        ("/service", "Book a Service"),
        ("/trade-in", "Trade-In Valuation"),
        ("/sell-your-car", "Sell Your Car"),
        ("/sell-my-car", "Sell Your Car"),
        ("/vehicle-parts-and-accessories", "Parts & Accessories"),
        ("/parts/search", "Parts Search"),
        ("/careers", "Careers"),
        ("/contact", "Contact Us"),
    ],
)
def test_every_form_page_is_there_and_accessible(
    page: Any, live_server: str, path: str, heading: str
) -> None:
    page.goto(live_server.format(slug="tasman-wide-group") + path)
    assert page.get_by_role("heading", level=1).inner_text() == heading
    if path in WIZARDS:  # the dealership and the captcha come in later steps
        expect(page.get_by_test_id("form-step")).to_have_text(WIZARDS[path])
    else:
        page.locator("altcha-widget").wait_for()
        assert page.get_by_label("Dealership *", exact=True).is_visible()  # a group: choose one
    assert_accessible(page)


def test_a_shopper_typing_before_the_captcha_arrives_is_verified_without_refocusing(
    page: Any, live_server: str
) -> None:
    """The widget starts on the form's first focus; when that focus came before the widget's
    script, the work starts as the widget mounts instead of waiting for another focus."""
    held: list[Any] = []
    page.route("**/assets/altcha-*.js", lambda route: held.append(route))
    page.goto(live_server.format(slug="northside-mazda") + "/contact")
    expect(page.get_by_text("Loading verification…")).to_be_visible()
    page.get_by_label("First name *", exact=True).fill("Kim")  # focus stays in the form
    wait_for(lambda: held)
    held[0].continue_()
    page.wait_for_function(
        "() => document.querySelector('altcha-widget')?.getState?.() === 'verified'", timeout=30000
    )


def test_a_service_booking_on_a_group_site_goes_step_by_step_and_lands_on_success(
    page: Any, live_server: str, live_smtp: Any
) -> None:
    page.goto(live_server.format(slug="tasman-wide-group") + "/book-a-service")
    step = page.get_by_test_id("form-step")
    expect(step).to_have_text("Step 1 of 3: Your vehicle")
    page.get_by_role("button", name="Next").click()
    assert field_error(page, "Vehicle Rego *") == "This is a required field."
    assert field_error(page, "Service Interval *") == "Please choose a service interval."
    page.get_by_label("Vehicle Year *", exact=True).fill("2019")
    page.get_by_label("Vehicle Rego *", exact=True).fill("ABC123")
    page.get_by_label("Service Interval *", exact=True).select_option("Logbook service")
    page.get_by_role("button", name="Next").click()

    expect(step).to_have_text("Step 2 of 3: Date")
    page.get_by_role("button", name="Next").click()
    assert field_error(page, "Dealership *") == "Please choose a dealership."
    page.get_by_label("Dealership *", exact=True).select_option(index=1)
    # A weekday a week or more out: open at every demo service centre unless it is a holiday.
    day = page.evaluate(
        "() => { const d = new Date(); d.setDate(d.getDate() + 8);"
        " while ([0, 6].includes(d.getDay())) d.setDate(d.getDate() + 1);"
        " return d.toISOString().slice(0, 10); }"
    )
    page.get_by_label("Preferred Service Date *", exact=True).fill(day)
    page.get_by_role("button", name="Next").click()

    expect(step).to_have_text("Step 3 of 3: Your details")
    email = f"sam.{int(time.time() * 1000)}@example.com"
    page.get_by_label("First name *", exact=True).fill("Sam")
    page.get_by_label("Email *", exact=True).fill(email)
    page.get_by_label("Phone *", exact=True).fill("+61 3 9000 1234")
    assert_accessible(page)
    solve_captcha(page)
    page.get_by_role("button", name="Book Service").click()
    page.wait_for_url("**/success", timeout=15000)
    ack = wait_for(lambda: live_smtp.to(email))
    assert "Service Booking" in ack[0].get_body(("plain",)).get_content()
