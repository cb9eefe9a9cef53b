"""The first screen in a real browser: home, the default search page and a vehicle
page of every demo site draw from the data inlined into their HTML, asking the API for none of it,
and reserve space for what arrives later: the layout shift, measured by a PerformanceObserver from
the first byte until the page is still, stays within 0.02 on a phone and on a desktop."""

import re
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import site_api, site_get
from tests.browser.devices import PHONE

pytestmark = pytest.mark.browser

CLS_BUDGET = 0.02
VIEWPORTS = {"phone": {"width": 412, "height": 823}, "desktop": {"width": 1350, "height": 940}}

# Sums the page's layout shifts not caused by input (the Cumulative Layout Shift of a short visit).
OBSERVE_SHIFTS = """
window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.hadRecentInput) window.__shifts.push({
      value: entry.value,
      sources: (entry.sources || []).map((s) => s.node ? s.node.outerHTML.slice(0, 120) : "?"),
    });
  }
}).observe({ type: "layout-shift", buffered: true });
"""


def pages_of(live_server: str, site: str) -> list[tuple[str, str, str]]:
    """(label, path, the API path the page must not ask) for the three page types."""
    config = site_api(live_server, site, "/api/v1/site")["config"]
    car = site_api(live_server, site, "/api/v1/cars", limit=1)["hits"][0]["slug"]
    return [
        ("home", "/", "/api/v1/cars"),
        ("search", config["search"]["default_path"], "/api/v1/search"),
        ("vehicle", f"/cars/{car}", f"/api/v1/cars/{car}"),
    ]


@dataclass
class Visit:
    """One page opened in its own browser context, its requests and layout shifts recorded."""

    label: str
    api: str
    page: Page
    requests: list[str] = field(default_factory=list)


def open_visit(browser: Any, viewport: str, url: str, label: str, api: str) -> Visit:
    context = browser.new_context(viewport=VIEWPORTS[viewport], locale="en-AU")
    visit = Visit(label, api, context.new_page())
    visit.page.on("request", lambda r: visit.requests.append(r.url))
    visit.page.add_init_script(OBSERVE_SHIFTS)
    visit.page.goto(url, wait_until="commit")  # the others load meanwhile
    return visit


def settle(visit: Visit) -> None:
    expect(visit.page.get_by_role("heading", level=1).first).to_be_visible()
    visit.page.wait_for_load_state("networkidle")


# The app drawing the page from its inlined state, and the same page arriving as server-made markup.
SERVERS = {"browser-rendered": "browser_rendering_live_server", "server-rendered": "live_server"}


@pytest.mark.parametrize("viewport", VIEWPORTS)
@pytest.mark.parametrize("rendering", SERVERS)
def test_first_screens_draw_from_the_page_and_do_not_shift(
    browser: Any,
    request: pytest.FixtureRequest,
    demo_sites: list[dict[str, Any]],
    viewport: str,
    rendering: str,
) -> None:
    live_server: str = request.getfixturevalue(SERVERS[rendering])
    # A site's pages are opened at once, each in its own context, and measured once all are still.
    failures = []
    for site in demo_sites:
        base = live_server.format(slug=site["slug"])
        visits = [
            open_visit(browser, viewport, base + path, label, api)
            for label, path, api in pages_of(live_server, site["slug"])
        ]
        try:
            for visit in visits:
                settle(visit)
            visits[0].page.wait_for_timeout(500)  # a late shift (a font, a lazy section) lands
            for visit in visits:
                shifts: list[dict[str, Any]] = visit.page.evaluate("window.__shifts")
                cls = sum(s["value"] for s in shifts)
                asked = [r for r in visit.requests if urlsplit(r).path == visit.api]
                if asked:
                    failures.append(f"{site['slug']} {visit.label}: asked the API for {asked}")
                if cls > CLS_BUDGET:
                    failures.append(
                        f"{site['slug']} {visit.label}: layout shift {cls:.3f} {shifts}"
                    )
        finally:
            for visit in visits:
                visit.page.context.close()
    assert not failures, "\n".join(failures)


# Where the header's links and buttons are drawn, and where the page's main content starts (it
# grows below as its lower parts load).
HEADER_PLACES = """() => {
  const box = (e) => e.getBoundingClientRect();
  const main = box(document.getElementById("main"));
  return [...document.querySelectorAll("header a, header button")]
    .filter((e) => e.getClientRects().length)
    .map((e) => [e.textContent.trim().slice(0, 20), ...["x", "y", "width", "height"].map(
      (side) => Math.round(box(e)[side]))])
    .concat([["main", Math.round(main.x), Math.round(main.y)]]);
}"""


