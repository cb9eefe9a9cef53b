"""The search page's URL parameters (spec: search §2) parsed into a typed query.

`query`, `page`, `sortBy`, and one parameter per filter attribute, repeatable for several values;
numeric attributes take numbers or ranges 'min:max' with either side empty. Anything a client
can send either parses or raises InvalidInput naming the parameter (a 422, never a 500).
Parameters that are not search parameters (tracking tags and the like) are ignored.
"""

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from forecourt.core.errors import InvalidInput
from forecourt.search.attributes import ATTRIBUTES, FACET_ATTRIBUTES
from forecourt.search.sorting import DEFAULT_SORT, SORTS, SORTS_BY_VALUE, SortOption
from forecourt.search.text import words

MAX_QUERY_LENGTH = 200
MAX_VALUE_LENGTH = 200
MAX_VALUES = 100  # per attribute
MAX_PAGE = 10_000
_NUMBER_PATTERN = r"-?\d{1,15}(\.\d{1,6})?"
_NUMBER = re.compile(_NUMBER_PATTERN)
# What a number attribute's value may be, for the OpenAPI document: a number, a range min:max
# with either side open, or empty (ignored). Bounds given the wrong way round are swapped.
NUMBER_OR_RANGE_PATTERN = f"^(({_NUMBER_PATTERN})?:)?({_NUMBER_PATTERN})?$"


@dataclass(frozen=True)
class Range:
    """lo <= value <= hi; None leaves that side open."""

    lo: float | None
    hi: float | None

    def __str__(self) -> str:
        if self.lo is not None and self.lo == self.hi:
            return _fmt(self.lo)
        return f"{_fmt(self.lo)}:{_fmt(self.hi)}"


def _fmt(value: float | None) -> str:
    if value is None:
        return ""
    return str(int(value)) if float(value).is_integer() else str(value)


@dataclass(frozen=True)
class SearchQuery:
    text: str = ""
    terms: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # term and features
    ranges: Mapping[str, tuple[Range, ...]] = field(default_factory=dict)  # number attributes
    sort: SortOption = DEFAULT_SORT
    page: int = 1
    offset: int = 0
    limit: int = 21
    facets: tuple[str, ...] = ()  # attributes whose counts and statistics to compute
    dealership_id: int | None = None  # the dealership-scoped search
    positive_price: bool = False  # spec: search §5 - price above 0 on price ascending sorts

    @property
    def words(self) -> list[str]:
        return words(self.text)

    @property
    def filtered(self) -> list[str]:
        """Attributes with a selection, in registry order."""
        return [a for a in FACET_ATTRIBUTES if a in self.terms or a in self.ranges]

    def filters_out(self) -> dict[str, list[str]]:
        """The selection as URL values, e.g. {"make": ["Toyota"], "price": ["10000:20000"]}."""
        out: dict[str, list[str]] = {a: list(v) for a, v in self.terms.items()}
        out.update({a: [str(r) for r in v] for a, v in self.ranges.items()})
        return {a: out[a] for a in FACET_ATTRIBUTES if a in out}

    def cache_key(self) -> str:
        """Every input that can change the answer, canonically ordered."""
        return json.dumps(
            [
                words(self.text),
                sorted((a, sorted(v)) for a, v in self.terms.items()),
                sorted((a, sorted(str(r) for r in v)) for a, v in self.ranges.items()),
                self.sort.value,
                self.offset,
                self.limit,
                self.facets,
                self.dealership_id,
                self.positive_price,
            ],
            separators=(",", ":"),
        )


def parse_number(raw: str, name: str) -> float:
    if not _NUMBER.fullmatch(raw):
        raise InvalidInput(f"{raw!r} is not a number.", field=name)
    return float(raw)


