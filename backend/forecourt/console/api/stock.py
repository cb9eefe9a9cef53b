"""The stock table: the user's dealerships' cars searched, filtered (make, status, days in stock,
no photos, price range) and sorted, with each car's days in stock, photos, views and leads; and a
car's editable fields."""

from datetime import datetime
from functools import cache
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Depends, Query
from pydantic import BaseModel, ConfigDict, Field, model_validator
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.console.api.common import (
    GUARDED,
    ObjectId,
    Page,
)
from forecourt.console.permissions import (
    ReadStock,
    WriteStock,
)
from forecourt.console.schemas import (
    CarChange,
    StockPage,
    StockRow,
)
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import InvalidInput, not_found
from forecourt.core.types import MAX_DB_ID
from forecourt.inventory import car_specs, stock_desk
from forecourt.inventory.cards import car_path
from forecourt.inventory.models import Car
from forecourt.leads.models import Lead
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.site_settings import validated

router = APIRouter(prefix="/console", tags=["console"])

NO_CAR = not_found(stock_desk.NO_CAR)
Sort = Literal["newest", "oldest", "price", "-price", "views", "make"]
MAX_PRICE = 10_000_000


def _days_in_stock(car: Car, now: datetime) -> int:
    """From arrival to today, or to the sale for a sold car."""
    end = car.sold_at if car.status == "sold" and car.sold_at else now
    return max(0, (end - car.created_at).days)


def _stock_row(car: Car, dealership: str, photos: int = 0, leads: int = 0) -> StockRow:
    return StockRow(
        id=car.id, slug=car.slug, name=car.name, stocknum=car.stocknum, vin=car.vin,
        car_type=car.car_type, status=car.status, price=car.price, offer_price=car.offer_price,
        tag=car.tag, show_on_dealer_website=car.show_on_dealer_website,
        dealercomments=car.dealercomments, dealership_id=car.dealership_id,
        dealership_name=dealership, views=car.views, path=car_path(car.slug), make=car.make,
        year=car.year, km=car.km, created_at=car.created_at, sold_at=car.sold_at,
        days_in_stock=_days_in_stock(car, utcnow()), photos=photos, leads=leads,
    )  # fmt: skip


async def _leads_per_car(session: AsyncSession, site_id: int, car_ids: list[int]) -> dict[int, int]:
    if not car_ids:
        return {}
    rows = await session.execute(
        select(Lead.car_id, func.count(Lead.id))
        .where(Lead.site_id == site_id, Lead.car_id.in_(car_ids))
        .group_by(Lead.car_id)
    )
    return {car_id: count for car_id, count in rows.all() if car_id is not None}


async def stock_filters(
    q: Annotated[str | None, Query(max_length=100)] = None,
    status: Annotated[Literal["in_stock", "coming_soon", "sold"] | None, Query()] = None,
    dealership_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    make: Annotated[str | None, Query(max_length=100)] = None,
    min_days: Annotated[
        int | None, Query(ge=0, le=10_000, description="In stock at least this many days")
    ] = None,
    no_photos: Annotated[bool, Query(description="Only cars without a photo")] = False,
    min_price: Annotated[int | None, Query(ge=0, le=MAX_PRICE)] = None,
    max_price: Annotated[int | None, Query(ge=0, le=MAX_PRICE)] = None,
    sort: Sort = "newest",
) -> stock_desk.StockFilters:
    """The stock table's filters, shared by its page and by "select every car it lists"."""
    if min_price is not None and max_price is not None and max_price < min_price:
        raise InvalidInput("The highest price is below the lowest.", field="max_price")
    return stock_desk.StockFilters(
        q=q or None, status=status, dealership_id=dealership_id, make=make or None,
        min_days=min_days, no_photos=no_photos, min_price=min_price, max_price=max_price,
        sort=sort,
    )  # fmt: skip


Filters = Annotated[stock_desk.StockFilters, Depends(stock_filters)]


