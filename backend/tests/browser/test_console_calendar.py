"""The calendar in the browser, as the roles that use it. A shopper books a
test drive and another a service; the salesperson opens the week at the test drive's location
(at 1366 px), opens the booking from its block and reschedules it; a service advisor, on a phone,
opens the day of the service booking and cancels it with a reason; a test drive asked for without
a day waits beside the week until the salesperson books it a time there. Each shopper's message
lands in the real SMTP mailbox (and the text in the development mailbox); axe checks every
screen."""

import re
from datetime import date, timedelta
from typing import Any

import httpx
import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits
from tests.browser.forms import wait_for
from tests.conftest import CONSOLE_SITE
from tests.live_shopper import post_lead, site_client, solved_captcha

pytestmark = pytest.mark.browser
SHOTS = "/tmp/forecourt-calendar"
ADVISOR_EMAIL = "sid.service@tasmanwidegroup.example"
ADVISOR_PASSWORD = "sid's long new password"


def _api(page: Page, method: str, path: str, body: Any = None) -> Any:
    return page.evaluate(
        """async ([method, path, body]) => {
          const me = await (await fetch('/api/v1/console/auth/session')).json();
          const r = await fetch('/api/v1/console' + path, {method, body: body === null ? undefined : JSON.stringify(body),
            headers: {'Content-Type': 'application/json', 'X-CSRF-Token': me.csrf_token}});
          return {status: r.status, body: await r.json().catch(() => null)};
        }""",
        [method, path, body],
    )


def _texts_to(live_server: str, e164: str) -> list[str]:
    port = live_server.rsplit(":", 1)[1]
    listing = httpx.get(f"http://127.0.0.1:{port}/dev/mailbox").text
    return [row for row in re.findall(r"<tr>(.*?)</tr>", listing, re.S) if e164 in row]


def _bookable_car(live_server: str) -> tuple[dict[str, Any], dict[str, Any], list[tuple[str, str]]]:
    """A car in stock with six or more free test-drive slots two or more days out: (the car's
    search hit, its slots, the free day and time pairs)."""
    for hit in demo_hits(live_server, CONSOLE_SITE, status="in_stock"):
        if not hit["available"]:
            continue
        with site_client(live_server, CONSOLE_SITE) as shopper:
            plan = shopper.get(f"/api/v1/cars/{hit['slug']}/test-drive-slots?days=9").json()
        free = [(d["date"], s["time"]) for d in plan["days"][2:] for s in d["slots"]
                if s["available"]]  # fmt: skip
        if len(free) >= 6:
            return hit, plan, free
    raise AssertionError("no demo car offers test-drive slots")


def _test_drive(live_server: str) -> tuple[dict[str, Any], dict[str, Any], tuple[str, str]]:
    """A test drive booked two or more days out at a car's location, and a free slot to move
    it to: (the lead, the slots, the new day and time)."""
    hit, plan, free = _bookable_car(live_server)
    with site_client(live_server, CONSOLE_SITE) as shopper:
        lead = post_lead(shopper, {
            "kind": "test_drive", "name": "Tess", "last_name": "Drive",
            "email": "tess.drive@example.com", "phone": "0412 700 101", "car_id": hit["id"],
            "preferred_date": free[0][0], "preferred_time": free[0][1],
            "terms_conditions": True, "altcha": solved_captcha(shopper),
        })  # fmt: skip
    return lead, plan, free[4]


def _turn_to(page: Page, block: Locator, location_name: str, step: str, pages: int) -> None:
    """Turns the calendar (`step`: "Next week" or "Next day") until `block` shows, each time
    waiting for the new dates' answer to arrive (the page keeps the old one until then)."""
    shown = page.get_by_test_id("calendar-range")
    expect(shown).to_contain_text(location_name)
    for _ in range(pages):
        if block.count():
            return
        before = shown.inner_text()
        page.get_by_role("button", name=step).click()
        expect(shown).not_to_have_text(before)
    expect(block).to_have_count(1)


