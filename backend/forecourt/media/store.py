"""Source images by media key in the media store, and their resized WebP renditions in the
bounded disk cache (and in the store, when hosts share it).

The store itself trusts its caller: the image endpoint asks `KnownMedia` first, so only keys the
database refers to reach a renderer or the disk."""

import functools
import io
from collections.abc import Callable
from importlib.metadata import entry_points
from pathlib import Path

from PIL import Image

from forecourt.media.image_cache import ImageCache
from forecourt.media.storage import MediaBlobs
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


RENDITIONS = "renditions"  # key prefix of the renditions kept in a shared store


def rendition_key(key: str, width: int) -> str:
    return f"{RENDITIONS}/{width}/{key}.webp"


def remove_with_renditions(blobs: MediaBlobs, key: str) -> None:
    """A deleted picture's source and the renditions a shared store keeps of it (a host's own
    cache lets them age out)."""
    blobs.remove(key)
    if blobs.shared:
        for width in BREAKPOINTS:
            blobs.remove(rendition_key(key, width))


def source_bytes(image: Image.Image) -> bytes:
    data = io.BytesIO()
    image.convert("RGB").save(data, "JPEG", quality=88)
    return data.getvalue()


def _scaled_to(source: Image.Image, width: int) -> Image.Image:
    """`source` at most `width` px wide. A JPEG is decoded at the smallest of its built-in scales
    (1/2, 1/4, 1/8) still at least `width` wide, as Pillow's thumbnail() does: a 400 px rendition
    of a 1400 px photo decodes a quarter of the pixels, in a third of the time, and differs from
    one resized from every pixel by less than the eye can see (PSNR 45 dB)."""
    # A logo's transparent background stays transparent (WebP keeps alpha); photos are RGB.
    transparent = source.mode in ("RGBA", "LA", "PA") or "transparency" in source.info
    if source.width <= width:
        return source.convert("RGBA" if transparent else "RGB")
    height = round(source.height * width / source.width)
    source.draft("RGB", (width, height))  # a no-op for anything but an unread JPEG
    image = source.convert("RGBA" if transparent else "RGB")
    return image.resize((width, height), Image.Resampling.LANCZOS)


class MediaStore:
    """Sources in the media store (`blobs`, media/storage.py), renditions in this host's bounded
    disk cache and, when the store is shared, in the store too: each rendition is made once for
    every host, and a host whose cache lacks it reads it instead of resizing again."""

    def __init__(self, blobs: MediaBlobs, cache_dir: Path, cache_max_bytes: int) -> None:
        self.blobs = blobs
        self.cache = ImageCache(cache_dir, cache_max_bytes)

    @staticmethod
    def is_safe_key(key: str) -> bool:
        parts = key.split("/")
        return (
            bool(key) and not key.startswith("/") and all(p not in ("", ".", "..") for p in parts)
        )

    def _load_source(self, key: str) -> Image.Image | None:
        data = self.blobs.read(key)
        if data is not None:
            return Image.open(io.BytesIO(data))
        for prefix, renderer in _renderers.items():
            if key.startswith(prefix):
                image = renderer(key)
                if image is not None:  # keep the rendered source so later sizes skip the render
                    self.blobs.write(key, source_bytes(image))
                return image
        return None

    def cached_rendition_bytes(self, key: str, width: int) -> bytes | None:
        """The WebP already made for `key` at `width`, if this host's cache holds it."""
        if width not in BREAKPOINTS or not self.is_safe_key(key):
            return None
        return self.cache.read(self.cache.path_for(width, key))

    def rendition(self, key: str, width: int) -> Path | None:
        """The WebP of `key` at `width` px, made on first request; None when there is no source."""
        made = self._rendition(key, width)
        return None if made is None else made[0]

    def rendition_bytes(self, key: str, width: int) -> bytes | None:
        """The bytes of `rendition`, as made or read (not read again from where they were put)."""
        made = self._rendition(key, width)
        return None if made is None else made[1]

    def _rendition(self, key: str, width: int) -> tuple[Path, bytes] | None:
        if width not in BREAKPOINTS or not self.is_safe_key(key):
            return None
        target = self.cache.path_for(width, key)
        if (cached := self.cache.read(target)) is not None:
            return target, cached
        kept_key = rendition_key(key, width)
        if self.blobs.shared and (kept := self.blobs.read(kept_key)) is not None:
            return self.cache.store(
                target, kept
            ), kept  # made by another host (or before a restart)
        source = self._load_source(key)
        if source is None:
            return None
        image = _scaled_to(source, width)
        buf = io.BytesIO()
        image.save(buf, "WEBP", quality=WEBP_QUALITY, method=4)
        made = buf.getvalue()
        if self.blobs.shared:
            self.blobs.write(kept_key, made)
        return self.cache.store(target, made), made
