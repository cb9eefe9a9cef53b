"""A shopper signing in in the browser: a new mobile number each time, the code read from the
development mailbox as a developer running `make run` would."""

import html
import re
from itertools import count

import httpx
from playwright.sync_api import Page, expect

from tests.browser.forms import wait_for

_phones = count(100)


def new_mobile() -> str:
    return f"0412 555 {next(_phones):03d}"


def texted_code(live_server: str, mobile: str) -> str:
    """The code in the newest text to `mobile`, from /dev/mailbox on the platform host."""
    port = live_server.rsplit(":", 1)[1]
    e164 = "+61" + mobile.replace(" ", "")[1:]

    def latest() -> str | None:
        listing = httpx.get(f"http://127.0.0.1:{port}/dev/mailbox").text
        for row in re.findall(r"<tr>(.*?)</tr>", listing, re.S):
            if html.escape(e164) in row and (found := re.search(r"SMS: (\d{6}) ", row)):
                return found.group(1)
        return None

    code: str = wait_for(latest)
    return code


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
