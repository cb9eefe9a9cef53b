"""A shopper signing in in the browser: a new mobile number each time, the code read from the
development mailbox as a developer running `make run` would."""

from itertools import count

from playwright.sync_api import Page, expect

from tests.live_shopper import texted_code

_phones = count(100)


def new_mobile() -> str:
    return f"0412 555 {next(_phones):03d}"


def verify_phone(page: Page, live_server: str, button: str) -> str:
    mobile = new_mobile()
    page.get_by_label("Mobile number").fill(mobile)
    expect(page.get_by_label("Verification code")).to_be_disabled()
    page.get_by_role("button", name="Send Code").click()
    expect(page.get_by_text("Code sent!")).to_be_visible()
    expect(page.get_by_role("button", name="Resend Code")).to_be_visible()
    code = page.get_by_label("Verification code")
    expect(code).to_have_attribute("autocomplete", "one-time-code")
    code.fill(texted_code(live_server, mobile))
    page.get_by_role("button", name=button).click()
    return mobile
