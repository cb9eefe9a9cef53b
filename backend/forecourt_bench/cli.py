"""`python -m forecourt_bench` (make bench): the benchmarks, outside the app package (see search.py)."""

import os
from typing import Annotated, Literal

import typer

from forecourt.core.settings import Settings
from forecourt_bench.search import DEFAULT_POSTGRES, bench_existing
from forecourt_bench.search import bench as run_bench


def bench(
    cars: Annotated[
        int,
        typer.Option(
            min=100,
            help="Demo cars to load; the group site gets half, so 100,000 puts 50,000 in one site"
            " (a single site of 50,000 cars)",
        ),
    ] = 100_000,
    queries: Annotated[int, typer.Option(min=1000, help="Measured search queries")] = 1400,
    database: Annotated[
        Literal["both", "sqlite", "postgres"], typer.Option(help="Which databases")
    ] = "both",
    seed: Annotated[int, typer.Option(help="Seed of the query mix")] = 3,
    sites: Annotated[
        int, typer.Option(min=3, help="Sites for the memory measurement (about 500 cars each)")
    ] = 1000,
    database_url: Annotated[
        str | None,
        typer.Option(help="Measure this database as it is (no demo load), e.g. a kept copy"),
    ] = None,
    schema: Annotated[str | None, typer.Option(help="PostgreSQL schema of --database-url")] = None,
) -> None:
    """Search latency (p50, p95, p99) and throughput over demo stock, uncached, every facet,
    beside DuckDB, tantivy and our SQL backend; lead intake (50 concurrent submitters); then a
    live server (Lighthouse, real HTTP load) and one process serving `sites` sites (memory)."""
    if database_url:
        settings = Settings(database_url=database_url, database_schema=schema, redis_url=None)
        passed = bench_existing(settings, "the given database", queries, seed)
    else:
        postgres = os.environ.get("FORECOURT_TEST_POSTGRES_URL") or DEFAULT_POSTGRES
        databases: list[str] = ["sqlite", "postgres"] if database == "both" else [database]
        passed = run_bench(databases, cars, queries, seed, postgres, sites)
    raise typer.Exit(0 if passed else 1)


def main() -> None:
    typer.run(bench)