def _twelve_hour(hhmm: str) -> str:
    hour, minute = (int(p) for p in hhmm.split(":"))
    return f"{(hour % 12) or 12}:{minute:02d} {'am' if hour < 12 else 'pm'}"


def _open_day(location: dict[str, Any], after: int) -> date:
    closed = {s["date"] for s in location["special_hours"] if s["status"] != "Open"}
    open_days = {h["weekday"] for h in location["opening_hours"] if h["status"] == "Open"}
    day = date.today() + timedelta(days=after)
    while (day.weekday() + 1) % 7 not in open_days or day.isoformat() in closed:
        day += timedelta(days=1)
    return day


def test_a_salesperson_reschedules_a_test_drive_from_the_week(
    sales_page: Page, live_server: str, live_smtp: Any
) -> None:
    lead, plan, (new_day, new_time) = _test_drive(live_server)
    page = sales_page
    page.set_viewport_size({"width": 1366, "height": 900})
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Calendar").click()
    expect(page.get_by_role("heading", name="Calendar")).to_be_visible()
    page.get_by_label("Location").select_option(str(plan["location_id"]))
    page.get_by_role("button", name="Week", exact=True).click()
    expect(page.get_by_test_id("calendar-day")).to_have_count(7)
    block = page.get_by_test_id("appointment").filter(has_text="Tess Drive")
    # the booking is two or more days out: it may be next week
    _turn_to(page, block, plan["location_name"], "Next week", 2)
    expect(block).to_contain_text("Test drive")
    page.screenshot(path=f"{SHOTS}-week-1366.png", full_page=True)
    assert_accessible(page)

    block.click()
    expect(page.get_by_role("heading", name="Tess Drive")).to_be_visible()
    panel = page.get_by_test_id("appointment-panel")
    expect(panel.get_by_test_id("appointment-when")).to_contain_text(plan["location_name"])
    form = panel.get_by_role("form", name="Reschedule")
    # a time before opening is refused beside its field, and nothing is sent
    form.get_by_label("New date").fill(new_day)
    form.get_by_label(re.compile("^New time")).fill("05:00")
    form.get_by_role("button", name="Reschedule").click()
    expect(form.get_by_text(re.compile("^Please choose a time from"))).to_be_visible()
    form.get_by_label(re.compile("^New time")).fill(new_time)
    form.get_by_role("button", name="Reschedule").click()
    expect(form.get_by_role("status")).to_contain_text("Rescheduled to ")
    expect(page.get_by_test_id("lead-history")).to_contain_text("moved the appointment from")
    page.screenshot(path=f"{SHOTS}-lead-1366.png", full_page=True)
    assert_accessible(page)

    mail = wait_for(lambda: [m for m in live_smtp.to("tess.drive@example.com")
                             if "is now" in m["Subject"]])[0]  # fmt: skip
    assert mail["Subject"].startswith("Your test drive of the ")
    assert mail["Subject"].endswith(f"at {_twelve_hour(new_time)}"), mail["Subject"]
    assert wait_for(lambda: _texts_to(live_server, "+61412700101"))
    detail = _api(page, "GET", f"/leads/{lead['lead_id']}")["body"]
    assert [r["channel"] for r in detail["replies"]] == ["email", "sms"]


