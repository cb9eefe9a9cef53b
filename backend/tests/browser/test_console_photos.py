"""A car's photos in the console's browser, as the salesperson who
keeps the stock: uploads processed by the worker into the car's pictures, moved by keyboard and by
drag and drop, a cover made in one click, several deleted at once, the site's gallery following;
and a move made from a stale list refused, the screen showing the order as it is now."""

import io
from typing import Any

import pytest
from PIL import Image
from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits, site_api
from tests.conftest import CONSOLE_SITE

pytestmark = pytest.mark.browser


def _gallery(live_server: str, slug: str) -> list[str]:
    car = site_api(live_server, CONSOLE_SITE, f"/api/v1/cars/{slug}")
    return [image["src"] for image in car["gallery"]["images"]]


# Another screen's order, made from the list as it is now.
PUT_ORDER = """async ([stocknum, order]) => {
  const me = await (await fetch('/api/v1/console/auth/session')).json();
  const found = await (await fetch(`/api/v1/console/stock?q=${stocknum}`)).json();
  const carId = found.cars[0].id;
  const list = await (await fetch(`/api/v1/console/stock/${carId}/photos`)).json();
  const r = await fetch(`/api/v1/console/stock/${carId}/photo-order`, {method: 'PUT',
    headers: {'Content-Type': 'application/json', 'X-CSRF-Token': me.csrf_token},
    body: JSON.stringify({photo_ids: order, version: list.version})});
  return r.status;
}"""


def _open_photos(page: Page, car: dict[str, Any]) -> tuple[Locator, Locator]:
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Stock").click()
    page.get_by_label("Search stock").fill(car["stocknum"])
    item = page.get_by_test_id("stock-item").filter(has_text=car["stocknum"])
    expect(item).to_have_count(1)
    item.get_by_role("button", name=f"Edit {car['stocknum']}").click()
    item.locator("summary", has_text="Photos").click()
    photos = item.get_by_role("list", name=f"Photos of {car['name']}").get_by_role("listitem")
    return item, photos


def _ids(photos: Locator) -> list[str]:
    return [p.get_attribute("data-photo-id") or "" for p in photos.all()]


def _png(colour: tuple[int, int, int]) -> dict[str, Any]:
    photo = io.BytesIO()
    Image.new("RGB", (1600, 1200), colour).save(photo, "PNG")
    return {"name": f"yard-{colour[0]}.png", "mimeType": "image/png", "buffer": photo.getvalue()}


def test_a_salesperson_uploads_moves_covers_and_deletes_photos(
    sales_page: Page, live_server: str
) -> None:
    """Keyboard and mouse move a photo with one request each; Make cover brings one to the front;
    two selected photos go in one deletion; the site's gallery follows every step."""
    page = sales_page
    hit: dict[str, Any] = next(
        h for h in demo_hits(live_server, CONSOLE_SITE, status="in_stock") if h["available"]
    )
    car = site_api(live_server, CONSOLE_SITE, f"/api/v1/cars/{hit['slug']}")
    before = _gallery(live_server, hit["slug"])
    item, photos = _open_photos(page, car)
    expect(photos).to_have_count(len(before))
    item.get_by_label("Add photos").set_input_files(
        files=[_png((30, 90, 160)), _png((160, 90, 30))]
    )
    expect(photos).to_have_count(len(before) + 2)  # the worker made them, woken by the upload
    expect(item.get_by_role("list", name="Uploads")).to_have_count(0)
    added = photos.last.get_by_role("img")
    added.scroll_into_view_if_needed()  # loaded lazily
    expect(added).to_have_js_property("complete", True)
    assert added.evaluate("img => img.naturalWidth") == 400  # the console's small rendition
    assert_accessible(page)

    orders: list[str] = []
    page.on("request", lambda r: orders.append(r.url) if r.url.endswith("/photo-order") else None)
    last = len(before) + 2
    ids = _ids(photos)
    # from the keyboard: picked up, two places earlier, put down; one request
    handle = item.get_by_role("button", name=f"Move photo {last}", exact=True)
    handle.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Enter")
    moved = [*ids[: last - 3], ids[-1], *ids[last - 3 : last - 1]]
    expect(photos.nth(last - 3)).to_have_attribute("data-photo-id", ids[-1])
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=car-photos] button:disabled')"
    )
    assert _ids(photos) == moved and len(orders) == 1
    assert len(_gallery(live_server, hit["slug"])) == last

    # by mouse: the last photo dragged onto the place one row up (four to a row)
    photos.last.drag_to(photos.nth(last - 5))
    expect(photos.nth(last - 5)).to_have_attribute("data-photo-id", moved[-1])
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=car-photos] button:disabled')"
    )
    assert _ids(photos) == [*moved[: last - 5], moved[-1], *moved[last - 5 : -1]]
    assert len(orders) == 2
    assert _gallery(live_server, hit["slug"])[last - 5] not in before  # an upload is there now

    # Make cover: an upload to the front in one click
    cover_id = ids[-2]
    place = _ids(photos).index(cover_id) + 1
    item.get_by_role("button", name=f"Make cover: photo {place}", exact=True).click()
    expect(photos.first).to_have_attribute("data-photo-id", cover_id)
    expect(photos.first).to_contain_text("Cover")
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=car-photos] button:disabled')"
    )
    assert _gallery(live_server, hit["slug"])[0] not in before and len(orders) == 3

    # the two uploads selected and deleted together: the gallery is as it was
    for photo_id in ids[-2:]:
        place = _ids(photos).index(photo_id) + 1
        item.get_by_role("checkbox", name=f"Select photo {place}", exact=True).check()
    item.get_by_role("button", name="Delete 2 selected photos").click()
    expect(photos).to_have_count(len(before))
    assert _gallery(live_server, hit["slug"]) == before


def test_a_move_made_from_a_stale_list_is_refused_and_the_order_reloads(
    sales_page: Page, live_server: str
) -> None:
    """Someone else reorders the photos while this screen shows the old order: this screen's
    move is refused with the reason and the list shows the order as it is now."""
    page = sales_page
    hit = next(
        h for h in demo_hits(live_server, CONSOLE_SITE, status="in_stock")
        if h["available"] and len(_gallery(live_server, h["slug"])) >= 3
    )  # fmt: skip
    car = site_api(live_server, CONSOLE_SITE, f"/api/v1/cars/{hit['slug']}")
    item, photos = _open_photos(page, car)
    expect(photos.first).to_be_visible()
    ids = _ids(photos)
    elsewhere = [ids[-1], *ids[:-1]]  # another screen moved the last photo to the front
    assert page.evaluate(PUT_ORDER, [car["stocknum"], [int(i) for i in elsewhere]]) == 200
    item.get_by_role("button", name="Make cover: photo 2", exact=True).click()
    expect(
        item.get_by_text("The photos changed since this order was made: here is their order now.")
    ).to_be_visible()
    expect(photos.first).to_have_attribute("data-photo-id", elsewhere[0])
    assert _ids(photos) == elsewhere
    assert page.evaluate(PUT_ORDER, [car["stocknum"], [int(i) for i in ids]]) == 200  # as it was