@router.get("/stock", response_model=StockPage, responses=GUARDED)
async def list_stock(
    access: ReadStock, session: DbSession, filters: Filters, page: Page = 1
) -> StockPage:
    """The cars of the user's dealerships, searched by name, stock number or VIN, filtered and
    sorted (`oldest`: the longest in stock first)."""
    rows, total = await stock_desk.page_of_cars(session, access, filters, page)
    leads = await _leads_per_car(session, access.site_id, [r.car.id for r in rows])
    return StockPage(
        cars=[_stock_row(r.car, r.dealership, r.photos, leads.get(r.car.id, 0)) for r in rows],
        total=total, page=page, pages=max(1, -(-total // stock_desk.PAGE_SIZE)),
        makes=await stock_desk.makes_of(session, access),
    )  # fmt: skip


class StockIdsOut(BaseModel):
    ids: list[int] = Field(description="In the table's order; empty when more cars match")
    total: int = Field(description="How many cars the filters match")
    most: int = Field(description="The most cars one price change takes")


@router.get("/stock-ids", response_model=StockIdsOut, responses=GUARDED)
async def stock_ids(access: WriteStock, session: DbSession, filters: Filters) -> StockIdsOut:
    """Every car the stock table's filters match, for a bulk price change: their ids when there
    are at most as many as one change takes, else only their number."""
    ids, total = await stock_desk.ids_of_cars(session, access, filters, stock_desk.MAX_BULK_CARS)
    return StockIdsOut(ids=ids, total=total, most=stock_desk.MAX_BULK_CARS)


@router.patch("/stock/{car_id}", response_model=StockRow, responses={**GUARDED, **NO_CAR})
async def edit_car(
    car_id: ObjectId, body: CarChange, access: WriteStock, session: DbSession
) -> StockRow:
    """Edits price, offer price, tag, km, status (sold records the sale's date and price; back in
    stock keeps them in the audit trail), website visibility and comments; the site shows the
    change at once."""
    car = await stock_desk.find_car(session, access, car_id)
    car = await stock_desk.edit_car(session, access, car, body.model_dump(exclude_unset=True))
    dealership = await session.get(Dealership, car.dealership_id)
    leads = await _leads_per_car(session, access.site_id, [car.id])
    photos = await stock_desk.photo_count(session, car.id)
    return _stock_row(car, dealership.name if dealership else "", photos, leads.get(car.id, 0))


class SpecificationsOut(BaseModel):
    values: dict[str, Any] = Field(description="The car's specifications and features (schema)")
    schema_: dict[str, Any] = Field(alias="schema", description="CarSpecs' JSON schema")


def _specifications(car: Car) -> SpecificationsOut:
    return SpecificationsOut.model_validate(
        {"values": car_specs.specs_of(car), "schema": _specs_schema()}
    )


@cache
def _specs_schema() -> dict[str, Any]:
    return car_specs.CarSpecs.model_json_schema()


@router.get(
    "/stock/{car_id}/specifications",
    response_model=SpecificationsOut,
    responses={**GUARDED, **NO_CAR},
)
async def read_specifications(
    car_id: ObjectId, access: ReadStock, session: DbSession
) -> SpecificationsOut:
    """The car's specifications and features as its page shows them, with the form's schema."""
    return _specifications(await stock_desk.find_car(session, access, car_id))


@router.put(
    "/stock/{car_id}/specifications",
    response_model=SpecificationsOut,
    responses={**GUARDED, **NO_CAR},
)
async def save_specifications(
    car_id: ObjectId,
    body: Annotated[dict[str, Any], Body(description="Every field of CarSpecs (schema)")],
    access: WriteStock,
    session: DbSession,
) -> SpecificationsOut:
    """Replaces the car's specifications and features, each checked by the feed import's rule
    for its column (a wrong value is named by its field); the car's page shows the change at
    once."""
    car = await stock_desk.find_car(session, access, car_id)
    specs = validated(car_specs.CarSpecs, body)
    return _specifications(await stock_desk.edit_specs(session, access, car, specs))


class BulkPriceIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    car_ids: list[Annotated[int, Field(ge=1, le=MAX_DB_ID)]] = Field(
        min_length=1, max_length=stock_desk.MAX_BULK_CARS
    )
    percent: float | None = Field(
        None, ge=-90, le=100, description="Up (or, negative, down) by this %"
    )
    dollars: int | None = Field(
        None, ge=-MAX_PRICE, le=MAX_PRICE, description="Up or down by this many dollars"
    )
    dry_run: bool = Field(True, description="The preview: nothing is written")

    @model_validator(mode="after")
    def _one_way(self) -> "BulkPriceIn":
        if (self.percent is None) == (self.dollars is None):
            raise ValueError("Give a percent or a number of dollars, not both.")
        return self


class PriceChangeOut(BaseModel):
    id: int
    stocknum: str
    name: str
    price: int = Field(description="The price before")
    new_price: int


@router.post(
    "/stock-price-changes",
    response_model=list[PriceChangeOut],
    responses={**GUARDED, **NO_CAR},
)
async def change_prices(
    body: BulkPriceIn, access: WriteStock, session: DbSession
) -> list[PriceChangeOut]:
    """Several cars' prices by a percent or dollars: a preview with `dry_run` (the default), then
    the change, all or none, one audit entry per car."""
    changes = await stock_desk.change_prices(
        session, access, body.car_ids, percent=body.percent, dollars=body.dollars,
        dry_run=body.dry_run,
    )  # fmt: skip
    return [
        PriceChangeOut(id=c.car.id, stocknum=c.car.stocknum, name=c.car.name,
                       price=c.old_price, new_price=c.new_price)
        for c in changes
    ]  # fmt: skip
