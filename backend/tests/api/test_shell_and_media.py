"""The HTML shell, hashed assets and the image endpoint."""

import io

import httpx
import pytest
from PIL import Image
from sqlalchemy import select
from starlette.routing import Match

from forecourt.content.schemas import PageIn
from forecourt.content.service import save_page
from forecourt.core.clock import utcnow
from forecourt.core.gzipped import Brotli, QuickBrotli
from forecourt.core.route_index import RouteIndex, any_path_of
from forecourt.inventory.models import CarImage
from forecourt.main import create_app
from forecourt.pages.app_routes import ROUTE_PATHS
from forecourt.web.page_cache import KeptPage, pack, page_finisher_for, unpack
from forecourt.web.page_dispatch import PageDispatch
from tests.factories import make_car, make_dealership, make_location, make_site


async def test_shell_has_the_sites_title_description_theme_colour_and_favicon(
    session, shell_client
):
    await make_site(session, "alpha", name="Alpha Motors", theme={"primary": "#aa0000"})
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        page = await client.get("/brands")
    assert page.status_code == 200
    html = page.text
    assert "<title>Alpha Motors</title>" in html
    assert '<meta name="theme-color" content="#aa0000">' in html
    assert '<link rel="icon" href="/favicon.svg">' in html
    assert '<meta name="description"' in html
    assert (
        '"slug":"alpha"' in html and '<script type="application/json" id="forecourt-state">' in html
    )


@pytest.mark.parametrize(
    ("offered", "encoding"),
    [("gzip, deflate, br, zstd", "br"), ("gzip, deflate", "gzip"), ("identity", None)],
)
async def test_a_page_is_sent_brotli_to_a_browser_that_takes_it_else_gzip_else_plain(
    session, shell_client, offered, encoding
):
    await make_site(session, "alpha", name="Alpha Motors")
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        for _ in ("made", "kept"):
            page = await client.get("/brands", headers={"Accept-Encoding": offered})
            assert page.headers.get("content-encoding") == encoding
            assert "Accept-Encoding" in page.headers["vary"]
            assert "<title>Alpha Motors</title>" in page.text  # httpx decodes br and gzip


async def test_a_page_asked_for_again_is_compressed_again_smaller_and_reads_the_same(
    session, settings, built_frontend
):
    """Kept as first compressed (quickly); asked for again, its smaller copy is made in the
    background and sent from then on, the same page."""
    await make_site(session, "alpha", name="Alpha Motors")
    await session.commit()
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app)
    brotli = {"Accept-Encoding": "br"}
    async with httpx.AsyncClient(transport=transport, base_url="http://alpha.localhost") as client:
        made = await client.get("/brands", headers=brotli)
        again = await client.get("/brands", headers=brotli)
        await page_finisher_for(app.state).wait()
        finished = await client.get("/brands", headers=brotli)
    assert "page;dur" in made.headers["server-timing"]  # made, then kept
    assert "page;dur" not in finished.headers.get("server-timing", "")
    assert made.content == again.content == finished.content  # httpx decodes Brotli
    assert made.num_bytes_downloaded == again.num_bytes_downloaded
    assert finished.num_bytes_downloaded < made.num_bytes_downloaded


def test_a_kept_page_packs_its_status_time_and_quality():
    page = KeptPage(404, QuickBrotli.of(b"<p>gone</p>"), made_at=1_700_000_000.5)
    kept = unpack(pack(page))
    assert (kept.status, kept.made_at, kept.final, kept.body.raw) == (
        404, 1_700_000_000.5, False, b"<p>gone</p>",
    )  # fmt: skip
    assert unpack(pack(KeptPage(200, Brotli.of(b"x"), 0.0))).final


