"""A read-optimized, in-memory copy of one site's listable stock: columns in NumPy arrays.

Built from `IndexRows` (loaded by index_backend from the database, the source of truth) and
answering a SearchQuery with boolean masks: the stock rules (inventory/visibility.visibility),
the free text (a sorted vocabulary with posting lists), one mask per selected attribute, and for
each facet the AND of every mask except its own (disjunctive counts).
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
from numpy.typing import NDArray

from forecourt.core.clock import as_utc
from forecourt.inventory.visibility import StockColumns, Visibility, visibility
from forecourt.search.attributes import ATTRIBUTES
from forecourt.search.backend import SearchResult, Stats
from forecourt.search.index_file import Arrays
from forecourt.search.query import Range, SearchQuery
from forecourt.search.sorting import SORTS
from forecourt.search.text import words
from forecourt.tenancy.config import SiteConfig

BoolArray = NDArray[np.bool_]
IntArray = NDArray[np.int64]
Rows = IntArray | slice  # row numbers, or every row


@dataclass
class IndexRows:
    """Column-wise values as loaded: one list per column, one entry per car."""

    ids: list[int]
    dealership_ids: list[int]
    custom_rank: list[int]
    created_at: list[datetime]
    stock: dict[str, list[Any]]  # the StockColumns fields
    terms: dict[str, list[str | None]]
    features: dict[str, list[Any]]  # label -> truthy per car
    numbers: dict[str, list[float | None]]
    text: list[list[Any]]  # per text field, its values


@dataclass(frozen=True)
class TermColumn:
    # 1 + index into labels, 0 for no value (bincount-ready: no shift, no cast per request)
    codes: NDArray[np.intp]
    labels: list[str]
    lookup: dict[str, int]  # label -> code

    @classmethod
    def of(cls, codes: NDArray[np.intp], labels: NDArray[np.str_]) -> "TermColumn":
        names = labels.tolist()
        return cls(codes, names, {label: i + 1 for i, label in enumerate(names)})

    def counts(self, rows: "Rows") -> dict[str, int]:
        tally = np.bincount(self.codes[rows], minlength=len(self.labels) + 1)
        return {self.labels[i - 1]: int(tally[i]) for i in np.flatnonzero(tally[1:]) + 1}


def _floats(values: list[Any]) -> NDArray[np.float64]:
    return np.array([np.nan if v is None else float(v) for v in values], dtype=np.float64)


def _timestamps(values: list[datetime | None]) -> NDArray[np.float64]:
    return np.array(
        [np.nan if v is None else as_utc(v).timestamp() for v in values], dtype=np.float64
    )


class TextIndex:
    """Every word of the text fields, sorted, with the rows that hold it (CSR posting lists).

    The words starting with a prefix are one contiguous run of the sorted vocabulary, so their rows
    are one contiguous slice of `rows`. All three are arrays, so an index file can hold them.
    """

    def __init__(self, vocabulary: NDArray[np.str_], rows: IntArray, starts: IntArray, n: int):
        self.vocabulary, self.rows, self.starts, self.n = vocabulary, rows, starts, n

    @staticmethod
    def arrays(fields: list[list[Any]]) -> dict[str, np.ndarray]:
        token_ids: dict[str, int] = {}
        pair_tokens: list[int] = []
        pair_rows: list[int] = []
        for row, values in enumerate(zip(*fields, strict=True)):
            seen: set[str] = set()
            for value in values:
                if value is not None:
                    seen.update(words(str(value)))
            for word in seen:
                pair_tokens.append(token_ids.setdefault(word, len(token_ids)))
                pair_rows.append(row)
        vocabulary = sorted(token_ids)
        rank = np.empty(len(token_ids), dtype=np.int64)
        for position, word in enumerate(vocabulary):
            rank[token_ids[word]] = position
        tokens = rank[np.array(pair_tokens, dtype=np.int64)] if pair_tokens else rank[:0]
        order = np.argsort(tokens, kind="stable")
        return {
            "vocabulary": np.array(vocabulary, dtype=np.str_),
            "rows": np.array(pair_rows, dtype=np.int64)[order],
            "starts": np.searchsorted(tokens[order], np.arange(len(vocabulary) + 1)),
        }

    def prefix_mask(self, prefix: str) -> BoolArray:
        upper = prefix[:-1] + chr(ord(prefix[-1]) + 1)
        lo, hi = np.searchsorted(self.vocabulary, [prefix, upper])
        mask = np.zeros(self.n, dtype=bool)
        mask[self.rows[self.starts[lo] : self.starts[hi]]] = True
        return mask


def _range_mask(values: NDArray[np.float64], ranges: tuple[Range, ...]) -> BoolArray:
    mask = np.zeros(values.shape, dtype=bool)
    with np.errstate(invalid="ignore"):  # NaN (no value) never matches a range
        for r in ranges:
            part = np.ones(values.shape, dtype=bool)
            if r.lo is not None:
                part &= values >= r.lo
            if r.hi is not None:
                part &= values <= r.hi
            mask |= part
    return mask


def _number_label(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _term_arrays(values: list[Any]) -> tuple[NDArray[np.intp], NDArray[np.str_]]:
    labels = sorted({v for v in values if v is not None})
    lookup = {label: i + 1 for i, label in enumerate(labels)}
    codes = np.fromiter((lookup.get(v, 0) for v in values), np.intp, len(values))
    return codes, np.array(labels, dtype=np.str_)


def build_arrays(rows: IndexRows) -> Arrays:
    """Everything a SiteIndex holds, as named arrays (what an index file stores)."""
    arrays: Arrays = {
        ("ids",): np.array(rows.ids, dtype=np.int64),
        ("dealership_ids",): np.array(rows.dealership_ids, dtype=np.int64),
    }
    s = rows.stock
    stock = {
        "site_id": np.array(s["site_id"], dtype=np.int64),
        "show_on_dealer_website": np.array(s["show_on_dealer_website"], dtype=bool),
        "sold_at": _timestamps(s["sold_at"]),
        **{
            name: np.array(s[name], dtype=np.str_)
            for name in ("status", "car_type", "make", "stocknum", "item_type")
        },
    }
    arrays.update({("stock", name): values for name, values in stock.items()})
    terms = dict(rows.terms)
    # Counted numbers (year, seats) are also kept as labels, so counting is a bincount.
    for name, attribute in ATTRIBUTES.items():
        if attribute.kind == "number" and attribute.counted:
            terms[name] = [
                None if v is None else _number_label(float(v)) for v in rows.numbers[name]
            ]
    for name, values in terms.items():
        arrays[("terms", name, "codes")], arrays[("terms", name, "labels")] = _term_arrays(values)
    for label, values in rows.features.items():
        arrays[("features", label)] = np.array([bool(v) for v in values], dtype=bool)
    numbers = {name: _floats(values) for name, values in rows.numbers.items()}
    numbers["created_at_timestamp"] = _timestamps(list(rows.created_at))
    arrays.update({("numbers", name): values for name, values in numbers.items()})
    arrays.update({("text", name): a for name, a in TextIndex.arrays(rows.text).items()})
    ids, rank = arrays[("ids",)], np.array(rows.custom_rank, dtype=np.int64)
    sort_columns = {
        "custom_rank": rank.astype(np.float64),
        "price": numbers["price"],
        "created_at": numbers["created_at_timestamp"],
        "year": numbers["year"],
        "km": numbers["km"],
    }
    # np.lexsort sorts by the last key first: the sort column, then rank (best first), then id.
    for sort in SORTS:
        key = sort_columns[sort.key]
        arrays[("orders", sort.value)] = np.lexsort((-ids, -rank, -key if sort.descending else key))
    return arrays


def _group(arrays: Arrays, kind: str) -> dict[str, np.ndarray]:
    return {name[1]: array for name, array in arrays.items() if name[0] == kind}


class SiteIndex:
    """One site's index over `arrays` (build_arrays), which it only reads: they may be views of
    a file every worker process maps (search/index_store.py)."""

    def __init__(self, site_id: int, version: int, fingerprint: str, arrays: Arrays) -> None:
        self.site_id = site_id
        self.version = version
        self.fingerprint = fingerprint
        self.arrays = arrays
        self.ids: IntArray = arrays[("ids",)]
        self.size = n = len(self.ids)
        self.dealership_ids: IntArray = arrays[("dealership_ids",)]
        self.stock = StockColumns(**_group(arrays, "stock"))
        self.terms = {
            name[1]: TermColumn.of(codes, arrays[("terms", name[1], "labels")])
            for name, codes in arrays.items()
            if name[0] == "terms" and name[2] == "codes"
        }
        self.features: dict[str, BoolArray] = _group(arrays, "features")
        self.numbers: dict[str, NDArray[np.float64]] = _group(arrays, "numbers")
        self.gaps = {name: bool(np.isnan(v).any()) for name, v in self.numbers.items()}
        # The stock rules for the configuration last searched with (a site's is kept for a while).
        self._visibility: tuple[SiteConfig, Visibility] | None = None
        text = _group(arrays, "text")
        self.text = TextIndex(text["vocabulary"], text["rows"], text["starts"], n)
        self.orders: dict[str, IntArray] = _group(arrays, "orders")

    @classmethod
    def build(cls, site_id: int, version: int, fingerprint: str, rows: IndexRows) -> "SiteIndex":
        return cls(site_id, version, fingerprint, build_arrays(rows))

    @property
    def nbytes(self) -> int:
        """About what the index holds: its arrays, and its labels as Python strings."""
        labels = sum(len(label) + 56 for t in self.terms.values() for label in t.labels)
        return sum(int(a.nbytes) for a in self.arrays.values()) + labels

    def labels(self, attribute: str) -> list[str]:
        return self.terms[attribute].labels

    def _selection(self, name: str, query: SearchQuery) -> BoolArray:
        kind = ATTRIBUTES[name].kind
        if kind == "number":
            return _range_mask(self.numbers[name], query.ranges[name])
        values = query.terms[name]
        if kind == "features":
            mask = np.zeros(self.size, dtype=bool)
            for value in values:
                mask |= self.features[value]
            return mask
        column = self.terms[name]
        chosen = np.zeros(len(column.labels) + 1, dtype=bool)  # by code: a lookup, not a sort
        chosen[[column.lookup[v] for v in values if v in column.lookup]] = True
        selected: BoolArray = chosen[column.codes]
        return selected

    def visible(self, config: SiteConfig, now: datetime) -> BoolArray:
        kept = self._visibility
        if kept is None or kept[0] is not config:
            kept = self._visibility = (config, visibility(self.stock, self.site_id, config))
        return kept[1].at(now)

    def search(self, query: SearchQuery, config: SiteConfig, now: datetime) -> SearchResult:
        base = self.visible(config, now)
        if query.dealership_id is not None:
            base &= self.dealership_ids == query.dealership_id
        if query.positive_price:
            base &= self.numbers["price"] > 0
        for word in query.words:
            base &= self.text.prefix_mask(word)
        selections = {name: self._selection(name, query) for name in query.filtered}
        matching = base.copy()
        for mask in selections.values():
            matching &= mask

        order = self.orders[query.sort.value]
        ranked = order[matching[order]]
        page = ranked[query.offset : query.offset + query.limit]
        result = SearchResult(ids=self.ids[page].tolist(), total=int(ranked.size))

        every_row = bool(matching.all())
        matching_rows: Rows = slice(None) if every_row else np.flatnonzero(matching)
        for name in query.facets:
            if name in selections:
                mask = base.copy()
                for other, selection in selections.items():
                    if other != name:
                        mask &= selection
                self._facet(name, mask, np.flatnonzero(mask), result)
            else:
                self._facet(name, matching, matching_rows, result)
        return result

    def _facet(self, name: str, mask: BoolArray, rows: Rows, result: SearchResult) -> None:
        attribute = ATTRIBUTES[name]
        if attribute.kind == "features":
            result.facets[name] = {
                label: n
                for label, bitmap in self.features.items()
                if (n := int(np.count_nonzero(bitmap & mask)))
            }
            return
        if attribute.counted:
            result.facets[name] = self.terms[name].counts(rows)
        if attribute.stats:
            values = self.numbers[name][rows]
            if self.gaps[name]:
                values = values[~np.isnan(values)]
            result.stats[name] = (
                Stats(float(values.min()), float(values.max())) if values.size else None
            )
