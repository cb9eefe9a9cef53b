"""The server render's cost on the long tail: pages no cache holds yet, each asked for once from
a live server, timed by the server itself (its `Server-Timing: render` header on a page it made).
Vehicle pages of many different cars, search pages of many different price ranges, and each
site's home page under different query strings (each a new page to make)."""

import itertools
import re
from statistics import quantiles

import httpx

from forecourt_bench.live_server import LiveServer

PAGES_PER_KIND = 200
_RENDER = re.compile(r"render;dur=([0-9.]+)")


def _urls(server: LiveServer) -> dict[str, list[tuple[str, str]]]:
    """(site, path) per kind, taken in turn from every site."""
    per_site: dict[str, dict[str, list[str]]] = {}
    for slug in server.sites:
        config = server.get_json(slug, "/api/v1/site")["config"]
        cars = server.get_json(slug, "/api/v1/cars", limit=100)["hits"]
        search = config["search"]["default_path"]
        per_site[slug] = {
            "vehicle": [f"/cars/{car['slug']}" for car in cars],
            "search": [
                f"{search}?price={low}:{low + width}"
                for low in range(5_000, 90_000, 2_500)
                for width in (10_000, 20_000)
            ],
            "home": [f"/?v={i}" for i in range(PAGES_PER_KIND)],
        }
    urls: dict[str, list[tuple[str, str]]] = {}
    for kind in ("vehicle", "search", "home"):
        turns = itertools.zip_longest(*([(s, p) for p in per_site[s][kind]] for s in server.sites))
        urls[kind] = [u for turn in turns for u in turn if u is not None][:PAGES_PER_KIND]
    return urls


def _render_ms(server: LiveServer, client: httpx.Client, slug: str, path: str) -> float | None:
    response = client.get(
        f"http://127.0.0.1:{server.port}{path}",
        headers={"Host": f"{slug}.localhost:{server.port}", "Accept-Encoding": "gzip"},
    )
    found = _RENDER.search(response.headers.get("server-timing", ""))
    return float(found.group(1)) if response.status_code == 200 and found else None


def bench_server_render(server: LiveServer) -> None:
    print(
        f"server render (each page once, not yet kept; up to {PAGES_PER_KIND} pages a kind):",
        flush=True,
    )
    with httpx.Client(timeout=30) as client:
        for kind, urls in _urls(server).items():
            took = [t for slug, path in urls if (t := _render_ms(server, client, slug, path))]
            if len(took) < 2:
                print(f"  {kind:<8} no server-rendered pages", flush=True)
                continue
            cuts = quantiles(took, n=100)
            print(
                f"  {kind:<8} {len(took):>3} pages  render p50 {cuts[49]:5.1f} ms"
                f"  p95 {cuts[94]:5.1f} ms  max {max(took):5.1f} ms",
                flush=True,
            )
