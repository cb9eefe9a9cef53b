"""Stock feeds in the console: a feed uploaded once (dry run first), each dealership's scheduled
feed (its address, schedule, last outcome and a fetch on demand), and the ad catalogs' listing
feeds out (each one's address, and which cars it leaves out and why)."""

from datetime import datetime
from typing import Any, Literal

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel, Field

from forecourt.adfeeds.service import FEEDS, feed_file
from forecourt.console.api.common import GUARDED, ObjectId
from forecourt.console.permissions import ManageFeeds, ReadStock, WriteStock
from forecourt.console.schemas import (
    MAX_LISTED_CARS,
    AdFeedOut,
    FeedCarOut,
    FeedProblemOut,
    FeedUpload,
    ImportReportOut,
    LeftOutOut,
    WholeStockUpload,
)
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import error_response, not_found
from forecourt.core.periodic import job_waker
from forecourt.core.request_limits import allow_larger_bodies
from forecourt.core.settings import settings_of
from forecourt.inventory import feed_sources, stock_desk
from forecourt.inventory.feed_sources import DealershipFeed, FeedSourceIn
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.urls import link_base_url

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
    job_waker(request)("feeds")


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
    access: ManageFeeds,
    session: DbSession,
) -> FeedSourceOut:
    """Sets the address and schedule; the first fetch follows at once."""
    found = await feed_sources.save_source(session, access, dealership_id, body, utcnow())
    _wake(request)
    return _out(found)


@router.delete("/feed-sources/{dealership_id}", status_code=204, responses={**GUARDED, **NO_SOURCE})
async def delete_feed_source(
    dealership_id: ObjectId, access: ManageFeeds, session: DbSession
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
    dealership_id: ObjectId, request: Request, access: ManageFeeds, session: DbSession
) -> FeedSourceOut:
    """Fetches within seconds instead of at the next scheduled time."""
    found = await feed_sources.fetch_soon(session, access, dealership_id, utcnow())
    _wake(request)
    return _out(found)


# --- a feed uploaded once ---------------------------------------------------------------------

# A feed of a few thousand cars with long descriptions: larger than the API's default body cap.
allow_larger_bodies("/api/v1/console/imports/stock", 6 * 1024 * 1024)
allow_larger_bodies("/api/v1/console/imports/whole-stock", 6 * 1024 * 1024)


def import_report_out(report: stock_desk.ImportReport) -> ImportReportOut:
    return ImportReportOut(
        dry_run=report.dry_run, accepted=report.accepted, rows=report.rows,
        created=report.created, updated=report.updated, marked_sold=report.marked_sold,
        problems=[FeedProblemOut(row=p.row, field=p.field, message=p.message) for p in report.problems],
        cars=[FeedCarOut(action=c.action, stocknum=c.stocknum, name=c.name)
              for c in report.cars[:MAX_LISTED_CARS]],
        needs_confirmation=report.needs_confirmation,
    )  # fmt: skip


@router.post(
    "/imports/stock",
    response_model=ImportReportOut,
    responses={**GUARDED, **not_found("No such dealership")},
)
async def import_feed(body: FeedUpload, access: WriteStock, session: DbSession) -> ImportReportOut:
    """A CSV or JSON feed of some of a dealership's cars, whole or nothing: it adds and updates,
    and marks no car sold. With `dry_run` (the default) nothing is written: the answer lists the
    cars it would add and update, or every bad row by the file's own row number."""
    report = await stock_desk.import_feed(
        session, access, body.dealership_id, body.content, body.format,
        full=False, dry_run=body.dry_run,
    )  # fmt: skip
    return import_report_out(report)


@router.post(
    "/imports/whole-stock",
    response_model=ImportReportOut,
    responses={
        **GUARDED, **not_found("No such dealership"),
        409: error_response(stock_desk.confirm_sold_message(21)),
    },
)  # fmt: skip
async def import_whole_stock(
    body: WholeStockUpload, access: ManageFeeds, session: DbSession
) -> ImportReportOut:
    """A dealership's whole stock (owners and managers): as /imports/stock, and the cars missing
    from it are marked sold. A real run that would mark more than 20 sold is refused (409)
    unless `confirm_marked_sold` states that number."""
    report = await stock_desk.import_feed(
        session, access, body.dealership_id, body.content, body.format,
        full=True, dry_run=body.dry_run, confirmed_sold=body.confirm_marked_sold,
    )  # fmt: skip
    return import_report_out(report)


# --- listing feeds for the ad catalogs ------------------------------------------------------------
LEFT_OUT_SHOWN = 50


@router.get("/feeds", response_model=list[AdFeedOut], responses=GUARDED)
async def ad_feeds(
    request: Request,
    site: CurrentSite,
    access: ReadStock,
    session: DbSession,
) -> list[AdFeedOut]:
    base_url = link_base_url(settings_of(request), site)  # as the catalogs read the feeds
    answer = []
    for name, kind in FEEDS.items():
        file = await feed_file(session, site, name, base_url)
        mine = [o for o in file.left_out if access.covers(o.dealership_id)]
        answer.append(
            AdFeedOut(
                name=name, title=kind.title, url=base_url + kind.path, items=file.items,
                generated_at=file.generated_at, left_out_total=len(mine),
                left_out=[LeftOutOut(stocknum=o.stocknum, name=o.name, reason=o.reason)
                          for o in mine[:LEFT_OUT_SHOWN]],
            )
        )  # fmt: skip
    return answer
