"""The app's stylesheet inlined into a page rendered on the server, in place of its <link>: a phone
paints such a page from its HTML alone, and a stylesheet fetched apart costs it a connection and a
round trip before the first paint (about 130 ms of Lighthouse's mobile first paint), for 10 KB more
HTML, compressed. Pages the browser renders keep the link: their script paints them."""

import re
from pathlib import Path

from forecourt.pages.built import read_built

_LINK = re.compile(r'<link rel="stylesheet"(?: crossorigin)? href="/(assets/[^"]+\.css)">')


def inline_stylesheet(dist: Path, page: str) -> str:
    found = _LINK.search(page)
    if found is None:
        return page
    css = read_built(dist / found.group(1), str, "")
    if not css or "</style" in css.lower():  # nothing to inline, or it would end the element early
        return page
    return f"{page[: found.start()]}<style>{css}</style>{page[found.end() :]}"
