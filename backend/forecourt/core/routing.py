"""Which methods an API path supports, read from the OpenAPI document (the contract), for the
405 `Allow` header where the app's catch-all page route would otherwise answer a wrong-method
API request (GET on a POST-only endpoint) with 404."""

import re
from functools import lru_cache
from typing import Any

_METHODS = ("get", "put", "post", "delete", "patch")


@lru_cache(maxsize=512)
def _template(path_template: str) -> re.Pattern[str]:
    parts = re.split(r"(\{[^}]+\})", path_template)
    return re.compile("".join("[^/]+" if p.startswith("{") else re.escape(p) for p in parts))


def allowed_methods(document: dict[str, Any], path: str) -> list[str]:
    for template, item in document.get("paths", {}).items():
        if _template(template).fullmatch(path):
            return sorted(method.upper() for method in item if method in _METHODS)
    return []
