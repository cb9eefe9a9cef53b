"""The JavaScript a page's route needs, from the build's manifest (dist/.vite/manifest.json), so
the HTML can ask for it at once (`modulepreload`) instead of after the main script has run and
the router has asked for the route's chunk, and that chunk for its own imports: one round trip
instead of three on a phone."""

import gzip
import json
from html import escape
from pathlib import Path
from typing import Any

from forecourt.pages.built import read_built

MANIFEST = ".vite/manifest.json"
ENTRY = "index.html"


def _closure(manifest: dict[str, Any], start: str) -> list[str]:
    """`start` and every chunk it imports, depth first, each once."""
    seen: list[str] = []
    stack = [start]
    while stack:
        key = stack.pop()
        if key in seen or key not in manifest:
            continue
        seen.append(key)
        stack.extend(reversed(manifest[key].get("imports", [])))
    return seen


def route_chunks(dist: Path, module: str) -> list[str]:
    """The addresses of the route module's chunks that the entry does not already load."""
    manifest: dict[str, Any] = read_built(dist / MANIFEST, json.loads, {})
    if module not in manifest:
        return []
    loaded = set(_closure(manifest, ENTRY))
    return ["/" + manifest[k]["file"] for k in _closure(manifest, module) if k not in loaded]


def chunk_href(dist: Path, module: str) -> str | None:
    """The address of a module's own chunk (`src/after-paint.ts`), when the build has it."""
    manifest: dict[str, Any] = read_built(dist / MANIFEST, json.loads, {})
    entry = manifest.get(module)
    return "/" + entry["file"] if entry else None


def modulepreload_links(hrefs: list[str]) -> str:
    # crossorigin as Vite's own module scripts, so the preloaded response is the one they use
    return "".join(f'<link rel="modulepreload" crossorigin href="{escape(h)}">' for h in hrefs)


# A page's first screen needs the entry's chunks and its route's static imports; a route's lazy parts
# (dialogs, below-the-fold sections) load after it. The budget for them, gzipped: React and react-dom
# alone are about 60 KB of it.
FIRST_SCREEN_JS_BUDGET = 130_000
ROUTES = "src/app/routes/"


def first_screen_scripts(dist: Path, module: str) -> list[str]:
    """The files (under dist/) a page of `module` runs before its first screen: the entry's closure,
    then the route's."""
    manifest: dict[str, Any] = read_built(dist / MANIFEST, json.loads, {})
    entry = _closure(manifest, ENTRY)
    keys = entry + [k for k in _closure(manifest, module) if k not in entry]
    return [manifest[k]["file"] for k in keys if manifest[k]["file"].endswith(".js")]


def route_modules(dist: Path) -> list[str]:
    manifest: dict[str, Any] = read_built(dist / MANIFEST, json.loads, {})
    return sorted(k for k in manifest if k.startswith(ROUTES))


def gzipped_size(dist: Path, files: list[str]) -> int:
    return sum(len(gzip.compress((dist / f).read_bytes(), 6)) for f in files)