async def test_state_script_cannot_be_broken_out_of(session, shell_client):
    await make_site(session, "alpha", name="</script><script>alert(1)</script>")
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        html = (await client.get("/")).text
    assert "<script>alert(1)</script>" not in html


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/brands",
        "/dealerships?page=2",
        "/print",
    ],
)
async def test_a_page_of_the_app_answers_200(session, shell_client, path):
    await make_site(session, "alpha", name="Alpha Motors")
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        page = await client.get(path)
    assert page.status_code == 200
    assert "<title>Alpha Motors</title>" in page.text


@pytest.mark.parametrize(
    "path",
    # a brand page for a brand the site does not list, and a search path deeper than make/model,
    # match a route pattern but name nothing: their head builders answer 404
    ["/no-such-page", "/brands/extra", "/twg-cars", "/toyota/overview", "/search/anything/at/all"],
)
async def test_a_path_no_page_serves_is_a_real_404_with_the_apps_not_found_page(
    session, shell_client, path
):
    # A group brand's own path (brands.group[].path) is linked but not built yet, so it 404s too.
    brands = {"group": [{"title": "TWG Cars", "slug": "twg", "path": "/twg-cars"}]}
    config = {"presentation": {"brands": brands}}
    await make_site(session, "alpha", name="Alpha Motors", config=config)
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        page = await client.get(path)
    assert page.status_code == 404
    assert "<title>Page not found | Alpha Motors</title>" in page.text
    assert '<link rel="canonical"' not in page.text
    # Still the app's shell, so the React app shows its not-found page.
    assert "<div id=root></div>" in page.text and '"slug":"alpha"' in page.text


async def test_a_content_page_is_a_200_with_its_own_title_and_description(session, shell_client):
    site = await make_site(session, "alpha", name="Alpha Motors")
    body = PageIn(path="/pages/warranty", title="Warranty", description="Five years, any km.",
                  markdown="Cover for every car.")  # fmt: skip
    await save_page(session, site.id, body, utcnow())
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        page = await client.get("/pages/warranty")
        elsewhere = await client.get("/pages/roadside-assist")
    assert page.status_code == 200
    assert "<title>Warranty | Alpha Motors</title>" in page.text
    assert 'content="Five years, any km."' in page.text
    assert '<link rel="canonical" href="http://alpha.localhost/pages/warranty">' in page.text
    assert elsewhere.status_code == 404


async def test_an_unknown_car_is_still_a_404_from_its_head_builder(session, shell_client):
    site = await make_site(session, "alpha", name="Alpha Motors")
    await make_car(session, await make_dealership(session, site), slug="2021-corolla")
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        unknown = await client.get("/cars/no-such-car")
        known = await client.get("/cars/2021-corolla")
    assert unknown.status_code == 404
    assert "<title>Car not found | Alpha Motors</title>" in unknown.text
    assert known.status_code == 200


async def test_without_a_built_route_table_every_path_answers_200(
    session, shell_client, built_frontend
):
    (built_frontend / ROUTE_PATHS).unlink()
    await make_site(session, "alpha", name="Alpha Motors")
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        page = await client.get("/no-such-page")
    assert page.status_code == 200
    assert "<title>Alpha Motors</title>" in page.text


async def test_hashed_assets_are_immutable_and_compressed(session, shell_client):
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        asset = await client.get("/assets/index-abc123.js", headers={"Accept-Encoding": "gzip"})
    assert asset.status_code == 200
    assert asset.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert asset.headers["content-encoding"] == "gzip"


async def test_favicon_is_drawn_in_the_sites_colour(session, client_for):
    await make_site(session, "alpha", name="Alpha Motors", theme={"primary": "#aa0000"})
    await session.commit()
    icon = await client_for("alpha").get("/favicon.svg")
    assert icon.headers["content-type"].startswith("image/svg+xml")
    assert 'fill="#aa0000"' in icon.text


