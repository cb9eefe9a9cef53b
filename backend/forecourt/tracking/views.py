"""A car's page views: one rule, kept in one place.

A view is one answer of the car page's view count (`view.json`), counted here and nowhere else,
in two forms written in one statement pair: the hour's count (CarViewHour), which the console's
dashboard sums over the days it shows, and the car's running total (Car.views), which the car
page shows as "N views" and the stock table lists and sorts by. Car.views is always the sum of the
car's hours, so a car's count since it was listed is the same on the page, in the stock table and
in the dashboard; views from before a car was tracked here (the demo's) are spread over hours too
(`spread_views`), never written to Car.views alone."""

import random
from collections import Counter
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.upsert import upsert
from forecourt.inventory.models import Car
from forecourt.tracking.models import CarViewHour

SPREAD_HOURS = 24  # the most hours one car's earlier views are spread over


def _hour(moment: datetime) -> datetime:
    return moment.replace(minute=0, second=0, microsecond=0)


async def count_view(session: AsyncSession, car: Car, now: datetime) -> int:
    """One more view, atomically in the database, committed; returns the car's views since it was
    listed. updated_at is kept: a view is not a stock change."""
    views = await session.scalar(
        update(Car)
        .where(Car.id == car.id)
        .values(views=Car.views + 1, updated_at=Car.updated_at)
        .returning(Car.views)
        .execution_options(synchronize_session=False)
    )
    await session.execute(
        upsert(
            session, CarViewHour,
            {"car_id": car.id, "hour": _hour(now), "site_id": car.site_id, "views": 1},
            ["car_id", "hour"], {"views": CarViewHour.views + 1},
        )
    )  # fmt: skip
    await session.commit()
    return int(views or 0)


def spread_views(
    car_id: int, site_id: int, views: int, since: datetime, until: datetime, rng: random.Random
) -> list[dict[str, Any]]:
    """CarViewHour rows for `views` earlier views of a car, spread over up to SPREAD_HOURS random
    hours between `since` and `until`: the rows sum to `views`, the car's Car.views."""
    if views <= 0:
        return []
    span = max(0.0, (until - since).total_seconds())
    hours = [_hour(since + timedelta(seconds=rng.uniform(0, span))) for _ in range(SPREAD_HOURS)]
    counts = Counter(rng.choice(hours) for _ in range(min(views, SPREAD_HOURS * 8)))
    # the remainder past the sampled views goes where the sample put most
    counts[counts.most_common(1)[0][0]] += views - sum(counts.values())
    return [{"car_id": car_id, "hour": h, "site_id": site_id, "views": n}
            for h, n in sorted(counts.items())]  # fmt: skip


async def views_per_hour(
    session: AsyncSession, site_id: int, since: datetime, scope: Sequence[ColumnElement[bool]]
) -> list[tuple[datetime, int]]:
    """The site's car page views per hour from `since`, of the cars `scope` selects."""
    rows = await session.execute(
        select(CarViewHour.hour, func.sum(CarViewHour.views))
        .join(Car, Car.id == CarViewHour.car_id)
        .where(CarViewHour.site_id == site_id, CarViewHour.hour >= since, *scope)
        .group_by(CarViewHour.hour)
    )
    return [(hour, int(n)) for hour, n in rows.all()]


async def most_viewed(
    session: AsyncSession,
    site_id: int,
    since: datetime,
    scope: Sequence[ColumnElement[bool]],
    most: int,
) -> dict[int, int]:
    """The `most` cars viewed most from `since` (of those `scope` selects), with their views."""
    total = func.sum(CarViewHour.views)
    rows = await session.execute(
        select(CarViewHour.car_id, total)
        .join(Car, Car.id == CarViewHour.car_id)
        .where(CarViewHour.site_id == site_id, CarViewHour.hour >= since, *scope)
        .group_by(CarViewHour.car_id)
        .order_by(total.desc(), CarViewHour.car_id)
        .limit(most)
    )
    return {car_id: int(n) for car_id, n in rows.all()}
