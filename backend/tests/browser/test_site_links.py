"""Every link of every demo site leads somewhere real: the links of the home page, its
header (every dropdown and mega-menu tab opened), contact banner and footer, and of each
dealership's location page, answer 200 with a title on the server, and in the browser show a
page, not the not-found page. The browser opens each page once: the app chooses its page by the
path alone, so links that differ only in their query string (a car named to a form, a make to a
search) are one page to it, and the server's answers above are what tell them apart."""

import re
from urllib.parse import urlsplit

import httpx
import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser
SITES = ("northside-mazda", "tasman-wide-group", "redgum-car-co")
TITLE = re.compile(r"<title>([^<]+)</title>")
TABS = 6


def _hrefs(page: Page) -> set[str]:
    hrefs = page.eval_on_selector_all("a[href^='/']", "els => els.map(e => e.getAttribute('href'))")
    return {h.split("#", 1)[0] for h in hrefs if not h.startswith("//")}


def _menu_hrefs(page: Page) -> set[str]:
    """The links inside the header's dropdowns and the models mega-menu (every tab), opened by
    keyboard one by one."""
    found: set[str] = set()
    openers = page.get_by_role("navigation", name="Main").locator("button[aria-expanded]")
    for i in range(openers.count()):
        opener = openers.nth(i)
        opener.focus()
        page.keyboard.press("Enter")
        expect(opener).to_have_attribute("aria-expanded", "true")
        found |= _hrefs(page)
        tabs = page.get_by_test_id("models-menu").get_by_role("tab")
        for t in range(tabs.count()):
            tabs.nth(t).click()
            expect(tabs.nth(t)).to_have_attribute("aria-selected", "true")
            found |= _hrefs(page)
        page.keyboard.press("Escape")
    return found


def _site_links(page: Page, base: str) -> list[str]:
    """Home page, header (menus open), contact banner and footer links; and on a group site, the
    same on each dealership's location page, whose header and banner may be its own (§2.7)."""
    page.goto(base + "/")
    page.wait_for_load_state("networkidle")
    paths = _hrefs(page) | _menu_hrefs(page)
    for location in sorted(p for p in paths if p.startswith("/contact-us/")):
        page.goto(base + location)
        page.wait_for_load_state("networkidle")
        paths |= _hrefs(page) | _menu_hrefs(page)
    return sorted(p for p in paths if p)


@pytest.mark.parametrize("slug", SITES)
def test_every_home_header_and_footer_link_leads_somewhere(
    page: Page, live_server: str, slug: str
) -> None:
    base = live_server.format(slug=slug)
    links = _site_links(page, base)
    assert len(links) > 15, links
    if slug == "tasman-wide-group":  # menus, the banner and a dealership's own header were walked
        assert {"/models", "/dealer-locator", "/search/new-cars?make=Ford"} <= set(links), links
    host = urlsplit(base)
    broken = []
    with httpx.Client(
        base_url=f"http://127.0.0.1:{host.port}", headers={"Host": host.netloc}
    ) as http:
        for path in links:
            answer = http.get(path, follow_redirects=True)
            title = TITLE.search(answer.text)
            if answer.status_code != 200 or not title or "Page not found" in title.group(1):
                broken.append((path, answer.status_code, title.group(1) if title else None))
    assert not broken, broken
    # In the browser too, a few tabs at a time: each page loads while the others do.
    pages = sorted({link.split("?", 1)[0] for link in links})
    tabs = [page, *(page.context.new_page() for _ in range(TABS - 1))]
    for start in range(0, len(pages), TABS):
        batch = list(zip(tabs, pages[start : start + TABS], strict=False))
        for tab, path in batch:
            tab.goto(base + path, wait_until="commit")
        for tab, path in batch:
            tab.wait_for_load_state()
            # the app has drawn the page (its heading), and it is not the not-found page
            expect(tab.get_by_role("heading", level=1).first).to_be_visible()
            expect(tab.get_by_role("heading", name="Page not found")).to_have_count(0)
            assert tab.title(), path
