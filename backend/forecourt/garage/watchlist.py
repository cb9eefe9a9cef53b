"""The watchlist: a shopper's saved cars on one site, with what changed since each was saved."""

from datetime import datetime

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import Conflict, NotFound
from forecourt.finance.card_repayment import with_repayments
from forecourt.garage.models import WatchlistItem
from forecourt.garage.schemas import SavedCarOut
from forecourt.identity.models import ShopperUser
from forecourt.inventory.card_loader import load_cards
from forecourt.inventory.cards import price_out
from forecourt.inventory.models import Car
from forecourt.inventory.rules import is_available
from forecourt.inventory.visibility import car_detail_conditions
from forecourt.tenancy.config import SiteConfig
from forecourt.tenancy.service import ResolvedSite

SOLD_MESSAGE = "This car has been sold, so it cannot be added to your watchlist."
MAX_SAVED = 200  # bounded work: a garage page loads at most this many cars


def asking_price(car: Car, config: SiteConfig) -> int | None:
    price = price_out(car, config)
    return price.amount if price.kind == "price" else None


async def _car(session: AsyncSession, site: ResolvedSite, car_id: int) -> Car:
    car = await session.scalar(
        select(Car).where(Car.id == car_id, *car_detail_conditions(site.id, site.config))
    )
    if car is None:
        raise NotFound("No such car on this site.", field="car_id")
    return car


async def car_ids(session: AsyncSession, user: ShopperUser) -> list[int]:
    return list(
        await session.scalars(
            select(WatchlistItem.car_id)
            .where(WatchlistItem.user_id == user.id)
            .order_by(WatchlistItem.id.desc())
            .limit(MAX_SAVED)
        )
    )


async def save(
    session: AsyncSession, site: ResolvedSite, user: ShopperUser, car_id: int, now: datetime
) -> None:
    car = await _car(session, site, car_id)
    saved = await session.scalar(
        select(WatchlistItem.id).where(
            WatchlistItem.user_id == user.id, WatchlistItem.car_id == car.id
        )
    )
    if saved is not None:
        return  # saving twice is saving once
    if not is_available(car.status):  # spec: a sold car shows no Save unless already saved
        raise Conflict(SOLD_MESSAGE, field="car_id")
    price = asking_price(car, site.config)
    session.add(
        WatchlistItem(
            site_id=site.id,
            user_id=user.id,
            car_id=car.id,
            saved_price=price,
            alerted_price=price,
            created_at=now,
        )
    )
    try:
        await session.commit()
    except IntegrityError:  # the same car saved by a parallel request: already saved
        await session.rollback()


async def remove(session: AsyncSession, user: ShopperUser, car_id: int) -> None:
    await session.execute(
        delete(WatchlistItem).where(
            WatchlistItem.user_id == user.id, WatchlistItem.car_id == car_id
        )
    )
    await session.commit()


async def saved_cars(
    session: AsyncSession, site: ResolvedSite, user: ShopperUser, now: datetime
) -> list[SavedCarOut]:
    rows = (
        await session.execute(
            select(WatchlistItem, Car)
            .join(Car, Car.id == WatchlistItem.car_id)
            .where(WatchlistItem.user_id == user.id, *car_detail_conditions(site.id, site.config))
            .order_by(WatchlistItem.id.desc())
            .limit(MAX_SAVED)
        )
    ).all()
    cards = with_repayments(
        site, await load_cards(session, [car for _, car in rows], site, now), now.year
    )
    out = []
    for (item, car), card in zip(rows, cards, strict=True):
        price = asking_price(car, site.config)
        drop = (
            item.saved_price - price
            if item.saved_price is not None and price is not None and price < item.saved_price
            else None
        )
        out.append(
            SavedCarOut(
                car=card,
                saved_at=item.created_at,
                saved_price=item.saved_price,
                price_drop=drop,
                sold=not is_available(car.status),
            )
        )
    return out
