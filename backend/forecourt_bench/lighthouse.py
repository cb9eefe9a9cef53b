"""The first screen, measured: Lighthouse (npm, bench/node_modules) in mobile mode with simulated
throttling, against Debian's Chromium, on the home page, the default search page and a vehicle
page of every demo site."""

import json
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from forecourt.pages.route_chunks import (
    FIRST_SCREEN_JS_BUDGET,
    ROUTES,
    first_screen_scripts,
    gzipped_size,
    route_modules,
)
from forecourt_bench.live_server import LiveServer

BENCH_TOOLS = Path(__file__).resolve().parents[2] / "bench"
FRONTEND_DIST = BENCH_TOOLS.parent / "frontend" / "dist"
FIRST_SCREEN_ROUTES = ("home.tsx", "search.tsx", "car.tsx")
PERFORMANCE_BAR = 95
LCP_BAR_MS = 1500.0
CLS_BAR = 0.02
TBT_BAR_MS = 100.0
PAGE_TIMEOUT_S = 180
# One Lighthouse run varies by several points on a busy 2-core machine; like Lighthouse CI, each
# page's verdict is the median (by performance score) of three runs. Two more runs make five
# single runs, whose worst LCP must stay within WORST_LCP_BAR_MS: a shopper meets single runs.
RUNS_PER_PAGE = 3
SINGLE_RUNS = 5
WORST_LCP_BAR_MS = 2000.0


@dataclass(frozen=True)
class PageScore:
    site: str
    page: str
    url: str
    performance: int
    lcp_ms: float
    tbt_ms: float
    cls: float
    script_kb: float  # JavaScript transferred, KB

    @property
    def passed(self) -> bool:
        return (
            self.performance >= PERFORMANCE_BAR
            and self.lcp_ms <= LCP_BAR_MS
            and self.cls <= CLS_BAR
            and self.tbt_ms <= TBT_BAR_MS
        )

    def line(self) -> str:
        return (
            f"  {self.site:<20} {self.page:<7} perf {self.performance:>3}  LCP {self.lcp_ms / 1000:4.2f} s"
            f"  TBT {self.tbt_ms:4.0f} ms  CLS {self.cls:5.3f}  JS {self.script_kb:5.1f} KB"
            f"  {'ok' if self.passed else 'MISS'}"
        )


def chromium() -> str | None:
    return (
        os.environ.get("CHROME_PATH")
        or shutil.which("chromium")
        or shutil.which("chromium-browser")
    )


def lighthouse_bin() -> Path:
    return BENCH_TOOLS / "node_modules" / ".bin" / "lighthouse"


def pages_of(server: LiveServer, slug: str) -> list[tuple[str, str]]:
    """(label, URL): the home page, the site's default search page and its first featured car."""
    base = server.base_url(slug)
    site = server.get_json(slug, "/api/v1/site")
    cars = server.get_json(slug, "/api/v1/cars", limit=1)["hits"]
    pages = [("home", base + "/"), ("search", base + site["config"]["search"]["default_path"])]
    if cars:
        pages.append(("vehicle", f"{base}/cars/{cars[0]['slug']}"))
    return pages


def score(site: str, page: str, url: str, browser: str) -> PageScore:
    with tempfile.TemporaryDirectory(prefix="forecourt-lh-") as tmp:
        report = Path(tmp) / "report.json"
        subprocess.run(
            [
                str(lighthouse_bin()),
                url,
                "--only-categories=performance",
                "--form-factor=mobile",
                "--throttling-method=simulate",
                "--chrome-flags=--headless=new --no-sandbox",
                "--output=json",
                f"--output-path={report}",
                "--quiet",
            ],
            env={**os.environ, "CHROME_PATH": browser},
            check=True,
            timeout=PAGE_TIMEOUT_S,
        )
        data = json.loads(report.read_text())
    audits = data["audits"]
    scripts = [
        item
        for item in audits["resource-summary"]["details"]["items"]
        if item["resourceType"] == "script"
    ]
    return PageScore(
        site=site,
        page=page,
        url=url,
        performance=round(data["categories"]["performance"]["score"] * 100),
        lcp_ms=audits["largest-contentful-paint"]["numericValue"],
        tbt_ms=audits["total-blocking-time"]["numericValue"],
        cls=audits["cumulative-layout-shift"]["numericValue"],
        script_kb=(scripts[0]["transferSize"] / 1000) if scripts else 0.0,
    )


