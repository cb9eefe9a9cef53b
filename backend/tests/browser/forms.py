"""Filling a shopper form in the browser as a person does, and waiting for its delivery."""

import time
import xml.etree.ElementTree as ET
from typing import Any

from forecourt.outbox.transports import verify_signature
from tests.conftest import LIVE_WEBHOOK_DEALERSHIP, LIVE_WEBHOOK_SECRET

NORTHSIDE_INBOX = "sales@northsidemazda.com.au"
NORTHSIDE_ADF = f"adf-{LIVE_WEBHOOK_DEALERSHIP}@crm.example"


def wait_for(condition: Any, timeout: float = 10.0) -> Any:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = condition()
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError("timed out waiting for delivery")


def solve_captcha(page: Any) -> None:
    """The widget starts its proof of work when the shopper first focuses the form."""
    page.get_by_label("First name *", exact=True).focus()
    page.wait_for_function(
        "() => document.querySelector('altcha-widget')?.getState?.() === 'verified'", timeout=30000
    )


def solve_captcha_on_review(page: Any) -> None:
    """The online purchase's review step has no name field: the widget starts when the comments
    get focus."""
    page.get_by_label("Anything else we should know?").focus()
    page.wait_for_function(
        "() => document.querySelector('altcha-widget')?.getState?.() === 'verified'", timeout=30000
    )


def field_error(page: Any, label: str) -> str:
    described = page.get_by_label(label, exact=True).get_attribute("aria-describedby") or ""
    ids = [i for i in described.split() if i.endswith("-error")]
    return page.locator(f"[id='{ids[0]}']").inner_text() if ids else ""


def fill_contact(scope: Any, first: str) -> str:
    """First name, a fresh e-mail and a phone in a page or dialog; returns the e-mail, which
    tells this test's delivery apart from the others'."""
    email = f"{first.lower()}.{int(time.time() * 1000)}@example.com"
    scope.get_by_label("First name *", exact=True).fill(first)
    scope.get_by_label("Email *", exact=True).fill(email)
    scope.get_by_label("Phone *", exact=True).fill("0412 345 678")
    return email


def answer_condition(scope: Any) -> None:
    """The trade-in's questions about the shopper's car, answered, and on to the next step."""
    scope.get_by_label("Condition *").select_option("Good")
    scope.get_by_label("Has it been in an accident? *").select_option("No")
    scope.get_by_label("Service history *").select_option("Full")
    scope.get_by_label("Is there finance owing on it? *").select_option("No")
    scope.get_by_role("button", name="Next").click()


def _plain(message: Any) -> str:
    return str(message.get_body(("plain",)).get_content())


def assert_delivered(live_smtp: Any, live_webhook: Any, shopper_email: str, about: str = "") -> str:
    """The Northside Mazda dealer received this shopper's lead three ways: its inbox, its CRM's
    ADF/XML (parsed, with the elements a CRM needs) and its signed webhook. Returns the text of
    the dealer's e-mail (the one that also mentions `about`, when a shopper sent several)."""

    def wanted(message: Any) -> bool:
        return shopper_email in _plain(message) and about in _plain(message)

    dealer = wait_for(lambda: next((m for m in live_smtp.to(NORTHSIDE_INBOX) if wanted(m)), None))
    adf = wait_for(
        lambda: next((m for m in live_smtp.to(NORTHSIDE_ADF) if shopper_email in _plain(m)), None)
    )
    [attachment] = list(adf.iter_attachments())
    assert attachment.get_content_type() == "application/x-adf+xml"
    prospect = ET.fromstring(attachment.get_content()).find("prospect")
    assert prospect is not None and prospect.findtext("customer/contact/email") == shopper_email
    for element in ("requestdate", "vehicle", "customer/contact/name", "vendor/vendorname"):
        assert prospect.find(element) is not None, element
    hooks = wait_for(lambda: [h for h in live_webhook.received if shopper_email.encode() in h.body])
    assert verify_signature(
        LIVE_WEBHOOK_SECRET, hooks[0].headers["forecourt-signature"], hooks[0].body
    )
    return _plain(dealer)