def test_a_service_advisor_on_a_phone_cancels_a_service_booking(
    owner_page: Page, live_server: str, live_smtp: Any, browser: Any
) -> None:
    base = live_server.format(slug=CONSOLE_SITE)
    owner = owner_page
    invited = _api(owner, "POST", "/users", {"email": ADVISOR_EMAIL, "name": "Sid Service",
                                              "role": "service"})  # fmt: skip
    assert invited["status"] == 201, invited
    invitation = wait_for(lambda: live_smtp.to(ADVISOR_EMAIL))[0]
    link = re.search(
        r"https?://\S+/console/password\?token=\S+", invitation.get_body(("plain",)).get_content()
    )
    assert link

    with site_client(live_server, CONSOLE_SITE) as shopper:
        site = shopper.get("/api/v1/site").json()
        workshop = next(loc for loc in site["locations"] if loc["location_type"] == "service"
                        and loc["opening_hours"])  # fmt: skip
        dealership = next(d for d in site["dealerships"] if d["id"] == workshop["dealership_id"])
        day = _open_day(workshop, 2)
        post_lead(shopper, {
            "kind": "service_booking", "name": "Sia", "last_name": "Service",
            "email": "sia.service@example.com", "phone": "0412 700 202", "vehicle_year": 2019,
            "vehicle_rego": "SIA123", "service_interval": "Logbook service",
            "preferred_date": day.isoformat(), "dealership_slug": dealership["slug"],
            "location_id": workshop["id"], "terms_conditions": True,
            "altcha": solved_captcha(shopper),
        })  # fmt: skip

    phone = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-AU")
    page = phone.new_page()
    try:
        page.goto(base + "/console/" + link.group(0).split("/console/", 1)[1])
        page.get_by_label(re.compile("^New password")).fill(ADVISOR_PASSWORD)
        page.get_by_role("button", name="Save password").click()
        page.get_by_role("link", name="Sign in").click()
        page.get_by_label("E-mail address").fill(ADVISOR_EMAIL)
        page.get_by_label("Password").fill(ADVISOR_PASSWORD)
        page.get_by_role("button", name="Sign in").click()
        page.get_by_role("navigation", name="Console").get_by_role("link", name="Calendar").click()
        # on a phone the calendar opens on one day
        expect(page.get_by_role("button", name="Day", exact=True)).to_have_attribute(
            "aria-pressed", "true"
        )
        page.get_by_label("Location").select_option(str(workshop["id"]))
        block = page.get_by_test_id("appointment").filter(has_text="Sia Service")
        _turn_to(page, block, workshop["name"], "Next day", 14)
        expect(block).to_contain_text("Service booking")
        page.screenshot(path=f"{SHOTS}-day-phone.png", full_page=True)
        assert_accessible(page)

        block.click()
        expect(page.get_by_role("heading", name="Sia Service")).to_be_visible()
        panel = page.get_by_test_id("appointment-panel")
        panel.get_by_role("button", name="Cancel appointment…").click()
        panel.get_by_label("Reason for the shopper (optional)").fill(
            "Our technician is away that day."
        )
        panel.get_by_role("button", name="Confirm cancellation").click()
        expect(panel.get_by_test_id("appointment-when")).to_contain_text("Cancelled")
        expect(page.get_by_test_id("lead-history")).to_contain_text("cancelled the appointment")
        page.screenshot(path=f"{SHOTS}-cancelled-phone.png", full_page=True)
        assert_accessible(page)
        mail = wait_for(lambda: [m for m in live_smtp.to("sia.service@example.com")
                                 if "is cancelled" in m["Subject"]])[0]  # fmt: skip
        assert "Our technician is away that day." in mail.get_body(("plain",)).get_content()
        assert wait_for(lambda: _texts_to(live_server, "+61412700202"))
    finally:
        phone.close()


