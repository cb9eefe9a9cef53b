"""The page's markup, rendered on the server by the app's own components: the
first screen paints from the HTML, before the script has loaded, and its photo is in the markup.

`make build` writes the render bundle (frontend/src/entry-server.tsx) to dist/.ssr/render.js; it
runs here in an embedded V8 (mini-racer), one per process, created on the first render and again
whenever the bundle is rebuilt. It is given the page's URL and the very state the page inlines
for the app, so the browser hydrates the same markup. Pages are cached whole (web/page_cache.py),
so a render runs once per site, page and stock version. A page the bundle cannot render (none
built, an error, over its time) is served as before, for the browser to render; the error is logged.
"""

import asyncio
import json
import logging
import re
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from py_mini_racer import JSFunction, JSPromise, MiniRacer

from forecourt.pages.built import read_built

BUNDLE = Path(".ssr") / "render.js"
RENDER_TIMEOUT_S = 2.0  # a page renders in 10-40 ms; beyond this something is wrong with it
_ROOT = re.compile(r'<div id="?root"?></div>')
_HTML_TAG = re.compile(r"<html\b")
_SCRIPTS = re.compile(r'<script type="module"[^>]*></script>\s*|<link rel="modulepreload"[^>]*>\s*')
AFTER_PAINT = "src/after-paint.ts"  # its module in the build manifest
AFTER_PAINT_TEMPLATE = "forecourt-after-paint"  # the <template> it reads
log = logging.getLogger(__name__)
# Every V8 isolate is made and used on this one thread, which lives as long as the process:
# mini-racer crashes the process (SIGSEGV) making an isolate after a thread that made one has
# ended, as the threads of an event loop's default executor do when the loop closes.
_V8_THREAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="forecourt-v8")


@dataclass(frozen=True)
class ServerRender:
    html: str  # the content of #root
    html_style: str  # the site's theme variables, for <html style>
    template: str

    def into(self, page: str, after_paint: str | None) -> str:
        """`page` (the app's index.html, head filled) with this markup in #root and the theme on <html>.

        The page paints from the markup, so its script is not needed for the first frame: the app's
        script tags are kept inert in a <template> that `after_paint` (src/after-paint.ts) turns live
        once the page has painted, and the stylesheet and the largest photo load unhindered."""
        attributes = (
            f'<html style="{escape(self.html_style)}" data-template="{escape(self.template)}"'
        )
        page = _HTML_TAG.sub(attributes, page, count=1)
        if after_paint is not None:  # the page's own tags, before the markup is in it
            scripts = _SCRIPTS.findall(page)
            page = _SCRIPTS.sub("", page)
            deferred = (
                f'<template id="{AFTER_PAINT_TEMPLATE}">{"".join(scripts)}</template>'
                f'<script type="module" crossorigin src="{escape(after_paint)}"></script>'
            )
            page = page.replace("</body>", deferred + "</body>", 1)
        return _ROOT.sub(lambda _: f'<div id="root">{self.html}</div>', page, count=1)


class _Runtime:
    """One V8 isolate with the bundle evaluated. V8 runs one render at a time; the lock says so.

    A page whose code the bundle has loaded renders without a promise (`renderNow`, when the
    bundle has it): a promise's answer comes back through mini-racer's own event loop, about 1 ms
    more CPU than a plain call's. Otherwise, or when it answers null, `render`'s promise is
    awaited."""

    def __init__(self, source: str) -> None:
        self._context = MiniRacer()
        self._context.eval(source)
        render = self._context.eval("ForecourtServer.render")
        if not isinstance(render, JSFunction):
            raise TypeError("the bundle defines no ForecourtServer.render function")
        self._render = render
        render_now = self._context.eval("ForecourtServer.renderNow")
        self._render_now = render_now if isinstance(render_now, JSFunction) else None
        self._lock = threading.Lock()

    def render(self, url: str, state_json: str) -> dict[str, Any]:
        with self._lock:
            answer = self._render_now(url, state_json) if self._render_now is not None else None
            if not isinstance(answer, str):
                promise = self._render(url, state_json)
                if not isinstance(promise, JSPromise):
                    raise TypeError("ForecourtServer.render returned no promise")
                answer = promise.get(timeout=RENDER_TIMEOUT_S)
        # The answer's first line is JSON (JSON has no raw newline), the page's markup the rest.
        head, _, html = str(answer).partition("\n")
        result: dict[str, Any] = json.loads(head)
        result["html"] = html
        return result


def _runtime(dist: Path) -> _Runtime | None:
    runtime: _Runtime | None = read_built(dist / BUNDLE, _Runtime, None)
    return runtime


def load_render_bundle(dist: Path) -> None:
    """Loads the bundle into V8 ahead of the first page (core/warm_up.py)."""
    _V8_THREAD.submit(_runtime, dist).result()


async def server_render(dist: Path, url: str, state_json: str) -> ServerRender | None:
    """The page's markup, or None when it is to be rendered by the browser alone."""
    try:
        loop = asyncio.get_running_loop()
        result = await loop.run_in_executor(_V8_THREAD, _rendered, dist, url, state_json)
    except Exception:  # the page still works: the browser renders it
        log.exception("server render failed for %s", url)
        return None
    if result is None or result.get("status") != 200:
        return None
    return ServerRender(result["html"], result["htmlStyle"], result["template"])


def _rendered(dist: Path, url: str, state_json: str) -> dict[str, Any] | None:
    """On the V8 thread, in one hop from the event loop: the bundle, then the page's render."""
    runtime = _runtime(dist)
    return None if runtime is None else runtime.render(url, state_json)
