"""The image endpoint on both media stores: `GET /media/{width}/{key}` through the real
app, for photos stored as dealers' uploads are, on the local filesystem and on an S3-compatible
store (moto's server on loopback, the stand-in the multi-host test uses).

Three figures per store, each the p50 and p95 of one request per photo:
- first request: the source read from the store, resized to WebP, kept (in the store too when it
  is shared) and answered;
- kept: the same URL again, answered from the host's bounded disk cache;
- another host's first (object store only): a second app with its own empty cache, which reads
  the rendition the first host kept in the store instead of resizing again.

moto answers from memory in a Python thread: a real S3 or MinIO adds its network round trip to
the object store's first-request figures, not to the kept ones."""

import asyncio
import io
import logging
import os
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
from PIL import Image
from sqlalchemy import select

from forecourt.core.db import make_engine, make_sessionmaker
from forecourt.core.migrate import upgrade
from forecourt.core.settings import Settings
from forecourt.demo.cli import load_demo
from forecourt.inventory.models import CarImage
from forecourt.main import create_app
from forecourt.media.storage import media_blobs
from forecourt_bench.live_server import free_port

PHOTOS = 40
WIDTH = 768  # the vehicle page's default rendition
PHOTO_SIZE = (2560, 1707)  # an upload as the worker stores it: at most 2560 px on its longer side


def _photo(seed: int) -> bytes:
    """A camera-like photo: noise over a gradient, so JPEG and WebP have real work."""
    base = Image.linear_gradient("L").resize(PHOTO_SIZE).convert("RGB")
    noise = Image.effect_noise(PHOTO_SIZE, 40 + seed % 20).convert("RGB")
    data = io.BytesIO()
    Image.blend(base, noise, 0.35).save(data, "JPEG", quality=88)
    return data.getvalue()


async def _keys(settings: Settings) -> list[str]:
    engine = make_engine(settings.database_url)
    async with make_sessionmaker(engine)() as session:
        keys = list(await session.scalars(select(CarImage.source).limit(PHOTOS)))
    await engine.dispose()
    return keys


async def _times(settings: Settings, host: str, keys: list[str]) -> list[float]:
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app)
    taken: list[float] = []
    async with httpx.AsyncClient(transport=transport, base_url=f"http://{host}") as client:
        for key in keys:
            started = time.perf_counter()
            answer = await client.get(f"/media/{WIDTH}/{key}")
            taken.append((time.perf_counter() - started) * 1000)
            assert answer.status_code == 200, answer.text
    await app.state.engine.dispose()
    return taken


def _line(label: str, taken: list[float]) -> str:
    p95 = statistics.quantiles(taken, n=20)[-1]
    return f"  {label:<28} p50 {statistics.median(taken):7.1f} ms   p95 {p95:7.1f} ms"


def _measure(
    settings: Settings, keys: list[str], photos: list[bytes], other: Settings | None
) -> list[str]:
    blobs = media_blobs(settings)
    for key, photo in zip(keys, photos, strict=True):
        blobs.write(key, photo)
    lines = [
        _line("first request", asyncio.run(_times(settings, "localhost", keys))),
        _line("kept (this host's cache)", asyncio.run(_times(settings, "localhost", keys))),
    ]
    if other is not None:
        lines.append(_line("another host's first", asyncio.run(_times(other, "localhost", keys))))
    return lines


@contextmanager
def _s3() -> Iterator[str]:
    """moto's S3 server on loopback (a development dependency) with one bucket; the AWS_*
    variables point the app's media store at it. Yields the media URL."""
    from moto.server import ThreadedMotoServer

    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    endpoint = f"http://127.0.0.1:{port}"
    saved = dict(os.environ)
    os.environ.update({"AWS_ENDPOINT_URL": endpoint, "AWS_ALLOW_HTTP": "true",
                       "AWS_REGION": "us-east-1", "AWS_ACCESS_KEY_ID": "bench",
                       "AWS_SECRET_ACCESS_KEY": "bench-secret"})  # fmt: skip
    try:
        httpx.put(f"{endpoint}/bench-media", timeout=10).raise_for_status()
        yield "s3://bench-media/media"
    finally:
        os.environ.clear()
        os.environ.update(saved)
        server.stop()


def bench_images() -> None:
    logging.getLogger("werkzeug").setLevel(logging.WARNING)  # moto's request lines
    print(f"Image endpoint, GET /media/{WIDTH}/{{key}} of {PHOTOS} uploaded photos "
          f"({PHOTO_SIZE[0]}x{PHOTO_SIZE[1]} JPEG):", flush=True)  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        base = Settings(
            env="production", database_url=f"sqlite+aiosqlite:///{root / 'images.db'}",
            redis_url=None, var_dir=root / "local", server_render=False, log_level="WARNING",
        )  # fmt: skip
        upgrade(base.database_url)
        asyncio.run(load_demo(base, cars=200, seed=1, if_empty=False))
        keys = asyncio.run(_keys(base))
        photos = [_photo(i) for i in range(len(keys))]
        print(" local filesystem (var/media):", flush=True)
        print("\n".join(_measure(base, keys, photos, None)), flush=True)
        with _s3() as media_url:
            shared = base.model_copy(update={"media_url": media_url, "var_dir": root / "a"})
            other = base.model_copy(update={"media_url": media_url, "var_dir": root / "b"})
            print(" S3-compatible store (moto on loopback):", flush=True)
            print("\n".join(_measure(shared, keys, photos, other)), flush=True)
