"""Measures what a thumb can hit (at least 44x44 CSS px on a 390 px phone).

The hit area is measured where the browser itself decides a tap: from the control's centre outwards,
`elementFromPoint` says how far the control (its padding, a stretched ::before, the label that
toggles a checkbox) still answers. A control's drawing may be smaller than its hit area.
"""

from typing import Any

from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

MIN_TAP_PX = 44

# Every visible control of the page, each scrolled to the middle of the screen (a sticky header or
# bar never covers it there) and measured along its centre lines. A link inside running text is
# left out, as WCAG 2.5.8 leaves it out: its size is the sentence's, and padding would break the
# line. Returns [{label, width, height, owner}] for the controls under the minimum.
MEASURE_JS = """(minimum) => {
  const SELECTOR = 'a[href], button, input:not([type=hidden]), select, textarea, summary, ' +
    '[role=button], [role=switch], [role=tab], [role=checkbox], [role=radio], [role=link], ' +
    '[role=menuitem], [role=option], [role=slider], [tabindex]:not([tabindex="-1"])';
  const hidden = (el) => {
    if (el.closest('[aria-hidden="true"], [inert], [hidden]')) return true;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return true;
    const box = el.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return true; // visually hidden (sr-only) or collapsed
    return false;
  };
  const inRunningText = (el) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    const own = (el.textContent || '').trim().length;
    const all = (block.textContent || '').trim().length;
    return all > own + 20; // the link is a few words of a longer sentence
  };
  const owner = (el) => {
    if (el.closest('header, [data-testid="contact-banner"]')) return 'header';
    if (el.closest('footer')) return 'footer';
    if (el.closest('[data-testid="car-card"]')) return 'card';
    return 'page';
  };
  const answers = (el, x, y) => {
    const hit = document.elementFromPoint(x, y);
    if (!hit) return false;
    if (hit === el || el.contains(hit)) return true;
    return Array.from(el.labels || []).some((label) => label === hit || label.contains(hit));
  };
  const span = (el, cx, cy, dx, dy, limit) => {
    let n = 0;
    while (n < limit && answers(el, cx + dx * (n + 1), cy + dy * (n + 1))) n += 1;
    return n;
  };
  const label = (el) => {
    const text = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') ||
      el.getAttribute('href') || el.tagName).replace(/\\s+/g, ' ').trim();
    return `${el.tagName.toLowerCase()} "${text.slice(0, 60)}"`;
  };
  const seen = new Set();
  const small = [];
  for (const el of document.querySelectorAll(SELECTOR)) {
    // A control inside another control (a link's inner span with a tabindex) is the outer one.
    const outer = el.parentElement && el.parentElement.closest(SELECTOR);
    if (outer && outer !== el && !hidden(outer)) continue;
    if (hidden(el) || inRunningText(el) || seen.has(el)) continue;
    seen.add(el);
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = el.getBoundingClientRect();
    const cx = Math.round(box.left + box.width / 2), cy = Math.round(box.top + box.height / 2);
    if (!answers(el, cx, cy)) continue; // covered by something else where it sits (a closed overlay's)
    const reach = minimum * 2;
    const width = 1 + span(el, cx, cy, -1, 0, reach) + span(el, cx, cy, 1, 0, reach);
    const height = 1 + span(el, cx, cy, 0, -1, reach) + span(el, cx, cy, 0, 1, reach);
    if (width < minimum || height < minimum) small.push({ label: label(el), width, height, owner: owner(el) });
  }
  window.scrollTo(0, 0);
  return small;
}"""


def small_tap_targets(page: Page, minimum: int = MIN_TAP_PX) -> list[dict[str, Any]]:
    """The page's visible controls whose hit area is under `minimum` CSS px either way."""
    found: list[dict[str, Any]] = page.evaluate(MEASURE_JS, minimum)
    return found


def scroll_through(page: Page) -> None:
    """Scrolls to the foot of the page and back, so every lazily drawn section is drawn."""
    height = page.viewport_size["height"] if page.viewport_size else 844
    y = 0
    while y < page.evaluate("document.documentElement.scrollHeight"):
        page.evaluate(f"window.scrollTo(0, {y})")
        page.wait_for_timeout(60)
        y += height
    page.wait_for_load_state("networkidle")
    page.evaluate("window.scrollTo(0, 0)")


def wheel_past(page: Page, threshold_px: int, extra_px: int = 400) -> None:
    """Scrolls with the mouse wheel until the page is past `threshold_px`, as a shopper goes on
    scrolling when a first turn of the wheel moved it too little (a turn that lands while the
    page is still laying itself out can be cut short at the foot of the markup it had then)."""
    for _ in range(3):
        page.mouse.wheel(0, threshold_px + extra_px)
        try:
            page.wait_for_function("(px) => window.scrollY > px", arg=threshold_px, timeout=2000)
            return
        except PlaywrightTimeoutError:
            continue
    state = page.evaluate("[window.scrollY, document.documentElement.scrollHeight]")
    raise AssertionError(f"three turns of the wheel left the page at {state[0]} of {state[1]} px")


# The app starts after the first paint (src/after-paint.ts) and then hydrates the page part by part;
# what only the app does, such as the bar shown once the page is scrolled, comes when React has that
# part. On a loaded machine that came later than a look's 5 s wait (CI, a phone's slow CPU), so the
# test waits for React as long as for a navigation, then looks.
OWNED_BY_REACT = """(testId) => {
  const element = document.querySelector(`[data-testid="${testId}"]`);
  return Boolean(element) && Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}"""
APP_START_TIMEOUT_MS = 30_000


def wait_for_the_app(page: Page, test_id: str) -> None:
    """Waits until React has hydrated the element with `data-testid=test_id`."""
    page.wait_for_function(OWNED_BY_REACT, arg=test_id, timeout=APP_START_TIMEOUT_MS)
