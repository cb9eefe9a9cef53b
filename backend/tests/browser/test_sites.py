"""A shopper opens two demo sites by host name and sees each site's own name, colours and stock."""

import re

import pytest

from tests.browser.conftest import assert_accessible

pytestmark = pytest.mark.browser


def _rgb(hex_colour: str) -> str:
    h = hex_colour.lstrip("#")
    r, g, b = (int(h[i : i + 2], 16) for i in (0, 2, 4))
    return f"rgb({r}, {g}, {b})"


def test_each_demo_site_shows_its_own_name_colours_and_stock(page, live_server, demo_sites):
    assert len(demo_sites) >= 3
    seen_cars: dict[str, set[str]] = {}
    for site in demo_sites[:2]:
        page.goto(live_server.format(slug=site["slug"]) + "/")
        assert page.title().startswith(site["name"])
        page.get_by_role("heading", level=1).wait_for()
        assert (
            site["name"] in page.locator("header").inner_text()
            or page.locator(f"header img[alt='{site['name']}']").count()
        )
        page.wait_for_load_state("networkidle")
        broken = page.evaluate(
            "() => [...document.images].filter(i => i.complete && i.naturalWidth === 0)"
            ".map(i => i.getAttribute('src'))"
        )
        assert broken == [], broken  # the logo and every car picture drawn and served
        theme = page.evaluate(
            "() => JSON.parse(document.getElementById('forecourt-state').textContent).site.theme"
        )
        primary = page.evaluate(
            "() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()"
        )
        assert primary.lower() == theme["primary"].lower()
        cars = page.locator("[data-testid=car-card] a[href^='/cars/']")
        cars.first.wait_for()
        seen_cars[site["slug"]] = {
            href
            for href in (cars.nth(i).get_attribute("href") for i in range(cars.count()))
            if href
        }
        assert seen_cars[site["slug"]]
        assert_accessible(page)
    first, second = (s["slug"] for s in demo_sites[:2])
    assert not seen_cars[first] & seen_cars[second], "two sites showed the same car"


def test_platform_page_links_every_demo_site(page, live_server, demo_sites):
    port = live_server.rsplit(":", 1)[1]
    page.goto(f"http://localhost:{port}/")
    for site in demo_sites:
        link = page.get_by_role("link", name=site["name"])
        assert re.fullmatch(
            rf"http://{site['slug']}\.localhost:{port}/?", link.get_attribute("href") or ""
        )


def test_unknown_page_shows_not_found(page, live_server, demo_sites):
    response = page.goto(live_server.format(slug=demo_sites[0]["slug"]) + "/no-such-page")
    # A real 404, not a "soft 404" (status 200) that search engines would index.
    assert response is not None and response.status == 404
    page.get_by_role("heading", name=re.compile("not found", re.I)).wait_for()
    assert page.title().startswith("Page not found | ")
