"""The response target: a new lead is due an answer within the dealership's response minutes,
counted only while the lead's location is open (its own weekly hours, special hours and state
holidays, in its own time zone). The moment is fixed when the lead is taken, so the inbox can
sort overdue leads first in the query."""

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from forecourt.leads.models import Lead
from forecourt.locations.hours import hours_on, known_hours, time_zone
from forecourt.locations.models import Location
from forecourt.tenancy.lead_handling import handling_of
from forecourt.tenancy.models import Dealership

LOOK_AHEAD_DAYS = 60  # a location closed longer than this: the target counts in plain time


def respond_by(location: Location | None, received: datetime, minutes: int) -> datetime:
    """When `minutes` of the location's opening hours have passed since `received`; without
    known hours, `minutes` of plain time."""
    if location is None or not known_hours(location):
        return received + timedelta(minutes=minutes)
    zone = time_zone(location)
    start = received.astimezone(zone)
    left = timedelta(minutes=minutes)
    day = start.date()
    for _ in range(LOOK_AHEAD_DAYS):
        hours = hours_on(location, day)
        if hours is not None:
            opens = datetime.combine(day, hours[0], tzinfo=zone)
            closes = datetime.combine(day, hours[1], tzinfo=zone)
            begin = max(opens, start)
            if begin < closes:
                if begin + left <= closes:
                    return begin + left
                left -= closes - begin
        day += timedelta(days=1)
    return received + timedelta(minutes=minutes)


async def location_for(
    session: AsyncSession, dealership: Dealership, location: Location | None
) -> Location | None:
    """The lead's own location, else the dealership's sales location (its primary first)."""
    if location is not None:
        return location
    found = await session.scalars(
        select(Location)
        .where(Location.dealership_id == dealership.id, Location.visible.is_(True))
        .options(selectinload(Location.opening_hours), selectinload(Location.special_hours))
        .order_by(Location.primary.desc(), Location.id)
    )
    locations = list(found)
    return next((loc for loc in locations if loc.location_type == "sales"), None) or next(
        iter(locations), None
    )


async def set_respond_by(
    session: AsyncSession, lead: Lead, dealership: Dealership, location: Location | None
) -> None:
    minutes = handling_of(dealership.lead_handling).response_minutes
    where = await location_for(session, dealership, location)
    lead.respond_by = respond_by(where, lead.created_at, minutes)


def is_overdue(lead: Lead, now: datetime) -> bool:
    return lead.first_contacted_at is None and lead.respond_by is not None and lead.respond_by < now
