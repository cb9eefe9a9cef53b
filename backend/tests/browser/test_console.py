"""The dealer console in the browser: an owner invites a sales user (the invitation
read from the mail the server sent), the sales user chooses a password, signs in on a phone-sized
screen, finds the shopper's new lead, sets it to contacted with a note, and cannot open settings;
the owner's audit log shows who did what."""

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits, site_api
from tests.browser.forms import fill_contact, solve_captcha, wait_for
from tests.conftest import CONSOLE_MANAGER, CONSOLE_OWNER, CONSOLE_PASSWORD, CONSOLE_SITE

pytestmark = pytest.mark.browser
DEALERSHIP = "TWG Toyota Parramatta"


def _sign_in(page: Page, email: str, password: str) -> None:
    page.get_by_label("E-mail address").fill(email)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("navigation", name="Console")).to_be_visible()


def _shopper_enquires(page: Page, base: str, live_server: str) -> str:
    car: dict[str, Any] = next(
        h for h in demo_hits(live_server, CONSOLE_SITE, dealership_name=DEALERSHIP, status="in_stock")
        if h["available"]
    )  # fmt: skip
    page.goto(base + car["path"])
    page.get_by_test_id("action-buttons").get_by_role("link", name="Enquire").click()
    dialog = page.get_by_role("dialog", name="Enquire")
    fill_contact(dialog, "Quinn")
    dialog.get_by_label("Last name").fill("Console")
    dialog.get_by_label("Comments *", exact=True).fill("Can I see it on Saturday?")
    solve_captcha(page)
    dialog.get_by_role("button", name="Send Enquiry").click()
    page.wait_for_url("**/success")
    return str(car["name"])


def test_an_owner_invites_a_sales_user_who_works_a_new_lead(
    page: Page, live_server: str, live_smtp: Any
) -> None:
    base = live_server.format(slug=CONSOLE_SITE)
    _shopper_enquires(page, base, live_server)

    page.goto(base + "/console")
    assert_accessible(page)
    _sign_in(page, CONSOLE_OWNER, CONSOLE_PASSWORD)
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Users").click()
    form = page.get_by_role("form", name="Invite someone")
    form.get_by_label("Name").fill("Sam Sales")
    form.get_by_label("E-mail address").fill("sam.sales@tasmanwidegroup.example")
    form.get_by_label("Role").select_option("sales")
    form.get_by_label("Dealership").select_option(label=DEALERSHIP)
    form.get_by_role("button", name="Send invitation").click()
    expect(
        page.get_by_text("Invitation sent to sam.sales@tasmanwidegroup.example.")
    ).to_be_visible()
    assert_accessible(page)
    page.get_by_role("button", name="Account").click()
    page.get_by_role("button", name=re.compile("^Sign out")).click()

    invitation = wait_for(lambda: live_smtp.to("sam.sales@tasmanwidegroup.example"))[0]
    link = re.search(
        r"https?://\S+/console/password\?token=\S+", invitation.get_body(("plain",)).get_content()
    )
    assert link
    path = link.group(0).split("/console/", 1)[1]
    page.set_viewport_size({"width": 390, "height": 844})  # on the yard, on a phone
    page.goto(base + "/console/" + path)
    page.get_by_label(re.compile("^New password")).fill("sam's long new password")
    page.get_by_role("button", name="Save password").click()
    page.get_by_role("link", name="Sign in").click()
    _sign_in(page, "sam.sales@tasmanwidegroup.example", "sam's long new password")

    lead = (
        page.get_by_test_id("lead-list").get_by_role("link").filter(has_text="Quinn Console").first
    )
    expect(lead).to_contain_text("New")
    expect(page.get_by_test_id("new-count")).to_be_visible()
    assert_accessible(page)
    lead.click()
    expect(page.get_by_text("Can I see it on Saturday?")).to_be_visible()
    page.get_by_label("Lead status").select_option("contacted")
    page.get_by_role("button", name="Save status").click()
    page.get_by_label("Add a note").fill("Called Quinn, viewing booked for Saturday 10am")
    page.get_by_role("button", name="Add note").click()
    expect(page.get_by_text("Called Quinn, viewing booked for Saturday 10am")).to_be_visible()
    expect(page.get_by_test_id("lead-history")).to_contain_text(
        "sam.sales@tasmanwidegroup.example set the status to Contacted"
    )
    assert_accessible(page)

    page.goto(base + "/console/settings")
    expect(page.get_by_test_id("no-access")).to_be_visible()
    nav = page.get_by_role("navigation", name="Console")
    expect(nav.get_by_role("link", name="Settings")).to_have_count(0)
    expect(nav.get_by_role("link", name="Users")).to_have_count(0)

    page.get_by_role("button", name="Account").click()
    page.get_by_role("button", name=re.compile("^Sign out")).click()
    _sign_in(page, CONSOLE_OWNER, CONSOLE_PASSWORD)
    page.goto(base + "/console/audit")
    log = page.get_by_test_id("audit-log")
    # names a person reads, not "update lead 12"
    expect(log).to_contain_text(
        "Sam Sales (sam.sales@tasmanwidegroup.example) changed Lead Quinn Console"
    )
    expect(log).to_contain_text(f"Olive Owner ({CONSOLE_OWNER}) invited User Sam Sales")