@pytest.mark.parametrize("viewport", VIEWPORTS)
def test_a_logo_that_arrives_after_the_first_paint_moves_nothing(
    browser: Any, live_server: str, viewport: str
) -> None:
    """The header keeps the logo's box before the picture arrives: a logo that comes late (a slow
    phone, a busy server) neither widens its link, moves or wraps the menu nor pushes the page
    down."""
    site = "tasman-wide-group"  # a logo, and a menu that fills a desktop header
    logo = site_api(live_server, site, "/api/v1/site")["theme"]["logo_url"]
    car = site_api(live_server, site, "/api/v1/cars", limit=1)["hits"][0]["slug"]
    context = browser.new_context(viewport=VIEWPORTS[viewport], locale="en-AU")
    page = context.new_page()
    held: list[Any] = []
    page.route(f"**{logo}", lambda route: held.append(route))
    page.add_init_script(OBSERVE_SHIFTS)
    page.add_init_script(MARK_SERVER_MARKUP)
    try:
        page.goto(live_server.format(slug=site) + f"/cars/{car}", wait_until="domcontentloaded")
        _until_held(page, held)
        page.wait_for_function(
            HYDRATED_BY_REACT
        )  # the app owns the header, painted without the logo
        before = page.evaluate(HEADER_PLACES)
        for route in held:
            route.continue_()
        page.wait_for_function(
            "() => { const i = document.querySelector('header img'); return i.complete && i.naturalWidth > 0 }"
        )
        page.wait_for_timeout(300)  # the logo drawn, any shift recorded
        assert page.evaluate(HEADER_PLACES) == before
        shifts: list[dict[str, Any]] = page.evaluate("window.__shifts")
        assert sum(s["value"] for s in shifts) <= CLS_BUDGET, shifts
    finally:
        context.close()


# Marks the server's heading as the document is parsed, before the app (which waits for the first
# paint) has run: a hydrated page keeps that very element, a page drawn again would lose the mark.
# Keeps the markup's landmarks and cards too, and every element of it: hydration that re-creates a
# part (its first render differed from the server's) leaves the server's element detached.
MARK = """
  const heading = document.querySelector("#root h1");
  if (heading) heading.dataset.fromServer = "yes";
  window.__serverLandmarks = [...document.querySelectorAll(
    "#root [id], #root section, #root header, #root footer, #root aside, #root nav, #root h2, " +
    "#root [data-testid=car-card]")];
  window.__serverElements = [...document.querySelectorAll("#root *")];
"""
MARK_SERVER_MARKUP = f'document.addEventListener("DOMContentLoaded", () => {{{MARK}}});'
DETACHED_LANDMARKS = """() => window.__serverLandmarks.filter((e) => !e.isConnected)
  .map((e) => `${e.tagName}#${e.id} ${(e.textContent || "").slice(0, 40)}`)"""
# React owns an element once it has hydrated it (its fiber key); an element inside markup that React
# set as HTML (dangerouslySetInnerHTML) is owned through that element. The page has hydrated when
# every element of the server's markup still in the page is owned: React's own Suspense boundaries
# hydrate one after another, so this is the only "done" there is.
HYDRATED_BY_REACT = """() => {
  const key = (node, prefix) => Object.keys(node).find((k) => k.startsWith(prefix));
  const root = document.getElementById("root");
  if (!key(root, "__reactContainer$") || !window.__serverElements) return false;
  const owned = (element) => {
    for (let node = element; node && node !== root; node = node.parentElement) {
      const fiber = key(node, "__reactFiber$");
      if (!fiber) continue;
      if (node === element) return true;
      const props = node[key(node, "__reactProps$")] || {};
      return Boolean(props.dangerouslySetInnerHTML);
    }
    return false;
  };
  return window.__serverElements.every((e) => !e.isConnected || owned(e));
}"""


def test_first_screens_arrive_rendered_and_are_hydrated_in_place(
    browser: Any, live_server: str, demo_sites: list[dict[str, Any]]
) -> None:
    for site in demo_sites:
        for label, path, _ in pages_of(live_server, site["slug"]):
            context = browser.new_context(viewport=VIEWPORTS["phone"], locale="en-AU")
            html = site_get(live_server, site["slug"], path).text
            assert re.search(r'<div id="root">.*<h1\b', html, re.S), f"{site['slug']} {label}"
            page = context.new_page()
            page.add_init_script(MARK_SERVER_MARKUP)
            hydration_errors: list[str] = []
            page.on(
                "console",
                lambda m, errors=hydration_errors: (
                    m.type == "error" and "hydrat" in m.text and errors.append(m.text)
                ),
            )
            try:
                page.goto(live_server.format(slug=site["slug"]) + path)
                heading = page.locator("#root h1").first
                expect(heading).to_have_attribute("data-from-server", "yes")
                page.wait_for_function(HYDRATED_BY_REACT)
                # React's own report (main.tsx logs it) says why a part was drawn anew.
                assert page.evaluate(DETACHED_LANDMARKS) == [], hydration_errors
                assert hydration_errors == []
                # the app answers (the menu opens) and the heading is still the server's
                menu = page.get_by_role("button", name="Menu")
                menu.click()
                expect(menu).to_have_attribute("aria-expanded", "true")
                expect(heading).to_have_attribute("data-from-server", "yes")
            except AssertionError as error:
                raise AssertionError(f"{site['slug']} {label}: {error}") from error
            finally:
                context.close()


