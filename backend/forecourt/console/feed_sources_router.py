"""The console's scheduled feed endpoints: each dealership's feed address, its
schedule and the outcome of its last fetch; a fetch on demand."""

from datetime import datetime
from typing import Any, Literal

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel, Field

from forecourt.console import feed_sources
from forecourt.console.feed_sources import DealershipFeed, FeedSourceIn
from forecourt.console.permissions import ReadStock, WriteStock
from forecourt.console.router import GUARDED, ObjectId
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import not_found
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.urls import site_base_url

router = APIRouter(prefix="/console", tags=["console"])
NO_DEALERSHIP = not_found(feed_sources.NO_DEALERSHIP)
NO_SOURCE = not_found(f"{feed_sources.NO_DEALERSHIP}, or {feed_sources.NO_SOURCE.lower()}")


class FeedStatus(BaseModel):
    checked_at: datetime | None
    outcome: Literal["imported", "unchanged", "refused", "failed"] | None
    message: str | None
    report: dict[str, Any] | None = Field(
        description="Counts when imported; `problems` (the first 50) and `total` when refused"
    )
    next_fetch_at: datetime
    failing_since: datetime | None


class FeedSourceOut(BaseModel):
    dealership_id: int
    dealership_name: str
    source: FeedSourceIn | None = Field(description="None: this dealership has no scheduled feed")
    status: FeedStatus | None


def _out(found: DealershipFeed) -> FeedSourceOut:
    source = found.source
    return FeedSourceOut(
        dealership_id=found.dealership.id,
        dealership_name=found.dealership.name,
        source=FeedSourceIn.model_validate(source, from_attributes=True) if source else None,
        status=FeedStatus.model_validate(source, from_attributes=True) if source else None,
    )


def _wake(request: Request) -> None:
    jobs = getattr(request.app.state, "jobs", {})
    if "feeds" in jobs:
        jobs["feeds"].wake()


@router.get("/feed-sources", response_model=list[FeedSourceOut], responses=GUARDED)
async def list_feed_sources(access: ReadStock, session: DbSession) -> list[FeedSourceOut]:
    """Each of the user's dealerships, with its scheduled feed and last outcome, if any."""
    return [_out(f) for f in await feed_sources.feeds_of(session, access)]


@router.put(
    "/feed-sources/{dealership_id}",
    response_model=FeedSourceOut,
    responses={**GUARDED, **NO_DEALERSHIP},
)
async def save_feed_source(
    dealership_id: ObjectId,
    body: FeedSourceIn,
    request: Request,
    site: CurrentSite,
    access: WriteStock,
    session: DbSession,
) -> FeedSourceOut:
    """Sets the address and schedule; the first fetch follows at once."""
    console_url = site_base_url(request, site) + "/console/stock"
    found = await feed_sources.save_source(
        session, access, dealership_id, body, console_url, utcnow()
    )
    _wake(request)
    return _out(found)


@router.delete("/feed-sources/{dealership_id}", status_code=204, responses={**GUARDED, **NO_SOURCE})
async def delete_feed_source(
    dealership_id: ObjectId, access: WriteStock, session: DbSession
) -> Response:
    """Stops the schedule; the cars it imported stay."""
    await feed_sources.delete_source(session, access, dealership_id)
    return Response(status_code=204)


@router.post(
    "/feed-sources/{dealership_id}/fetch",
    status_code=202,
    response_model=FeedSourceOut,
    responses={**GUARDED, **NO_SOURCE},
)
async def fetch_feed_now(
    dealership_id: ObjectId, request: Request, access: WriteStock, session: DbSession
) -> FeedSourceOut:
    """Fetches within seconds instead of at the next scheduled time."""
    found = await feed_sources.fetch_soon(session, access, dealership_id, utcnow())
    _wake(request)
    return _out(found)
