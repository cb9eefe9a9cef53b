"""A page of car ids into cards in one query (car, first photo, photo count and location).

The card itself (tag, display price, availability, buttons) is decided by inventory/cards.build_card.
"""

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.inventory.cards import build_card
from forecourt.inventory.models import Car, CarImage
from forecourt.inventory.schemas import CarCard
from forecourt.inventory.visibility import StockColumns, visible_car_mask
from forecourt.locations.models import Location
from forecourt.tenancy.service import ResolvedSite


async def load_hit_cards(
    session: AsyncSession, site: ResolvedSite, ids: Sequence[int], now: datetime
) -> list[CarCard]:
    if not ids:
        return []
    first_image = (
        select(CarImage.source)
        .where(CarImage.car_id == Car.id)
        .order_by(CarImage.position, CarImage.id)
        .limit(1)
        .correlate(Car)
        .scalar_subquery()
    )
    photos = (
        select(func.count(CarImage.id))
        .where(CarImage.car_id == Car.id)
        .correlate(Car)
        .scalar_subquery()
    )
    rows = await session.execute(
        select(Car, first_image, photos, Location)
        .outerjoin(Location, Location.id == Car.location_id)
        .where(Car.id.in_(ids))
    )
    found = rows.all()
    # The stock rules again, on the rows just read: ids come from an index that may lag behind
    # a change for a moment, and a card never crosses tenants or shows a hidden car. Checked here,
    # not in SQL, where SQLite would trade the primary key for the site index.
    listable = visible_car_mask(
        StockColumns.of([row[0] for row in found]), site.id, site.config, now
    )
    cards = {
        car.id: build_card(
            car,
            site.config_for(car.dealership_id),  # as the car's own dealership presents it
            now,
            first_image=source,
            photos_count=count,
            location=location,
        )
        for (car, source, count, location), shown in zip(found, listable, strict=True)
        if shown
    }
    return [cards[i] for i in ids if i in cards]