def parse_range(raw: str, name: str) -> Range | None:
    """'5000', '5000:20000', ':20000' or '5000:'; None for ':' (no bound at all). A minimum
    above the maximum is read the right way round (a hand-edited URL, not a bad request)."""
    if ":" not in raw:
        value = parse_number(raw, name)
        return Range(value, value)
    lo_raw, _, hi_raw = raw.partition(":")
    if ":" in hi_raw:
        raise InvalidInput(f"{raw!r} is not a range; use min:max.", field=name)
    lo = parse_number(lo_raw, name) if lo_raw else None
    hi = parse_number(hi_raw, name) if hi_raw else None
    if lo is not None and hi is not None and lo > hi:
        lo, hi = hi, lo
    if lo is None and hi is None:
        return None
    return Range(lo, hi)


def parse_page(raw: str) -> int:
    if not raw.isdigit() or not 1 <= int(raw) <= MAX_PAGE:
        raise InvalidInput(f"The page must be a whole number from 1 to {MAX_PAGE}.", field="page")
    return int(raw)


def parse_sort(raw: str) -> SortOption:
    sort = SORTS_BY_VALUE.get(raw)
    if sort is None:
        valid = ", ".join(s.value for s in SORTS)
        raise InvalidInput(f"Unknown sort {raw[:50]!r}; use one of: {valid}.", field="sortBy")
    return sort


def parse_text(raw: str, name: str = "query") -> str:
    if len(raw) > MAX_QUERY_LENGTH:
        raise InvalidInput(f"Use at most {MAX_QUERY_LENGTH} characters.", field=name)
    return raw.strip()


def parse_filters(
    items: Iterable[tuple[str, str]],
) -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[Range, ...]]]:
    """The filter attributes among `items` (name, value) pairs; other names are skipped."""
    collected: dict[str, list[str]] = {}
    for name, raw in items:
        if name in ATTRIBUTES:
            collected.setdefault(name, []).append(raw)
    terms: dict[str, tuple[str, ...]] = {}
    ranges: dict[str, tuple[Range, ...]] = {}
    for name, given in collected.items():
        attribute = ATTRIBUTES[name]
        # The documented bound counts every value sent, empty ones too (they are then ignored).
        if len(given) > MAX_VALUES:
            raise InvalidInput(f"Select at most {MAX_VALUES} values.", field=name)
        values = [v for v in given if v != ""]
        if not values:
            continue
        for value in values:
            if len(value) > MAX_VALUE_LENGTH:
                raise InvalidInput(f"Use at most {MAX_VALUE_LENGTH} characters.", field=name)
        if attribute.kind == "number":
            parsed = [r for r in (parse_range(v, name) for v in values) if r is not None]
            if parsed:
                ranges[name] = tuple(dict.fromkeys(parsed))
            continue
        if attribute.allowed is not None:
            for value in values:
                if value not in attribute.allowed:
                    known = ", ".join(attribute.allowed)
                    raise InvalidInput(f"{value[:50]!r} is not one of: {known}.", field=name)
        terms[name] = tuple(dict.fromkeys(values))
    return terms, ranges


def parse_search_params(
    items: Iterable[tuple[str, str]], *, hits_per_page: int, facets: bool = True
) -> SearchQuery:
    """The search page's parameters (query string pairs, repeats kept) as a SearchQuery."""
    pairs = list(items)
    scalars: dict[str, str] = {}
    for name, raw in pairs:
        if name in ("query", "page", "sortBy"):
            scalars[name] = raw  # the last one wins, as in a browser's URLSearchParams.set
    page = parse_page(scalars["page"]) if scalars.get("page") else 1
    sort = parse_sort(scalars["sortBy"]) if scalars.get("sortBy") else DEFAULT_SORT
    terms, ranges = parse_filters(pairs)
    return SearchQuery(
        text=parse_text(scalars.get("query", "")),
        terms=terms,
        ranges=ranges,
        sort=sort,
        page=page,
        offset=(page - 1) * hits_per_page,
        limit=hits_per_page,
        facets=FACET_ATTRIBUTES if facets else (),
    )


def with_limit(query: SearchQuery, *, offset: int, limit: int) -> SearchQuery:
    return replace(query, offset=offset, limit=limit, page=offset // limit + 1 if limit else 1)
