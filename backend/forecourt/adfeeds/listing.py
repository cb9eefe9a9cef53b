"""A site's listed cars as ad-feed items: the same cars a shopper finds (the site's stock rules,
sold cars excluded), each with what every catalog needs, read in two queries."""

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from forecourt.adfeeds.rules import (
    COUNTRY,
    DUPLICATE_VIN,
    NO_PHOTO,
    NO_PRICE,
    LeftOut,
    feed_price,
    valid_vin,
)
from forecourt.core.clock import utcnow
from forecourt.inventory.cards import car_path
from forecourt.inventory.models import Car
from forecourt.inventory.rules import was_price
from forecourt.inventory.visibility import visible_car_conditions
from forecourt.seo.vehicle_head import OG_IMAGE_WIDTH, absolute
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

MAX_ITEMS = 50_000  # a bound on one build; the largest demo site holds about 20,000 cars
MAX_IMAGES = 10
DESCRIPTION_LIMIT = 5000  # Meta's limit, and ample for Google


@dataclass(frozen=True)
class Store:
    dealership_id: int
    code: str
    name: str
    street: str
    city: str
    region: str
    postcode: str

    @property
    def address(self) -> str:
        """One line with city, postcode and country, as Google asks."""
        place = " ".join(p for p in (self.city, self.region, self.postcode) if p)
        return ", ".join(p for p in (self.street, place, COUNTRY) if p)


@dataclass(frozen=True)
class FeedCar:
    id: str
    vin: str | None
    title: str
    description: str
    link: str
    images: tuple[str, ...]
    price: int
    was_price: int | None
    price_label: str | None
    car_type: str
    item_type: str
    certified: bool
    make: str
    model: str
    trim: str | None
    year: int
    km: int
    body: str | None
    transmission: str | None
    fuel: str | None
    drive: str | None
    colour: str | None
    status: str
    reserved: bool
    preorder: bool
    store: Store


@dataclass(frozen=True)
class Listing:
    cars: list[FeedCar]
    left_out: list[LeftOut]


def _store(dealership: Dealership) -> Store:
    return Store(
        dealership_id=dealership.id, code=dealership.slug, name=dealership.name, street=dealership.street or "",
        city=dealership.city or "", region=dealership.state or "",
        postcode=dealership.postcode or "",
    )  # fmt: skip


def _description(car: Car, dealer: str) -> str:
    text = (car.dealercomments or "").strip() or f"{car.name} at {dealer}."
    return text[:DESCRIPTION_LIMIT]


async def listed_cars(session: AsyncSession, site: ResolvedSite, base_url: str) -> Listing:
    stores = {
        d.id: _store(d)
        for d in await session.scalars(select(Dealership).where(Dealership.site_id == site.id))
    }
    cars = await session.scalars(
        select(Car)
        .options(selectinload(Car.images))
        .where(*visible_car_conditions(site.id, site.config, utcnow(), include_sold=False))
        .order_by(Car.id)
        .limit(MAX_ITEMS)
    )
    listed: list[FeedCar] = []
    left_out: list[LeftOut] = []
    seen_vins: set[str] = set()
    for car in cars:
        price = feed_price(car.price, car.offer_price)
        vin = valid_vin(car.vin)
        reason = (
            NO_PRICE if price is None
            else NO_PHOTO if not car.images
            else DUPLICATE_VIN if vin in seen_vins
            else None
        )  # fmt: skip
        if reason or price is None:
            left_out.append(LeftOut(car.stocknum, car.name, car.dealership_id, reason or NO_PRICE))
            continue
        if vin:
            seen_vins.add(vin)
        store = stores[car.dealership_id]
        listed.append(
            FeedCar(
                id=car.stocknum, vin=vin, title=car.name,
                description=_description(car, store.name), link=base_url + car_path(car.slug),
                images=tuple(absolute(base_url, i.source, OG_IMAGE_WIDTH)
                             for i in car.images[:MAX_IMAGES]),
                price=price,
                was_price=was_price(price=car.price, offer_price=car.offer_price,
                                    before_price=car.before_price),
                price_label=car.price_type, car_type=car.car_type, item_type=car.item_type,
                certified=car.certified, make=car.make, model=car.model,
                trim=car.badge or car.variant, year=car.year, km=car.km,
                body=car.simple_body, transmission=car.simple_transmission, fuel=car.simple_fuel,
                drive=car.simple_drive, colour=car.colour, status=car.status,
                reserved=car.reserved, preorder=car.preorder, store=store,
            )
        )  # fmt: skip
    return Listing(listed, left_out)
