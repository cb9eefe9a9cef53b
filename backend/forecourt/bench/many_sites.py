"""Goal 5 of issue 12: one app process serving 1,000 sites of about 500 cars each.

A bench-only generator: `forecourt demo --cars N` (three sites), then each demo site copied in
SQL, with its dealerships and cars, until there are `sites` sites (SQLite). Then, through the
real app (ASGI, the result cache off so the engine answers every time), every site is searched
once (cold: its index is not built yet, so the database answers while the build runs in the
background) and a hot site again and again; the process's RSS is read from /proc as it goes, with
the index budget the app runs with (Settings.search_index_max_bytes)."""

import asyncio
import os
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from forecourt.core.cache import NullCache
from forecourt.core.settings import Settings
from forecourt.inventory.stock_version import stock_versions_for
from forecourt.main import create_app
from forecourt.search.index_backend import IndexSearchBackend
from forecourt.search.service import SearchService

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


async def _measure(settings: Settings, sites: int, cars: int) -> bool:
    app = create_app(settings)
    backend = IndexSearchBackend(app.state.sessionmaker, settings.search_index_max_bytes)
    app.state.search_service = SearchService(backend, NullCache(), stock_versions_for(app.state))
    slugs = [f"bench-{k}" for k in range(3, sites)]
    transport = httpx.ASGITransport(app=app)
    cold, builds = [], []
    started_rss = rss_mb()
    async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as client:
        for slug in slugs:
            sent = time.perf_counter()
            answer = await client.get("/api/v1/search", headers={"Host": f"{slug}.localhost"})
            answer.raise_for_status()
            cold.append((time.perf_counter() - sent) * 1000)
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
    per_thousand = sum(builds) / (cars / 1000)
    budget = settings.search_index_max_bytes / 1024**2
    held = backend.held_bytes / 1024**2
    ok = peak <= MEMORY_BUDGET_MB
    print(
        f"  {sites:,} sites, {cars:,} cars; index budget {budget:.0f} MB, holding {held:.0f} MB"
        f" at the end\n"
        f"  RSS: {started_rss:.0f} MB before, {rss_mb():.0f} MB after, peak {peak:.0f} MB\n"
        f"  index build: {per_thousand:.3f} s per 1,000 cars (in the background)\n"
        f"  cold site (the database answers while its index builds): p50"
        f" {statistics.median(cold):.1f} ms  p95 {sorted(cold)[int(len(cold) * 0.95)]:.1f} ms\n"
        f"  hot site (its index in memory): p50 {statistics.median(hot):.1f} ms"
        f"  p95 {sorted(hot)[int(len(hot) * 0.95)]:.1f} ms\n"
        f"  verdict goal 5 (memory at {sites:,} sites): {'PASS' if ok else 'FAIL'} - peak RSS"
        f" {peak:.0f} MB (budget {MEMORY_BUDGET_MB} MB); indexes are not yet shared between"
        " worker processes",
        flush=True,
    )
    return ok


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
        print(f"  generated in {time.perf_counter() - started:.0f} s", flush=True)
        settings = Settings(
            env="production",
            database_url=f"sqlite+aiosqlite:///{path}",
            redis_url=None,
            log_level="WARNING",
            var_dir=Path(tmp) / "var",
        )
        return asyncio.run(_measure(settings, sites, cars))
