"""The built frontend's hashed assets: answered in the form the browser accepts, from the files the
build compressed beside them (frontend/precompressed.ts), kept for a year, and nothing else of
the folder is reachable."""

import gzip

import brotli
import pytest

SCRIPT = "console.log('forecourt');" * 200


@pytest.fixture
def precompressed(built_frontend):
    """index-abc123.js with the Brotli and gzip forms the build writes beside it."""
    script = built_frontend / "assets" / "index-abc123.js"
    (script.parent / "index-abc123.js.br").write_bytes(brotli.compress(script.read_bytes()))
    (script.parent / "index-abc123.js.gz").write_bytes(gzip.compress(script.read_bytes()))
    return script


@pytest.mark.parametrize(
    ("offered", "encoding"),
    [
        ("gzip, deflate, br, zstd", "br"),
        ("gzip", "gzip"),
        ("BR;q=1.0, gzip;q=0.5", "br"),
        ("br;q=0, gzip", "gzip"),  # q=0 refuses an encoding
        ("identity", None),
        ("", None),
    ],
)
async def test_an_asset_comes_in_the_form_the_browser_accepts(
    session, shell_client, precompressed, offered, encoding
):
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        # Asked twice: the second answer comes from what the first read.
        answers = [
            await client.get("/assets/index-abc123.js", headers={"Accept-Encoding": offered})
            for _ in range(2)
        ]
    for answer in answers:
        assert answer.status_code == 200
        assert answer.headers.get("content-encoding") == encoding
        assert answer.text == SCRIPT  # decoded by the client
        assert answer.headers["content-type"] == "text/javascript; charset=utf-8"
        assert answer.headers["cache-control"] == "public, max-age=31536000, immutable"
        assert answer.headers["vary"] == "Accept-Encoding"
        assert answer.headers["x-content-type-options"] == "nosniff"  # the app's headers apply
    sent = precompressed.parent / f"index-abc123.js.{'gz' if encoding == 'gzip' else 'br'}"
    if encoding:
        assert answers[0].headers["content-length"] == str(sent.stat().st_size)


async def test_an_asset_the_build_did_not_compress_is_gzipped_once(
    session, shell_client, built_frontend
):
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        answer = await client.get(
            "/assets/index-abc123.js", headers={"Accept-Encoding": "br, gzip"}
        )
        again = await client.get("/assets/index-abc123.js", headers={"Accept-Encoding": "br, gzip"})
    assert answer.headers["content-encoding"] == again.headers["content-encoding"] == "gzip"
    assert answer.text == again.text == SCRIPT


async def test_a_font_is_sent_as_it_is(session, shell_client, built_frontend):
    font = built_frontend / "assets" / "inter-core-abc.woff2"
    font.write_bytes(b"wOF2" + bytes(range(256)) * 8)
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        answer = await client.get(f"/assets/{font.name}", headers={"Accept-Encoding": "br, gzip"})
    assert answer.status_code == 200
    assert "content-encoding" not in answer.headers
    assert answer.headers["content-type"] == "font/woff2"
    assert answer.content == font.read_bytes()


async def test_an_asset_the_browser_holds_is_not_sent_again(session, shell_client, precompressed):
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        first = await client.get("/assets/index-abc123.js", headers={"Accept-Encoding": "br"})
        held = await client.get(
            "/assets/index-abc123.js",
            headers={"Accept-Encoding": "br", "If-None-Match": first.headers["etag"]},
        )
        weakened = await client.get(  # as a cache that re-encodes sends it back
            "/assets/index-abc123.js",
            headers={"Accept-Encoding": "br", "If-None-Match": f"W/{first.headers['etag']}"},
        )
        other_form = await client.get(
            "/assets/index-abc123.js",
            headers={"Accept-Encoding": "gzip", "If-None-Match": first.headers["etag"]},
        )
    assert held.status_code == weakened.status_code == 304 and held.content == b""
    assert other_form.status_code == 200  # the gzip form is another representation


@pytest.mark.parametrize(
    "path",
    [
        "/assets/no-such-file.js",
        "/assets/index-abc123.js.br",  # a compressed form is sent only as the file's encoding
        "/assets/../index.html",
        "/assets/%2e%2e/index.html",
        "/assets/.hidden",
        "/assets/linked-abc.js",  # a link out of the folder
        "/assets/",
    ],
)
async def test_nothing_else_of_the_folder_is_reachable(session, shell_client, precompressed, path):
    (precompressed.parent / ".hidden").write_text("secret")
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        answer = await client.get(path)
    assert answer.status_code == 404
    assert "secret" not in answer.text and "forecourt" not in answer.text


async def test_an_asset_is_only_read(session, shell_client, precompressed):
    await session.commit()
    async with shell_client("alpha.localhost") as client:
        answer = await client.post(
            "/assets/index-abc123.js", headers={"Origin": "http://alpha.localhost"}
        )
        head = await client.head("/assets/index-abc123.js", headers={"Accept-Encoding": "br"})
    assert answer.status_code == 405 and answer.headers["allow"] == "GET, HEAD"
    assert head.status_code == 200 and head.content == b""
    assert head.headers["content-encoding"] == "br"
