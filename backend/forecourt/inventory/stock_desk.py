"""The dealership's stock in the console: list and search, edit what a dealer edits (price,
offer price, tag, status, shown on the website, comments), mark sold, and feed import by upload
with a dry run. Every change bumps the site's stock version in its own transaction, so searches
and pages show it at once, and goes into the audit trail."""

from dataclasses import dataclass, field, replace
from datetime import timedelta
from typing import Any

from pydantic import BaseModel
from sqlalchemy import func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import Conflict, InvalidInput, NotFound
from forecourt.inventory import car_specs
from forecourt.inventory.feed_import import FeedCar, import_stock
from forecourt.inventory.feed_parse import (
    FIRST_ROW,
    FeedFormat,
    FeedProblem,
    FeedRefused,
    parse_feed,
)
from forecourt.inventory.models import Car, CarImage
from forecourt.inventory.stock_version import bump_stock_version
from forecourt.tenancy.models import Dealership

PAGE_SIZE = 25
NO_CAR = "No such car"
EDITABLE = (
    "price", "offer_price", "tag", "status", "show_on_dealer_website", "dealercomments", "km",
)  # fmt: skip


def _visible(access: Access) -> Any:
    query = select(Car).where(Car.site_id == access.site_id)
    if access.dealership_ids is not None:
        query = query.where(Car.dealership_id.in_(access.dealership_ids))
    return query


# The stock table's sort orders: the column, and newest first where two cars tie.
SORTS: dict[str, Any] = {
    "newest": Car.created_at.desc(),
    "oldest": Car.created_at.asc(),  # the longest in stock first
    "price": Car.price.asc(),
    "-price": Car.price.desc(),
    "views": Car.views.desc(),
    "make": Car.make.asc(),
}


@dataclass(frozen=True)
class StockFilters:
    q: str | None = None
    status: str | None = None
    dealership_id: int | None = None
    make: str | None = None
    min_days: int | None = None  # in stock at least this many days
    no_photos: bool = False
    min_price: int | None = None
    max_price: int | None = None
    sort: str = "newest"


@dataclass(frozen=True)
class StockListed:
    car: Car
    dealership: str
    photos: int


def _filtered(access: Access, f: StockFilters) -> Any:
    query = _visible(access)
    if f.status:
        query = query.where(Car.status == f.status)
    if f.dealership_id:
        query = query.where(Car.dealership_id == f.dealership_id)
    if f.make:
        query = query.where(func.lower(Car.make) == f.make.lower())
    if f.min_days is not None:
        query = query.where(Car.created_at <= utcnow() - timedelta(days=f.min_days))
    if f.min_price is not None:
        query = query.where(Car.price >= f.min_price)
    if f.max_price is not None:
        query = query.where(Car.price <= f.max_price)
    if f.no_photos:
        query = query.where(~select(CarImage.id).where(CarImage.car_id == Car.id).exists())
    if f.q:
        like = f"%{f.q.lower()}%"
        query = query.where(
            or_(
                func.lower(Car.name).like(like),
                func.lower(Car.stocknum).like(like),
                func.lower(func.coalesce(Car.vin, "")).like(like),
            )
        )
    return query


def _order(f: StockFilters) -> tuple[Any, ...]:
    return (SORTS.get(f.sort, SORTS["newest"]), Car.created_at.desc(), Car.id.desc())


async def page_of_cars(
    session: AsyncSession, access: Access, filters: StockFilters, page: int
) -> tuple[list[StockListed], int]:
    query = _filtered(access, filters)
    photos = (
        select(func.count(CarImage.id))
        .where(CarImage.car_id == Car.id)
        .correlate(Car)
        .scalar_subquery()
    )
    total = await session.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = await session.execute(
        query.add_columns(Dealership.name, photos)
        .join(Dealership, Dealership.id == Car.dealership_id)
        .order_by(*_order(filters))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
    )
    return [StockListed(car, name, n_photos) for car, name, n_photos in rows.all()], total


async def ids_of_cars(
    session: AsyncSession, access: Access, filters: StockFilters, most: int
) -> tuple[list[int], int]:
    """The ids of every car the filters match, in the table's order, when there are at most
    `most` of them (none when there are more), and how many match."""
    query = _filtered(access, filters)
    total = await session.scalar(select(func.count()).select_from(query.subquery())) or 0
    if total > most:
        return [], total
    ids = await session.scalars(query.with_only_columns(Car.id).order_by(*_order(filters)))
    return list(ids), total


