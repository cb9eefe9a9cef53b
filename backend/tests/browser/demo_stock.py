"""Demo cars found through the API on loopback, never hard-coded (the demo is built relative to
today, so which car is sold or reserved changes from run to run)."""

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest


def site_api(live_server: str, site: str, path: str, **params: Any) -> Any:
    """GET the site's API on loopback (httpx does not resolve *.localhost: the Host header picks the site)."""
    return site_get(live_server, site, path, **params).json()


def site_get(live_server: str, site: str, path: str, **params: Any) -> httpx.Response:
    port = live_server.rsplit(":", 1)[1]
    response = httpx.get(
        f"http://127.0.0.1:{port}{path}",
        params=params or None,  # None keeps a query written into `path`
        headers={"Host": f"{site}.localhost:{port}"},
        timeout=30,
    )
    response.raise_for_status()
    return response


def demo_hits(live_server: str, site: str, **filters: Any) -> Iterator[dict[str, Any]]:
    """Every search hit of a site, page by page."""
    page, pages = 1, 1
    while page <= pages:
        answer = site_api(live_server, site, "/api/v1/search", page=page, **filters)
        pages = answer["pages"]
        yield from answer["hits"]
        page += 1


def find_demo_car(
    live_server: str,
    demo_sites: list[dict[str, Any]],
    test: Callable[[dict[str, Any]], bool],
    **filters: Any,
) -> tuple[str, dict[str, Any]]:
    for site in demo_sites:
        for hit in demo_hits(live_server, site["slug"], **filters):
            if test(hit):
                return site["slug"], hit
    pytest.fail("no demo car fits this test")
