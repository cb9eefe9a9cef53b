"""The long tail under load: many different cars and searches over every demo site, in turn (a
car's page, its API answer, a search page, a search's API answer), as crawlers, ad clicks and
shoppers spread over the stock; each run on a freshly started server, so nothing is kept yet, or
on one that has made every car's page and answer ahead (web/pages_ahead.py) as a server does after
it starts, but none of the searches.

Goal 1 (no stall): 200 connections for 60 s on one worker answer no 500 and time out nothing;
over capacity the server may say 503 at once. Goal 2 (fast long tail): a car page, a car's API
answer and a search page not yet kept each cost the server 10 ms at p50 (not_yet_kept.py), and 100
connections on `forecourt serve --workers 2`, its pages made ahead, sustain 400 requests a second
with p99 within 250 ms; the one-worker figure and those of servers that made nothing ahead are
printed beside it. Requests ask for the encodings Chrome and Googlebot
ask for."""

import itertools
import json
import random
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from forecourt_bench.lighthouse import BENCH_TOOLS
from forecourt_bench.live_server import LiveServer, serving
from forecourt_bench.not_yet_kept import (
    ACCEPT_ENCODING,
    BARRED_KINDS,
    COST_BAR_MS,
    costs_not_yet_kept,
)

STALL_CONNECTIONS, STALL_SECONDS = 200, 60
TAIL_CONNECTIONS, TAIL_SECONDS = 100, 30
TAIL_RPS_BAR, TAIL_P99_BAR_MS = 400, 250
TIMEOUT_SECONDS = 10
SEARCH_FILTERS = ("make", "body_type", "fuel_type", "transmission", "colour")


@dataclass(frozen=True)
class Target:
    host: str
    path: str


@dataclass(frozen=True)
class TailLoad:
    label: str
    requests: int
    rps: float
    p50_ms: float
    p99_ms: float
    timeouts: int
    statuses: dict[str, int]

    @property
    def server_errors(self) -> int:
        return sum(n for code, n in self.statuses.items() if code.startswith("5") and code != "503")

    @property
    def answered_per_second(self) -> float:
        """Requests answered 2xx a second: what shoppers got, refusals left out."""
        ok = sum(n for code, n in self.statuses.items() if code.startswith("2"))
        return self.rps * ok / self.requests if self.requests else 0.0

    def line(self) -> str:
        shed = self.statuses.get("503", 0)
        return (
            f"  {self.label:<44} {self.answered_per_second:6,.0f}/s answered"
            f" ({self.rps:,.0f}/s in all)  p50 {self.p50_ms:6.1f} ms  p99"
            f" {self.p99_ms:7.1f} ms  500s {self.server_errors}  timeouts {self.timeouts}"
            f"  503 (shed) {shed}  requests {self.requests:,}"
        )


def _cars(server: LiveServer, slug: str) -> list[str]:
    first = server.get_json(slug, "/api/v1/search")
    slugs = [hit["slug"] for hit in first["hits"]]
    for page in range(2, first["pages"] + 1):
        slugs += [hit["slug"] for hit in server.get_json(slug, "/api/v1/search", page=page)["hits"]]
    return slugs


def _searches(server: LiveServer, slug: str, seed: int) -> list[str]:
    """Query strings of real searches: each filter's values, alone and in pairs, over pages."""
    facets = server.get_json(slug, "/api/v1/search")["facets"]
    single = [
        urlencode({name: value["value"]})
        for name in SEARCH_FILTERS
        for value in facets.get(name, [])
        if value.get("count")
    ]
    pairs = [
        f"{a}&{b}"
        for a, b in itertools.combinations(single, 2)
        if a.split("=")[0] != b.split("=")[0]
    ]
    random.Random(seed).shuffle(pairs)
    queries = single + pairs[: 4 * len(single)]
    return [f"{q}&page={page}" for q in queries for page in (1, 2)]


def long_tail_targets(server: LiveServer, seed: int = 7) -> list[Target]:
    """Every car of every demo site and a few hundred searches a site, interleaved by kind."""
    kinds: list[list[Target]] = [[], [], [], []]
    for slug in server.sites:
        host = f"{slug}.localhost:{server.port}"
        for car in _cars(server, slug):
            kinds[0].append(Target(host, f"/cars/{car}"))
            kinds[1].append(Target(host, f"/api/v1/cars/{car}"))
        default = server.get_json(slug, "/api/v1/site")["config"]["search"]["default_path"]
        for query in _searches(server, slug, seed):
            kinds[2].append(Target(host, f"{default}?{query}"))
            kinds[3].append(Target(host, f"/api/v1/search?{query}"))
    rng = random.Random(seed)
    for kind in kinds:
        rng.shuffle(kind)
    longest = max(len(kind) for kind in kinds)
    return [kind[i % len(kind)] for i in range(longest) for kind in kinds]


