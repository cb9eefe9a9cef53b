"""Responsive image URLs at the spec's breakpoints (finance-signin-locations §9)."""

import re

from pydantic import BaseModel

BREAKPOINTS = (400, 576, 768, 992, 1200, 1400)
WEBP_QUALITY = 78  # spec: image quality 75 to 80


class ResponsiveImage(BaseModel):
    src: str
    srcset: str
    alt: str = ""


_MEDIA_URL = re.compile(r"^/media/\d+/(.+)$")


def media_key(value: str) -> str:
    """The media key a stored value names: the value itself, or the key in a "/media/{w}/{key}"
    URL (themes and dealerships often keep the URL of one rendition)."""
    match = _MEDIA_URL.match(value)
    return match.group(1) if match else value


def image_url(source: str, width: int) -> str:
    if source.startswith(("http://", "https://")):
        return source
    return f"/media/{width}/{source}"


def responsive_image(source: str, alt: str = "", default_width: int = 768) -> ResponsiveImage:
    if source.startswith(("http://", "https://")):
        return ResponsiveImage(src=source, srcset="", alt=alt)
    srcset = ", ".join(f"{image_url(source, w)} {w}w" for w in BREAKPOINTS)
    return ResponsiveImage(src=image_url(source, default_width), srcset=srcset, alt=alt)
