"""Prints the API's OpenAPI document, the source of the frontend's generated types.

`python -m forecourt.openapi_doc > ../frontend/openapi.json` (run by `make api-types`).
"""

import json

from forecourt.core.settings import Settings
from forecourt.main import create_app


def openapi_json() -> str:
    app = create_app(Settings(database_url="sqlite+aiosqlite:///:memory:"))
    return json.dumps(app.openapi(), indent=2, sort_keys=True) + "\n"


if __name__ == "__main__":
    print(openapi_json(), end="")
