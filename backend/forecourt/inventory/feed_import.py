"""Imports a dealership's stock feed: upsert by stock number or VIN, optionally a full replace.

`import_stock(session, dealership_slug, rows, full=...)` checks everything it can against the
database first (the dealership, location slugs, stock number and VIN clashes), then writes; it
flushes but never commits, so the caller's one transaction holds the whole import. A refused feed
raises FeedRefused and writes nothing.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Literal, NamedTuple, cast

from sqlalchemy import Table, delete, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.catalog.models import Manufacturer
from forecourt.core.clock import utcnow
from forecourt.core.slugs import slugify
from forecourt.inventory.feed_format import FeedRow
from forecourt.inventory.feed_parse import FeedProblem, FeedRefused
from forecourt.inventory.feed_values import car_name, car_values
from forecourt.inventory.models import Car, CarImage
from forecourt.inventory.stock_version import bump_stock_version
from forecourt.locations.models import Location
from forecourt.tenancy.models import Dealership

BATCH = 1000


@dataclass(frozen=True)
class FeedCar:
    """A car the import adds, updates or marks sold (missing from a whole-stock feed)."""

    action: Literal["add", "update", "sell"]
    stocknum: str
    name: str


@dataclass(frozen=True)
class ImportResult:
    dealership: str
    rows: int
    created: int
    updated: int
    marked_sold: int
    cars: list[FeedCar] = field(default_factory=list)  # the dry run lists them

    def summary(self) -> str:
        sold = f", {self.marked_sold} missing from the feed marked sold" if self.marked_sold else ""
        return (
            f"Imported {self.rows} cars into {self.dealership}: "
            f"{self.created} created, {self.updated} updated{sold}."
        )


class _Existing(NamedTuple):
    id: int
    stocknum: str
    vin: str | None
    badge: str | None
    slug: str
    status: str
    sold_at: datetime | None
    name: str


@dataclass
class _Match:
    number: int  # the file's own row number
    row: FeedRow
    car: _Existing | None  # the existing car (id, stocknum, vin, badge, slug, status, sold_at)


async def import_stock(
    session: AsyncSession,
    dealership_slug: str,
    rows: Sequence[FeedRow],
    *,
    full: bool = False,
    now: datetime | None = None,
    first_row: int = 1,
) -> ImportResult:
    """`first_row`: the file's own number of the first row, for the refusal (FIRST_ROW)."""
    now = now or utcnow()
    dealership = await session.scalar(select(Dealership).where(Dealership.slug == dealership_slug))
    if dealership is None:
        raise FeedRefused([FeedProblem(None, "dealership", f"no dealership '{dealership_slug}'")])
    columns = (
        Car.id,
        Car.stocknum,
        Car.vin,
        Car.badge,
        Car.slug,
        Car.status,
        Car.sold_at,
        Car.name,
    )
    result = await session.execute(
        select(*columns).where(Car.dealership_id == dealership.id).order_by(Car.id)
    )  # in the order the cars arrived: the dry run lists them so
    existing = [_Existing(*r) for r in result.all()]
    locations = dict(
        (
            await session.execute(
                select(Location.slug, Location.id).where(Location.dealership_id == dealership.id)
            )
        ).all()
    )
    matches = _match(rows, existing, locations, first_row)  # raises before anything is written

    default_location = await _default_location(session, dealership.id)
    makes = {
        name.lower(): id_
        for name, id_ in (await session.execute(select(Manufacturer.name, Manufacturer.id))).all()
    }
    context = _Context(dealership, locations, default_location, makes, now)
    created = await _insert_new(session, [m for m in matches if m.car is None], context)
    for m in matches:
        if m.car is not None:
            await _update(session, m, context)
    await _replace_images(session, matches, created)
    sold = await _mark_missing_sold(session, existing, matches, now) if full else []
    await bump_stock_version(session, dealership.site_id)
    await session.flush()
    cars = [
        FeedCar("add" if m.car is None else "update", m.row.stocknum,
                car_name(m.row.year, m.row.make, m.row.model, m.row.badge))
        for m in matches
    ] + [FeedCar("sell", car.stocknum, car.name) for car in sold]  # fmt: skip
    return ImportResult(
        dealership.slug, len(rows), len(created), len(matches) - len(created), len(sold), cars
    )


def _match(
    rows: Sequence[FeedRow], existing: Sequence[_Existing], locations: dict[str, int],
    first_row: int,
) -> list[_Match]:  # fmt: skip
    """Each row's existing car: by stock number first, then by VIN (a car re-stocked under a new number)."""
    by_stock = {car.stocknum: car for car in existing}
    by_vin = {car.vin.upper(): car for car in existing if car.vin}
    claimed: dict[int, int] = {}  # car id -> row number
    problems, matches = [], []
    for number, row in enumerate(rows, start=first_row):
        car = by_stock.get(row.stocknum)
        vin_car = by_vin.get(row.vin) if row.vin else None
        if car is not None and vin_car is not None and vin_car.id != car.id:
            problems.append(
                FeedProblem(
                    number, "vin", f"VIN {row.vin} belongs to stock number {vin_car.stocknum}"
                )
            )
        car = car or vin_car
        if car is not None and car.id in claimed:
            problems.append(
                FeedProblem(number, "vin", f"matches the same car as row {claimed[car.id]}")
            )
        if car is not None:
            claimed.setdefault(car.id, number)
        if row.location and row.location not in locations:
            problems.append(
                FeedProblem(number, "location", f"no location '{row.location}' at this dealership")
            )
        matches.append(_Match(number, row, car))
    if problems:
        raise FeedRefused(problems)
    return matches


