"""Pages with a first screen carry their markup, rendered on the server
(pages/server_render.py). The bundle here is a stand-in that echoes what it was given, so these tests
hold the backend's part: what the render is given (the page's URL and inlined state, never another
site's), where its answer goes, that the app's scripts wait for the first paint, and that a render
that fails still serves the page for the browser to render. The real bundle renders the real
components in the browser tests (tests/browser/test_first_screen.py)."""

import json
import re

import pytest

from forecourt.pages.server_render import AFTER_PAINT, BUNDLE
from tests.api.test_first_screen import STATE, stocked_site

ECHO_BUNDLE = """
var ForecourtServer = { render: async (url, stateJson) => {
  const state = JSON.parse(stateJson);
  if (state.site.name === "Broken Motors") throw new Error("a component failed");
  const title = state.first.car ? state.first.car.name : state.site.name;
  return JSON.stringify({
    status: url.includes("/missing") ? 404 : 200,
    htmlStyle: "--color-primary:" + state.site.theme.primary,
    template: state.site.template,
  }) + "\\n<main><h1>" + title + "</h1><p>" + url + "</p></main>";
} };
"""
# Answers told apart by how they came: at once for car pages, by a promise for the rest.
TWO_WAY_BUNDLE = """
function answer(url, stateJson, how) {
  const state = JSON.parse(stateJson);
  return JSON.stringify({
    status: 200,
    htmlStyle: "--color-primary:" + state.site.theme.primary,
    template: state.site.template,
  }) + "\\n<main><h1>" + state.site.name + "</h1>\\n<p>" + how + "</p></main>";
}
var ForecourtServer = {
  render: async (url, stateJson) => answer(url, stateJson, "by a promise"),
  renderNow: (url, stateJson) => url.includes("/cars/") ? answer(url, stateJson, "at once") : null,
};
"""
ROOT = re.compile(r'<div id="?root"?>(.*?)</div>', re.S)
STYLESHEET = "body{color:#123}.card{border-radius:4px}"
STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">'


@pytest.fixture
def render_bundle(settings, built_frontend):
    settings.server_render = True
    bundle = built_frontend / BUNDLE
    bundle.parent.mkdir()
    bundle.write_text(ECHO_BUNDLE)
    manifest = built_frontend / ".vite" / "manifest.json"
    manifest.parent.mkdir()
    manifest.write_text(
        json.dumps({AFTER_PAINT: {"file": "assets/after-paint-1.js", "isEntry": True}})
    )
    index = built_frontend / "index.html"
    index.write_text(
        index.read_text().replace(
            "</head>",
            '<script type="module" crossorigin src="/assets/index-1.js"></script>'
            f"{STYLESHEET_LINK}</head>",
        )
    )
    (built_frontend / "assets" / "index-1.css").write_text(STYLESHEET)
    return built_frontend


def root_of(html: str) -> str:
    found = ROOT.search(html)
    assert found, "the page has no #root"
    return found.group(1)


async def test_the_vehicle_page_carries_its_markup_and_its_theme(
    session, shell_client, render_bundle
):
    await stocked_site(session)
    client = shell_client("alpha.localhost")
    page = await client.get("/cars/car-0", params={"utm_source": "news"})
    car = (await client.get("/api/v1/cars/car-0")).json()
    site = (await client.get("/api/v1/site")).json()
    assert page.status_code == 200
    # rendered from this site's car (beta has a car-0 too), at this page's URL
    assert root_of(page.text) == (
        f"<main><h1>{car['name']}</h1><p>http://alpha.localhost/cars/car-0?utm_source=news</p></main>"
    )
    assert f'<html style="--color-primary:{site["theme"]["primary"]}" data-template=' in page.text
    assert STATE.search(page.text), "the state is still inlined for the browser's hydration"


async def test_the_app_script_waits_for_the_first_paint(session, shell_client, render_bundle):
    await stocked_site(session)
    page = (await shell_client("alpha.localhost").get("/cars/car-0")).text
    head = page.split("</head>")[0]
    assert "/assets/index-1.js" not in head
    inert = re.search(r'<template id="forecourt-after-paint">(.*?)</template>', page, re.S)
    assert (
        inert
        and '<script type="module" crossorigin src="/assets/index-1.js"></script>' in inert.group(1)
    )
    assert page.count('src="/assets/after-paint-1.js"') == 1


async def test_a_rendered_page_carries_the_stylesheet_and_a_page_left_to_the_browser_links_it(
    session, shell_client, render_bundle
):
    await stocked_site(session)
    client = shell_client("alpha.localhost")
    rendered = (await client.get("/cars/car-0")).text
    assert f"<style>{STYLESHEET}</style>" in rendered.split("</head>")[0]
    assert STYLESHEET_LINK not in rendered
    left = (await client.get("/contact")).text
    assert STYLESHEET_LINK in left and STYLESHEET not in left


async def test_pages_without_a_first_screen_are_left_to_the_browser(
    session, shell_client, render_bundle
):
    await stocked_site(session)
    client = shell_client("alpha.localhost")
    for path in ("/contact", "/cars/no-such-car"):
        page = await client.get(path)
        assert root_of(page.text) == "", path
        assert "forecourt-after-paint" not in page.text


async def test_a_render_that_fails_still_serves_the_page(session, shell_client, render_bundle):
    await stocked_site(session)
    from tests.factories import make_site

    await make_site(session, "broken", name="Broken Motors")
    await session.commit()
    page = await shell_client("broken.localhost").get("/")
    assert page.status_code == 200
    assert root_of(page.text) == ""
    assert STATE.search(page.text) and '<script type="module"' in page.text.split("</head>")[0]


async def test_server_rendering_can_be_turned_off(session, settings, shell_client, render_bundle):
    await stocked_site(session)
    settings.server_render = False
    page = await shell_client("alpha.localhost").get("/cars/car-0")
    assert root_of(page.text) == ""


async def test_a_page_the_bundle_can_render_at_once_is_not_awaited_and_the_rest_are(
    session, shell_client, render_bundle
):
    await stocked_site(session)
    (render_bundle / BUNDLE).write_text(TWO_WAY_BUNDLE)
    client = shell_client("alpha.localhost")
    car = root_of((await client.get("/cars/car-0")).text)
    home = root_of((await client.get("/")).text)
    assert (car, home) == (
        "<main><h1>Alpha Motors</h1>\n<p>at once</p></main>",  # markup's own lines kept
        "<main><h1>Alpha Motors</h1>\n<p>by a promise</p></main>",
    )
