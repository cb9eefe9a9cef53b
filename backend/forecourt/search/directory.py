"""The dealership directory (spec: search §3 "Directory entry"): entries grouped by name after the
suffixes Parts, Service and Sales are removed, filtered by a query."""

import re
from collections.abc import Iterable

from forecourt.search.schemas import DirectoryEntry, DirectoryGroup
from forecourt.search.text import words

_SUFFIX = re.compile(r"[\s\-–,]*\b(parts|service|sales)\s*$", re.IGNORECASE)


def group_name(name: str) -> str:
    """'Brisbane Toyota Service' -> 'Brisbane Toyota'; repeated suffixes go too ('X Sales Service').
    A name that is only a suffix keeps its name."""
    current = name.strip()
    while True:
        stripped = _SUFFIX.sub("", current).strip()
        if not stripped or stripped == current:
            return current
        current = stripped


def matches(name: str, query: str) -> bool:
    """Every query word starts a word of the name (the search's free-text rule)."""
    name_words = words(name)
    return all(any(w.startswith(q) for w in name_words) for q in words(query))


def group_entries(entries: Iterable[DirectoryEntry], query: str = "") -> list[DirectoryGroup]:
    groups: dict[str, list[DirectoryEntry]] = {}
    for entry in entries:
        if matches(entry.name, query):
            groups.setdefault(group_name(entry.name), []).append(entry)
    return [
        DirectoryGroup(name=name, entries=sorted(items, key=lambda e: (e.name.casefold(), e.slug)))
        for name, items in sorted(groups.items(), key=lambda g: g[0].casefold())
    ]
