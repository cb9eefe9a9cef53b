"""Files of the built frontend (frontend/dist), parsed once per build: re-read only when their
modification time changes, so a rebuild takes effect without restarting the server."""

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
_cache: dict[Path, tuple[int, Any]] = {}


def read_built(file: Path, parse: Callable[[str], T], missing: T) -> T:
    """The parsed file, or `missing` when the frontend is not built."""
    if not file.is_file():
        return missing
    mtime = file.stat().st_mtime_ns
    cached = _cache.get(file)
    if cached is None or cached[0] != mtime:
        cached = _cache[file] = (mtime, parse(file.read_text()))
    value: T = cached[1]
    return value
