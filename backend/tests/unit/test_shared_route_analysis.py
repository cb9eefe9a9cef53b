"""The tests' apps share FastAPI's analysis of the routes (tests/fastapi_routes.py): an app made
after another answers as if it had analysed its routes itself."""

from pathlib import Path

import httpx
from fastapi.routing import _EffectiveRouteContext

from forecourt.core.settings import Settings
from forecourt.main import create_app


def _app(tmp_path: Path, name: str):  # type: ignore[no-untyped-def]
    settings = Settings(
        env="test",
        database_url=f"sqlite+aiosqlite:///{tmp_path / name}.db",
        redis_url=None,
        var_dir=tmp_path / name,
    )
    return create_app(settings)


async def test_a_second_app_answers_through_the_first_apps_analysis(tmp_path: Path) -> None:
    assert getattr(_EffectiveRouteContext, "shared_by_tests", False)
    answers = []
    for name in ("first", "second"):
        app = _app(tmp_path, name)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as client:
            answers.append((await client.get("/healthz")).status_code)
            # A query the route's own validators refuse.
            refused = await client.get("/api/v1/platform/certificates/ask", params={"domain": ""})
            answers.append(refused.status_code)
        await app.state.engine.dispose()
    assert answers == [200, 422, 200, 422]


def test_apps_of_the_same_routes_share_one_openapi_document_each_their_own_copy(
    tmp_path: Path,
) -> None:
    from forecourt.core import openapi

    unshared = openapi.build_openapi.unshared  # type: ignore[attr-defined]
    first, second = _app(tmp_path, "first"), _app(tmp_path, "second")
    document = first.openapi()
    assert second.openapi() == document and second.openapi() is not document
    assert unshared(second, openapi.error_schemas()) == document
