"""Many sites in one process: one app process serving 1,000 sites of about 500 cars each.

A bench-only generator: `forecourt demo --cars N` (three sites), then each demo site copied in
SQL, with its dealerships and cars, until there are `sites` sites (SQLite). Then, through the
real app (ASGI, the result cache off so the engine answers every time), every site is searched
once (cold: its index is not built yet, so the database answers while the build runs in the
background) and a hot site again and again; the process's RSS is read from /proc as it goes, with
the index budget the app runs with (Settings.search_index_max_bytes). A second app on the same
index files then searches every fifth site once, as another worker would: it maps the files.

Then `forecourt serve --workers 2` on the same database: every site searched over new
connections, and each worker's mappings of the index files read from /proc/PID/smaps (resident,
private, proportional share), against the files' size on disk."""

import asyncio
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

from forecourt.core.cache import NullCache
from forecourt.core.db import make_engine, refresh_statistics
from forecourt.core.settings import Settings
from forecourt.inventory.stock_version import stock_versions_for
from forecourt.main import create_app
from forecourt.search.index_backend import IndexSearchBackend
from forecourt.search.service import SearchService
from forecourt_bench.live_server import free_port, wait_until_ready

MEMORY_BUDGET_MB = 1536  # the goal's aim, 1.5 GiB for one process


def rss_mb() -> float:
    with open("/proc/self/statm") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1024**2


def _columns(db: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in db.execute(f"PRAGMA table_info({table})") if row[1] != "id"]


def copy_sites(path: Path, sites: int) -> int:
    """Copies the demo sites round-robin until there are `sites`; returns the cars in all."""
    db = sqlite3.connect(path)
    sources = [row[0] for row in db.execute("SELECT id FROM sites ORDER BY id")]
    site_cols, dealer_cols, car_cols = (_columns(db, t) for t in ("sites", "dealerships", "cars"))
    for k in range(len(sources), sites):
        source = sources[k % len(sources)]
        values = [{"slug": f"'bench-{k}'", "name": f"name || ' {k}'"}.get(c, c) for c in site_cols]
        db.execute(
            f"INSERT INTO sites ({', '.join(site_cols)}) SELECT {', '.join(values)}"
            " FROM sites WHERE id = ?",
            (source,),
        )
        site_id = db.execute("SELECT last_insert_rowid()").fetchone()[0]
        values = [{"site_id": "?", "slug": f"slug || '-{k}'"}.get(c, c) for c in dealer_cols]
        db.execute(
            f"INSERT INTO dealerships ({', '.join(dealer_cols)}) SELECT {', '.join(values)}"
            " FROM dealerships WHERE site_id = ?",
            (site_id, source),
        )
        values = [
            {
                "site_id": "?",
                "location_id": "NULL",
                "dealership_id": "(SELECT n.id FROM dealerships n WHERE n.slug = d.slug || "
                f"'-{k}')",
            }.get(c, f"c.{c}")
            for c in car_cols
        ]
        db.execute(
            f"INSERT INTO cars ({', '.join(car_cols)}) SELECT {', '.join(values)}"
            " FROM cars c JOIN dealerships d ON d.id = c.dealership_id WHERE c.site_id = ?",
            (site_id, source),
        )
        db.execute("INSERT INTO stock_versions (site_id, version) VALUES (?, 1)", (site_id,))
    db.commit()
    cars: int = db.execute("SELECT count(*) FROM cars").fetchone()[0]
    db.close()
    return cars


def _percentiles(took: list[float]) -> str:
    ordered = sorted(took)
    return (
        f"p50 {statistics.median(ordered):.1f} ms  p95 {ordered[int(len(ordered) * 0.95)]:.1f} ms"
    )


def memory_status(pid: str = "self") -> dict[str, float]:
    """VmRSS, RssAnon (private: Python objects) and RssFile (mapped files: index pages, code), MB."""
    with open(f"/proc/{pid}/status") as status:
        fields = dict(line.split(":", 1) for line in status if ":" in line)
    return {k: int(fields[k].split()[0]) / 1024 for k in ("VmRSS", "RssAnon", "RssFile")}


