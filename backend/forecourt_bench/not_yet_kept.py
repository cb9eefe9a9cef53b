"""What a page or an answer not yet kept costs the server: many different cars and searches of the
long tail, each asked for once, one at a time, from a freshly started worker, timed by the server
itself (`Server-Timing: app;dur=`, from the request's arrival to its answer's start).

Goal 2's first bar: a car page, a car's API answer and a search page each within 10 ms at p50
(p95 printed beside it); a search's API answer is printed too."""

import re
from collections import defaultdict
from dataclasses import dataclass
from statistics import quantiles

import httpx

from forecourt_bench.live_server import LiveServer

PER_KIND = 200
COST_BAR_MS = 10.0
BARRED_KINDS = ("car page", "car API answer", "search page")
# What Chrome and Googlebot send: pages are kept as Brotli and sent as kept.
ACCEPT_ENCODING = "gzip, deflate, br"
_APP = re.compile(r"app;dur=([0-9.]+)")


@dataclass(frozen=True)
class KindCost:
    kind: str
    p50_ms: float
    p95_ms: float
    count: int

    @property
    def within_bar(self) -> bool:
        return self.kind not in BARRED_KINDS or self.p50_ms <= COST_BAR_MS

    def line(self) -> str:
        bar = f" (bar {COST_BAR_MS:.0f} ms at p50)" if self.kind in BARRED_KINDS else ""
        return (
            f"  {self.kind:<17} {self.count:>3} once each  p50 {self.p50_ms:5.1f} ms"
            f"  p95 {self.p95_ms:5.1f} ms{bar}"
        )


def kind_of(path: str) -> str:
    if path.startswith("/api/v1/cars/"):
        return "car API answer"
    if path.startswith("/api/v1/search"):
        return "search API answer"
    return "car page" if path.startswith("/cars/") else "search page"


def costs_not_yet_kept(server: LiveServer, targets: list[tuple[str, str]]) -> list[KindCost]:
    """`targets` (host, path) in turn; each kind's first PER_KIND different addresses, once."""
    taken: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for host, path in dict.fromkeys(targets):
        if len(taken[kind_of(path)]) < PER_KIND:
            taken[kind_of(path)].append((host, path))
    took: dict[str, list[float]] = defaultdict(list)
    with httpx.Client(timeout=30) as client:
        for turn in zip(*taken.values(), strict=False):  # the kinds in turn, as in the load
            for host, path in turn:
                response = client.get(
                    f"http://127.0.0.1:{server.port}{path}",
                    headers={"Host": host, "Accept-Encoding": ACCEPT_ENCODING},
                )
                found = _APP.search(response.headers.get("server-timing", ""))
                if response.status_code == 200 and found:
                    took[kind_of(path)].append(float(found.group(1)))
    costs = []
    for kind in (*BARRED_KINDS, "search API answer"):
        times = took.get(kind, [])
        if len(times) >= 2:
            cuts = quantiles(times, n=100)
            costs.append(KindCost(kind, cuts[49], cuts[94], len(times)))
    return costs
