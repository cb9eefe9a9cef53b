"""Cached search and pages over real HTTP: autocannon (npm, bench/node_modules) on loopback
against one `forecourt serve` worker, 20 connections for 10 s per address, after a warm-up; and
each address alone (one connection) for its p50."""

import json
import statistics
import subprocess
import time
from dataclasses import dataclass
from typing import Any

import httpx

from forecourt_bench.lighthouse import BENCH_TOOLS
from forecourt_bench.live_server import LiveServer

CONNECTIONS = 20
SECONDS = 10
SEARCH_RPS_BAR = 2000
CAR_RPS_BAR = 500
CAR_P50_BAR_MS = 5.0
CAR_HTML_RPS_BAR = 1000


@dataclass(frozen=True)
class Load:
    label: str
    rps: float
    p50_ms: float
    p99_ms: float
    errors: int
    alone_p50_ms: float

    def line(self, bar: float | None = None) -> str:
        verdict = (
            "" if bar is None else ("  ok" if self.rps >= bar else f"  MISS (bar {bar:,.0f}/s)")
        )
        return (
            f"  {self.label:<34} {self.rps:7,.0f}/s  p50 {self.p50_ms:6.1f} ms  p99 {self.p99_ms:6.1f} ms"
            f"  alone p50 {self.alone_p50_ms:5.2f} ms  non-2xx {self.errors}{verdict}"
        )


def autocannon_bin() -> str:
    return str(BENCH_TOOLS / "node_modules" / ".bin" / "autocannon")


def _run(url: str, host: str, connections: int, seconds: int) -> dict[str, Any]:
    out = subprocess.run(
        [
            autocannon_bin(),
            "--json",
            "-c",
            str(connections),
            "-d",
            str(seconds),
            "-H",
            f"Host={host}",
            "-H",
            "Accept-Encoding=gzip",
            url,
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    result: dict[str, Any] = json.loads(out.stdout)
    return result


def alone_p50_ms(url: str, host: str, requests: int = 200) -> float:
    """One request at a time on one kept-alive connection (autocannon rounds to whole ms)."""
    headers = {"Host": host, "Accept-Encoding": "gzip"}
    took = []
    with httpx.Client(headers=headers, timeout=30) as client:
        for _ in range(requests):
            sent = time.perf_counter()
            client.get(url).raise_for_status()
            took.append((time.perf_counter() - sent) * 1000)
    return statistics.median(took)


def load(server: LiveServer, slug: str, label: str, path: str) -> Load:
    url = f"http://127.0.0.1:{server.port}{path}"
    host = f"{slug}.localhost:{server.port}"
    _run(url, host, CONNECTIONS, 2)  # warm-up: caches filled, indexes built
    alone = alone_p50_ms(url, host)
    loaded = _run(url, host, CONNECTIONS, SECONDS)
    return Load(
        label=label,
        rps=loaded["requests"]["average"],
        p50_ms=loaded["latency"]["p50"],
        p99_ms=loaded["latency"]["p99"],
        errors=loaded["non2xx"] + loaded["errors"],
        alone_p50_ms=alone,
    )


def bench_http(server: LiveServer, slug: str) -> tuple[bool, bool]:
    """Prints the loads; returns (goal 2's cached-search part, goal 3) verdicts."""
    car = server.get_json(slug, "/api/v1/cars", limit=1)["hits"][0]["slug"]
    print(
        f"real HTTP on loopback (autocannon, {CONNECTIONS} connections, {SECONDS} s, one worker,"
        f" {slug}):",
        flush=True,
    )
    health = load(server, slug, "/healthz (the floor)", "/healthz")
    print(health.line(), flush=True)
    search = load(server, slug, "cached search /api/v1/search", "/api/v1/search?make=Toyota")
    print(search.line(SEARCH_RPS_BAR), flush=True)
    data = load(server, slug, "car data /api/v1/cars/{slug}", f"/api/v1/cars/{car}")
    print(data.line(CAR_RPS_BAR), flush=True)
    html = load(server, slug, "vehicle page HTML /cars/{slug}", f"/cars/{car}")
    print(html.line(CAR_HTML_RPS_BAR), flush=True)
    search_ok = search.rps >= SEARCH_RPS_BAR
    car_ok = (
        data.rps >= CAR_RPS_BAR
        and data.alone_p50_ms <= CAR_P50_BAR_MS
        and html.rps >= CAR_HTML_RPS_BAR
    )
    print(
        f"  verdict goal 3 (vehicle page): {'PASS' if car_ok else 'FAIL'} - data {data.rps:,.0f}/s"
        f" (bar {CAR_RPS_BAR}), alone p50 {data.alone_p50_ms:.2f} ms (bar {CAR_P50_BAR_MS:.0f}),"
        f" HTML {html.rps:,.0f}/s (bar {CAR_HTML_RPS_BAR:,})",
        flush=True,
    )
    return search_ok, car_ok
