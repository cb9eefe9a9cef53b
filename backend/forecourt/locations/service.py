"""Reading a site's locations."""

from datetime import date

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from forecourt.core.clock import utcnow
from forecourt.locations.hours import holiday_closures, local_now, time_zone
from forecourt.locations.models import Location
from forecourt.locations.schemas import (
    AddressOut,
    LocationOut,
    OpeningHoursOut,
    SpecialHoursOut,
)


def special_hours_out(loc: Location, today: date) -> list[SpecialHoursOut]:
    own = [SpecialHoursOut.model_validate(h) for h in loc.special_hours]
    closed = [
        SpecialHoursOut(date=h.date, status="Closed", start_hour=None, end_hour=None,
                        name=h.name, public_holiday=True)
        for h in holiday_closures(loc, today)
    ]  # fmt: skip
    return sorted(own + closed, key=lambda h: h.date)


def location_out(loc: Location, today: date | None = None) -> LocationOut:
    zone = time_zone(loc)
    today = today or local_now(loc, utcnow()).date()
    return LocationOut(
        id=loc.id,
        slug=loc.slug,
        name=loc.name,
        dealership_id=loc.dealership_id,
        location_type=loc.location_type,
        location_subtype=loc.location_subtype,
        primary=loc.primary,
        manufacturers=loc.manufacturers,
        address=AddressOut(
            street=loc.street,
            city=loc.city,
            state=loc.state,
            postcode=loc.postcode,
            lat=loc.lat,
            long=loc.long,
            place_id=loc.place_id,
            place_url=loc.place_url,
        ),
        phone=loc.phone,
        landline_phone=loc.landline_phone,
        email=loc.email,
        image_url=loc.image_url,
        dealer_licence_number=loc.dealer_licence_number,
        motor_vehicle_repairer=loc.motor_vehicle_repairer,
        review_average=loc.review_average,
        review_count=loc.review_count,
        opening_hours=[OpeningHoursOut.model_validate(h) for h in loc.opening_hours],
        special_hours=special_hours_out(loc, today),
        time_zone=zone.key,
    )


async def list_site_locations(session: AsyncSession, site_id: int) -> list[LocationOut]:
    rows = await session.scalars(
        select(Location)
        .where(Location.site_id == site_id, Location.visible.is_(True))
        .options(selectinload(Location.opening_hours), selectinload(Location.special_hours))
        .order_by(Location.primary.desc(), Location.name)
    )
    return [location_out(loc) for loc in rows]
