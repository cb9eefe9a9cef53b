"""Filling a shopper form in the browser as a person does, and waiting for its delivery."""

import time
from typing import Any


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
