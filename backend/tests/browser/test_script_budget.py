"""The JavaScript a page runs before its first screen stays within 130 KB gzipped, for
every route of the built app (the entry's chunks plus the route's static imports; lazy parts such
as dialogs and the vehicle page's lower sections load after). Checked on the real build, so it runs
with the browser tests, after `make build`."""

from pathlib import Path

import pytest

from forecourt.pages.route_chunks import (
    FIRST_SCREEN_JS_BUDGET,
    first_screen_scripts,
    gzipped_size,
    route_modules,
)
from tests.conftest import REPO

pytestmark = pytest.mark.browser

DIST = REPO / "frontend" / "dist"
# The pages Lighthouse scores must be among those checked.
FIRST_SCREENS = {"home.tsx", "search.tsx", "car.tsx"}


@pytest.fixture(scope="module")
def dist() -> Path:
    if not (DIST / ".vite" / "manifest.json").is_file():
        pytest.fail("frontend/dist is missing: run `make build` (make test does) before this test")
    return DIST


def test_every_route_is_checked(dist: Path) -> None:
    names = {module.rsplit("/", 1)[-1] for module in route_modules(dist)}
    assert names >= FIRST_SCREENS
    assert len(names) > 20


@pytest.mark.parametrize("route", sorted(FIRST_SCREENS))
def test_the_entry_is_only_part_of_a_route(dist: Path, route: str) -> None:
    scripts = first_screen_scripts(dist, f"src/app/routes/{route}")
    assert scripts[0].startswith("assets/index-")
    assert any(Path(s).name.startswith(Path(route).stem + "-") for s in scripts)


def test_each_route_runs_at_most_130_kb_of_script_before_its_first_screen(dist: Path) -> None:
    sizes = {
        module: gzipped_size(dist, first_screen_scripts(dist, module))
        for module in route_modules(dist)
    }
    over = {m: s for m, s in sizes.items() if s > FIRST_SCREEN_JS_BUDGET}
    assert not over, f"over {FIRST_SCREEN_JS_BUDGET:,} bytes gzipped: {over}"