async def _default_location(session: AsyncSession, dealership_id: int) -> int | None:
    """Cars without a location go to the dealership's primary sales location."""
    return await session.scalar(
        select(Location.id)
        .where(Location.dealership_id == dealership_id)
        .order_by((Location.location_type == "sales").desc(), Location.primary.desc(), Location.id)
        .limit(1)
    )


@dataclass(frozen=True)
class _Context:
    dealership: Dealership
    locations: dict[str, int]
    default_location: int | None
    makes: dict[str, int]
    now: datetime

    def location_for(self, row: FeedRow) -> int | None:
        return self.locations[row.location] if row.location else self.default_location


def _sold_at(row: FeedRow, car: _Existing | None, now: datetime) -> datetime | None:
    """A car reported sold keeps the date it was first seen sold; a car back in stock loses it."""
    if row.status != "sold":
        return None
    return car.sold_at if car is not None and car.status == "sold" and car.sold_at else now


async def _insert_new(
    session: AsyncSession, matches: list[_Match], ctx: _Context
) -> dict[int, int]:
    """Inserts new cars in batches; returns row number -> new car id."""
    site_id = ctx.dealership.site_id
    taken = set((await session.scalars(select(Car.slug).where(Car.site_id == site_id))).all())
    rows = []
    for m in matches:
        r = m.row
        values = car_values(r, every_column=True)
        slug = base = slugify(f"{r.year}-{r.make}-{r.model}-{r.badge or ''}-{r.stocknum}")[:190]
        n = 2
        while slug in taken:  # a stock number reused by another dealership of the same site
            slug, n = f"{base}-{n}", n + 1
        taken.add(slug)
        values.update(
            site_id=site_id, dealership_id=ctx.dealership.id, location_id=ctx.location_for(r),
            manufacturer_id=ctx.makes.get(r.make.lower()), slug=slug,
            name=car_name(r.year, r.make, r.model, r.badge), sold_at=_sold_at(r, None, ctx.now),
            views=0, payment_processors=[], extra={}, created_at=ctx.now, updated_at=ctx.now,
        )  # fmt: skip
        rows.append(values)
    created: dict[int, int] = {}
    table = cast(Table, Car.__table__)
    statement = insert(table).returning(table.c.id, sort_by_parameter_order=True)
    for start in range(0, len(rows), BATCH):
        ids = (await session.execute(statement, rows[start : start + BATCH])).scalars()
        for m, car_id in zip(matches[start : start + BATCH], ids, strict=True):
            created[m.number] = car_id
    return created


async def _update(session: AsyncSession, m: _Match, ctx: _Context) -> None:
    car, r = m.car, m.row
    assert car is not None
    provided = r.model_fields_set
    values = car_values(r)
    badge = r.badge if "badge" in provided else car.badge
    values.update(name=car_name(r.year, r.make, r.model, badge), manufacturer_id=ctx.makes.get(r.make.lower()),
                  updated_at=ctx.now)  # fmt: skip
    if "status" in provided:
        values["sold_at"] = _sold_at(r, car, ctx.now)
    if "location" in provided:
        values["location_id"] = ctx.location_for(r)
    await session.execute(update(Car).where(Car.id == car.id).values(**values))


async def _replace_images(
    session: AsyncSession, matches: list[_Match], created: dict[int, int]
) -> None:
    """A row that carries an images column replaces the car's pictures (an empty cell: none)."""
    targets = [
        (created.get(m.number) or m.car.id, m.row.images)  # type: ignore[union-attr]
        for m in matches
        if "images" in m.row.model_fields_set or m.number in created
    ]
    new_ids = set(created.values())
    replaced = [car_id for car_id, _ in targets if car_id not in new_ids]
    for start in range(0, len(replaced), BATCH):
        await session.execute(
            delete(CarImage).where(CarImage.car_id.in_(replaced[start : start + BATCH]))
        )
    image_rows = [
        {
            "car_id": car_id,
            "position": i,
            "source": source,
            "width": None,
            "height": None,
            "alt": None,
        }
        for car_id, sources in targets
        for i, source in enumerate(sources)
    ]
    for start in range(0, len(image_rows), BATCH * 5):
        await session.execute(
            insert(cast(Table, CarImage.__table__)), image_rows[start : start + BATCH * 5]
        )


async def _mark_missing_sold(
    session: AsyncSession, existing: Sequence[_Existing], matches: list[_Match], now: datetime
) -> list[_Existing]:
    """--full: the feed is the dealer's whole stock, so unsold cars missing from it have been sold."""
    in_feed = {m.car.id for m in matches if m.car is not None}
    missing = [car for car in existing if car.id not in in_feed and car.status != "sold"]
    ids = [car.id for car in missing]
    for start in range(0, len(ids), BATCH):
        await session.execute(
            update(Car)
            .where(Car.id.in_(ids[start : start + BATCH]))
            .values(status="sold", sold_at=now, reserved=False, updated_at=now)
        )
    return missing