async def _car_with_picture(session, settings, key: str = "cars/7/front.jpg") -> None:
    site = await make_site(session, "alpha")
    car = await make_car(session, await make_dealership(session, site), images=0)
    car.images = [CarImage(position=0, source=key)]
    await session.commit()
    source = settings.media_dir / key
    source.parent.mkdir(parents=True)
    Image.new("RGB", (1600, 1067), (200, 30, 30)).save(source, "JPEG")


def _files_under(folder) -> list:
    return [p for p in folder.rglob("*") if p.is_file()] if folder.exists() else []


@pytest.mark.parametrize("width", [400, 576, 768, 992, 1200, 1400])
async def test_image_is_resized_to_each_breakpoint_as_webp_and_cached(
    session, settings, client_for, width
):
    await _car_with_picture(session, settings)
    response = await client_for("localhost").get(f"/media/{width}/cars/7/front.jpg")
    assert response.status_code == 200
    assert response.headers["content-type"] == "image/webp"
    assert "immutable" in response.headers["cache-control"]
    image = Image.open(io.BytesIO(response.content))
    assert (image.format, image.width) == ("WEBP", width)
    assert (settings.image_cache_dir / str(width) / "cars/7/front.jpg.webp").is_file()


@pytest.mark.parametrize(
    "path",
    [
        "/media/500/cars/7/front.jpg",
        "/media/400/../secrets.jpg",
        "/media/400/nothing/here.jpg",
        "/media/abc/x.jpg",
    ],
)
async def test_bad_image_requests_are_4xx(client_for, path):
    response = await client_for("localhost").get(path)
    assert 400 <= response.status_code < 500


@pytest.mark.parametrize(
    "path",
    [
        "/media/1400/demo/123451/ff00ff/suv/3.jpg",  # a demo key no car has: nothing is drawn
        "/media/1400/cars/7/other.jpg",  # a file on disk that nothing refers to
        "/media/1000/cars/7/front.jpg",  # a known picture at a width off the breakpoints
        "/media/1/cars/7/front.jpg",
    ],
)
async def test_unknown_media_key_or_off_breakpoint_width_is_404_and_writes_nothing(
    session, settings, client_for, path
):
    await _car_with_picture(session, settings)
    other = settings.media_dir / "cars/7/other.jpg"
    Image.new("RGB", (800, 600)).save(other, "JPEG")
    before = _files_under(settings.var_dir)
    response = await client_for("localhost").get(path)
    assert response.status_code == 404
    assert response.json()["detail"] == "No such image."
    assert _files_under(settings.var_dir) == before


async def test_a_demo_picture_is_drawn_only_for_a_key_a_car_holds(session, settings, client_for):
    site = await make_site(session, "alpha")
    await make_car(session, await make_dealership(session, site), images=1)  # demo/{n}/white/0.jpg
    await session.commit()
    key = await session.scalar(select(CarImage.source))
    response = await client_for("localhost").get(f"/media/400/{key}")
    assert response.status_code == 200
    assert (settings.image_cache_dir / "400" / f"{key}.webp").is_file()


async def test_a_sites_logo_is_served_and_a_made_up_logo_is_not(session, client_for):
    logo = "demo/logo/9b1b30/c0c3c7/alpha-motors.png"
    banner = "demo/place/0b2545/alpha-yard.jpg"
    # A theme may keep the key or the URL of one rendition; config brand lists keep URLs too.
    await make_site(
        session, "alpha", theme={"logo_url": logo, "favicon_url": f"/media/400/{banner}"}
    )
    await session.commit()
    assert (await client_for("localhost").get(f"/media/400/{logo}")).status_code == 200
    assert (await client_for("localhost").get(f"/media/768/{banner}")).status_code == 200
    made_up = "demo/logo/000000/ffffff/nobody.png"
    assert (await client_for("localhost").get(f"/media/400/{made_up}")).status_code == 404


