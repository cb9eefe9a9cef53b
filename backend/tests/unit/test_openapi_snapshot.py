"""The frontend's API types are generated from frontend/openapi.json; it must match the live API."""

from pathlib import Path

from forecourt.openapi_doc import openapi_json

SNAPSHOT = Path(__file__).resolve().parents[3] / "frontend" / "openapi.json"


def test_frontend_openapi_snapshot_matches_the_api():
    assert SNAPSHOT.is_file(), "frontend/openapi.json is missing: run `make api-types`"
    assert SNAPSHOT.read_text() == openapi_json(), (
        "The API changed since the frontend types were generated: run `make api-types` and commit."
    )
