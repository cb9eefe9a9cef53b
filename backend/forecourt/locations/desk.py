"""Locations in the console: a dealership's yards with their details, weekly opening hours and
special hours (a date's own hours, or closed), and the coming public holidays of the location's
state, which are closed unless special hours are given for them. A location is hidden rather
than deleted: leads and reviews refer to it."""

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import NotFound
from forecourt.core.slugs import slugify
from forecourt.geo.postcodes import place_of
from forecourt.locations.hours import coming_public_holidays, local_now
from forecourt.locations.models import Location, OpeningHours, SpecialHours
from forecourt.locations.schemas import Holiday, LocationIn, LocationRow, NewLocationIn
from forecourt.tenancy.models import Dealership

NO_LOCATION = "No such location"
NO_DEALERSHIP = "No such dealership"
MAX_LOCATIONS = 200
DETAILS = (
    "name", "location_type", "visible", "street", "city", "state", "postcode", "phone", "email",
    "image_url", "dealer_licence_number",
)  # fmt: skip


def _values(loc: Location) -> dict[str, Any]:
    return {
        **{field: getattr(loc, field) for field in DETAILS},
        "opening_hours": [
            {"weekday": h.weekday, "status": h.status, "open": h.open, "close": h.close}
            for h in loc.opening_hours
        ],
        "special_hours": [
            {
                "date": s.date.isoformat(),
                "status": s.status,
                "start_hour": s.start_hour,
                "end_hour": s.end_hour,
                "name": s.name,
            }
            for s in loc.special_hours
        ],  # fmt: skip
    }


def location_row(loc: Location, dealership_name: str) -> LocationRow:
    today = local_now(loc, utcnow()).date()
    given = {s.date for s in loc.special_hours}
    return LocationRow(
        id=loc.id, slug=loc.slug, dealership_id=loc.dealership_id,
        dealership_name=dealership_name, values=_values(loc),
        coming_holidays=[
            Holiday(date=h.date, name=h.name, hours_given=h.date in given)
            for h in coming_public_holidays(loc, today)
        ],
    )  # fmt: skip


def _visible(access: Access) -> Any:
    query = (
        select(Location, Dealership.name)
        .join(Dealership, Dealership.id == Location.dealership_id)
        .where(Location.site_id == access.site_id)
        .options(selectinload(Location.opening_hours), selectinload(Location.special_hours))
    )
    if access.dealership_ids is not None:
        query = query.where(Location.dealership_id.in_(access.dealership_ids))
    return query


async def site_locations(session: AsyncSession, access: Access) -> list[LocationRow]:
    rows = await session.execute(
        _visible(access).order_by(Dealership.name, Location.name).limit(MAX_LOCATIONS)
    )
    return [location_row(loc, name) for loc, name in rows.all()]


async def find_location(
    session: AsyncSession, access: Access, location_id: int
) -> tuple[Location, str]:
    found = (await session.execute(_visible(access).where(Location.id == location_id))).first()
    if found is None:
        raise NotFound(NO_LOCATION)
    return found[0], found[1]


def _apply(loc: Location, body: LocationIn) -> None:
    # A new postcode moves the location to the postcode table's position (the dealer locator and
    # delivery distances measure from it); a position set otherwise stays while the postcode does.
    if body.postcode != loc.postcode or loc.lat is None:
        place = place_of(body.postcode) if body.postcode else None
        loc.lat, loc.long = (place.lat, place.long) if place else (None, None)
    for field in DETAILS:
        setattr(loc, field, getattr(body, field))
    # Whole lists replace the old ones (delete-orphan), so a day left out is a day removed.
    loc.opening_hours = [
        OpeningHours(weekday=h.weekday, status=h.status, open=h.open, close=h.close)
        for h in sorted(body.opening_hours, key=lambda h: h.weekday)
    ]
    loc.special_hours = [
        SpecialHours(date=s.date, status=s.status, start_hour=s.start_hour,
                     end_hour=s.end_hour, name=s.name)
        for s in sorted(body.special_hours, key=lambda s: s.date)
    ]  # fmt: skip


async def _free_slug(session: AsyncSession, site_id: int, name: str) -> str:
    base = slugify(name) or "location"
    taken = set(
        await session.scalars(
            select(Location.slug).where(Location.site_id == site_id, Location.slug.like(f"{base}%"))
        )
    )
    return next(s for s in (base, *(f"{base}-{n}" for n in range(2, 10_000))) if s not in taken)


async def create_location(
    session: AsyncSession, access: Access, body: NewLocationIn
) -> tuple[Location, str]:
    dealership = await session.scalar(
        select(Dealership).where(
            Dealership.id == body.dealership_id, Dealership.site_id == access.site_id
        )
    )
    if dealership is None or not access.covers(dealership.id):
        raise NotFound(NO_DEALERSHIP)
    loc = Location(
        site_id=access.site_id, dealership_id=dealership.id,
        slug=await _free_slug(session, access.site_id, body.name),
        opening_hours=[], special_hours=[], manufacturers=[], distribution_locations=[], extra={},
    )  # fmt: skip
    _apply(loc, body)
    session.add(loc)
    await session.flush()
    audit.record(session, access, object_type="location", object_id=loc.id, action="create",
                 before={}, after=_values(loc))  # fmt: skip
    await session.commit()
    return loc, dealership.name


async def change_location(
    session: AsyncSession, access: Access, location_id: int, body: LocationIn
) -> tuple[Location, str]:
    loc, dealership_name = await find_location(session, access, location_id)
    before = _values(loc)
    # The old days go first: a weekday is unique per location, and the unit of work would
    # insert the new rows before deleting the orphans.
    loc.opening_hours, loc.special_hours = [], []
    await session.flush()
    _apply(loc, body)
    await session.flush()
    audit.record_changes(session, access, "location", loc.id, before, _values(loc))
    await session.commit()
    return loc, dealership_name
