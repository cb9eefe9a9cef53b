"""A page of car ids into cards in one query (car, first photo, photo count and location).

The card itself (tag, display price, availability, buttons) is decided by inventory/cards.build_card.
Cards are made once per stock version, configuration and hour and kept (`CardCache`):
making the 21 cards of a page was half of an uncached search's time. The stock rules are still
checked per request on the kept rows, since a sold car leaves the listing by the clock.
"""

from collections import OrderedDict
from collections.abc import Sequence
from datetime import datetime
from types import SimpleNamespace

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.finance.card_repayment import card_repayment
from forecourt.inventory.cards import build_card
from forecourt.inventory.models import Car, CarImage
from forecourt.inventory.schemas import CarCard
from forecourt.inventory.visibility import StockColumns, visible_car_mask
from forecourt.locations.models import Location
from forecourt.tenancy.service import ResolvedSite

STOCK_FIELDS = tuple(StockColumns.__dataclass_fields__)
MAX_SITE_VERSIONS = 64  # the site versions whose cards a process keeps
MAX_CARDS_PER_SITE = 5000  # deep pages of a large site beyond this are made again

Kept = tuple[SimpleNamespace, CarCard]  # (the car's stock rule fields, its card)


class CardCache:
    """Cards per (site, stock version, configuration, hour); the hour bounds the tags that read
    the clock ("just arrived")."""

    def __init__(self) -> None:
        self._sites: OrderedDict[tuple[int, int, str, str], OrderedDict[int, Kept]] = OrderedDict()

    def of(self, site: ResolvedSite, version: int, now: datetime) -> "OrderedDict[int, Kept]":
        key = (site.id, version, site.config_fingerprint, now.strftime("%Y%m%d%H"))
        cards = self._sites.get(key)
        if cards is None:
            cards = self._sites[key] = OrderedDict()
            if len(self._sites) > MAX_SITE_VERSIONS:
                self._sites.popitem(last=False)
        return cards


def _keep(kept: "OrderedDict[int, Kept]", car: Car, card: CarCard) -> None:
    kept[car.id] = (SimpleNamespace(**{f: getattr(car, f) for f in STOCK_FIELDS}), card)
    if len(kept) > MAX_CARDS_PER_SITE:
        kept.popitem(last=False)


async def load_hit_cards(
    session: AsyncSession,
    site: ResolvedSite,
    ids: Sequence[int],
    now: datetime,
    kept: "OrderedDict[int, Kept] | None" = None,
) -> list[CarCard]:
    if not ids:
        return []
    kept = OrderedDict() if kept is None else kept
    missing = [i for i in ids if i not in kept]
    if missing:
        for car, card in await _make_cards(session, site, missing, now):
            _keep(kept, car, card)
    found = [kept[i] for i in ids if i in kept]
    # The stock rules again, on the rows read: ids come from an index that may lag behind a
    # change for a moment, and a card never crosses tenants or shows a hidden car. Checked here,
    # not in SQL, where SQLite would trade the primary key for the site index.
    listable = visible_car_mask(
        StockColumns.of([row for row, _ in found]),  # type: ignore[misc]
        site.id,
        site.config,
        now,
    )
    return [card for (_, card), shown in zip(found, listable, strict=True) if shown]


async def _make_cards(
    session: AsyncSession, site: ResolvedSite, ids: Sequence[int], now: datetime
) -> list[tuple[Car, CarCard]]:
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
    made = []
    for car, source, count, location in rows.all():
        card = build_card(
            car,
            site.config_for(car.dealership_id),  # as the car's own dealership presents it
            now,
            first_image=source,
            photos_count=count,
            location=location,
        )
        card.repayment = card_repayment(site, card, now.year)
        made.append((car, card))
    return made
