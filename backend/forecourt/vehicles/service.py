"""Reading cars for the vehicle page and the plain lookup."""

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from forecourt.core.clock import utcnow
from forecourt.core.errors import NotFound
from forecourt.inventory.card_loader import load_cards
from forecourt.inventory.cards import car_path, price_out
from forecourt.inventory.models import Car
from forecourt.inventory.rules import card_tag, is_available
from forecourt.inventory.schemas import CarCard, TagOut
from forecourt.inventory.visibility import car_detail_conditions, visible_car_conditions
from forecourt.locations.models import Location
from forecourt.locations.service import location_out
from forecourt.media.urls import image_url, responsive_image
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite
from forecourt.vehicles.schemas import (
    CarDetail,
    HotspotOut,
    Specification,
    SpinFrameOut,
    VideoOut,
)
from forecourt.vehicles.specifications import specification_rows

SPIN_WIDTH = 992


async def find_car(session: AsyncSession, site: ResolvedSite, slug: str) -> Car:
    car = await session.scalar(
        select(Car)
        .where(Car.slug == slug, *car_detail_conditions(site.id, site.config))
        .options(
            selectinload(Car.images),
            selectinload(Car.videos),
            selectinload(Car.spin_frames),
            selectinload(Car.hotspots),
        )
    )
    if car is None:
        raise NotFound("This car is not available on this site.")
    return car


async def get_detail(session: AsyncSession, site: ResolvedSite, slug: str) -> CarDetail:
    car = await find_car(session, site, slug)
    dealership = await session.get_one(Dealership, car.dealership_id)
    location = None
    if car.location_id:
        location = await session.scalar(
            select(Location)
            .where(Location.id == car.location_id)
            .options(selectinload(Location.opening_hours), selectinload(Location.special_hours))
        )
    tag = card_tag(
        status=car.status,
        reserved=car.reserved,
        certified=car.certified,
        make=car.make,
        car_type=car.car_type,
        simple_fuel=car.simple_fuel,
        custom_tag=car.tag,
        created_at=car.created_at,
        now=utcnow(),
        config=site.config,
    )
    return CarDetail(
        id=car.id,
        slug=car.slug,
        path=car_path(car.slug),
        name=car.name,
        carsales_title=car.carsales_title,
        year=car.year,
        make=car.make,
        model=car.model,
        badge=car.badge,
        series=car.series,
        variant=car.variant,
        car_type=car.car_type,
        item_type=car.item_type,
        status=car.status,
        available=is_available(car.status),
        reserved=car.reserved,
        certified=car.certified,
        preorder=car.preorder,
        tag=TagOut(kind=tag.kind, text=tag.text, image_url=tag.image_url) if tag else None,
        price=price_out(car, site.config),
        stocknum=car.stocknum,
        vin=car.vin,
        regplate=car.regplate,
        rego_expiry=car.rego_expiry,
        build_date=car.build_date,
        compliance_date=car.compliance_date,
        km=car.km,
        views=car.views,
        colour=car.colour,
        interior_colour=car.interior_colour,
        body=car.body,
        simple_body=car.simple_body,
        transmission=car.trans,
        simple_transmission=car.simple_transmission,
        fuel=car.fuel,
        simple_fuel=car.simple_fuel,
        drive=car.drive,
        simple_drive=car.simple_drive,
        seats=car.seats,
        doors=car.doors,
        engine_size_litres=car.engine_size_litres,
        specifications=[Specification(label=k, value=v) for k, v in specification_rows(car)],
        features=car.standard_equipment,
        dealercomments=car.dealercomments,
        images=[responsive_image(i.source, alt=i.alt or car.name) for i in car.images],
        videos=[VideoOut(kind=v.kind, url=v.url) for v in car.videos],
        video_url=car.video_url,
        external_video_url=car.external_video_url,
        spin_frames=[
            SpinFrameOut(kind=f.kind, position=f.position, src=image_url(f.source, SPIN_WIDTH))
            for f in car.spin_frames
        ],
        hotspots=[
            HotspotOut(
                kind=h.kind,
                frame_index=h.frame_index,
                x=h.x,
                y=h.y,
                title=h.title,
                description=h.description,
            )
            for h in car.hotspots
        ],
        history_report_url=car.history_report_url,
        dealership_id=car.dealership_id,
        dealership_slug=dealership.slug,
        dealership_name=dealership.name,
        location=location_out(location) if location else None,
        created_at=car.created_at,
        updated_at=car.updated_at,
        sold_at=car.sold_at,
    )


async def lookup_cars(
    session: AsyncSession,
    site: ResolvedSite,
    *,
    limit: int,
    car_type: list[str] | None = None,
    make: str | None = None,
    min_photos: int = 0,
) -> list[CarCard]:
    """The plain lookup (filters and a limit): available cars, best ranked first."""
    now = utcnow()
    query = select(Car).where(
        *visible_car_conditions(site.id, site.config, now, include_sold=False)
    )
    if car_type:
        query = query.where(Car.car_type.in_(car_type))
    if make:
        query = query.where(Car.make == make)
    cars = (
        await session.scalars(
            query.order_by(Car.custom_rank.desc(), Car.id.desc()).limit(
                limit * 2 if min_photos else limit
            )
        )
    ).all()
    cards = await load_cards(session, cars, site.config, now)
    if min_photos:
        cards = [c for c in cards if c.photos_count >= min_photos]
    return cards[:limit]
