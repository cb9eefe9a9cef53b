"""The console's dashboard: page views and leads by kind per day, the cars most
viewed and most enquired about, and how long leads wait for a first contact, over the last N
days of the site's own calendar (its primary dealership's time zone), for the dealerships and
lead kinds the user reaches."""

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from statistics import median, quantiles
from typing import Any
from urllib.parse import urlsplit
from zoneinfo import ZoneInfo

from sqlalchemy import ColumnElement, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.console.models import ConsoleUser
from forecourt.core.access import Access
from forecourt.inventory.models import Car
from forecourt.leads.desk import visible_leads
from forecourt.leads.models import Lead
from forecourt.locations.hours import DEFAULT_TIME_ZONE, STATE_TIME_ZONES
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite
from forecourt.tracking import views as car_views

MAX_DAYS = 90
TOP_CARS = 10
MAX_LEADS = 50_000  # a bound on one answer's work: far above any dealer group's 90 days
MAX_SOURCES = 12
P90_FROM = 10  # "9 in 10 within ..." says something only of ten contacted leads or more
# Stock ageing: days in stock, the buckets dealers use (a car is "aged" past 90 days).
AGE_BUCKETS: tuple[tuple[str, int | None], ...] = (
    ("0 to 30 days", 30), ("31 to 60 days", 60), ("61 to 90 days", 90), ("Over 90 days", None),
)  # fmt: skip
# Click ids that name their ad network when a link carries no utm_source.
CLICK_IDS = {"gclid": "Google Ads", "fbclid": "Facebook", "msclkid": "Microsoft Ads"}


@dataclass(frozen=True)
class TopCar:
    car: Car
    count: int


@dataclass(frozen=True)
class Dashboard:
    days: list[date]
    views: list[int]
    leads_by_kind: dict[str, list[int]]
    most_viewed: list[TopCar]
    most_enquired: list[TopCar]
    first_contact_median_hours: float | None
    first_contact_p90_hours: float | None
    contacted: int
    leads: int
    first_contact_median_minutes: float | None = None
    first_contact_p90_minutes: float | None = None
    sources: list[tuple[str, int]] = field(default_factory=list)
    sold: int = 0
    by_salesperson: list["Responder"] = field(default_factory=list)
    stock_ageing: list[tuple[str, int]] = field(default_factory=list)


@dataclass(frozen=True)
class Responder:
    user_id: int
    name: str
    contacted: int
    median_minutes: float


def lead_source(attributes: dict[str, Any]) -> str:
    """Where a lead came from: its link's utm_source (and medium), an ad network's click id,
    the referring site, or Direct."""
    params = attributes.get("linked_query_params") or {}
    if params.get("utm_source"):
        medium = params.get("utm_medium")
        return f"{params['utm_source']} / {medium}" if medium else str(params["utm_source"])
    for key, network in CLICK_IDS.items():
        if params.get(key):
            return network
    host = urlsplit(str(attributes.get("referrer") or "")).hostname
    return host.removeprefix("www.") if host else "Direct"


def _median_minutes(waits: list[float]) -> float:
    return round(median(waits) * 60, 1)


async def site_zone(session: AsyncSession, site: ResolvedSite) -> ZoneInfo:
    state = None
    if site.primary_dealership_id:
        state = await session.scalar(
            select(Dealership.state).where(Dealership.id == site.primary_dealership_id)
        )
    return ZoneInfo(STATE_TIME_ZONES.get(state or "", DEFAULT_TIME_ZONE))


def _car_scope(access: Access) -> list[ColumnElement[bool]]:
    rules: list[ColumnElement[bool]] = [Car.site_id == access.site_id]
    if access.dealership_ids is not None:
        rules.append(Car.dealership_id.in_(access.dealership_ids))
    return rules


async def _top(session: AsyncSession, counted: dict[int, int]) -> list[TopCar]:
    ids = [car_id for car_id, _ in Counter(counted).most_common(TOP_CARS)]
    cars = {c.id: c for c in await session.scalars(select(Car).where(Car.id.in_(ids)))}
    return [TopCar(cars[i], counted[i]) for i in ids if i in cars]


