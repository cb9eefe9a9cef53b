"""The stock list: the user's dealerships' cars searched and filtered, and a car's editable fields."""

from typing import Annotated, Literal

from fastapi import APIRouter, Query

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
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    not_found,
)
from forecourt.core.types import MAX_DB_ID
from forecourt.inventory import stock_desk
from forecourt.inventory.cards import car_path
from forecourt.inventory.models import Car
from forecourt.tenancy.models import Dealership

router = APIRouter(prefix="/console", tags=["console"])


NO_CAR = not_found(stock_desk.NO_CAR)


def _stock_row(car: Car, dealership: str) -> StockRow:
    return StockRow(
        id=car.id, slug=car.slug, name=car.name, stocknum=car.stocknum, vin=car.vin,
        car_type=car.car_type, status=car.status, price=car.price, offer_price=car.offer_price,
        tag=car.tag, show_on_dealer_website=car.show_on_dealer_website,
        dealercomments=car.dealercomments, dealership_id=car.dealership_id,
        dealership_name=dealership, views=car.views, path=car_path(car.slug),
    )  # fmt: skip


@router.get("/stock", response_model=StockPage, responses=GUARDED)
async def list_stock(
    access: ReadStock,
    session: DbSession,
    q: Annotated[str | None, Query(max_length=100)] = None,
    status: Annotated[Literal["in_stock", "coming_soon", "sold"] | None, Query()] = None,
    dealership_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    page: Page = 1,
) -> StockPage:
    """The cars of the user's dealerships, newest first, searched by name, stock number or VIN."""
    rows, total = await stock_desk.page_of_cars(
        session, access, q=q or None, status=status, dealership_id=dealership_id, page=page
    )
    return StockPage(
        cars=[_stock_row(*r) for r in rows], total=total, page=page,
        pages=max(1, -(-total // stock_desk.PAGE_SIZE)),
    )  # fmt: skip


@router.patch("/stock/{car_id}", response_model=StockRow, responses={**GUARDED, **NO_CAR})
async def edit_car(
    car_id: ObjectId, body: CarChange, access: WriteStock, session: DbSession
) -> StockRow:
    """Edits price, offer price, tag, status (sold marks the sale), website visibility and
    comments; the site shows the change at once."""
    car = await stock_desk.find_car(session, access, car_id)
    car = await stock_desk.edit_car(session, access, car, body.model_dump(exclude_unset=True))
    dealership = await session.get(Dealership, car.dealership_id)
    return _stock_row(car, dealership.name if dealership else "")