def test_a_salesperson_books_a_time_for_a_test_drive_asked_without_one(
    sales_page: Page, live_server: str, live_smtp: Any
) -> None:
    hit, plan, free = _bookable_car(live_server)
    day, at = free[2]
    with site_client(live_server, CONSOLE_SITE) as shopper:
        lead = post_lead(shopper, {
            "kind": "test_drive", "name": "Wanda", "last_name": "Waiting",
            "email": "wanda.waiting@example.com", "phone": "0412 700 303", "car_id": hit["id"],
            "terms_conditions": True, "altcha": solved_captcha(shopper),
        })  # fmt: skip
    page = sales_page
    page.set_viewport_size({"width": 1366, "height": 900})
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Calendar").click()
    page.get_by_label("Location").first.select_option(str(plan["location_id"]))
    page.get_by_role("button", name="Week", exact=True).click()
    waiting = page.get_by_test_id("waiting")
    item = waiting.get_by_test_id("waiting-lead").filter(has_text="Wanda Waiting")
    expect(item).to_contain_text("Test drive")
    expect(item.get_by_role("link", name="Wanda Waiting")).to_have_attribute(
        "href", f"/console/leads/{lead['lead_id']}"
    )
    page.screenshot(path=f"{SHOTS}-waiting-1366.png", full_page=True)
    assert_accessible(page)

    item.get_by_role("button", name="Book a time for Wanda Waiting").click()
    form = item.get_by_role("form", name="Book a time for Wanda Waiting")
    # the car's own location is offered first
    expect(form.get_by_label("Location")).to_have_value(str(plan["location_id"]))
    form.get_by_label("Date").fill(day)
    form.get_by_label(re.compile("^Time")).fill("05:00")
    form.get_by_role("button", name="Book this time").click()
    refusal = form.get_by_text(re.compile("^Please choose a time from"))
    expect(refusal).to_be_visible()
    page.screenshot(path=f"{SHOTS}-book-refused-1366.png", full_page=True)
    assert_accessible(page)
    form.get_by_label(re.compile("^Time")).fill(at)
    form.get_by_role("button", name="Book this time").click()
    expect(waiting.get_by_role("status")).to_contain_text(
        f"Wanda Waiting: booked for {date.fromisoformat(day):%A} "
    )
    expect(item).to_have_count(0)  # no longer waiting

    # the week shown refreshes with it; the day is two or more days out: it may be next week
    booked = date.fromisoformat(day)
    heading = f"{booked:%a} {booked.day} {booked:%b}"
    if not page.get_by_test_id("calendar-day").filter(has_text=heading).count():
        page.get_by_role("button", name="Next week").click()
    expect(page.get_by_test_id("calendar-day").filter(has_text=heading)).to_have_count(1)
    block = page.get_by_test_id("appointment").filter(has_text="Wanda Waiting")
    expect(block).to_contain_text(f"{_twelve_hour(at)} Test drive")
    page.screenshot(path=f"{SHOTS}-booked-week-1366.png", full_page=True)
    assert_accessible(page)

    block.click()
    expect(page.get_by_role("heading", name="Wanda Waiting")).to_be_visible()
    expect(page.get_by_test_id("appointment-when")).to_contain_text(plan["location_name"])
    expect(page.get_by_test_id("lead-history")).to_contain_text("booked ")
    mail = wait_for(lambda: [m for m in live_smtp.to("wanda.waiting@example.com")
                             if "is booked for" in m["Subject"]])[0]  # fmt: skip
    assert mail["Subject"].endswith(f"at {_twelve_hour(at)}"), mail["Subject"]
    assert wait_for(lambda: _texts_to(live_server, "+61412700303"))

    # another, booked from its own lead page
    with site_client(live_server, CONSOLE_SITE) as shopper:
        other = post_lead(shopper, {
            "kind": "test_drive", "name": "Lena", "last_name": "Later",
            "email": "lena.later@example.com", "phone": "0412 700 404", "car_id": hit["id"],
            "terms_conditions": True, "altcha": solved_captcha(shopper),
        })  # fmt: skip
    page.goto(live_server.format(slug=CONSOLE_SITE) + f"/console/leads/{other['lead_id']}")
    panel = page.get_by_test_id("appointment-panel")
    expect(panel.get_by_test_id("appointment-when")).to_contain_text("Waiting for a time")
    form = panel.get_by_role("form", name="Book a time for Lena Later")
    expect(form.get_by_label("Location")).to_have_value(str(plan["location_id"]))
    form.get_by_label("Date").fill(free[5][0])
    form.get_by_label(re.compile("^Time")).fill(free[5][1])
    page.screenshot(path=f"{SHOTS}-lead-book-1366.png", full_page=True)
    assert_accessible(page)
    form.get_by_role("button", name="Book this time").click()
    expect(panel.get_by_role("status")).to_contain_text("Booked for ")
    expect(panel.get_by_role("form", name="Reschedule")).to_be_visible()
    expect(page.get_by_test_id("lead-history")).to_contain_text("booked ")
    assert_accessible(page)
