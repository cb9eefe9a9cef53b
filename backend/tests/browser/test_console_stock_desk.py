"""The stock desk in the console's browser: the
owner checks a whole-stock feed whose dry run lists the cars it would add, update and mark sold,
and the import asks for a confirmation stating the number; the salesperson imports some cars but
cannot send the whole stock, schedule feeds or export every lead; the console's navigation is one
row at 1366 px and at most 56 px tall on a phone."""

import os
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible, console_sign_in
from tests.browser.demo_stock import demo_hits, site_api
from tests.conftest import CONSOLE_MANAGER, CONSOLE_SITE

pytestmark = pytest.mark.browser
DEALERSHIP = "TWG Ford Dandenong"
HEADER = "stocknum,year,make,model,car_type,price,km,status\n"


def _cars_of(live_server: str, n: int) -> list[dict[str, Any]]:
    hits = [
        h for h in demo_hits(live_server, CONSOLE_SITE, dealership_name=DEALERSHIP, status="in_stock")
        if h["available"]
    ][:n]  # fmt: skip
    return [site_api(live_server, CONSOLE_SITE, f"/api/v1/cars/{h['slug']}") for h in hits]


def _one_car_of(live_server: str) -> dict[str, Any]:
    return _cars_of(live_server, 1)[0]


def _stock_row(page: Page, stocknum: str) -> dict[str, Any]:
    return page.evaluate(  # type: ignore[no-any-return]
        "q => fetch('/api/v1/console/stock?q=' + q).then(r => r.json())", stocknum
    )["cars"][0]


def _go(page: Page, section: str) -> None:
    page.get_by_role("navigation", name="Console").get_by_role(
        "link", name=section, exact=True
    ).click()


def test_an_owners_whole_stock_dry_run_lists_the_cars_and_asks_before_marking_them_sold(
    owner_page: Page, live_server: str, tmp_path: Path
) -> None:
    page = owner_page
    car = _one_car_of(live_server)
    feed = tmp_path / "whole.csv"
    feed.write_text(
        HEADER
        + f"{car['stocknum']},{car['year']},Ford,{car['model']},used,{car['price']['amount']},100,in stock\n"
        + "ZZ9,2025,Ford,Everest,used,59990,100,in stock\n"
    )
    _go(page, "Import")
    expect(page.get_by_role("heading", level=1)).to_have_text("Import stock")
    section = page.get_by_role("region", name="Import a feed")
    section.get_by_label("Dealership").select_option(label=DEALERSHIP)
    section.get_by_label("Feed file").set_input_files(str(feed))
    section.get_by_label("This is the whole stock: mark cars missing from it sold").check()
    section.get_by_role("button", name="Check feed").click()
    report = section.get_by_test_id("import-report")
    expect(report.get_by_role("status")).to_contain_text("Checked 2 rows: 1 to add, 1 to update")
    expect(section.get_by_test_id("import-add")).to_contain_text("ZZ9 2025 Ford Everest")
    expect(section.get_by_test_id("import-update")).to_contain_text(car["stocknum"])
    sold = section.get_by_test_id("import-sell")
    heading = sold.locator("summary").inner_text()
    count = int(re.search(r"\((\d+)\)", heading).group(1))  # type: ignore[union-attr]
    assert count > 20
    expect(sold.get_by_role("listitem")).to_have_count(count)
    assert_accessible(page)

    section.get_by_role("button", name="Import", exact=True).click()
    confirm = section.get_by_role("alertdialog")
    expect(confirm).to_contain_text(f"This import will mark {count} cars sold.")
    expect(confirm.get_by_role("button", name=f"Mark {count} cars sold and import")).to_be_visible()
    assert_accessible(page)
    confirm.get_by_role("button", name="Cancel").click()  # nothing written: the demo stock stays
    expect(confirm).to_have_count(0)
    answer = page.evaluate("q => fetch('/api/v1/console/stock?q=' + q).then(r => r.json())", "ZZ9")
    assert answer["total"] == 0


