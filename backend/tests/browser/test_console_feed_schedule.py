"""A scheduled feed in the console's browser: the owner gives a dealership's feed
address (a real HTTPS server on loopback whose CA the live server trusts), the worker fetches it
at once, and the console shows the refusal with its bad row (nothing written); the owner stops
the schedule."""

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.https_feed_server import FeedServer

pytestmark = pytest.mark.browser
DEALERSHIP = "TWG Ford Dandenong"
FEED = (
    "stocknum,year,make,model,car_type,price,km,status\n"
    "SCHED1,2024,Ford,Ranger,used,49990,12000,in stock\n"
    "SCHED2,1850,Ford,Everest,used,lots,100,in stock\n"
)


def test_an_owner_schedules_a_feed_and_sees_its_bad_row(
    owner_page: Page, live_feed_server: FeedServer
) -> None:
    page = owner_page
    live_feed_server.feeds["/twg-ford.csv"] = FEED
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Import").click()
    schedule = page.get_by_test_id("feed-schedule").filter(has_text=DEALERSHIP)
    schedule.locator("summary", has_text="Fetch a feed on a schedule").click()
    form = schedule.get_by_role("form", name=f"Scheduled feed of {DEALERSHIP}")
    form.get_by_label("Feed address (https://)").fill("http://feeds.example.com/stock.csv")
    form.get_by_role("button", name="Start fetching").click()
    address = form.get_by_label("Feed address (https://)")
    expect(address).to_have_attribute("aria-invalid", "true")
    expect(form).to_contain_text("Enter the feed's address, starting with https://.")

    address.fill(live_feed_server.url + "/twg-ford.csv")
    form.get_by_label("The whole stock: cars missing from it are marked sold").uncheck()
    form.get_by_role("button", name="Start fetching").click()
    status = schedule.get_by_test_id("feed-status")
    expect(status).to_contain_text("Refused", timeout=20_000)  # the worker, woken by the save
    expect(status).to_contain_text("nothing was written")
    expect(status).to_contain_text("Row 3, year")  # the CSV file's own row: the header is row 1
    assert any(r["path"] == "/twg-ford.csv" for r in live_feed_server.requests)
    assert_accessible(page)

    form.get_by_role("button", name="Stop fetching").click()
    expect(schedule.locator("summary", has_text="Fetch a feed on a schedule")).to_be_visible()
    expect(schedule.get_by_test_id("feed-status")).to_have_count(0)
