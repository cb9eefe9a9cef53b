"""Recording tracking events for the current site."""

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.core.errors import NotFound
from forecourt.inventory.models import Car
from forecourt.tenancy.service import ResolvedSite
from forecourt.tracking.events import EVENT_NAMES
from forecourt.tracking.models import TrackingEvent
from forecourt.tracking.schemas import EventOut


async def record_event(
    session: AsyncSession,
    site: ResolvedSite,
    event_id: int,
    *,
    car_id: int | None = None,
    path: str | None = None,
    meta: dict[str, Any] | None = None,
) -> EventOut:
    """Commits one event; a car must be one of the current site's (else NotFound)."""
    if car_id is not None:
        owned = await session.scalar(select(Car.id).where(Car.id == car_id, Car.site_id == site.id))
        if owned is None:
            raise NotFound("This car is not available on this site.")
    event = TrackingEvent(
        site_id=site.id,
        event_id=event_id,
        car_id=car_id,
        path=path,
        meta=meta or {},
        created_at=utcnow(),
    )
    session.add(event)
    await session.commit()
    return EventOut(
        id=event.id,
        event_id=event.event_id,
        name=EVENT_NAMES[event_id],
        car_id=event.car_id,
        created_at=event.created_at,
    )
