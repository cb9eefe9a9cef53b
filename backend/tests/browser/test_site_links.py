"""Every link of every demo site leads somewhere real (issue 10): the links of the home page, its
header and footer, answer 200 with a title on the server, and in the browser show a page, not
the not-found page."""

import re
from urllib.parse import urlsplit

import httpx
import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser
SITES = ("northside-mazda", "tasman-wide-group", "redgum-car-co")
TITLE = re.compile(r"<title>([^<]+)</title>")


def _site_links(page: Page, base: str) -> list[str]:
    page.goto(base + "/")
    page.wait_for_load_state("networkidle")
    hrefs = page.eval_on_selector_all("a[href^='/']", "els => els.map(e => e.getAttribute('href'))")
    paths = {h.split("#", 1)[0] for h in hrefs if not h.startswith("//")}
    return sorted(p for p in paths if p)


@pytest.mark.parametrize("slug", SITES)
def test_every_home_header_and_footer_link_leads_somewhere(
    page: Page, live_server: str, slug: str
) -> None:
    base = live_server.format(slug=slug)
    links = _site_links(page, base)
    assert len(links) > 15, links
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
    for path in links:
        page.goto(base + path)
        expect(page.get_by_role("heading", name="Page not found")).to_have_count(0)
        assert page.title(), path