async def makes_of(session: AsyncSession, access: Access) -> list[str]:
    """The makes of the user's cars, for the table's filter."""
    query = _visible(access).with_only_columns(Car.make).distinct().order_by(Car.make)
    return list(await session.scalars(query))


async def find_car(session: AsyncSession, access: Access, car_id: int) -> Car:
    car = await session.scalar(_visible(access).where(Car.id == car_id))
    if car is None:
        raise NotFound(NO_CAR)
    return car


async def edit_car(session: AsyncSession, access: Access, car: Car, changes: dict[str, Any]) -> Car:
    """Applies the changed fields; a car marked sold gets its sale time (and loses it again
    when put back in stock)."""
    before = {k: getattr(car, k) for k in changes if k in EDITABLE}
    after = {k: v for k, v in changes.items() if k in EDITABLE and before[k] != v}
    if not after:
        return car
    if after.get("offer_price") is not None and after["offer_price"] >= after.get(
        "price", car.price
    ):
        raise InvalidInput("The offer price must be below the price.", field="offer_price")
    action = "update"
    if "status" in after and before["status"] == "sold":
        # back in stock: the sale it undoes stays on record, with its date and price
        action = "back_in_stock"
        before |= {"sold_at": car.sold_at.isoformat() if car.sold_at else None,
                   "price": before.get("price", car.price)}  # fmt: skip
    for key, value in after.items():
        setattr(car, key, value)
    if "status" in after:
        now = utcnow()
        car.sold_at = now if car.status == "sold" else None
        if car.status == "sold":  # the sale's date and price, as sold
            after = {**after, "sold_at": now.isoformat(), "price": car.price}
    car.updated_at = utcnow()
    await bump_stock_version(session, car.site_id)
    audit.record(session, access, object_type="car", object_id=car.id, action=action,
                 before={k: before[k] for k in before if k in after or k in ("sold_at", "price")},
                 after=after)  # fmt: skip
    await session.commit()
    return car


async def edit_specs(session: AsyncSession, access: Access, car: Car, specs: BaseModel) -> Car:
    """Replaces the car's specifications and features (validated as a feed's columns are); the
    audit entry holds each changed field before and after; the site shows it at once."""
    values = car_specs.car_values(specs, car)
    before = {k: getattr(car, k) for k in values}
    after = {k: v for k, v in values.items() if before[k] != v}
    if not after:
        return car
    for key, value in after.items():
        setattr(car, key, value)
    car.updated_at = utcnow()
    await bump_stock_version(session, car.site_id)
    audit.record(session, access, object_type="car", object_id=car.id, action="update",
                 before={k: before[k] for k in after}, after=after)  # fmt: skip
    await session.commit()
    return car


# An import that would mark more cars sold than this asks first, stating the number
SOLD_WITHOUT_CONFIRMATION = 20


def confirm_sold_message(count: int) -> str:
    return f"This import would mark {count} cars sold. Confirm that number to go ahead."


@dataclass(frozen=True)
class ImportReport:
    dry_run: bool
    accepted: bool
    rows: int
    created: int
    updated: int
    marked_sold: int
    problems: list[FeedProblem]
    cars: list[FeedCar] = field(default_factory=list)
    # a real run that would mark more than SOLD_WITHOUT_CONFIRMATION sold, unconfirmed: not written
    unconfirmed: bool = False

    @property
    def needs_confirmation(self) -> bool:
        return self.marked_sold > SOLD_WITHOUT_CONFIRMATION

    def counts(self) -> dict[str, int]:
        return {"rows": self.rows, "created": self.created, "updated": self.updated,
                "marked_sold": self.marked_sold}  # fmt: skip