def _until_held(page: Any, held: list[Any], seconds: float = 10.0) -> None:
    """Waits for the held script's request. Route handlers run only while Playwright itself waits,
    so this waits through Playwright, not with a sleep in which no handler could run."""
    deadline = time.monotonic() + seconds
    while not held:
        assert time.monotonic() < deadline, "the app's script was never asked for"
        page.wait_for_timeout(50)


def test_a_click_made_before_the_app_has_hydrated_is_made_again_once_it_has(
    page: Any, live_server: str
) -> None:
    """The markup paints before the app's script has run; a shopper's click then is held by
    after-paint.ts and made again after hydration, not lost."""
    held: list[Any] = []
    page.route("**/assets/index-*.js", lambda route: held.append(route))
    page.set_viewport_size(VIEWPORTS["phone"])  # where the menu is a button
    page.goto(live_server.format(slug="tasman-wide-group") + "/", wait_until="commit")
    # after-paint.ts asks for the app's script once it holds clicks: a click before that (a
    # module script runs once the whole page is parsed) would meet the bare markup.
    _until_held(page, held)
    menu = page.get_by_role("button", name="Menu")
    menu.click()
    expect(menu).to_have_attribute("aria-expanded", "false")  # nothing has answered it yet
    for route in held:
        route.continue_()
    expect(menu).to_have_attribute("aria-expanded", "true")


def test_a_tick_made_before_the_app_has_started_reaches_the_search_on_a_slow_phone(
    page: Any, live_server: str
) -> None:
    """A part of the page that React hydrates later than the rest (the search's filters, a
    Suspense boundary of their own) does not drop a click held for it: on a slow device React
    has not hydrated the part yet when the app starts, and a click given to it then is lost. The
    held tick waits for its checkbox to be React's, then refines the search."""
    page.set_viewport_size(VIEWPORTS["desktop"])  # where the filters are beside the results
    page.context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": 8})
    held: list[Any] = []
    page.route("**/assets/index-*.js", lambda route: held.append(route))
    page.goto(
        live_server.format(slug="tasman-wide-group") + "/search/used-cars", wait_until="commit"
    )
    _until_held(page, held)
    make = page.get_by_role("complementary", name="Filters").get_by_role("group", name="Make")
    tick = make.get_by_role("checkbox").first
    name = tick.locator("xpath=..").locator("span").first.inner_text()
    tick.click()
    expect(tick).not_to_be_checked()  # held: nothing has answered it yet
    for route in held:
        route.continue_()
    page.wait_for_url(re.compile(rf"/search/{name.lower().replace(' ', '-')}\?car_type=used$"))
    expect(page.get_by_role("heading", level=1)).to_have_text(name)


# When the photos in view finished arriving, and when the app's script was asked for.
PHOTOS_AND_APP = """() => {
  const inView = [...document.querySelectorAll("#root img:not([loading=lazy])")].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  }).map((img) => img.currentSrc);
  const entries = performance.getEntriesByType("resource");
  const photos = entries.filter((e) => inView.includes(e.name)).map((e) => e.responseEnd);
  const app = entries.find((e) => /\\/assets\\/index-[^/]*\\.js$/.test(e.name));
  return { photos: photos.length, lastPhoto: Math.max(...photos), app: app ? app.startTime : null };
}"""
APP_ASKED = """() => performance.getEntriesByType("resource").some(
  (e) => /\\/assets\\/index-/.test(e.name))"""


@pytest.mark.parametrize("site", ["northside-mazda", "tasman-wide-group", "redgum-car-co"])
def test_a_phone_car_page_starts_its_app_once_the_photos_in_view_are_drawn(
    browser: Any, live_server: str, site: str
) -> None:
    """after-paint.ts asks for the app once every photo in view is decoded and drawn (at most 3 s
    after the first paint), so the app's requests never compete with them, and the page is the
    shopper's soon after. On a phone a blur of the car's photo lies behind it, often larger than
    the photo: waiting for the photo's own largest-paint entry, which the browser then gives the
    blur, waited out the whole 3 s."""
    cars = site_api(live_server, site, "/api/v1/cars", limit=3)["hits"]
    context = browser.new_context(**PHONE, locale="en-AU")
    page = context.new_page()
    try:
        for car in cars:
            page.goto(live_server.format(slug=site) + f"/cars/{car['slug']}")
            page.wait_for_function(APP_ASKED)
            timing = page.evaluate(PHOTOS_AND_APP)
            assert timing["photos"] >= 2, timing  # the photo and its blur, at the least
            assert timing["app"] >= timing["lastPhoto"], timing
            assert timing["app"] - timing["lastPhoto"] < 1500, (car["slug"], timing)
    finally:
        context.close()