def run_load(
    server: LiveServer, targets: list[Target], label: str, connections: int, seconds: int
) -> TailLoad:
    plan = {
        "port": server.port,
        "connections": connections,
        "seconds": seconds,
        "timeout": TIMEOUT_SECONDS,
        "accept_encoding": ACCEPT_ENCODING,
        "targets": [{"host": t.host, "path": t.path} for t in targets],
    }
    out = subprocess.run(
        ["node", str(BENCH_TOOLS / "long_tail.mjs")],
        input=json.dumps(plan),
        cwd=BENCH_TOOLS,
        check=True,
        capture_output=True,
        text=True,
    )
    result: dict[str, Any] = json.loads(out.stdout)
    return TailLoad(
        label=label,
        requests=result["requests"],
        rps=result["rps"],
        p50_ms=result["p50"],
        p99_ms=result["p99"],
        timeouts=result["timeouts"],
        statuses={str(code): int(n) for code, n in result["statuses"].items()},
    )


def bench_long_tail(database_dir: Path) -> tuple[bool, bool]:
    """Prints the loads and the verdicts of goals 1 and 2; each load on a fresh server."""
    with serving(database_dir) as server:
        targets = long_tail_targets(server)
    cars = sum(1 for t in targets if t.path.startswith("/cars/"))
    print(
        f"long tail (autocannon, {len(targets):,} addresses over {len(set(t.host for t in targets))}"
        f" sites: {cars:,} car pages, as many car API answers, searches as pages and API"
        " answers; each run on a fresh server):",
        flush=True,
    )
    with serving(database_dir) as server:
        costs = costs_not_yet_kept(server, [(t.host, t.path) for t in _on(targets, server)])
    print("  pages and answers not yet kept (one worker, server time, Server-Timing app):")
    for cost in costs:
        print(cost.line(), flush=True)
    loads = []
    for workers, connections, seconds, ahead in (
        (1, TAIL_CONNECTIONS, TAIL_SECONDS, False),
        (2, TAIL_CONNECTIONS, TAIL_SECONDS, False),
        (1, TAIL_CONNECTIONS, TAIL_SECONDS, True),
        (2, TAIL_CONNECTIONS, TAIL_SECONDS, True),
        (1, STALL_CONNECTIONS, STALL_SECONDS, False),
    ):
        with serving(database_dir, workers=workers, pages_ahead=ahead) as server:
            label = (
                f"{workers} worker{'s' if workers > 1 else ''}, {connections} connections,"
                f" {seconds} s{', pages made ahead' if ahead else ''}"
            )
            loads.append(run_load(server, _on(targets, server), label, connections, seconds))
            print(loads[-1].line(), flush=True)
    _, _, one, two, rush = loads
    stall_ok = rush.server_errors == 0 and rush.timeouts == 0
    measured = {cost.kind for cost in costs}
    costs_ok = measured >= set(BARRED_KINDS) and all(cost.within_bar for cost in costs)
    tail_ok = (
        costs_ok
        and two.answered_per_second >= TAIL_RPS_BAR
        and two.p99_ms <= TAIL_P99_BAR_MS
        and two.server_errors == 0
    )
    print(
        f"  verdict goal 1 (no stall, {STALL_CONNECTIONS} connections): {'PASS' if stall_ok else 'FAIL'}"
        f" - {rush.server_errors} answers 500, {rush.timeouts} timeouts",
        flush=True,
    )
    print(
        f"  verdict goal 2 (long tail, 2 workers, {TAIL_CONNECTIONS} connections, pages made ahead):"
        f" {'PASS' if tail_ok else 'FAIL'} - {two.answered_per_second:,.0f}/s answered (bar"
        f" {TAIL_RPS_BAR}), p99 {two.p99_ms:.0f} ms (bar {TAIL_P99_BAR_MS}); one worker"
        f" {one.answered_per_second:,.0f}/s; not yet kept p50 "
        + ", ".join(
            f"{cost.kind} {cost.p50_ms:.1f} ms" for cost in costs if cost.kind in BARRED_KINDS
        )
        + f" (bar {COST_BAR_MS:.0f})",
        flush=True,
    )
    return stall_ok, tail_ok


def _on(targets: list[Target], server: LiveServer) -> list[Target]:
    """The same addresses on this server's port."""
    return [Target(t.host.rsplit(":", 1)[0] + f":{server.port}", t.path) for t in targets]
