"""A new dealer live in ten minutes, measured: an operator on a phone-sized screen goes from "New
site" to a live site (brand, one dealership with its location, a 500-car feed checked by the dry
run then imported, lead e-mails, the owner's invitation), whose home page shows the imported stock
and whose enquiry reaches the dealer's mailbox (a real SMTP server on loopback). The test prints
the operator's taps and seconds; the goal is at most 80 taps and 10 minutes."""

import re
import time
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import assert_accessible
from tests.browser.forms import fill_contact, solve_captcha, wait_for
from tests.conftest import CONSOLE_OPERATOR, CONSOLE_PASSWORD

pytestmark = pytest.mark.browser
MAX_TAPS, MAX_SECONDS = 80, 600
HEADER = "stocknum,year,make,model,badge,car_type,price,km,colour,body,fuel,transmission,status\n"
MODELS = [("Toyota", "HiLux", "SR5"), ("Mazda", "CX-5", "Maxx"), ("Ford", "Ranger", "XLT")]


def _feed(cars: int) -> bytes:
    rows = [
        f"W{n:04d},{2015 + n % 10},{make},{model},{badge},used,{19990 + n * 37},"
        f"{5000 + n * 211},White,Wagon,Diesel,Automatic,In Stock\n"
        for n, (make, model, badge) in ((n, MODELS[n % 3]) for n in range(cars))
    ]
    return (HEADER + "".join(rows)).encode()


class Taps:
    """Each click, choice or field the operator touches is a tap; typing within a field is not."""

    def __init__(self, page: Any) -> None:
        self.page, self.count = page, 0

    def click(self, locator: Any) -> None:
        self.count += 1
        locator.click()

    def fill(self, label: str, value: str) -> None:
        self.count += 1
        self.page.get_by_label(label, exact=True).fill(value)


def test_an_operator_takes_a_new_dealer_live_and_its_enquiry_reaches_the_dealer(
    browser: Any, live_server: str, live_smtp: Any
) -> None:
    port = live_server.rsplit(":", 1)[1]
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-AU")
    page = context.new_page()
    page.goto(f"http://localhost:{port}/console")
    page.get_by_label("E-mail address").fill(CONSOLE_OPERATOR)
    page.get_by_label("Password").fill(CONSOLE_PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("heading", name="Sites")).to_be_visible()

    slug = f"kelly-{int(time.time())}"
    taps, started = Taps(page), time.monotonic()
    taps.click(page.get_by_role("button", name="New site"))
    taps.fill("Dealer's name", "Kelly Motors")
    taps.fill("Address name", slug)
    assert_accessible(page)
    taps.click(page.get_by_role("button", name="Create the site"))

    expect(page.get_by_role("heading", name="Brand")).to_be_visible()
    taps.fill("Main colour", "#aa0011")
    taps.click(page.get_by_role("button", name="Save the brand"))

    expect(page.get_by_role("heading", name="Dealership")).to_be_visible()
    taps.fill("Street address", "1 Latrobe Tce")
    taps.fill("Suburb", "Geelong")
    taps.fill("Postcode", "322")  # a mistake first: the server's message, beside the field
    taps.fill("Phone", "03 5222 0000")
    taps.fill("E-mail address", "sales@kelly.example.com")
    taps.click(page.get_by_role("button", name="Add the dealership"))
    expect(page.get_by_text("String should match pattern")).to_be_visible()
    assert_accessible(page)
    taps.fill("Postcode", "3220")
    taps.click(page.get_by_role("button", name="Add the dealership"))

    expect(page.get_by_role("heading", name="Stock")).to_be_visible()
    taps.count += 1  # choosing the file
    page.get_by_label("Stock feed (CSV or JSON)").set_input_files(
        {"name": "stock.csv", "mimeType": "text/csv", "buffer": _feed(500)}
    )
    taps.click(page.get_by_role("button", name="Check the feed"))
    expect(page.get_by_role("status")).to_contain_text("The feed is good: 500 cars to add")
    taps.click(page.get_by_role("button", name="Import 500 cars"))

    expect(page.get_by_role("heading", name="Leads")).to_be_visible()
    taps.fill("E-mail leads of Kelly Motors to", "leads@kelly.example.com")
    taps.click(page.get_by_role("button", name="Save the lead e-mails"))

    expect(page.get_by_role("heading", name="Owner")).to_be_visible()
    taps.fill("Owner's name", "Kim Kelly")
    taps.fill("Owner's e-mail address", "kim@kelly.example.com")
    taps.click(page.get_by_role("button", name="Send the invitation"))

    expect(page.get_by_role("heading", name="Go live")).to_be_visible()
    expect(page.get_by_text("500 cars")).to_be_visible()
    assert_accessible(page)
    taps.click(page.get_by_role("button", name="Go live", exact=True))
    expect(page.get_by_text("Kelly Motors is live at")).to_be_visible()
    seconds = time.monotonic() - started
    print(f"\nnew site to live: {taps.count} taps, {seconds:.1f} seconds (goal: "
          f"<= {MAX_TAPS} taps, <= {MAX_SECONDS} seconds)")  # fmt: skip
    assert taps.count <= MAX_TAPS and seconds <= MAX_SECONDS

    # The site: live (no preview banner), its stock imported, the owner invited.
    owner_mail = wait_for(lambda: live_smtp.to("kim@kelly.example.com"))
    assert f"http://{slug}.localhost:{port}/console/password?token=" in (
        owner_mail[0].get_body(("plain",)).get_content()
    )
    shopper = context.new_page()
    site = live_server.format(slug=slug)
    shopper.goto(site + "/search")
    expect(shopper.get_by_text("Preview: this site is not live yet")).to_have_count(0)
    expect(shopper.locator("[data-testid=car-card]").first).to_be_visible()
    car = shopper.locator("[data-testid=car-card] a[href^='/cars/']").first
    car_path = car.get_attribute("href")
    car.click()
    shopper.wait_for_url(re.compile(re.escape(site + str(car_path))))
    shopper.get_by_test_id("action-buttons").get_by_role("link", name="Enquire").click()
    dialog = shopper.get_by_role("dialog", name="Enquire")
    email = fill_contact(shopper, "Jane")
    shopper.get_by_label("Comments *", exact=True).fill("Is it still available?")
    solve_captcha(shopper)
    dialog.get_by_role("button", name="Send Enquiry").click()
    shopper.wait_for_url("**/success")
    dealer = wait_for(
        lambda: next(
            (m for m in live_smtp.to("leads@kelly.example.com") if "Jane" in str(m["Subject"])),
            None,
        ),  # fmt: skip
        timeout=30,
    )
    assert "Is it still available?" in dealer.get_body(("plain",)).get_content()
    assert email
    context.close()