def test_a_salesperson_imports_some_cars_but_not_the_whole_stock_schedules_or_every_lead(
    sales_page: Page, live_server: str, tmp_path: Path
) -> None:
    page = sales_page
    car = _one_car_of(live_server)
    expect(page.get_by_role("heading", name="Leads", level=1)).to_be_visible()
    expect(page.get_by_role("link", name="Export CSV")).to_have_count(0)
    _go(page, "Import")
    section = page.get_by_role("region", name="Import a feed")
    expect(
        section.get_by_label("This is the whole stock: mark cars missing from it sold")
    ).to_have_count(0)
    schedules = page.get_by_role("region", name="Scheduled feeds")
    expect(schedules.get_by_test_id("feed-schedule").first).to_be_visible()
    expect(schedules.get_by_role("button", name="Start fetching")).to_have_count(0)

    feed = tmp_path / "some.csv"
    price = car["price"]["amount"]
    feed.write_text(
        HEADER + f"{car['stocknum']},{car['year']},Ford,{car['model']},used,{price},100,in stock\n"
        "ZZ8,2025,Ford,Ranger,used,nope,100,in stock\n"
    )
    section.get_by_label("Dealership").select_option(label=DEALERSHIP)
    section.get_by_label("Feed file").set_input_files(str(feed))
    section.get_by_role("button", name="Check feed").click()
    # the spreadsheet's own row: the header is row 1, the bad car row 3
    expect(section.get_by_test_id("import-report")).to_contain_text("Row 3, price")
    assert_accessible(page)


@pytest.mark.parametrize("viewport", [(1366, 900), (390, 844)], ids=["desktop", "phone"])
def test_the_console_navigation_is_one_row_and_short_on_a_phone(
    owner_page: Page, viewport: tuple[int, int]
) -> None:
    page = owner_page
    page.set_viewport_size({"width": viewport[0], "height": viewport[1]})
    header = page.get_by_test_id("console-header")
    box = header.bounding_box()
    assert box and box["height"] <= 56
    links = page.get_by_role("navigation", name="Console").get_by_role("link")
    tops = {round(link.bounding_box()["y"]) for link in links.all()}  # type: ignore[index]
    assert len(tops) == 1, tops  # one row, never wrapped
    if viewport[0] >= 1366:  # every section in sight without scrolling the row
        nav = page.get_by_role("navigation", name="Console")
        assert nav.evaluate("n => n.scrollWidth <= n.clientWidth")
    for link in links.all():
        link.scroll_into_view_if_needed()
        hit = link.bounding_box()
        assert hit and hit["height"] >= 44, link.inner_text()
    page.get_by_role("button", name="Account").click()
    expect(page.get_by_role("link", name="Two-step sign-in")).to_be_visible()
    assert_accessible(page)


def test_a_salesperson_filters_the_stock_table_and_puts_a_sold_car_back(
    sales_page: Page, live_server: str
) -> None:
    page = sales_page
    car = _one_car_of(live_server)
    _go(page, "Stock")
    table = page.get_by_test_id("stock-list")
    expect(table.get_by_role("columnheader", name="Days in stock")).to_be_visible()
    page.get_by_label("Make").select_option("Ford")
    page.get_by_label("Sort").select_option(label="Longest in stock first")
    expect(page).to_have_url(re.compile(r"make=Ford.*sort=oldest|sort=oldest.*make=Ford"))
    page.get_by_label("Search stock").fill(car["stocknum"])
    item = page.get_by_test_id("stock-item").filter(has_text=car["stocknum"])
    expect(item).to_have_count(1)
    photos = len(car["gallery"]["images"])
    # cells: the selection's checkbox, car, status, price, days in stock, photos
    expect(item.get_by_role("cell").nth(5)).to_have_text(str(photos))
    assert_accessible(page)

    item.get_by_role("button", name=f"Edit {car['stocknum']}").click()
    item.get_by_role("button", name="Mark sold").click()
    expect(item.get_by_role("cell").nth(2)).to_contain_text("Sold")
    item.get_by_role("button", name="Back in stock").click()
    expect(item.get_by_role("cell").nth(2)).to_have_text("In stock")
    item.get_by_label("Km").fill("4321")
    # "Saved" still shows from putting the car back in stock: wait for this save's own answer
    with page.expect_response(
        lambda r: r.request.method == "PATCH" and "/api/v1/console/stock/" in r.url
    ) as saved:
        item.get_by_role("button", name="Save").click()
    assert saved.value.ok
    expect(item.get_by_text("Saved: the site shows it now.")).to_be_visible()
    row = page.evaluate(
        "q => fetch('/api/v1/console/stock?q=' + q).then(r => r.json())", car["stocknum"]
    )["cars"][0]
    assert (row["status"], row["km"]) == ("in_stock", 4321)


