"""Content in the console's browser: an owner writes a page whose Markdown preview
shows as typed and which the site then serves, answers a review and hides another, opens a
location's hours and edits the site's slides in the generated list form. Everything is put back
afterwards: other tests read the same demo site."""

import io
import os
import re
from typing import Any

import pytest
from PIL import Image
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import site_api
from tests.conftest import CONSOLE_SITE

pytestmark = pytest.mark.browser
PATH = "/pages/browser-test-warranty"
UNDO_REPLY = """async (id) => {
  const me = await (await fetch('/api/v1/console/auth/session')).json();
  const r = await fetch('/api/v1/console/reviews/' + id, {method: 'PATCH',
    body: JSON.stringify({reply: ''}),
    headers: {'Content-Type': 'application/json', 'X-CSRF-Token': me.csrf_token}});
  return r.status;
}"""


def _content(page: Page, tab: str) -> None:
    page.get_by_role("navigation", name="Console").get_by_role("link", name="Content").click()
    page.get_by_role("navigation", name="Content").get_by_role("link", name=tab).click()


def test_an_owner_writes_a_page_with_a_live_preview(owner_page: Page, live_server: str) -> None:
    page = owner_page
    _content(page, "Pages")
    page.get_by_role("link", name="New page").click()
    form = page.get_by_role("form", name="New page")
    form.get_by_label("Title").fill("Our warranty")
    form.get_by_label("Address (path)").fill(PATH)
    form.get_by_label("Description (for search engines)").fill("Five years, any distance")
    form.get_by_label("Body (Markdown)").fill(
        "# Five years\n\nAny **distance**.<script>x()</script>"
    )
    preview = page.get_by_test_id("page-preview")
    expect(preview.locator("h2")).to_have_text("Five years")  # before saving
    expect(preview.locator("strong")).to_have_text("distance")
    expect(preview.locator("script")).to_have_count(0)
    assert_accessible(page)
    form.get_by_role("button", name="Create page").click()
    saved = page.get_by_role("form", name="Page Our warranty")
    expect(saved.get_by_role("button", name="Save page")).to_be_visible()
    shown = site_api(live_server, CONSOLE_SITE, f"/api/v1/pages?path={PATH}")
    assert shown["html"] == "<h2>Five years</h2>\n<p>Any <strong>distance</strong>.</p>\n"

    page.once("dialog", lambda dialog: dialog.accept())
    saved.get_by_role("button", name="Delete page").click()
    expect(page.get_by_role("link", name="New page")).to_be_visible()
    expect(page.get_by_role("link", name="Our warranty")).to_have_count(0)


def test_an_owner_answers_and_hides_reviews_and_edits_slides(
    owner_page: Page, live_server: str
) -> None:
    page = owner_page
    _content(page, "Reviews")
    page.get_by_label("Show").select_option("unanswered")
    review = page.locator("[data-review-id]").first
    review_id = review.get_attribute("data-review-id")
    review.get_by_label("Your public reply").fill("Thank you, see you at the next service.")
    review.get_by_role("button", name="Save reply").click()
    expect(page.locator(f"[data-review-id='{review_id}']")).to_have_count(0)  # answered now
    assert page.evaluate(UNDO_REPLY, review_id) == 200

    page.get_by_label("Show").select_option("all")
    first = page.locator("[data-review-id]").first
    before = site_api(live_server, CONSOLE_SITE, "/api/v1/reviews")["summary"]["count"]
    assert_accessible(page)
    first.get_by_role("button", name="Hide from the site").click()
    expect(first.get_by_text("Hidden from the site")).to_be_visible()
    after = site_api(live_server, CONSOLE_SITE, "/api/v1/reviews")["summary"]["count"]
    assert after == before - 1
    first.get_by_role("button", name="Show on the site").click()
    expect(first.get_by_text("Hidden from the site")).to_have_count(0)

    page.get_by_role("navigation", name="Content").get_by_role("link", name="Locations").click()
    page.get_by_role("button", name=re.compile("^Edit ")).first.click()
    location = page.get_by_role("form", name=re.compile("^Location: "))
    expect(location.get_by_role("group", name="Opening Hours", exact=True)).to_be_visible()
    expect(location.get_by_role("region", name="Coming public holidays")).to_be_visible()
    assert_accessible(page)

    page.get_by_role("navigation", name="Content").get_by_role(
        "link", name="Home and menus"
    ).click()
    home = page.get_by_role("form", name="The site's home and menus")
    slides = home.get_by_role("group", name="Slides", exact=True)
    expect(slides).to_be_visible()
    count = slides.get_by_role("listitem").count()
    slides.get_by_role("button", name="Add to slides").click()
    expect(slides.get_by_role("listitem")).to_have_count(count + 1)
    added = slides.get_by_role("listitem").nth(count)
    added.get_by_label("Name").fill("Browser test slide")
    added.get_by_label("Image").fill("bad address")
    home.get_by_role("button", name="Save home and menus").click()
    expect(added.get_by_label("Image")).to_have_attribute("aria-invalid", "true")
    added.get_by_label("Image").fill("https://img.example.com/slide.jpg")
    home.get_by_role("button", name="Save home and menus").click()
    expect(home.get_by_text("Saved: the site shows it now.")).to_be_visible()
    slides_shown = site_api(live_server, CONSOLE_SITE, "/api/v1/site")["home"]["slides"]
    assert slides_shown[-1]["name"] == "Browser test slide"
    assert_accessible(page)
    # (the owner_page fixture puts the site's configuration back)