def median_run(runs: list[PageScore]) -> PageScore:
    return sorted(runs, key=lambda s: (s.performance, -s.lcp_ms))[len(runs) // 2]


def print_script_budget(dist: Path) -> bool:
    """The gzipped script each route runs before its first screen (make test holds the budget)."""
    sizes = {
        module.removeprefix(ROUTES): gzipped_size(dist, first_screen_scripts(dist, module))
        for module in route_modules(dist)
    }
    if not sizes:
        return False
    largest = max(sizes, key=lambda m: sizes[m])
    pages = "  ".join(
        f"{m.removesuffix('.tsx')} {sizes[m] / 1000:.1f} KB" for m in FIRST_SCREEN_ROUTES
    )
    print(
        f"  first-screen script (gzipped): {pages}; largest of {len(sizes)} routes"
        f" {largest.removesuffix('.tsx')} {sizes[largest] / 1000:.1f} KB"
        f" (budget {FIRST_SCREEN_JS_BUDGET / 1000:.0f} KB)",
        flush=True,
    )
    return sizes[largest] <= FIRST_SCREEN_JS_BUDGET


def bench_first_screen(server: LiveServer, dist: Path = FRONTEND_DIST) -> bool | None:
    """Prints one line per page and the goal's verdict; None when the tools are missing."""
    browser = chromium()
    if browser is None or not lighthouse_bin().exists():
        print("first screen: skipped (needs Chromium and `npm ci` in bench/)", flush=True)
        return None
    print(
        f"first screen (Lighthouse 13, mobile, simulated throttling, median of {RUNS_PER_PAGE} runs"
        " after the page's first visit):",
        flush=True,
    )
    within_budget = print_script_budget(dist)
    scores: list[PageScore] = []
    worst_lcp: list[float] = []
    for slug in server.sites:
        for page, url in pages_of(server, slug):
            # The page's first visit is run before them and reported apart, not in the median:
            # the server draws each photo's renditions on first request (then serves them from
            # its disk cache), here on the same 2 cores as the browser, so a cold run's
            # main-thread tasks stretch with the server's work, which a phone never shares.
            first = score(slug, page, url, browser)
            runs = [score(slug, page, url, browser) for _ in range(SINGLE_RUNS)]
            scores.append(median_run(runs[:RUNS_PER_PAGE]))
            worst_lcp.append(max(r.lcp_ms for r in runs))
            print(
                f"{scores[-1].line()}  (runs perf {'/'.join(str(r.performance) for r in runs)};"
                f" single-run LCP {'/'.join(f'{r.lcp_ms / 1000:.2f}' for r in runs)} s;"
                f" first visit perf {first.performance}, LCP {first.lcp_ms / 1000:.2f} s,"
                f" TBT {first.tbt_ms:.0f} ms)",
                flush=True,
            )
    passed = within_budget and all(s.passed for s in scores)
    worst = min(scores, key=lambda s: s.performance)
    print(
        f"  verdict goal 1 (first screen): {'PASS' if passed else 'FAIL'}"
        f" - {sum(s.passed for s in scores)}/{len(scores)} pages meet perf >= {PERFORMANCE_BAR},"
        f" LCP <= {LCP_BAR_MS / 1000:.1f} s, CLS <= {CLS_BAR}, TBT <= {TBT_BAR_MS:.0f} ms;"
        f" worst {worst.site} {worst.page} perf {worst.performance}",
        flush=True,
    )
    worst_single = max(worst_lcp)
    print(
        f"  verdict single runs (worst LCP of {SINGLE_RUNS} per page):"
        f" {'PASS' if worst_single <= WORST_LCP_BAR_MS else 'FAIL'} - worst"
        f" {worst_single / 1000:.2f} s,"
        f" {sum(w <= WORST_LCP_BAR_MS for w in worst_lcp)}/{len(worst_lcp)} pages within"
        f" {WORST_LCP_BAR_MS / 1000:.1f} s",
        flush=True,
    )
    return passed and worst_single <= WORST_LCP_BAR_MS
