"""The HTML shell, hashed assets and the image endpoint."""

import io

import pytest
from PIL import Image

from forecourt.main import create_app
from tests.factories import make_site


@pytest.fixture
def built_frontend(settings, tmp_path):
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(
        "<!doctype html><html><head><!--forecourt:head--></head>"
        "<body><div id=root></div><!--forecourt:state--></body></html>"
    )
    (dist / "assets" / "index-abc123.js").write_text("console.log('forecourt');" * 200)
    settings.frontend_dist = dist
    return dist


@pytest.fixture
def shell_client(settings, built_frontend):
    import httpx

    app = create_app(settings)
    return lambda host: httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url=f"http://{host}"
    )


async def test_shell_has_the_sites_title_description_theme_colour_and_favicon(
    session, shell_client
):
    await make_site(session, "alpha", name="Alpha Motors", theme={"primary": "#aa0000"})
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        page = await client.get("/about-us")
    assert page.status_code == 200
    html = page.text
    assert "<title>Alpha Motors</title>" in html
    assert '<meta name="theme-color" content="#aa0000">' in html
    assert '<link rel="icon" href="/favicon.svg">' in html
    assert '<meta name="description"' in html
    assert '"slug":"alpha"' in html and "window.__FORECOURT__=" in html


async def test_state_script_cannot_be_broken_out_of(session, shell_client):
    await make_site(session, "alpha", name="</script><script>alert(1)</script>")
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        html = (await client.get("/")).text
    assert "<script>alert(1)</script>" not in html


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


@pytest.mark.parametrize("width", [400, 576, 768, 992, 1200, 1400])
async def test_image_is_resized_to_each_breakpoint_as_webp_and_cached(settings, client_for, width):
    source = settings.media_dir / "cars" / "7" / "front.jpg"
    source.parent.mkdir(parents=True)
    Image.new("RGB", (1600, 1067), (200, 30, 30)).save(source, "JPEG")
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