def test_a_manager_changes_the_prices_of_selected_cars_after_a_preview(
    page: Page, live_server: str, tmp_path: Path
) -> None:
    """The cars chosen by filter ("select all filtered") and by their checkbox,
    up by $100 with a preview of each car's price before and after, then applied."""
    console_sign_in(page, live_server, CONSOLE_MANAGER)
    first, second = _cars_of(live_server, 40)[-2:]  # not the cars the other tests edit
    before = {c["stocknum"]: _stock_row(page, c["stocknum"])["price"] for c in (first, second)}
    _go(page, "Stock")
    page.get_by_label("Search stock").fill(first["stocknum"])
    expect(page.get_by_test_id("stock-item")).to_have_count(1)
    page.get_by_role("button", name="Select the 1 car filtered").click()
    expect(page.get_by_text("1 car selected")).to_be_visible()
    page.get_by_label("Search stock").fill(second["stocknum"])
    expect(page.get_by_test_id("stock-item")).to_have_count(1)
    page.get_by_label(f"Select {second['stocknum']}").check()
    expect(page.get_by_text("2 cars selected")).to_be_visible()

    page.get_by_role("button", name="Change prices").click()
    panel = page.get_by_role("region", name="Change the prices of 2 cars")
    panel.get_by_label("Up or down").select_option("up")
    panel.get_by_label("By").fill("100")
    panel.get_by_label("Percent or dollars").select_option("dollars")
    panel.get_by_role("button", name="Preview").click()
    rows = panel.get_by_test_id("price-preview-row")
    expect(rows).to_have_count(2)
    for stocknum, price in before.items():
        row = rows.filter(has_text=stocknum)
        expect(row).to_contain_text(f"${price:,}")
        expect(row).to_contain_text(f"${price + 100:,}")
    assert _stock_row(page, first["stocknum"])["price"] == before[first["stocknum"]]  # a preview
    assert_accessible(page)
    page.screenshot(path=str(tmp_path / "bulk-price-preview.png"), full_page=True)
    if os.environ.get("FORECOURT_SCREENSHOTS"):
        page.screenshot(
            path=os.environ["FORECOURT_SCREENSHOTS"] + "/bulk-price-preview.png", full_page=True
        )

    panel.get_by_role("button", name="Apply to 2 cars").click()
    expect(page.get_by_text("2 prices changed: the site shows them now.")).to_be_visible()
    expect(page.get_by_text("0 cars selected")).to_be_visible()
    for stocknum, price in before.items():
        assert _stock_row(page, stocknum)["price"] == price + 100


def test_an_owner_edits_a_cars_specifications_and_features_and_its_page_shows_them(
    owner_page: Page, live_server: str
) -> None:
    """Specifications and features editable in the stock table's row, checked by
    the feed import's rules, shown on the car's page at once."""
    page = owner_page
    car = _cars_of(live_server, 30)[-1]
    _go(page, "Stock")
    page.get_by_label("Search stock").fill(car["stocknum"])
    item = page.get_by_test_id("stock-item").filter(has_text=car["stocknum"])
    item.get_by_role("button", name=f"Edit {car['stocknum']}").click()
    item.get_by_text("Specifications and features").click()
    form = item.get_by_role("form", name=re.compile("Specifications and features"))
    form.get_by_label("ANCAP rating").fill("7")
    form.get_by_role("button", name="Save specifications").click()
    expect(form.get_by_text(re.compile("less than or equal to 5"))).to_be_visible()
    form.get_by_label("ANCAP rating").fill("5")
    form.get_by_label("Power (kW)").fill("321")
    features = form.get_by_label("Features")
    features.fill(features.input_value() + "\nHeated steering wheel")
    form.get_by_role("button", name="Save specifications").click()
    expect(form.get_by_text("Saved")).to_be_visible()
    assert_accessible(page)
    if os.environ.get("FORECOURT_SCREENSHOTS"):
        page.screenshot(
            path=os.environ["FORECOURT_SCREENSHOTS"] + "/car-specifications.png", full_page=True
        )

    shown = site_api(live_server, CONSOLE_SITE, f"/api/v1/cars/{car['slug']}")
    assert {"label": "Power", "value": "321 kW"} in shown["specifications"]
    assert "Heated steering wheel" in shown["features"]
