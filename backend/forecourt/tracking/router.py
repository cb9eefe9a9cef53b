from fastapi import APIRouter

from forecourt.core.db import DbSession
from forecourt.core.errors import RATE_LIMITED, not_found
from forecourt.core.rate_limit import RateLimit
from forecourt.tenancy.deps import CurrentSite
from forecourt.tracking import service
from forecourt.tracking.schemas import EventIn, EventOut

router = APIRouter(prefix="/events", tags=["tracking"])


@router.post(
    "",
    response_model=EventOut,
    status_code=201,
    responses={**not_found("No such car on this site"), **RATE_LIMITED},
    dependencies=[RateLimit("events")],
)
async def record_event(body: EventIn, site: CurrentSite, session: DbSession) -> EventOut:
    """Records a shopper action by its tracking event id (spec: vehicle §9)."""
    return await service.record_event(
        session, site, body.event_id, car_id=body.car_id, path=body.path, meta=body.meta
    )
