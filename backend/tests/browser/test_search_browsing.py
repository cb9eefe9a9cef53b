"""A shopper browses the group site's brands and its dealership directory (spec: search-and-browsing
§2 "Brand grid", "Dealership directory search", §3 "Directory entry")."""

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def group_site(live_server: str, demo_sites: list[dict[str, Any]]) -> str:
    group = next(s for s in demo_sites if s["template"] == "group")
    return live_server.format(slug=group["slug"])


def test_brand_grid_lists_each_brand_with_its_link(page: Page, group_site: str) -> None:
    page.goto(f"{group_site}/brands")
    expect(page.get_by_role("heading", level=1)).to_have_text("Our Brands")
    for section in ("Car brands", "Motorcycle brands", "Truck brands", "Our group"):
        expect(page.get_by_role("heading", level=2, name=section)).to_be_visible()
    cars = page.get_by_role("region", name="Car brands")
    first = cars.get_by_role("heading", level=3).first.get_by_role("link")
    assert re.fullmatch(r"/[a-z0-9-]+/overview", first.get_attribute("href") or "")
    # A group brand with its own path links there instead of a brand page.
    group = page.get_by_role("region", name="Our group").get_by_role("link")
    assert all(
        not (href or "").endswith("/overview")
        for href in (group.nth(i).get_attribute("href") for i in range(group.count()))
    )
    assert_accessible(page)

    brand = first.inner_text()
    first.click()
    page.wait_for_url(re.compile(r"/overview$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(brand)
    stock = page.get_by_role("region", name=f"{brand} in stock")
    stock.locator("[data-testid=car-card]").first.wait_for()
    titles = stock.locator("[data-testid=car-card] h3").all_inner_texts()
    assert titles and all(brand in t for t in titles)
    assert_accessible(page)


def test_dealership_directory_searches_by_name(page: Page, group_site: str) -> None:
    page.goto(f"{group_site}/dealerships?page=2")
    expect(page.get_by_role("heading", level=1)).to_have_text("Our Dealerships")
    groups = page.get_by_role("main").get_by_role("heading", level=2)
    groups.first.wait_for()
    everyone = groups.all_inner_texts()
    assert len(everyone) > 1
    assert_accessible(page)

    name = everyone[-1]
    word = name.split()[-1]
    page.get_by_role("searchbox", name="Search dealerships").fill(word)
    page.get_by_role("button", name="Search").click()
    page.wait_for_url(re.compile(rf"/dealerships\?query={re.escape(word)}$"))  # page dropped
    expect(groups.filter(has_not_text=re.compile(re.escape(word), re.I))).to_have_count(0)
    expect(groups).to_contain_text([name])

    page.get_by_role("link", name=re.compile(f"View our stock at {re.escape(name)}")).click()
    page.wait_for_url(re.compile(r"/search/[a-z0-9-]+$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(name)
