"""Turns a page of cars into cards with two batched queries (images, locations), never one per car."""

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.inventory.cards import build_card
from forecourt.inventory.models import Car, CarImage
from forecourt.inventory.schemas import CarCard
from forecourt.locations.models import Location
from forecourt.tenancy.service import ResolvedSite


async def load_cards(
    session: AsyncSession, cars: Sequence[Car], site: ResolvedSite, now: datetime
) -> list[CarCard]:
    """Each car's card, as its own dealership presents it (site.config_for)."""
    if not cars:
        return []
    ids = [c.id for c in cars]
    counts = dict(
        (
            await session.execute(
                select(CarImage.car_id, func.count())
                .where(CarImage.car_id.in_(ids))
                .group_by(CarImage.car_id)
            )
        ).all()
    )
    first_position = (
        select(CarImage.car_id, func.min(CarImage.position).label("pos"))
        .where(CarImage.car_id.in_(ids))
        .group_by(CarImage.car_id)
        .subquery()
    )
    firsts = dict(
        (
            await session.execute(
                select(CarImage.car_id, CarImage.source).join(
                    first_position,
                    (CarImage.car_id == first_position.c.car_id)
                    & (CarImage.position == first_position.c.pos),
                )
            )
        ).all()
    )
    location_ids = {c.location_id for c in cars if c.location_id}
    locations = {
        loc.id: loc
        for loc in await session.scalars(select(Location).where(Location.id.in_(location_ids)))
    }
    return [
        build_card(
            car,
            site.config_for(car.dealership_id),
            now,
            first_image=firsts.get(car.id),
            photos_count=counts.get(car.id, 0),
            location=locations.get(car.location_id) if car.location_id else None,
        )
        for car in cars
    ]
