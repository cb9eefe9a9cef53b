"""A read-optimized, in-memory copy of one site's listable stock: columns in NumPy arrays.

Built from `IndexRows` (loaded by index_backend from the database, the source of truth) and
answering a SearchQuery with boolean masks: the stock rules (inventory/visibility.visibility),
the free text (a sorted vocabulary with posting lists), one mask per selected attribute, and for
each facet the AND of every mask except its own (disjunctive counts).
"""

import bisect
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
from numpy.typing import NDArray

from forecourt.core.clock import as_utc
from forecourt.inventory.visibility import StockColumns, Visibility, visibility
from forecourt.search.attributes import ATTRIBUTES
from forecourt.search.backend import SearchResult, Stats
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

    def counts(self, rows: "Rows") -> dict[str, int]:
        tally = np.bincount(self.codes[rows], minlength=len(self.labels) + 1)
        return {self.labels[i - 1]: int(tally[i]) for i in np.flatnonzero(tally[1:]) + 1}


def _term_column(values: list[Any]) -> TermColumn:
    labels = sorted({v for v in values if v is not None})
    lookup = {label: i + 1 for i, label in enumerate(labels)}
    codes = np.fromiter((lookup.get(v, 0) for v in values), np.intp, len(values))
    return TermColumn(codes, labels, lookup)


def _floats(values: list[Any]) -> NDArray[np.float64]:
    return np.array([np.nan if v is None else float(v) for v in values], dtype=np.float64)


def _timestamps(values: list[datetime | None]) -> NDArray[np.float64]:
    return np.array(
        [np.nan if v is None else as_utc(v).timestamp() for v in values], dtype=np.float64
    )


class TextIndex:
    """Every word of the text fields, sorted, with the rows that hold it (CSR posting lists).

    The words starting with a prefix are one contiguous run of the sorted vocabulary, so their rows
    are one contiguous slice of `rows`.
    """

    def __init__(self, fields: list[list[Any]], n: int) -> None:
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
        self.vocabulary = sorted(token_ids)
        rank = np.empty(len(token_ids), dtype=np.int64)
        for position, word in enumerate(self.vocabulary):
            rank[token_ids[word]] = position
        tokens = rank[np.array(pair_tokens, dtype=np.int64)] if pair_tokens else rank[:0]
        order = np.argsort(tokens, kind="stable")
        self.rows = np.array(pair_rows, dtype=np.int64)[order]
        self.starts = np.searchsorted(tokens[order], np.arange(len(self.vocabulary) + 1))
        self.n = n

    def prefix_mask(self, prefix: str) -> BoolArray:
        lo = bisect.bisect_left(self.vocabulary, prefix)
        hi = bisect.bisect_left(self.vocabulary, prefix[:-1] + chr(ord(prefix[-1]) + 1))
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


class SiteIndex:
    def __init__(self, site_id: int, version: int, fingerprint: str, rows: IndexRows) -> None:
        self.site_id = site_id
        self.version = version
        self.fingerprint = fingerprint
        n = len(rows.ids)
        self.size = n
        self.ids: IntArray = np.array(rows.ids, dtype=np.int64)
        self.dealership_ids: IntArray = np.array(rows.dealership_ids, dtype=np.int64)
        s = rows.stock
        self.stock = StockColumns(
            site_id=np.array(s["site_id"], dtype=np.int64),
            show_on_dealer_website=np.array(s["show_on_dealer_website"], dtype=bool),
            status=np.array(s["status"], dtype=np.str_),
            sold_at=_timestamps(s["sold_at"]),
            car_type=np.array(s["car_type"], dtype=np.str_),
            make=np.array(s["make"], dtype=np.str_),
            stocknum=np.array(s["stocknum"], dtype=np.str_),
            item_type=np.array(s["item_type"], dtype=np.str_),
        )
        self.terms = {name: _term_column(values) for name, values in rows.terms.items()}
        self.features = {
            label: np.array([bool(v) for v in values], dtype=bool)
            for label, values in rows.features.items()
        }
        self.numbers = {name: _floats(values) for name, values in rows.numbers.items()}
        self.numbers["created_at_timestamp"] = _timestamps(list(rows.created_at))
        # Counted numbers (year, seats) are also kept as labels, so counting is a bincount.
        for name, attribute in ATTRIBUTES.items():
            if attribute.kind == "number" and attribute.counted:
                self.terms[name] = _term_column(
                    [None if v is None else _number_label(float(v)) for v in rows.numbers[name]]
                )
        self.gaps = {name: bool(np.isnan(v).any()) for name, v in self.numbers.items()}
        # The stock rules for the configuration last searched with (a site's is kept for a while).
        self._visibility: tuple[SiteConfig, Visibility] | None = None
        self.text = TextIndex(rows.text, n)
        rank = np.array(rows.custom_rank, dtype=np.int64)
        sort_columns = {
            "custom_rank": rank.astype(np.float64),
            "price": self.numbers["price"],
            "created_at": self.numbers["created_at_timestamp"],
            "year": self.numbers["year"],
            "km": self.numbers["km"],
        }
        # np.lexsort sorts by the last key first: the sort column, then rank (best first), then id.
        self.orders = {
            s.value: np.lexsort(
                (-self.ids, -rank, -sort_columns[s.key] if s.descending else sort_columns[s.key])
            )
            for s in SORTS
        }

    @property
    def nbytes(self) -> int:
        """About what the index holds in memory: its arrays, and its words and labels."""
        arrays: list[Any] = [self.ids, self.dealership_ids, self.text.rows, self.text.starts]
        arrays += [getattr(self.stock, f) for f in self.stock.__dataclass_fields__]
        arrays += [t.codes for t in self.terms.values()] + list(self.features.values())
        arrays += list(self.numbers.values()) + list(self.orders.values())
        words = sum(len(w) + 56 for w in self.text.vocabulary)  # a str object's own overhead
        labels = sum(len(label) + 56 for t in self.terms.values() for label in t.labels)
        return sum(int(a.nbytes) for a in arrays) + words + labels

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
