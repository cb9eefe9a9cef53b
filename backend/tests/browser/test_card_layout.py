"""The car card holds together at every width a shopper uses, 320 to 1920 px: its buttons keep
their labels on one line, never overlap or leave the card, and a thumb can hit every control
(44x44 px) on a phone; the dealership's name over the photo is never cut short."""

from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import assert_accessible

pytestmark = pytest.mark.browser

SITES = ("northside-mazda", "tasman-wide-group", "redgum-car-co")
WIDTHS = (320, 375, 390, 430, 1366, 1920)
PHONE_MAX = 430

# Every card is laid out as it will be once scrolled to (the grid skips laying out cards out of
# view: content-visibility), so one pass measures the whole page.
ALL_LAID_OUT = "li { content-visibility: visible !important; }"

MEASURE = """(phone) => {
  const problems = [];
  const overlap = (a, b) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const cards = [...document.querySelectorAll('[data-testid=car-card]')];
  cards.forEach((card, n) => {
    const c = card.getBoundingClientRect();
    const where = `card ${n + 1}`;
    const buttons = [...card.querySelectorAll('[data-testid=card-actions] a')];
    if (buttons.length === 0) problems.push(`${where}: no buttons`);
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    buttons.forEach((b, i) => {
      const r = boxes[i];
      const name = `${where} "${b.textContent.trim()}"`;
      const range = document.createRange();
      range.selectNodeContents(b);
      const lines = new Set([...range.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
      if (lines.size !== 1) problems.push(`${name}: its label takes ${lines.size} lines`);
      if (b.scrollWidth > b.clientWidth + 1) problems.push(`${name}: its label is cut`);
      if (r.left < c.left - 0.5 || r.right > c.right + 0.5) problems.push(`${name}: outside its card`);
      boxes.slice(0, i).forEach((o, j) => {
        if (overlap(r, o)) problems.push(`${name} overlaps "${buttons[j].textContent.trim()}"`);
      });
    });
    const controls = [...buttons, ...card.querySelectorAll('button')];
    if (phone) {
      for (const el of controls) {
        const r = el.getBoundingClientRect();
        if (r.width < 44 - 0.5 || r.height < 44 - 0.5) {
          problems.push(`${where} "${el.textContent.trim() || el.getAttribute('aria-label')}": ${Math.round(r.width)}x${Math.round(r.height)}`);
        }
      }
    }
    const location = card.querySelector('[data-testid=card-location]');
    if (location && location.scrollWidth > location.clientWidth + 1) problems.push(`${where}: the dealership's name is cut`);
  });
  return {count: cards.length, problems};
}"""


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("site", SITES)
def test_card_buttons_never_wrap_or_overlap(
    browser: Any, live_server: str, site: str, width: int
) -> None:
    context = browser.new_context(
        viewport={"width": width, "height": 900}, locale="en-AU", reduced_motion="reduce"
    )
    page = context.new_page()
    try:
        # The default stock page: available, reserved, sold and Test Drive Only cards side by side.
        page.goto(live_server.format(slug=site) + "/search/new-used-and-demo-cars")
        expect(page.get_by_test_id("car-card").first).to_be_visible()
        page.add_style_tag(content=ALL_LAID_OUT)
        measured = page.evaluate(MEASURE, width <= PHONE_MAX)
        assert measured["count"] >= 6, measured
        assert measured["problems"] == [], "\n".join(measured["problems"])
        if width in (320, 1366):
            assert_accessible(page)
    finally:
        context.close()


def test_every_card_shows_the_same_facts_in_the_same_order(browser: Any, live_server: str) -> None:
    """Price with its type, then km, transmission and fuel, on every card of every site; the
    repayment its car page shows, where it shows one."""
    context = browser.new_context(viewport={"width": 1366, "height": 900}, locale="en-AU")
    page = context.new_page()
    try:
        for site in SITES:
            page.goto(live_server.format(slug=site) + "/search/new-used-and-demo-cars")
            facts = page.get_by_test_id("card-facts")
            expect(facts.first).to_be_visible()
            texts = facts.all_text_contents()  # cards out of view too
            assert len(texts) >= 6
            for text in texts:
                order = [text.find(part) for part in ("Odometer", "Transmission", "Fuel Type")]
                assert order[0] > 0 and " km" in text, (site, text)  # the price comes first
                assert sorted(p for p in order if p >= 0) == [p for p in order if p >= 0], text
            expect(page.get_by_test_id("card-repayment").first).to_be_visible()
    finally:
        context.close()
