"""The console's dashboard: page views and leads by kind per day, the cars most
viewed and most enquired about, and how long leads wait for a first contact, over the last N
days of the site's own calendar (its primary dealership's time zone), for the dealerships and
lead kinds the user reaches."""

from collections import Counter, defaultdict
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from statistics import median, quantiles
from zoneinfo import ZoneInfo

from sqlalchemy import ColumnElement, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.access import Access
from forecourt.inventory.models import Car
from forecourt.leads.desk import visible_leads
from forecourt.leads.models import Lead
from forecourt.locations.hours import DEFAULT_TIME_ZONE, STATE_TIME_ZONES
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite
from forecourt.tracking.models import CarViewHour

MAX_DAYS = 90
TOP_CARS = 10
MAX_LEADS = 50_000  # a bound on one answer's work: far above any dealer group's 90 days


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
    view_rows = await session.execute(
        select(CarViewHour.hour, func.sum(CarViewHour.views))
        .join(Car, Car.id == CarViewHour.car_id)
        .where(
            CarViewHour.site_id == access.site_id, CarViewHour.hour >= start, *_car_scope(access)
        )
        .group_by(CarViewHour.hour)
    )
    for hour, count in view_rows.all():
        i = slot(hour.replace(tzinfo=hour.tzinfo or UTC))
        if i is not None:
            views[i] += int(count)
    viewed = await session.execute(
        select(CarViewHour.car_id, func.sum(CarViewHour.views))
        .join(Car, Car.id == CarViewHour.car_id)
        .where(
            CarViewHour.site_id == access.site_id, CarViewHour.hour >= start, *_car_scope(access)
        )
        .group_by(CarViewHour.car_id)
        .order_by(func.sum(CarViewHour.views).desc())
        .limit(TOP_CARS)
    )

    by_kind: dict[str, list[int]] = defaultdict(lambda: [0] * days)
    enquired: Counter[int] = Counter()
    waits: list[float] = []
    rows = await session.execute(
        visible_leads(access, Lead.created_at, Lead.kind, Lead.car_id, Lead.first_contacted_at)
        .where(Lead.created_at >= start, Lead.kind != "test")
        .limit(MAX_LEADS)
    )
    total = 0
    for created, kind, car_id, contacted in rows.all():
        i = slot(created.replace(tzinfo=created.tzinfo or UTC))
        if i is None:
            continue
        total += 1
        by_kind[kind][i] += 1
        if car_id:
            enquired[car_id] += 1
        if contacted:
            waits.append((contacted - created).total_seconds() / 3600)
    return Dashboard(
        days=calendar, views=views, leads_by_kind=dict(sorted(by_kind.items())),
        most_viewed=await _top(session, {c: int(n) for c, n in viewed.all()}),
        most_enquired=await _top(session, dict(enquired)),
        first_contact_median_hours=round(median(waits), 1) if waits else None,
        first_contact_p90_hours=(round(quantiles(waits, n=10)[-1], 1) if len(waits) > 1
                                 else round(waits[0], 1) if waits else None),
        contacted=len(waits), leads=total,
    )  # fmt: skip
