"""A built frontend for the API tests of the HTML shell: the app's own tables, a stub page."""

import shutil

import httpx
import pytest

from forecourt.core.settings import REPO_DIR
from forecourt.main import create_app
from forecourt.pages.app_routes import ROUTE_PATHS
from forecourt.pages.first_screen import IMAGE_SIZES

# The tables the frontend build copies to dist/: the router's paths and the images' sizes.
FRONTEND_SRC = REPO_DIR / "frontend" / "src"
APP_TABLES = {ROUTE_PATHS: FRONTEND_SRC / "app", IMAGE_SIZES: FRONTEND_SRC / "lib"}


@pytest.fixture
def built_frontend(settings, tmp_path):
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(
        "<!doctype html><html><head><!--forecourt:head--></head>"
        "<body><div id=root></div><!--forecourt:state--></body></html>"
    )
    for table, folder in APP_TABLES.items():
        shutil.copy(folder / table, dist / table)
    (dist / "assets" / "index-abc123.js").write_text("console.log('forecourt');" * 200)
    settings.frontend_dist = dist
    return dist


@pytest.fixture
def shell_client(settings, built_frontend):
    app = create_app(settings)
    return lambda host: httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url=f"http://{host}"
    )
