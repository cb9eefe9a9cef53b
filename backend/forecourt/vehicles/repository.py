"""Queries of the vehicle page. Every one is scoped to the current site."""

from collections import OrderedDict
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import (
    and_,
    bindparam,
    case,
    exists,
    func,
    literal,
    select,
    union_all,
)
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import joinedload
from sqlalchemy.orm.attributes import set_committed_value
from sqlalchemy.sql.expression import Executable

from forecourt.core.errors import NotFound
from forecourt.core.session_memo import recall, remembered
from forecourt.core.types import MAX_DB_ID
from forecourt.inventory.models import Car, CarHotspot, CarSpinFrame, CarVideo
from forecourt.inventory.visibility import car_detail_conditions, visible_car_conditions
from forecourt.tenancy.service import ResolvedSite
from forecourt.valuation.builtin import CURRENT_PRICE
from forecourt.vehicles.rules import SIMILAR_MAX, similar_price_window

CAR_NOT_FOUND = "This car is not available on this site."


def car_ref_value(ref: str) -> int | str:
    """A car named by its slug or by its id: links carry either as ?car_id= (spec: finance §2.1,
    /personalised/finance?car_id={id}; the site's own buttons send the slug). A slug is never
    only digits (it starts with the year and make), so a number can only be an id."""
    if ref.isascii() and ref.isdigit() and 0 < int(ref) <= MAX_DB_ID:  # not "²": isdigit() says yes
        return int(ref)
    return ref


async def find_car(
    session: AsyncSession, site: ResolvedSite, slug: str, *, media: bool = True
) -> Car:
    """The site's car by slug or id (404 for another site's car or a hidden one). `media` loads
    images, videos, spin frames and hotspots; without it only images. Asked again in the same
    request (a page's data, price comparison and head), the first answer serves."""
    kept: Car | None = recall(session, ("car", site.id, slug, True))
    if kept is not None:
        return kept
    if media and (without := recall(session, ("car", site.id, slug, False))) is not None:
        # The head looked it up first, without its media: the same car, with them added.
        return await remembered(
            session, ("car", site.id, slug, True), lambda: _add_media(session, without)
        )
    return await remembered(
        session, ("car", site.id, slug, media), lambda: _find_car(session, site, slug, media)
    )


# Beside the images, which every lookup loads: most cars have none of these.
MEDIA: dict[str, type[CarVideo | CarSpinFrame | CarHotspot]] = {
    "videos": CarVideo,
    "spin_frames": CarSpinFrame,
    "hotspots": CarHotspot,
}
# Whether the car has each kind, asked in the car's own statement (built once: building and keying
# a statement of its own each time made a car's lookup with its media 5.2 ms instead of 4.0).
_HAS_MEDIA = [
    exists().where(model.car_id == Car.id).label(f"has_{name}") for name, model in MEDIA.items()
]
_MEDIA_OF = union_all(
    *(
        select(literal(name)).where(exists().where(model.car_id == bindparam("car_id")))
        for name, model in MEDIA.items()
    )
)


MAX_LOOKUPS = 256  # statements kept: a site's configuration, by slug or id, with media or not
_lookups: OrderedDict[tuple[int, str, bool, bool], Executable] = OrderedDict()


def _lookup(site: ResolvedSite, by_id: bool, media: bool) -> Executable:
    """The car's lookup for the site as it is configured, its slug or id a parameter: built and
    keyed once, not for every car page (a fifth of the lookup's time in the event loop)."""
    key = (site.id, site.config_fingerprint, by_id, media)
    kept = _lookups.get(key)
    if kept is None:
        ref = Car.id if by_id else Car.slug
        kept = _lookups[key] = (
            select(Car, *(_HAS_MEDIA if media else ()))
            .where(ref == bindparam("ref"), *car_detail_conditions(site.id, site.config))
            .options(joinedload(Car.images))
        )
        if len(_lookups) > MAX_LOOKUPS:
            _lookups.popitem(last=False)
    return kept


async def _find_car(session: AsyncSession, site: ResolvedSite, slug: str, media: bool) -> Car:
    # The car, its images and which other media it has in one statement: on SQLite each statement
    # is several hops to the driver's thread and back (4.7 -> 3.9 ms a lookup, images joined).
    ref = car_ref_value(slug)
    query = _lookup(site, isinstance(ref, int), media)
    row = (await session.execute(query, {"ref": ref})).unique().first()
    if row is None:
        raise NotFound(CAR_NOT_FOUND)
    car, *has = row
    if media:
        await _load_media(session, car, {name for name, yes in zip(MEDIA, has, strict=True) if yes})
    return car


async def _add_media(session: AsyncSession, car: Car) -> Car:
    """The car's videos, spin frames and hotspots, for a car looked up without them: one statement
    asks which kinds it has, and only those are read."""
    present = set((await session.execute(_MEDIA_OF, {"car_id": car.id})).scalars())
    await _load_media(session, car, present)
    return car


async def _load_media(session: AsyncSession, car: Car, present: set[str]) -> None:
    """Reads the kinds of media the car has (a statement each); the others are known empty."""
    for name in MEDIA.keys() - present:
        set_committed_value(car, name, [])
    if present:
        await session.refresh(car, sorted(present))


async def similar_cars(
    session: AsyncSession, site: ResolvedSite, car: Car, price: int, now: datetime
) -> Sequence[Car]:
    """spec: vehicle §7 - at most 6 in-stock cars of the site within the price window; the same
    make and model first, then the same body type, then the nearest price."""
    low, high = similar_price_window(price)
    same_model = and_(Car.make == car.make, Car.model == car.model)
    same_body = Car.simple_body == car.simple_body if car.simple_body else Car.id.is_(None)
    query = (
        select(Car)
        .where(
            *visible_car_conditions(site.id, site.config, now, include_sold=False),
            Car.status == "in_stock",
            Car.id != car.id,
            CURRENT_PRICE.between(low, high),
        )
        .order_by(
            case((same_model, 0), else_=1),
            case((same_body, 0), else_=1),
            func.abs(CURRENT_PRICE - price),
            Car.id,
        )
        .limit(SIMILAR_MAX)
    )
    return (await session.scalars(query)).all()