def test_an_owners_offer_description_is_several_lines_of_markdown_with_a_preview(
    owner_page: Page, live_server: str
) -> None:
    """An offer's description is several lines of Markdown, previewed as the site shows it."""
    page = owner_page
    _content(page, "Offers")
    page.get_by_role("button", name="New offer").click()
    form = page.get_by_role("form", name="New offer")
    box = form.get_by_label("Description")
    assert box.evaluate("e => e.tagName") == "TEXTAREA"
    box.fill("## Run-out sale\n\n- **Free** tinting\n- Five years' servicing<script>x()</script>")
    preview = page.get_by_test_id("page-preview")
    expect(preview.locator("h2")).to_have_text("Run-out sale")  # before saving
    expect(preview.locator("li")).to_have_count(2)
    expect(preview.locator("strong")).to_have_text("Free")
    expect(preview.locator("script")).to_have_count(0)
    assert_accessible(page)
    if os.environ.get("FORECOURT_SCREENSHOTS"):
        page.screenshot(
            path=os.environ["FORECOURT_SCREENSHOTS"] + "/offer-markdown.png", full_page=True
        )


def _image_file(kind: str = "PNG") -> dict[str, Any]:
    buffer = io.BytesIO()
    Image.new("RGB", (600, 400), (20, 90, 170)).save(buffer, kind)
    return {"name": "run-out.png", "mimeType": "image/png", "buffer": buffer.getvalue()}


def test_an_owner_uploads_an_offers_image_and_the_offers_page_shows_it(
    owner_page: Page, live_server: str
) -> None:
    """An offer's image is uploaded as a car's photo is, not typed as an address."""
    page = owner_page
    _content(page, "Offers")
    page.get_by_role("button", name="New offer").click()
    form = page.get_by_role("form", name="New offer")
    expect(form.get_by_text("Save the offer first, then upload its image.")).to_be_visible()
    form.get_by_label("Name", exact=True).fill("Browser run-out sale")
    form.get_by_label("Description", exact=True).fill("Everything must go.")
    form.get_by_role("button", name="Create offer").click()
    form = page.get_by_role("form", name="Offer: Browser run-out sale")
    upload = form.get_by_label("Upload image (JPEG, PNG or WebP, up to 20 MB)")

    upload.set_input_files(
        {"name": "notes.png", "mimeType": "image/png", "buffer": b"not an image"}
    )
    expect(form.get_by_role("alert")).to_have_text("Upload a photo in JPEG, PNG or WebP format.")
    upload.set_input_files(_image_file())
    preview = form.get_by_role("img", name="The offer's image now")
    expect(preview).to_have_attribute("src", re.compile(r"^/media/1200/uploads/\d+/offers/\d+/"))
    expect(form.get_by_role("alert")).to_have_count(0)
    src = preview.get_attribute("src")
    expect(form.get_by_label(re.compile("^image url$", re.I))).to_have_value(src or "")
    assert_accessible(page)
    if os.environ.get("FORECOURT_SCREENSHOTS"):
        page.screenshot(
            path=os.environ["FORECOURT_SCREENSHOTS"] + "/offer-image.png", full_page=True
        )

    site = page.context.new_page()
    site.goto(live_server.format(slug=CONSOLE_SITE) + "/special-offers")
    card = site.get_by_role("article").filter(has_text="Browser run-out sale")
    shown = card.locator(f'img[src="{src}"]')
    expect(shown).to_be_visible()
    # served: the 600 px upload at its own width (a rendition is never wider than its source)
    site.wait_for_function(
        "img => img.complete && img.naturalWidth > 0", arg=shown.element_handle()
    )
    assert shown.evaluate("img => img.naturalWidth") == 600
    site.close()

    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Delete: Browser run-out sale").click()
    expect(page.get_by_role("button", name="Edit: Browser run-out sale")).to_have_count(0)
