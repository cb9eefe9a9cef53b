"""What a page's first screen needs, inlined into its HTML: the API answers the
page would otherwise ask for after its script ran (the car, the search, the featured cars), so the
app's query cache starts full and no request waterfall remains, and the photo that is the page's
largest paint, preloaded with the very srcset and sizes its <img> will use.

Domain packages register a builder per path pattern, as they do for the head (pages/head.py). The
app seeds its queries from the data (src/app/first-screen.ts); the sizes come from the app's own
table, dist/image-sizes.json."""

import json
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.pages.built import read_built
from forecourt.tenancy.service import ResolvedSite

IMAGE_SIZES = "image-sizes.json"
_DEFAULT_SIZES = {"vehicleMain": "100vw", "card": "100vw", "hero": "100vw", "heroSplit": "100vw"}


@dataclass(frozen=True)
class ImagePreload:
    href: str
    srcset: str
    sizes: str

    def link(self) -> str:
        srcset = (
            f' imagesrcset="{escape(self.srcset)}" imagesizes="{escape(self.sizes)}"'
            if self.srcset
            else ""
        )
        return (
            f'<link rel="preload" as="image" href="{escape(self.href)}"{srcset}'
            ' fetchpriority="high">'
        )


@dataclass
class FirstScreen:
    data: dict[str, Any] = field(default_factory=dict)  # named parts of the inlined state
    lcp: ImagePreload | None = None
    module: str | None = None  # the page's route module (its source path in the build manifest)


@dataclass(frozen=True)
class PageRequest:
    """What a builder may read of the request: the path's match and its query parameters."""

    match: re.Match[str]
    query: Sequence[tuple[str, str]]
    image_sizes: dict[str, str]
    state: Any  # the app's state (its caches and services)


FirstScreenBuilder = Callable[
    [AsyncSession, ResolvedSite, PageRequest], Awaitable[FirstScreen | None]
]
_builders: list[tuple[re.Pattern[str], FirstScreenBuilder, str]] = []


def register_first_screen(pattern: str, builder: FirstScreenBuilder, *, module: str) -> None:
    """`module` is the page's route module as the build manifest names it (its source path)."""
    _builders.append((re.compile(pattern), builder, module))


def image_sizes(dist: Path) -> dict[str, str]:
    sizes: dict[str, str] = read_built(dist / IMAGE_SIZES, json.loads, _DEFAULT_SIZES)
    return sizes


def preload_of(image: dict[str, Any] | None, sizes: str) -> ImagePreload | None:
    """The preload of a ResponsiveImage (as its JSON), when there is one."""
    if not image or not image.get("src"):
        return None
    return ImagePreload(image["src"], image.get("srcset") or "", sizes)


async def first_screen(
    session: AsyncSession,
    site: ResolvedSite,
    path: str,
    query: Sequence[tuple[str, str]],
    dist: Path,
    state: Any,
) -> FirstScreen:
    """The first matching builder's answer, with its route module even when it has nothing to
    inline (a car that does not exist), or nothing."""
    for pattern, builder, module in _builders:
        match = pattern.fullmatch(path)
        if match:
            page = PageRequest(match, query, image_sizes(dist), state)
            screen = await builder(session, site, page) or FirstScreen()
            screen.module = module
            return screen
    return FirstScreen()