async def test_a_location_page_has_its_head_and_an_unknown_one_is_a_404(session, shell_client):
    site = await make_site(session, "alpha", name="Alpha Motors")
    dealer = await make_dealership(session, site)
    await make_location(session, dealer, slug="alpha-north", name="Alpha North", city="Chermside")
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        page = await client.get("/our-location/alpha-north")
        unknown = await client.get("/locations/nowhere")
    assert page.status_code == 200
    assert "<title>Alpha North | Alpha Motors</title>" in page.text
    assert 'href="http://alpha.localhost/contact-us/alpha-north"' in page.text
    assert unknown.status_code == 404


PATHS_BESIDE_THE_API = (
    "/healthz", "/readyz", "/robots.txt", "/sitemap.xml", "/favicon.svg", "/dev/mailbox",
    "/dev/mailbox/7", "/feeds/google-vehicle-listings.csv", "/media/768/a/b.webp",
    "/assets/index-abc.js", "/docs/oauth2-redirect", "/api/v1/openapi.json",
)  # fmt: skip
PAGES = ("/", "/cars/2024-mazda-cx-5-touring-nm1", "/search/used-cars", "/contact-us/north")


def test_a_path_no_other_route_can_answer_is_told_without_asking_each_route(app) -> None:
    """The dispatch's joined path patterns (web/page_dispatch.any_path_of) never call a path
    only the page's that another route answers; and a page's path needs no walk of the routes."""
    dispatch = app.router.middleware_stack
    while not isinstance(dispatch, PageDispatch):
        dispatch = dispatch.inner
    others = any_path_of(dispatch.others)
    assert others is not None
    api = [path.replace("{", "x").replace("}", "") for path in app.openapi()["paths"]]
    for path in [*api, *PATHS_BESIDE_THE_API]:
        probe = {"type": "http", "method": "GET", "path": path, "root_path": "", "headers": []}
        asked = any(route.matches(dict(probe))[0] is not Match.NONE for route in dispatch.others)
        assert asked, path  # the sample reaches a route: the check below means something
        assert others.match(path) is not None, path
    for path in PAGES:
        assert others.match(path) is None, path


def test_a_request_is_matched_against_every_route_that_can_answer_its_path(app) -> None:
    """The routes the index leaves out of a path's match (core/route_index.py) are only ever
    routes that do not match it, whatever the method: the router's answer stays its own."""
    index = app.router.middleware_stack
    while not isinstance(index, RouteIndex):
        index = index.inner
    api = [path.replace("{", "x").replace("}", "") for path in app.openapi()["paths"]]
    for path in [*api, *PATHS_BESIDE_THE_API, *PAGES, "/api/v1/no-such-thing", "/nowhere/"]:
        narrowed = index.app_for(path)
        kept = getattr(narrowed, "__self__", app.router).routes
        assert len(kept) < len(app.router.routes) or narrowed == app.router.app, path
        for method in ("GET", "POST", "DELETE"):
            probe = {"type": "http", "method": method, "path": path, "root_path": "", "headers": []}
            left_out = [route for route in app.router.routes if route not in kept]
            assert all(route.matches(dict(probe))[0] is Match.NONE for route in left_out), path


async def test_the_shells_direct_dispatch_leaves_every_other_route_its_own(session, shell_client):
    """Pages skip the router's walk (web/page_dispatch.py); nothing else may land in the shell."""
    await make_site(session, "alpha")
    await session.commit()
    client = shell_client("alpha.localhost")
    for _ in range(2):  # the second time from the table of known paths
        assert (await client.get("/favicon.svg")).headers["content-type"] == "image/svg+xml"
        assert (await client.get("/robots.txt")).headers["content-type"].startswith("text/plain")
        assert (await client.get("/api/v1/site")).json()["slug"] == "alpha"
        missing = await client.get("/api/v1/no-such-thing")
        assert (missing.status_code, missing.json()["detail"]) == (404, "No such API endpoint.")
        assert (await client.post("/api/v1/site")).status_code == 405
        page = await client.get("/search/used-cars")
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
        assert (await client.post("/search/used-cars")).status_code == 405
