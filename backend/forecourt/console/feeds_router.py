"""The ad catalogs' listing feeds in the console: each feed's address to give
Google or Meta, how many cars it carries, and which of the user's cars it leaves out and why."""

from fastapi import APIRouter, Request

from forecourt.adfeeds.service import FEEDS, feed_file
from forecourt.console.permissions import ReadStock
from forecourt.console.router import GUARDED
from forecourt.console.schemas import AdFeedOut, LeftOutOut
from forecourt.core.db import DbSession
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.urls import site_base_url

router = APIRouter(prefix="/console", tags=["console"])
LEFT_OUT_SHOWN = 50


@router.get("/feeds", response_model=list[AdFeedOut], responses=GUARDED)
async def ad_feeds(
    request: Request,
    site: CurrentSite,
    access: ReadStock,
    session: DbSession,
) -> list[AdFeedOut]:
    base_url = site_base_url(request, site)
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
