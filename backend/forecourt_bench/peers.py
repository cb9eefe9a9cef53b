"""Our search index beside peers, on the same rows and the same queries.

Each peer is given exactly what our index is built from (`load_index_rows`: the site's listable
cars with every search attribute) and answers the same parsed SearchQuery: the page of hits in
the sort's order, the total, and disjunctive facet counts (an attribute's counts ignore its own
selection) with min/max statistics, for every facet the search page shows.

- DuckDB (in-process, columnar SQL): one table; hits, total, one UNION ALL of GROUP BYs for the
  counts and one query for the statistics, per search.
- tantivy (in-process search engine, Rust): one document per car, term attributes as raw fast
  fields, numbers as fast floats, the text's words as raw terms; counts by terms aggregations,
  one aggregation request per distinct filter set. It orders hits by the sort field alone (no
  rank and id tie-breaks), so only its totals and counts are compared.

Each peer's answers are checked against ours (totals and counts) before it is timed."""

import re
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from forecourt.search.attributes import ATTRIBUTES
from forecourt.search.index import IndexRows, SiteIndex
from forecourt.search.query import Range, SearchQuery
from forecourt.search.text import words

SORT_COLUMNS = {
    "custom_rank": "rank",
    "price": "price",
    "created_at": "created_at",
    "year": "year",
    "km": "km",
}
NUMBERS = [name for name, a in ATTRIBUTES.items() if a.kind == "number"]
TERMS = [name for name, a in ATTRIBUTES.items() if a.kind == "term"]


@dataclass
class Answer:
    total: int
    counts: dict[str, dict[str, int]] = field(default_factory=dict)