def test_a_manager_edits_a_price_the_site_shows_it_and_a_bad_feed_writes_nothing(
    page: Page, live_server: str, tmp_path: Any
) -> None:
    base = live_server.format(slug=CONSOLE_SITE)
    car = next(
        h for h in demo_hits(live_server, CONSOLE_SITE, dealership_name="TWG Ford Dandenong", status="in_stock")
        if h["available"] and h["price"]["kind"] == "price"
    )  # fmt: skip
    car = site_api(
        live_server, CONSOLE_SITE, f"/api/v1/cars/{car['slug']}"
    )  # with its stock number
    new_price = car["price"]["amount"] - 1000
    page.goto(base + "/console")
    _sign_in(page, CONSOLE_MANAGER, CONSOLE_PASSWORD)
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Stock").click()
    page.get_by_label("Search stock").fill(car["stocknum"])
    item = page.get_by_test_id("stock-item").filter(has_text=car["stocknum"])
    expect(item).to_have_count(1)
    item.get_by_role("button", name=f"Edit {car['stocknum']}").click()
    item.get_by_label("Price", exact=True).fill(str(new_price))
    item.get_by_label("Tag").fill("Just arrived")
    item.get_by_label("Dealer comments").fill("One owner, full service history.")
    item.get_by_role("button", name="Save").click()
    expect(item.get_by_text("Saved: the site shows it now.")).to_be_visible()
    assert_accessible(page)
    row = page.evaluate(
        "q => fetch('/api/v1/console/stock?q=' + q).then(r => r.json())", car["stocknum"]
    )["cars"][0]
    assert (row["tag"], row["dealercomments"], row["show_on_dealer_website"]) == (
        "Just arrived", "One owner, full service history.", True,
    )  # fmt: skip

    shopper = page.context.new_page()
    shopper.goto(base + car["path"])
    expect(shopper.get_by_role("heading", level=1)).to_be_visible()
    expect(shopper.locator(f"text=${new_price:,} >> visible=true").first).to_be_visible()
    shopper.close()

    # The ad catalogs' feeds carry the new price at once (rebuilt on the stock change).
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Ad feeds").click()
    meta = page.get_by_role("region", name="Meta automotive catalog")
    expect(meta.get_by_role("link")).to_have_text(
        re.compile(r"/feeds/meta-automotive-catalog\.xml$")
    )
    assert_accessible(page)
    url = meta.get_by_role("link").inner_text()
    listing = page.evaluate("url => fetch(url).then(r => r.text())", url)
    mine = listing.split(f"<vehicle_id>{car['stocknum']}</vehicle_id>")[1].split("</listing>")[0]
    assert f"{new_price} AUD" in mine
    page.go_back()

    feed = tmp_path / "feed.csv"
    feed.write_text(
        "stocknum,year,make,model,car_type,price,km,status\n"
        "ZZ1,2024,Ford,Ranger,used,49990,12000,in stock\n"
        "ZZ2,1850,Ford,Everest,used,lots,100,in stock\n"
    )
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Import").click()
    section = page.get_by_role("region", name="Import a feed")
    section.get_by_label("Dealership").select_option(label="TWG Ford Dandenong")
    section.get_by_label("Feed file").set_input_files(str(feed))
    section.get_by_role("button", name="Check feed").click()
    report = section.get_by_test_id("import-report")
    expect(report).to_contain_text("nothing was written")
    expect(report).to_contain_text("Row 3, year")  # as the spreadsheet numbers it
    expect(section.get_by_role("button", name="Import")).to_be_disabled()
    assert_accessible(page)
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Stock").click()
    page.get_by_label("Search stock").fill("ZZ1")
    count = page.get_by_role("status").filter(has_text=re.compile(r"^[\d,]+ cars$"))
    expect(count).to_have_text("0 cars")

    page.get_by_role("button", name="Account").click()
    page.get_by_role("button", name=re.compile("^Sign out")).click()
    _sign_in(page, CONSOLE_OWNER, CONSOLE_PASSWORD)
    page.goto(base + "/console/audit")
    # the owner reads names, not ids, and the price before and after in dollars
    page.get_by_label("User").select_option(label="Max Manager")
    page.get_by_label("Subject").select_option(label="Car")
    entry = page.get_by_test_id("audit-entry").filter(has_text=car["stocknum"]).first
    expect(entry).to_contain_text(
        f"Max Manager ({CONSOLE_MANAGER}) changed Car {car['stocknum']} {car['name']}"
    )
    price = entry.get_by_role("row", name=re.compile(r"^Price \$"))
    expect(price).to_contain_text(f"${car['price']['amount']:,}")
    expect(price).to_contain_text(f"${new_price:,}")
    assert_accessible(page)
