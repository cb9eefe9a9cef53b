"""Lead intake under load: 50 shoppers submit at once through the real app, each lead
with its own Idempotency-Key and a solved captcha, then each repeats one submission with the same
key (a retry after a lost answer). Prints accepted leads per second, p50/p95 latency, and counts
from the database proving none lost and none duplicated.

Captchas are solved before the clock starts (in a browser the shopper's device does that work),
and the rate limiter is lifted: 50 submitters share one address here, which is not what it
guards against. The dispatcher does not run (no lifespan): this measures intake, the commit of the
lead with its outbox rows.
"""

import asyncio
import statistics
import time
import uuid
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import altcha
import httpx
from sqlalchemy import func, select

from forecourt.core.settings import Settings
from forecourt.inventory.models import Car
from forecourt.leads.models import Lead, LeadRequest
from forecourt.main import create_app
from forecourt.outbox.models import OutboxMessage
from forecourt.tenancy.models import Site

SUBMITTERS = 50
LEADS_EACH = 6


@dataclass
class IntakeFigures:
    database: str
    submitters: int
    latencies_ms: list[float] = field(default_factory=list)
    elapsed: float = 0.0
    failures: list[str] = field(default_factory=list)
    leads_stored: int = 0
    distinct_keys: int = 0
    replays_same_lead: int = 0
    replays: int = 0
    outbox_rows: int = 0

    @property
    def sent(self) -> int:
        return len(self.latencies_ms)

    @property
    def passed(self) -> bool:
        return (
            not self.failures
            and self.leads_stored == self.sent == self.distinct_keys
            and self.replays_same_lead == self.replays
        )

    def lines(self) -> list[str]:
        cuts = statistics.quantiles(self.latencies_ms, n=20)
        verdict = "PASS" if self.passed else "FAIL"
        return [
            f"lead intake on {self.database}: {self.submitters} concurrent submitters,"
            f" {self.sent} leads",
            f"  {self.sent / self.elapsed:.0f} accepted leads/s  p50 {statistics.median(self.latencies_ms):.1f} ms"
            f"  p95 {cuts[18]:.1f} ms",
            f"  stored {self.leads_stored} leads for {self.distinct_keys} keys, {self.outbox_rows}"
            f" outbox rows; {self.replays_same_lead}/{self.replays} retries answered with the"
            f" first lead  ->  {verdict} (none lost, none duplicated)",
            *[f"  failure: {f}" for f in self.failures[:5]],
        ]


def _solve(challenge: dict[str, Any]) -> str:
    parsed = altcha.Challenge.from_dict(challenge)
    solution = altcha.solve_challenge(parsed)
    if solution is None:
        raise RuntimeError("a captcha challenge could not be solved")
    return altcha.Payload(parsed, solution).to_base64()


async def _target(settings: Settings, app: Any) -> tuple[str, int]:
    """The site and an available car of it to enquire about."""
    async with app.state.sessionmaker() as session:
        row = (
            await session.execute(
                select(Site.slug, Car.id)
                .join(Car, Car.site_id == Site.id)
                .where(Car.status == "in_stock")
                .order_by(Car.id)
                .limit(1)
            )
        ).first()
    if row is None:
        raise RuntimeError("The benchmark database holds no car to enquire about.")
    return row[0], row[1]


async def _count(app: Any, run: str, figures: IntakeFigures) -> None:
    marker = f"%@{run}.bench.example"
    async with app.state.sessionmaker() as session:
        figures.leads_stored = await session.scalar(
            select(func.count()).select_from(Lead).where(Lead.email.like(marker))
        )
        figures.distinct_keys = await session.scalar(
            select(func.count(func.distinct(LeadRequest.key))).where(
                LeadRequest.key.like(f"bench-{run}-%")
            )
        )
        figures.outbox_rows = await session.scalar(
            select(func.count())
            .select_from(OutboxMessage)
            .join(Lead, Lead.id == OutboxMessage.lead_id)
            .where(Lead.email.like(marker))
        )


async def lead_intake(
    settings: Settings, label: str, submitters: int = SUBMITTERS, each: int = LEADS_EACH
) -> IntakeFigures:
    lifted = {name: "1000000/minute" for name in settings.rate_limits}
    quiet = {"rate_limits": lifted, "log_level": "WARNING"}  # no access log line per lead
    app = create_app(settings.model_copy(update=quiet))
    figures = IntakeFigures(label, submitters)
    run = uuid.uuid4().hex[:8]
    try:
        slug, car_id = await _target(settings, app)
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url=f"http://{slug}.localhost"
        ) as client:
            total = submitters * each
            challenges = [
                (await client.get("/api/v1/leads/challenge")).json() for _ in range(total)
            ]
            with ProcessPoolExecutor() as pool:
                solutions = list(pool.map(_solve, challenges, chunksize=10))

            def body(n: int) -> dict[str, Any]:
                return {
                    "kind": "enquiry",
                    "name": f"Shopper {n}",
                    "email": f"shopper{n}@{run}.bench.example",
                    "phone": "0412 345 678",
                    "message": "Is it still available?",
                    "car_id": car_id,
                    "altcha": solutions[n],
                }

            async def submitter(s: int) -> None:
                first: tuple[str, dict[str, Any], int] | None = None
                for j in range(each):
                    n = s * each + j
                    key, payload = f"bench-{run}-{n}", body(n)
                    sent = time.perf_counter()
                    answer = await client.post(
                        "/api/v1/leads", json=payload, headers={"Idempotency-Key": key}
                    )
                    figures.latencies_ms.append((time.perf_counter() - sent) * 1000)
                    if answer.status_code != 201:
                        figures.failures.append(f"{answer.status_code} {answer.text[:200]}")
                        continue
                    first = first or (key, payload, answer.json()["lead_id"])
                if first is not None:  # the retry of a submission whose answer was lost
                    key, payload, lead_id = first
                    again = await client.post(
                        "/api/v1/leads", json=payload, headers={"Idempotency-Key": key}
                    )
                    figures.replays += 1
                    if again.status_code in (200, 201) and again.json()["lead_id"] == lead_id:
                        figures.replays_same_lead += 1

            started = time.perf_counter()
            await asyncio.gather(*(submitter(s) for s in range(submitters)))
            figures.elapsed = time.perf_counter() - started
        await _count(app, run, figures)
    finally:
        await app.state.engine.dispose()
    return figures


def bench_leads(settings: Settings, label: str) -> bool:
    figures = asyncio.run(lead_intake(settings, label))
    print("\n".join(figures.lines()), flush=True)
    return figures.passed
