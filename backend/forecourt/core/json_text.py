"""Compact JSON text, into which JSON already encoded is placed as it is.

A page inlines API answers the server keeps as their encoded bytes (a search answer and the stock
beside it, a car's data): parsing them only to encode them again into the page's state was a
quarter of a search page's Python. `RawJson` marks such text; `compact_json` places it verbatim."""

import json
import secrets
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class RawJson:
    """One JSON value's text, trusted as valid JSON (the app's own encoder made it)."""

    text: str


def compact_json(data: Any) -> str:
    """`data` as JSON without spaces; each RawJson in it becomes its text."""
    raw: list[str] = []
    # A marker no encoded string can hold by chance: a fresh nonce each call.
    nonce = secrets.token_hex(8)

    def marker(value: Any) -> str:
        if not isinstance(value, RawJson):
            raise TypeError(f"{type(value).__name__} is not JSON serializable")
        raw.append(value.text)
        return f"\0{nonce}:{len(raw) - 1}"

    text = json.dumps(data, separators=(",", ":"), default=marker)
    for index, part in enumerate(raw):
        text = text.replace(f'"\\u0000{nonce}:{index}"', part, 1)
    return text
