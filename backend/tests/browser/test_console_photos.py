"""A car's photos in the console's browser (issue 11 §3): the owner uploads a photo, watches it
processed by the worker into the car's pictures, moves it earlier and the site's gallery follows,
then deletes it and the site's gallery is as before."""

import io
from typing import Any

import pytest
from PIL import Image
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits, site_api
from tests.conftest import CONSOLE_SITE

pytestmark = pytest.mark.browser


def _gallery(live_server: str, slug: str) -> list[str]:
    car = site_api(live_server, CONSOLE_SITE, f"/api/v1/cars/{slug}")
    return [image["src"] for image in car["gallery"]["images"]]


def test_an_owner_uploads_moves_and_deletes_a_photo(owner_page: Page, live_server: str) -> None:
    page = owner_page
    hit: dict[str, Any] = next(
        h for h in demo_hits(live_server, CONSOLE_SITE, status="in_stock") if h["available"]
    )
    car = site_api(live_server, CONSOLE_SITE, f"/api/v1/cars/{hit['slug']}")
    before = _gallery(live_server, hit["slug"])
    photo = io.BytesIO()
    Image.new("RGB", (1600, 1200), (30, 90, 160)).save(photo, "PNG")

    page.get_by_role("navigation", name="Console").get_by_role("link", name="Stock").click()
    page.get_by_label("Search stock").fill(car["stocknum"])
    item = page.get_by_test_id("stock-item").filter(has_text=car["stocknum"])
    expect(item).to_have_count(1)
    item.locator("summary", has_text="Photos").click()
    photos = item.get_by_role("list", name=f"Photos of {car['name']}").get_by_role("listitem")
    expect(photos).to_have_count(len(before))
    item.get_by_label("Add photos").set_input_files(
        files=[{"name": "yard.png", "mimeType": "image/png", "buffer": photo.getvalue()}]
    )
    expect(photos).to_have_count(len(before) + 1)  # the worker made it, woken by the upload
    expect(item.get_by_role("list", name="Uploads")).to_have_count(0)
    added = photos.last.get_by_role("img")
    expect(added).to_have_js_property("complete", True)
    assert added.evaluate("img => img.naturalWidth") == 400  # the console's small rendition
    assert_accessible(page)

    last = len(before) + 1
    added_id = photos.last.get_attribute("data-photo-id")
    item.get_by_role("button", name=f"Move photo {last} earlier").click()
    # The console shows the new order once the server has answered with it (a button's state
    # right after the click may not yet say the move is under way).
    expect(photos.nth(last - 2)).to_have_attribute("data-photo-id", added_id or "")
    after = _gallery(live_server, hit["slug"])
    assert after[:-2] == before[:-1] and after[-1] == before[-1]  # the new one is next to last
    item.get_by_role("button", name=f"Delete photo {last - 1}").click()
    expect(photos).to_have_count(len(before))
    assert _gallery(live_server, hit["slug"]) == before
