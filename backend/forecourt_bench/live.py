"""The benchmarks that need a real server: the demo sites served by one `forecourt serve` worker,
measured by Lighthouse (goal 1) and by autocannon over loopback (goals 2 and 3)."""

from forecourt_bench.http_load import bench_http
from forecourt_bench.lighthouse import bench_first_screen
from forecourt_bench.live_server import demo_database, serving
from forecourt_bench.long_tail import bench_long_tail
from forecourt_bench.server_render_times import bench_server_render

GROUP_SITE = "tasman-wide-group"  # the largest demo site, as the figures


def bench_live() -> None:
    print("live server (forecourt demo, one worker):", flush=True)
    with demo_database() as workdir:
        with serving(workdir) as server:
            bench_server_render(server)
            bench_first_screen(server)
            search_ok, _ = bench_http(server, GROUP_SITE)
            print(
                f"  verdict goal 2 (cached search over HTTP): {'PASS' if search_ok else 'FAIL'}",
                flush=True,
            )
        bench_long_tail(workdir)  # each of its loads on a fresh server of the same database