async def import_feed(
    session: AsyncSession,
    access: Access,
    dealership_id: int,
    text: str,
    fmt: FeedFormat,
    *,
    full: bool,
    dry_run: bool,
    confirmed_sold: int | None = None,
) -> ImportReport:
    """The whole feed or nothing, as the command line does. A dry run does the same work in a
    transaction that is rolled back, so it reports exactly what the real run would do. A real run
    that would mark more than SOLD_WITHOUT_CONFIRMATION cars sold needs `confirmed_sold` to be
    that number (409 otherwise: nothing is written)."""
    if not access.covers(dealership_id):
        raise NotFound("No such dealership")
    dealership = await session.scalar(
        select(Dealership).where(
            Dealership.id == dealership_id, Dealership.site_id == access.site_id
        )
    )
    if dealership is None:
        raise NotFound("No such dealership")
    report = await apply_feed(
        session, dealership, text, fmt, full=full, dry_run=dry_run, confirmed_sold=confirmed_sold
    )
    if report.unconfirmed:
        raise Conflict(confirm_sold_message(report.marked_sold), field="confirm_marked_sold")
    if report.accepted and not dry_run:
        audit.record(session, access, object_type="dealership", object_id=dealership.id,
                     action="import_feed", before={}, after=report.counts())  # fmt: skip
        await session.commit()
    return report


async def apply_feed(
    session: AsyncSession,
    dealership: Dealership,
    text: str,
    fmt: FeedFormat,
    *,
    full: bool,
    dry_run: bool,
    confirmed_sold: int | None = None,
) -> ImportReport:
    """Parses and imports in the caller's transaction, whole or nothing: a refused feed, a dry
    run or an unconfirmed mass sale is rolled back; an accepted real run is left for the caller
    to commit (with its audit entry or its fetch record)."""
    try:
        rows = parse_feed(text, fmt)
        result = await import_stock(
            session, dealership.slug, rows, full=full, first_row=FIRST_ROW[fmt]
        )
    except FeedRefused as refused:
        await session.rollback()
        return ImportReport(dry_run, False, 0, 0, 0, 0, refused.problems)
    report = ImportReport(
        dry_run, True, result.rows, result.created, result.updated, result.marked_sold, [],
        result.cars,
    )  # fmt: skip
    if dry_run:
        await session.rollback()
    elif report.needs_confirmation and confirmed_sold != report.marked_sold:
        await session.rollback()
        return replace(report, accepted=False, unconfirmed=True)
    return report


async def photo_count(session: AsyncSession, car_id: int) -> int:
    return (
        await session.scalar(select(func.count(CarImage.id)).where(CarImage.car_id == car_id)) or 0
    )


MAX_BULK_CARS = 200
BULK_PRICE_FLOOR = 1  # a change that would take a price to zero or below is refused


@dataclass(frozen=True)
class PriceChange:
    car: Car
    old_price: int
    new_price: int


def new_price(price: int, *, percent: float | None, dollars: int | None) -> int:
    """The price after a change by percent (rounded to the dollar) or by dollars."""
    if percent is not None:
        return round(price * (100 + percent) / 100)
    return price + (dollars or 0)


async def change_prices(
    session: AsyncSession,
    access: Access,
    car_ids: list[int],
    *,
    percent: float | None,
    dollars: int | None,
    dry_run: bool,
) -> list[PriceChange]:
    """Several cars' prices up or down by a percent or a number of dollars: the preview (dry run)
    or the change, all or none, one audit entry per car. A car whose offer price would no longer
    be below its price, or whose price would fall below $1, refuses the lot."""
    cars = list(await session.scalars(_visible(access).where(Car.id.in_(car_ids)).order_by(Car.id)))
    if len(cars) != len(set(car_ids)):
        raise NotFound(NO_CAR)
    changes = [
        PriceChange(c, c.price, new_price(c.price, percent=percent, dollars=dollars)) for c in cars
    ]
    for change in changes:
        if change.new_price < BULK_PRICE_FLOOR:
            raise InvalidInput(f"{change.car.stocknum} would cost less than $1.", field="car_ids")
        if change.car.offer_price is not None and change.car.offer_price >= change.new_price:
            raise InvalidInput(
                f"{change.car.stocknum}'s offer price would not be below its price.",
                field="car_ids",
            )
    if dry_run:
        return changes
    now = utcnow()
    for change in changes:
        car = change.car
        audit.record(session, access, object_type="car", object_id=car.id, action="update",
                     before={"price": car.price}, after={"price": change.new_price})  # fmt: skip
        car.price, car.updated_at = change.new_price, now
    await bump_stock_version(session, access.site_id)
    await session.commit()
    return changes