async def dashboard(
    session: AsyncSession, access: Access, site: ResolvedSite, days: int, now: datetime
) -> Dashboard:
    zone = await site_zone(session, site)
    today = now.astimezone(zone).date()
    calendar = [today - timedelta(days=n) for n in range(days - 1, -1, -1)]
    start = datetime.combine(calendar[0], time.min, zone).astimezone(UTC)
    index = {day: i for i, day in enumerate(calendar)}

    def slot(moment: datetime) -> int | None:
        return index.get(moment.astimezone(zone).date())

    views = [0] * days
    for hour, count in await car_views.views_per_hour(
        session, access.site_id, start, _car_scope(access)
    ):
        i = slot(hour.replace(tzinfo=hour.tzinfo or UTC))
        if i is not None:
            views[i] += count
    viewed = await car_views.most_viewed(
        session, access.site_id, start, _car_scope(access), TOP_CARS
    )

    by_kind: dict[str, list[int]] = defaultdict(lambda: [0] * days)
    enquired: Counter[int] = Counter()
    waits: list[float] = []
    sources: Counter[str] = Counter()
    per_user: dict[int, list[float]] = defaultdict(list)
    sold = 0
    rows = await session.execute(
        visible_leads(
            access,
            Lead.created_at,
            Lead.kind,
            Lead.car_id,
            Lead.first_contacted_at,
            Lead.attributes,
            Lead.status,
            Lead.assignee_id,
        )  # fmt: skip
        .where(Lead.created_at >= start, Lead.kind != "test")
        .limit(MAX_LEADS)
    )
    total = 0
    for created, kind, car_id, contacted, attributes, status, assignee in rows.all():
        i = slot(created.replace(tzinfo=created.tzinfo or UTC))
        if i is None:
            continue
        total += 1
        by_kind[kind][i] += 1
        sources[lead_source(attributes or {})] += 1
        sold += status == "sold"
        if car_id:
            enquired[car_id] += 1
        if contacted:
            waits.append((contacted - created).total_seconds() / 3600)
            if assignee:
                per_user[assignee].append(waits[-1])
    names = dict(
        (await session.execute(
            select(ConsoleUser.id, ConsoleUser.name).where(ConsoleUser.id.in_(list(per_user)))
        )).all()
    ) if per_user else {}  # fmt: skip
    responders = sorted(
        (Responder(uid, names.get(uid, "A former user"), len(w), _median_minutes(w))
         for uid, w in per_user.items()),
        key=lambda r: (r.median_minutes, r.name),
    )  # fmt: skip
    return Dashboard(
        days=calendar, views=views, leads_by_kind=dict(sorted(by_kind.items())),
        most_viewed=await _top(session, viewed),
        most_enquired=await _top(session, dict(enquired)),
        first_contact_median_hours=round(median(waits), 1) if waits else None,
        first_contact_p90_hours=(round(quantiles(waits, n=10)[-1], 1) if len(waits) > 1
                                 else round(waits[0], 1) if waits else None),
        contacted=len(waits), leads=total,
        first_contact_median_minutes=_median_minutes(waits) if waits else None,
        first_contact_p90_minutes=(round(quantiles(waits, n=10)[-1] * 60, 1)
                                   if len(waits) >= P90_FROM else None),
        sources=Counter(sources).most_common(MAX_SOURCES), sold=sold, by_salesperson=responders,
        stock_ageing=await _stock_ageing(session, access, now),
    )  # fmt: skip


async def _stock_ageing(
    session: AsyncSession, access: Access, now: datetime
) -> list[tuple[str, int]]:
    """The cars in stock by days in stock (since they were added)."""
    days = await session.scalars(
        select(Car.created_at).where(*_car_scope(access), Car.status == "in_stock")
    )
    counts = dict.fromkeys((label for label, _ in AGE_BUCKETS), 0)
    for added in days:
        age = (now - added.replace(tzinfo=added.tzinfo or UTC)).days
        label = next(label for label, upto in AGE_BUCKETS if upto is None or age <= upto)
        counts[label] += 1
    return list(counts.items())
