"""Which paths the React app has a page for, so any other path answers a real 404 rather than a
"soft 404" (status 200 with a not-found page) that search engines would index.

The table is the router's own: frontend/src/app/route-paths.json, copied to dist/ by the build.
"""

import json
import re
from pathlib import Path

from forecourt.pages.built import read_built

ROUTE_PATHS = "route-paths.json"


def route_regex(pattern: str) -> re.Pattern[str]:
    """A React Router path pattern as a regex: `:param` is one segment, a trailing `*` the rest,
    a `?` suffix makes a segment optional; like React Router, case and a trailing slash don't count."""
    parts: list[str] = []
    for segment in filter(None, pattern.split("/")):
        if segment == "*":
            parts.append("(?:/.*)?")
            break
        optional = segment.endswith("?")
        name = segment.removesuffix("?")
        part = "/[^/]+" if name.startswith(":") else "/" + re.escape(name)
        parts.append(f"(?:{part})?" if optional else part)
    return re.compile("".join(parts) + "/?", re.IGNORECASE)


def _parse(text: str) -> tuple[re.Pattern[str], ...]:
    return tuple(route_regex(pattern) for pattern in json.loads(text).values())


def served_by_app(dist: Path, path: str) -> bool:
    """Whether one of the app's pages serves `path`; every path does while the app is unbuilt."""
    patterns = read_built(dist / ROUTE_PATHS, _parse, None)
    return patterns is None or any(p.fullmatch(path) for p in patterns)
