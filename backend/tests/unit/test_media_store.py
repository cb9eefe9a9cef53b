"""A made source picture is never seen half written: widths asked for at once all succeed."""

from concurrent.futures import ThreadPoolExecutor

from PIL import Image

from forecourt.media.storage import LocalBlobs
from forecourt.media.store import MediaStore, register_renderer
from forecourt.media.urls import BREAKPOINTS


def _draw(key: str) -> Image.Image:
    return Image.effect_noise((2400, 1600), 64).convert("RGB")  # large: slow to write


def test_widths_asked_for_at_once_never_open_a_half_written_source(tmp_path):
    register_renderer("test-drawn/", _draw)
    store = MediaStore(LocalBlobs(tmp_path / "media"), tmp_path / "cache", 10**9)
    for round_ in range(3):
        key = f"test-drawn/car-{round_}.jpg"
        with ThreadPoolExecutor(max_workers=len(BREAKPOINTS)) as pool:
            made = list(pool.map(lambda width, k=key: store.rendition(k, width), BREAKPOINTS))
        assert all(path is not None and path.stat().st_size > 0 for path in made)
    assert not list((tmp_path / "media").rglob("*.tmp"))