async def _first_searches(client: httpx.AsyncClient, slugs: list[str]) -> list[float]:
    took = []
    for slug in slugs:
        sent = time.perf_counter()
        answer = await client.get("/api/v1/search", headers={"Host": f"{slug}.localhost"})
        answer.raise_for_status()
        took.append((time.perf_counter() - sent) * 1000)
    return took


def _app_without_result_cache(settings: Settings) -> tuple[Any, IndexSearchBackend]:
    """The real app, its search answered by the engine every time (no result cache)."""
    app = create_app(settings)
    backend = IndexSearchBackend(
        app.state.sessionmaker, settings.search_index_max_bytes, app.state.index_store
    )
    app.state.search_service = SearchService(backend, NullCache(), stock_versions_for(app.state))
    return app, backend


async def _measure(settings: Settings, sites: int, cars: int) -> bool:
    app, backend = _app_without_result_cache(settings)
    slugs = [f"bench-{k}" for k in range(3, sites)]
    cold, builds = [], []
    started_rss = rss_mb()
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as client:
        for slug in slugs:
            cold += await _first_searches(client, [slug])
            await backend.settle()  # its build, in the background, before the next site
            builds.append(backend.last_build_seconds or 0.0)
        hot_site = slugs[-1]
        hot = []
        for page in range(1, 201):
            sent = time.perf_counter()
            await client.get(
                "/api/v1/search", params={"page": page % 20 + 1},
                headers={"Host": f"{hot_site}.localhost"},
            )  # fmt: skip
            hot.append((time.perf_counter() - sent) * 1000)
    await app.state.engine.dispose()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    memory = memory_status()
    # A second app on the same files, as another worker of the server: its first search of a
    # site maps the file the first app wrote.
    other, _ = _app_without_result_cache(settings)
    transport = httpx.ASGITransport(app=other)
    async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as client:
        mapped = await _first_searches(client, slugs[::5])
    await other.state.engine.dispose()
    per_thousand = sum(builds) / (cars / 1000)
    budget = settings.search_index_max_bytes / 1024**2
    held = backend.held_bytes / 1024**2
    ok = peak <= MEMORY_BUDGET_MB
    print(
        f"  {sites:,} sites, {cars:,} cars; index budget {budget:.0f} MB, holding {held:.0f} MB"
        f" at the end\n"
        f"  RSS: {started_rss:.0f} MB before, {memory['VmRSS']:.0f} MB after (private"
        f" {memory['RssAnon']:.0f} MB, mapped files {memory['RssFile']:.0f} MB), peak {peak:.0f} MB\n"
        f"  index build: {per_thousand:.3f} s per 1,000 cars (in the background)\n"
        f"  cold site (the database answers while its index builds): {_percentiles(cold)}\n"
        f"  site another worker indexed (its file mapped on the first search):"
        f" {_percentiles(mapped)}\n"
        f"  hot site (its index in memory): {_percentiles(hot)}\n"
        f"  verdict goal 5 (memory at {sites:,} sites): {'PASS' if ok else 'FAIL'} - peak RSS"
        f" {peak:.0f} MB (budget {MEMORY_BUDGET_MB} MB)",
        flush=True,
    )
    return ok


def _smaps_index_pages(pid: int) -> dict[str, float]:
    """What a process maps of index files: resident, proportional (shared pages divided among
    the processes mapping them) and private, MB."""
    totals = {"Rss": 0.0, "Pss": 0.0, "Private": 0.0}
    in_index = False
    with open(f"/proc/{pid}/smaps") as smaps:
        for line in smaps:
            first = line.split(maxsplit=1)[0]
            if not first.endswith(":"):  # a mapping's header: address range ... path
                in_index = line.rstrip().endswith(".idx")
            elif in_index and first in ("Rss:", "Pss:"):
                totals[first[:-1]] += int(line.split()[1]) / 1024
            elif in_index and first in ("Private_Clean:", "Private_Dirty:"):
                totals["Private"] += int(line.split()[1]) / 1024
    return totals


def _workers_of(pid: int) -> list[int]:
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return [
        int(child)
        for child in children
        if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes()
    ]


