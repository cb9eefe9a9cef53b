"""The home page: the hero slider moves on by itself every 3 s, stops for reduced
motion and on Pause; the group shows its tagline counts and promotions. Under reduced motion
nothing animates for ever, nor on a car page at rest."""

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits

pytestmark = pytest.mark.browser


def _selected_slide(page: Page) -> str:
    """The slide Embla has scrolled to: the one whose box starts at the viewport's left."""
    return page.evaluate(
        """() => {
        const region = document.querySelector('[aria-label="Highlights"]');
        const left = region.getBoundingClientRect().left;
        const slides = [...region.querySelectorAll('[aria-roledescription="slide"]')];
        const shown = slides.find((s) => Math.abs(s.getBoundingClientRect().left - left) < 5);
        return shown ? shown.getAttribute('aria-label') : '';
    }"""
    )


def test_the_hero_slider_autoplays_and_pauses(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug="northside-mazda") + "/")
    hero = page.get_by_role("region", name="Highlights")
    expect(hero).to_have_attribute("data-playing", "true")
    page.mouse.move(5, 800)  # not over the slider
    first = _selected_slide(page)
    page.wait_for_function(
        "(first) => { const r = document.querySelector('[aria-label=\"Highlights\"]'); "
        "const l = r.getBoundingClientRect().left; return [...r.querySelectorAll('[aria-roledescription=\"slide\"]')]"
        ".find((s) => Math.abs(s.getBoundingClientRect().left - l) < 5)?.getAttribute('aria-label') !== first; }",
        arg=first,
        timeout=7000,
    )
    assert_accessible(page)
    hero.get_by_role("button", name="Pause slides").click()
    expect(hero.get_by_role("button", name="Play slides")).to_be_visible()


def test_reduced_motion_keeps_the_hero_still(browser: Any, live_server: str) -> None:
    context = browser.new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        page.goto(live_server.format(slug="northside-mazda") + "/")
        hero = page.get_by_role("region", name="Highlights")
        expect(hero).to_have_attribute("data-playing", "false")
        expect(hero.get_by_role("button", name="Play slides")).to_be_visible()
        first = _selected_slide(page)
        page.wait_for_timeout(4000)
        assert _selected_slide(page) == first
    finally:
        context.close()


ENDLESS_ANIMATIONS_JS = """() => document.getAnimations().filter((a) =>
    a.playState === 'running' && !Number.isFinite(a.effect.getComputedTiming().endTime)).length"""


def _car_page_whose_similar_cars_are_loading(page: Page, live_server: str) -> None:
    """A car page scrolled to its similar cars, whose answer never comes: their placeholders
    pulse, as they do while the cards load."""
    car = next(demo_hits(live_server, "tasman-wide-group"))
    page.route("**/api/v1/cars/*/similar", lambda route: None)  # held: the cards stay loading
    page.goto(live_server.format(slug="tasman-wide-group") + f"/cars/{car['slug']}")
    page.get_by_test_id("similar-cars").scroll_into_view_if_needed()
    expect(
        page.get_by_test_id("similar-placeholders").locator(".animate-pulse").first
    ).to_be_attached()


def test_reduced_motion_leaves_no_animation_running_for_ever(
    browser: Any, live_server: str
) -> None:
    """A loading skeleton's endless pulse, cut to a hundredth of a millisecond, would be drawn
    anew every frame, a flicker: under reduced motion it plays once and ends."""
    context = browser.new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    try:
        _car_page_whose_similar_cars_are_loading(page, live_server)
        assert page.evaluate(ENDLESS_ANIMATIONS_JS) == 0
    finally:
        context.close()


def test_a_car_page_at_rest_animates_nothing_for_ever(page: Page, live_server: str) -> None:
    """Placeholders pulse only while what they stand for is being fetched: the similar cars and
    the map below the fold are not asked for until the shopper nears them, and a pulse there
    said "loading" for as long as the page sat open."""
    car = next(demo_hits(live_server, "tasman-wide-group"))
    page.goto(live_server.format(slug="tasman-wide-group") + f"/cars/{car['slug']}")
    page.wait_for_load_state("networkidle")
    expect(page.get_by_test_id("similar-placeholders")).to_be_attached()  # not asked for yet
    expect(page.locator(".animate-pulse")).to_have_count(0)
    assert page.evaluate(ENDLESS_ANIMATIONS_JS) == 0


def test_the_group_home_shows_counts_promotions_and_offers(page: Page, live_server: str) -> None:
    page.goto(live_server.format(slug="tasman-wide-group") + "/")
    expect(page.get_by_test_id("tagline-counts")).to_contain_text("50+")
    expect(page.get_by_role("region", name="Promotions")).to_be_visible()
    expect(page.get_by_role("heading", name="Special Offers")).to_be_visible()
    assert_accessible(page)
