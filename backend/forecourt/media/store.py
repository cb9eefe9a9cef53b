"""Source images by media key, and their resized WebP renditions in the bounded disk cache.

The store itself trusts its caller: the image endpoint asks `KnownMedia` first, so only keys the
database refers to reach a renderer or the disk."""

import functools
import io
import os
import threading
from collections.abc import Callable
from importlib.metadata import entry_points
from pathlib import Path

from PIL import Image

from forecourt.media.image_cache import ImageCache
from forecourt.media.urls import BREAKPOINTS, WEBP_QUALITY

# Key prefix -> renderer for sources that are made rather than stored (the demo's car pictures).
Renderer = Callable[[str], Image.Image | None]
_renderers: dict[str, Renderer] = {}


# Packages offer renderers as entry points of this group, named by their key prefix (the demo's:
# `demo`, for keys under demo/): the app draws their pictures without importing them.
RENDERER_ENTRY_POINTS = "forecourt.picture_renderers"


def register_renderer(prefix: str, renderer: Renderer) -> None:
    _renderers[prefix] = renderer


def load_offered_renderers() -> None:
    for prefix, renderer in _offered_renderers():
        register_renderer(prefix, renderer)


# What is installed does not change while the process runs, and finding it reads every installed
# package's metadata: once per process, not once per app.
@functools.cache
def _offered_renderers() -> tuple[tuple[str, Renderer], ...]:
    return tuple(
        (f"{entry.name}/", entry.load()) for entry in entry_points(group=RENDERER_ENTRY_POINTS)
    )


def keep_source(path: Path, image: Image.Image) -> None:
    """Writes a rendered source beside its final name, then renames it into place: a request for
    another width of the same picture (a preload and its <img> ask at once) never opens half a
    file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
    image.convert("RGB").save(tmp, "JPEG", quality=88)
    tmp.replace(path)


class MediaStore:
    def __init__(self, media_dir: Path, cache_dir: Path, cache_max_bytes: int) -> None:
        self.media_dir = media_dir
        self.cache = ImageCache(cache_dir, cache_max_bytes)

    @staticmethod
    def is_safe_key(key: str) -> bool:
        parts = key.split("/")
        return (
            bool(key) and not key.startswith("/") and all(p not in ("", ".", "..") for p in parts)
        )

    def source_path(self, key: str) -> Path:
        return self.media_dir / key

    def _load_source(self, key: str) -> Image.Image | None:
        path = self.source_path(key)
        if path.is_file():
            return Image.open(path)
        for prefix, renderer in _renderers.items():
            if key.startswith(prefix):
                image = renderer(key)
                if image is not None:  # keep the rendered source so later sizes skip the render
                    keep_source(path, image)
                return image
        return None

    def cached_rendition(self, key: str, width: int) -> Path | None:
        """The WebP already made for `key` at `width`, if the cache holds it."""
        if width not in BREAKPOINTS or not self.is_safe_key(key):
            return None
        return self.cache.hit(self.cache.path_for(width, key))

    def rendition(self, key: str, width: int) -> Path | None:
        """The WebP of `key` at `width` px, made on first request; None when there is no source."""
        if width not in BREAKPOINTS or not self.is_safe_key(key):
            return None
        target = self.cache.path_for(width, key)
        if cached := self.cache.hit(target):
            return cached
        source = self._load_source(key)
        if source is None:
            return None
        image = source.convert("RGB")
        if image.width > width:
            height = round(image.height * width / image.width)
            image = image.resize((width, height), Image.Resampling.LANCZOS)
        buf = io.BytesIO()
        image.save(buf, "WEBP", quality=WEBP_QUALITY, method=4)
        return self.cache.store(target, buf.getvalue())
