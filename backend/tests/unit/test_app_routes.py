"""React Router path patterns as the backend reads them, to tell the app's pages from a 404."""

import os

import pytest

from forecourt.pages.app_routes import ROUTE_PATHS, route_regex, served_by_app


@pytest.mark.parametrize(
    ("pattern", "path", "served"),
    [
        ("/", "/", True),
        ("/", "/brands", False),
        ("/brands", "/brands", True),
        ("/brands", "/brands/", True),
        ("/brands", "/Brands", True),
        ("/brands", "/brandsx", False),
        ("/brands", "/brands/toyota", False),
        ("/cars/:slug", "/cars/2021-corolla", True),
        ("/cars/:slug", "/cars", False),
        ("/cars/:slug", "/cars/a/b", False),
        ("/:brandSlug/overview", "/toyota/overview", True),
        ("/:brandSlug/overview", "/overview", False),
        ("/search/*", "/search", True),
        ("/search/*", "/search/toyota/corolla/extra", True),
        ("/search/*", "/searching", False),
        ("/stock/:make?", "/stock", True),
        ("/stock/:make?", "/stock/toyota", True),
        ("/a.b", "/axb", False),
    ],
)
def test_a_route_pattern_matches_the_paths_react_router_would(pattern, path, served):
    assert bool(route_regex(pattern).fullmatch(path)) is served


def test_the_route_table_is_reread_when_a_new_build_replaces_it(tmp_path):
    table = tmp_path / ROUTE_PATHS
    table.write_text('{"home": "/"}')
    assert not served_by_app(tmp_path, "/brands")
    table.write_text('{"home": "/", "brands": "/brands"}')
    stat = table.stat()
    os.utime(table, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert served_by_app(tmp_path, "/brands")


def test_every_path_is_served_while_the_frontend_is_unbuilt(tmp_path):
    assert served_by_app(tmp_path, "/no-such-page")