def bench_shared_workers(path: Path, workdir: Path, slugs: list[str], workers: int = 2) -> None:
    """`forecourt serve --workers N` on the same database: every site searched a few times over
    new connections (so each worker serves each site), then what each worker maps of the index
    files, against their size on disk: one copy for all."""
    env = {
        **os.environ,
        "FORECOURT_DATABASE_URL": f"sqlite+aiosqlite:///{path}",
        "FORECOURT_VAR_DIR": str(workdir / "serve"),
        "FORECOURT_ENV": "production",
        "FORECOURT_LOG_LEVEL": "WARNING",
    }
    env.pop("FORECOURT_INDEX_GENERATION", None)  # each worker server starts its own
    port = free_port()
    command = [sys.executable, "-m", "forecourt.cli", "serve", "--port", str(port)]
    process = subprocess.Popen([*command, "--workers", str(workers)], env=env)
    try:
        wait_until_ready(port, process)

        def search(slug: str) -> None:
            headers = {"Host": f"{slug}.localhost", "Connection": "close"}
            for _ in range(6):
                url = f"http://127.0.0.1:{port}/api/v1/search"
                httpx.get(url, headers=headers, timeout=60).raise_for_status()

        started = time.perf_counter()
        with ThreadPoolExecutor(max_workers=8) as pool:
            list(pool.map(search, slugs))
        took = time.perf_counter() - started
        files = list((workdir / "serve" / "search-index").glob("*/*.idx"))
        on_disk = sum(f.stat().st_size for f in files) / 1024**2
        print(
            f"  {workers} workers (forecourt serve): every site searched 6 times in {took:.0f} s;"
            f" {len(files):,} index files, {on_disk:.0f} MB on disk, one per site",
            flush=True,
        )
        pss = 0.0
        for n, pid in enumerate(_workers_of(process.pid), start=1):
            pages, memory = _smaps_index_pages(pid), memory_status(str(pid))
            pss += pages["Pss"]
            print(
                f"    worker {n}: RSS {memory['VmRSS']:.0f} MB (private {memory['RssAnon']:.0f} MB);"
                f" index pages resident {pages['Rss']:.0f} MB, of them private"
                f" {pages['Private']:.0f} MB, its share {pages['Pss']:.0f} MB",
                flush=True,
            )
        print(f"    index pages counted once across the workers: {pss:.0f} MB", flush=True)
    finally:
        process.terminate()
        process.wait(timeout=30)


async def _refresh_statistics(path: Path) -> None:
    engine = make_engine(f"sqlite+aiosqlite:///{path}")
    try:
        await refresh_statistics(engine)
    finally:
        await engine.dispose()


def bench_many_sites(sites: int = 1000, cars_per_site: int = 500) -> bool:
    print(f"many sites ({sites:,} of about {cars_per_site} cars, one process):", flush=True)
    with tempfile.TemporaryDirectory(prefix="forecourt-sites-") as tmp:
        path = Path(tmp) / "sites.db"
        env = {
            **os.environ,
            "FORECOURT_DATABASE_URL": f"sqlite+aiosqlite:///{path}",
            "FORECOURT_VAR_DIR": str(Path(tmp) / "var"),
        }
        env.pop("DATABASE_URL", None)
        command = [sys.executable, "-m", "forecourt.cli", "demo", "--cars", str(cars_per_site * 3)]
        subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
        started = time.perf_counter()
        cars = copy_sites(path, sites)
        # As after any bulk change (`forecourt demo`, a feed import): the planner's statistics.
        asyncio.run(_refresh_statistics(path))
        print(f"  generated in {time.perf_counter() - started:.0f} s", flush=True)
        settings = Settings(
            env="production",
            database_url=f"sqlite+aiosqlite:///{path}",
            redis_url=None,
            log_level="WARNING",
            var_dir=Path(tmp) / "var",
            index_generation="bench",  # both apps of _measure share one store
        )
        ok = asyncio.run(_measure(settings, sites, cars))
        bench_shared_workers(path, Path(tmp), [f"bench-{k}" for k in range(3, sites)])
        return ok