def _label(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _columns(rows: IndexRows) -> dict[str, list[Any]]:
    """Every searchable value per car: term and number attributes, and the text's words."""
    created = [c.timestamp() for c in rows.created_at]
    text = [
        sorted({w for value in values if value is not None for w in words(str(value))})
        for values in zip(*rows.text, strict=True)
    ]
    features = [
        [label for label, flags in rows.features.items() if flags[i]] for i in range(len(rows.ids))
    ]
    return {
        "id": rows.ids,
        "rank": rows.custom_rank,
        **{name: rows.terms[name] for name in TERMS if name in rows.terms},
        **{name: rows.numbers[name] for name in NUMBERS if name in rows.numbers},
        "created_at_timestamp": created,
        "created_at": created,
        "filtered_features": features,
        "words": text,
    }


# --- DuckDB -------------------------------------------------------------------------------


class DuckDbPeer:
    name = "DuckDB"

    def __init__(self, rows: IndexRows) -> None:
        import duckdb
        import pyarrow as pa

        self.db = duckdb.connect()
        arrow_cars = pa.table(_columns(rows))  # noqa: F841  (DuckDB reads it by its name)
        self.db.execute("CREATE TABLE cars AS SELECT * FROM arrow_cars")

    def _where(self, query: SearchQuery, skip: str | None) -> tuple[str, list[Any]]:
        parts: list[str] = ["TRUE"]
        args: list[Any] = []
        if query.positive_price:
            parts.append("price > 0")
        for word in query.words:
            parts.append("len(list_filter(words, lambda w: starts_with(w, ?))) > 0")
            args.append(word)
        for name, values in query.terms.items():
            if name == skip:
                continue
            if name == "filtered_features":
                parts.append("len(list_intersect(filtered_features, ?)) > 0")
                args.append(list(values))
            elif ATTRIBUTES[name].kind == "number":  # a counted number chosen by its label
                parts.append(f'CAST("{name}" AS VARCHAR) IN (SELECT unnest(?))')
                args.append(list(values))
            else:
                parts.append(f'"{name}" IN (SELECT unnest(?))')
                args.append(list(values))
        for name, ranges in query.ranges.items():
            if name == skip:
                continue
            parts.append("(" + " OR ".join(_range_sql(name, r, args) for r in ranges) + ")")
        return " AND ".join(parts), args

    def search(self, query: SearchQuery) -> Answer:
        where, args = self._where(query, None)
        sort = query.sort
        direction = "DESC" if sort.descending else "ASC"
        column = SORT_COLUMNS[sort.key]
        self.db.execute(
            f'SELECT id FROM cars WHERE {where} ORDER BY "{column}" {direction} NULLS LAST,'
            " rank DESC, id DESC LIMIT ? OFFSET ?",
            [*args, query.limit, query.offset],
        ).fetchall()
        total = self.db.execute(f"SELECT count(*) FROM cars WHERE {where}", args).fetchone()
        answer = Answer(total=int(total[0]) if total else 0)
        selects, select_args = [], []
        for name in query.facets:
            attribute = ATTRIBUTES[name]
            if not attribute.counted:
                continue
            facet_where, facet_args = self._where(query, name)
            if name == "filtered_features":
                value = "unnest(filtered_features)"
            elif attribute.kind == "number":
                value = f'CAST("{name}" AS VARCHAR)'
            else:
                value = f'"{name}"'
            selects.append(
                f"SELECT '{name}' AS a, v, count(*) AS n FROM (SELECT {value} AS v FROM cars"
                f" WHERE {facet_where}) WHERE v IS NOT NULL GROUP BY v"
            )
            select_args += facet_args
        for a, v, n in self.db.execute(" UNION ALL ".join(selects), select_args).fetchall():
            answer.counts.setdefault(a, {})[_label(float(v)) if a in NUMBERS else v] = int(n)
        stats, stats_args = [], []
        for name in query.facets:
            if ATTRIBUTES[name].stats:
                facet_where, facet_args = self._where(query, name)
                stats.append(
                    f'(SELECT [min("{name}"), max("{name}")] FROM cars WHERE {facet_where})'
                )
                stats_args += facet_args
        if stats:
            self.db.execute("SELECT " + ", ".join(stats), stats_args).fetchall()
        return answer


def _range_sql(name: str, r: Range, args: list[Any]) -> str:
    parts = []
    if r.lo is not None:
        parts.append(f'"{name}" >= ?')
        args.append(r.lo)
    if r.hi is not None:
        parts.append(f'"{name}" <= ?')
        args.append(r.hi)
    return "(" + (" AND ".join(parts) or f'"{name}" IS NOT NULL') + ")"


# --- tantivy ------------------------------------------------------------------------------


class TantivyPeer:
    name = "tantivy"

    def __init__(self, rows: IndexRows) -> None:
        import tantivy

        self.tantivy = tantivy
        columns = _columns(rows)
        builder = tantivy.SchemaBuilder()
        builder.add_integer_field("id", stored=True, indexed=True, fast=True)
        builder.add_float_field("rank", fast=True, indexed=True)
        self.terms = [n for n in TERMS if n in columns] + ["filtered_features", "words"]
        for name in self.terms:
            builder.add_text_field(name, fast=True, tokenizer_name="raw", index_option="basic")
        self.numbers = [n for n in NUMBERS if n in columns]
        for name in {*self.numbers, "created_at"}:
            builder.add_float_field(name, fast=True, indexed=True)
        self.schema = builder.build()
        self.dir = tempfile.TemporaryDirectory(prefix="forecourt-tantivy-")
        index = tantivy.Index(self.schema, path=self.dir.name)
        writer = index.writer(heap_size=200_000_000, num_threads=1)
        for i in range(len(rows.ids)):
            doc = tantivy.Document()
            doc.add_integer("id", int(columns["id"][i]))
            doc.add_float("rank", float(columns["rank"][i] or 0))
            for name in self.terms:
                value = columns[name][i]
                for item in value if isinstance(value, list) else [value]:
                    if item is not None:
                        doc.add_text(name, str(item))
            for name in {*self.numbers, "created_at"}:
                value = columns[name][i]
                if value is not None:
                    doc.add_float(name, float(value))
            writer.add_document(doc)
        writer.commit()
        writer.wait_merging_threads()
        index.reload()
        self.searcher = index.searcher()

    def _query(self, query: SearchQuery, skip: str | None) -> Any:
        q, occur = self.tantivy.Query, self.tantivy.Occur
        must = []
        if query.positive_price:
            must.append(
                q.range_query(
                    self.schema,
                    "price",
                    self.tantivy.FieldType.Float,
                    0.0,
                    None,
                    include_lower=False,
                )
            )
        for word in query.words:
            must.append(q.regex_query(self.schema, "words", re.escape(word) + ".*"))
        for name, values in query.terms.items():
            if name == skip:
                continue
            if ATTRIBUTES[name].kind == "number":  # a counted number chosen by its label
                must.append(
                    q.boolean_query(
                        [
                            (occur.Should, self._range(name, Range(float(v), float(v))))
                            for v in values
                        ]
                    )
                )
            else:
                must.append(q.term_set_query(self.schema, name, list(values)))
        for name, ranges in query.ranges.items():
            if name != skip:
                must.append(q.boolean_query([(occur.Should, self._range(name, r)) for r in ranges]))
        if not must:
            return q.all_query()
        return q.boolean_query([(occur.Must, m) for m in must])

    def _range(self, name: str, r: Range) -> Any:
        q = self.tantivy.Query
        if r.lo is None and r.hi is None:
            return q.exists_query(name)
        return q.range_query(self.schema, name, self.tantivy.FieldType.Float, r.lo, r.hi)

    def search(self, query: SearchQuery) -> Answer:
        matching = self._query(query, None)
        sort = query.sort
        order = self.tantivy.Order.Desc if sort.descending else self.tantivy.Order.Asc
        found = self.searcher.search(
            matching,
            limit=query.limit,
            offset=query.offset,
            order_by_field=SORT_COLUMNS[sort.key],
            order=order,
        )
        answer = Answer(total=int(getattr(found, "count", 0) or 0))
        by_filter: dict[str | None, list[str]] = {}
        for name in query.facets:
            if ATTRIBUTES[name].counted or ATTRIBUTES[name].stats:
                selected = name in query.terms or name in query.ranges
                by_filter.setdefault(name if selected else None, []).append(name)
        for skip, names in by_filter.items():
            aggs: dict[str, Any] = {}
            for name in names:
                attribute = ATTRIBUTES[name]
                if attribute.counted:  # a term's values, or a counted number's (year, seats)
                    aggs[name] = {"terms": {"field": name, "size": 10_000}}
                if attribute.stats and name in self.numbers:
                    aggs[name + ".stats"] = {"stats": {"field": name}}
            result = self.searcher.aggregate(self._query(query, skip), aggs)
            for name in names:
                buckets = result.get(name, {}).get("buckets", [])
                if buckets:
                    answer.counts[name] = {
                        _label(b["key"]) if isinstance(b["key"], float) else str(b["key"]): int(
                            b["doc_count"]
                        )
                        for b in buckets
                    }
        return answer


# --- Running them -------------------------------------------------------------------------


@dataclass
class PeerFigures:
    name: str
    build_seconds: float
    latencies_ms: list[float]
    mismatches: int

    @property
    def p50(self) -> float:
        return statistics.median(self.latencies_ms)

    @property
    def p95(self) -> float:
        ordered = sorted(self.latencies_ms)
        return ordered[max(0, round(0.95 * len(ordered)) - 1)]


def ours(index: SiteIndex, config: Any, now: Any) -> Callable[[SearchQuery], Answer]:
    def search(query: SearchQuery) -> Answer:
        result = index.search(query, config, now)
        return Answer(total=result.total, counts=result.facets)

    return search


def built(search: Callable[[SearchQuery], Answer]) -> Callable[[], Callable[[SearchQuery], Answer]]:
    return lambda: search


def peer_on(
    peer: type[DuckDbPeer] | type[TantivyPeer], rows: IndexRows
) -> Callable[[], Callable[[SearchQuery], Answer]]:
    """Builds the peer when measured (its build is timed), on `rows`."""
    return lambda: peer(rows).search


def agrees(ours: Answer, peer: Answer) -> bool:
    """The same total and, for every attribute we count, the same non-zero counts."""
    return ours.total == peer.total and all(
        {k: v for k, v in counts.items() if v} == peer.counts.get(name, {})
        for name, counts in ours.counts.items()
    )


def measure(
    name: str,
    build: Callable[[], Callable[[SearchQuery], Answer]],
    queries: list[SearchQuery],
    reference: list[Answer],
) -> PeerFigures:
    started = time.perf_counter()
    search = build()
    built = time.perf_counter() - started
    mismatches = sum(
        not agrees(want, search(q)) for q, want in zip(queries, reference, strict=True)
    )
    latencies = []
    for q in queries:
        sent = time.perf_counter()
        search(q)
        latencies.append((time.perf_counter() - sent) * 1000)
    return PeerFigures(name, built, latencies, mismatches)


SQL_SAMPLE = 150  # our SQL backend is timed on the first queries only: it takes seconds each


async def measure_sql(
    session: Any, site: Any, now: Any, queries: list[SearchQuery], reference: list[Answer]
) -> PeerFigures:
    """Our SQL backend on the database, timed per query; each answer is checked against ours."""
    from forecourt.search.sql_backend import SqlSearchBackend

    sql = SqlSearchBackend()
    latencies, mismatches = [], 0
    for q, want in zip(queries, reference, strict=True):
        sent = time.perf_counter()
        result = await sql.search(session, site, q, now, 0)
        latencies.append((time.perf_counter() - sent) * 1000)
        counts = {name: {k: v for k, v in c.items() if v} for name, c in result.facets.items()}
        mismatches += not agrees(want, Answer(result.total, counts))
    return PeerFigures("ours (SQL backend)", 0.0, latencies, mismatches)


async def bench_peers(
    settings: Any, queries: int, seed: int, database: str, *, in_process: bool = True
) -> bool:
    """Per site, the same rows and the same parsed queries: our index, our SQL backend on this
    database (its first SQL_SAMPLE queries), and, when `in_process`, DuckDB and tantivy; prints
    p50/p95, build time, the ratio to ours and whether the answers agree, then goal 4's verdict:
    every peer ran and agreed with ours on every query."""
    from forecourt.core.cache import NullCache
    from forecourt.core.clock import utcnow
    from forecourt.core.db import make_engine, make_sessionmaker
    from forecourt.search.index_backend import (
        IndexSearchBackend,
        config_fingerprint,
        load_index_rows,
    )
    from forecourt.search.service import SearchService
    from forecourt.tenancy.service import ResolvedSite, SiteResolver
    from forecourt_bench.search import query_mix, read_stock

    stocks = await read_stock(settings)
    mix = query_mix(stocks, queries, seed)  # the mix the app was measured with
    engine = make_engine(settings.database_url, settings.database_schema)
    resolver = SiteResolver(settings)
    parser = SearchService(IndexSearchBackend(), NullCache())
    totals: dict[str, list[float]] = {}
    builds: dict[str, float] = {}
    wrong: dict[str, int] = {}
    try:
        async with make_sessionmaker(engine)() as session:
            for stock in stocks:
                site = await resolver.resolve(session, f"{stock.slug}.localhost")
                if not isinstance(site, ResolvedSite):
                    continue
                now = utcnow()
                parsed = [parser.parse(site, p) for slug, _, p in mix if slug == stock.slug]
                rows = await load_index_rows(session, site, now)
                started = time.perf_counter()
                index = SiteIndex.build(site.id, 0, config_fingerprint(site.config), rows)
                builds["ours (index)"] = (
                    builds.get("ours (index)", 0) + time.perf_counter() - started
                )
                mine = ours(index, site.config, now)
                reference = [mine(q) for q in parsed]
                figures = [measure("ours (index)", built(mine), parsed, reference)]
                if in_process:
                    figures.append(measure("DuckDB", peer_on(DuckDbPeer, rows), parsed, reference))
                    figures.append(
                        measure("tantivy", peer_on(TantivyPeer, rows), parsed, reference)
                    )
                share = max(1, SQL_SAMPLE * len(parsed) // max(1, len(mix)))
                figures.append(
                    await measure_sql(session, site, now, parsed[:share], reference[:share])
                )
                for f in figures:
                    totals.setdefault(f.name, []).extend(f.latencies_ms)
                    if f.name != "ours (index)":
                        builds[f.name] = builds.get(f.name, 0) + f.build_seconds
                    wrong[f.name] = wrong.get(f.name, 0) + f.mismatches
    finally:
        await engine.dispose()
    base = statistics.median(totals["ours (index)"])
    print(f"  peers, in-process, the same rows and {len(mix):,} queries, every facet:", flush=True)
    for name, values in totals.items():
        ordered = sorted(values)
        p50, p95 = statistics.median(values), ordered[max(0, round(0.95 * len(ordered)) - 1)]
        agree = "answers agree" if wrong[name] == 0 else f"{wrong[name]} answers differ"
        print(
            f"    {name:<20} p50 {p50:7.2f} ms  p95 {p95:7.2f} ms  build {builds.get(name, 0):5.2f} s"
            f"  ours is {p50 / base:6.1f}x faster  {agree}",
            flush=True,
        )
    peers = [name for name in totals if name != "ours (index)"]
    passed = bool(peers) and not any(wrong.values())
    ratios = ", ".join(f"{statistics.median(totals[n]) / base:,.1f}x {n}" for n in peers)
    print(
        f"  verdict goal 4 (peers, {database}): {'PASS' if passed else 'FAIL'} -"
        f" {', '.join(peers)} ran on the same rows and queries and"
        f" {'agreed with ours on every answer' if passed else 'did not all agree with ours'};"
        f" our index's p50 is faster than each by {ratios}",
        flush=True,
    )
    return passed
