"""The preload of a site's typeface (Theme.typeface), from the build's table dist/fonts.json (each
typeface's hashed file, written by the frontend build): the face is fetched with the page's first
requests, so it is there for the first paint (the app's fonts.css never swaps a late one in)."""

import json
from html import escape
from pathlib import Path

from forecourt.pages.built import read_built

FONTS = "fonts.json"


def font_preload_link(dist: Path, typeface: str) -> str:
    """The <link rel=preload> of the typeface's file; empty for the system face or no build."""
    files: dict[str, str] = read_built(dist / FONTS, json.loads, {})
    href = files.get(typeface)
    if not href:
        return ""
    # crossorigin: fonts are always fetched in CORS mode, so the preload must be too to be used.
    return f'<link rel="preload" as="font" type="font/woff2" crossorigin href="{escape(href)}">'