def test_a_shopper_who_scrolled_the_markup_keeps_their_place_when_the_app_hydrates(
    page: Any, live_server: str
) -> None:
    """The page hydrates over several tasks; none of them (the router's scroll restoration
    included, whose first render scrolls a fresh page to the top) moves a shopper who has
    already scrolled the server's markup."""
    held: list[Any] = []
    released: list[bool] = []  # the page's other index-*.js chunks pass once the app may run
    page.route(
        "**/assets/index-*.js",
        lambda route: route.continue_() if released else held.append(route),
    )
    site = "tasman-wide-group"
    car = site_api(live_server, site, "/api/v1/cars", limit=1)["hits"][0]["slug"]
    page.goto(live_server.format(slug=site) + f"/cars/{car}", wait_until="commit")
    _until_held(page, held)
    page.evaluate("window.scrollTo(0, 1200)")
    page.evaluate(f"() => {{{MARK}}}")  # the markup as it is, the app held
    released.append(True)
    for route in held:
        route.continue_()
    page.wait_for_function(HYDRATED_BY_REACT)
    page.wait_for_timeout(300)  # the last parts' effects
    assert page.evaluate("window.scrollY") == 1200


def test_what_only_this_browser_knows_shows_on_a_server_rendered_page(
    page: Any, live_server: str
) -> None:
    """The server's markup says no car is compared; after hydration the cards say what this
    browser's list holds (hydration keeps the markup's attributes, so the first render must
    match the server's and the browser's answer must follow)."""
    site, path = "tasman-wide-group", "/search/used-cars"  # its cards have a Compare switch
    url = live_server.format(slug=site) + path
    html = site_get(live_server, site, path).text
    assert 'aria-pressed="true"' not in html
    page.goto(url)
    first = page.get_by_test_id("car-card").first.get_by_role("button", name="Compare")
    first.click()
    expect(first).to_have_attribute("aria-pressed", "true")
    page.reload()
    expect(first).to_have_attribute("aria-pressed", "true")


def test_a_dealerships_page_is_presented_by_it_from_the_server_and_hydrates_in_place(
    browser: Any, live_server: str
) -> None:
    """The page's dealership (here a search narrowed to one) is known before the first render, on
    the server and in the browser (app/page-scope.ts): the markup already presents it, and the
    header, which hydrates in a task of its own, hydrates over markup drawn the same way (hydration
    keeps the markup's attributes: a call link's label would name one number, its text another)."""
    slug = "tasman-wide-group"
    path = "/search/new-used-and-demo-cars?dealership_name=TWG+Motorcycles+Gold+Coast"
    assert 'aria-label="Call us on 07 5591 3300"' in site_get(live_server, slug, path).text
    context = browser.new_context(viewport={"width": 1024, "height": 900}, locale="en-AU")
    page = context.new_page()
    page.add_init_script(MARK_SERVER_MARKUP)
    try:
        page.goto(live_server.format(slug=slug) + path)
        page.wait_for_function(HYDRATED_BY_REACT)
        call = page.locator("header a[aria-label^='Call us on']")
        expect(call).to_have_count(1)
        assert call.get_attribute("aria-label") == f"Call us on {call.inner_text().strip()}"
        expect(call).to_have_text("07 5591 3300")  # the dealership's number
        assert page.evaluate(DETACHED_LANDMARKS) == []  # nothing drawn again after hydrating
        expect(page.locator("#root h1").first).to_have_attribute("data-from-server", "yes")
        assert_accessible(page)
    finally:
        context.close()


def test_the_servers_markup_fits_a_phone_before_any_script_runs(
    browser: Any, live_server: str, demo_sites: list[dict[str, Any]]
) -> None:
    """The markup alone (no script yet, or none at all) is no wider than a 390 px phone: a
    carousel's slides beyond its edge, and their screen-reader text, are clipped by the carousel
    before its script sets it going, not only after."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, java_script_enabled=False)
    try:
        page = context.new_page()
        wide = []
        for site in demo_sites:
            for label, path, _api in pages_of(live_server, site["slug"]):
                page.goto(live_server.format(slug=site["slug"]) + path)
                width = page.evaluate("document.documentElement.scrollWidth")
                if width > 390:
                    wide.append(f"{site['slug']} {label}: {width} px")
        assert not wide, wide
    finally:
        context.close()
