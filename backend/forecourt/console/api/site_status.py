"""The site's own switch from preview to live, for its owners (an operator may too, from the
platform console; suspending and offboarding are the operators' alone)."""

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field

from forecourt.console.api.common import GUARDED, show_now
from forecourt.console.permissions import PublishSite
from forecourt.core.db import DbSession
from forecourt.core.errors import CONFLICT
from forecourt.tenancy import lifecycle
from forecourt.tenancy.lifecycle import Status
from forecourt.tenancy.models import Site

router = APIRouter(prefix="/console", tags=["console"])


class SiteStatusOut(BaseModel):
    status: Status = Field(description="preview until switched live; see the platform's sites")


@router.get("/site-status", response_model=SiteStatusOut, responses=GUARDED)
async def read_status(access: PublishSite, session: DbSession) -> SiteStatusOut:
    site = await session.get_one(Site, access.site_id)
    return SiteStatusOut(status=site.status)


@router.post("/go-live", response_model=SiteStatusOut, responses={**GUARDED, **CONFLICT})
async def go_live(access: PublishSite, request: Request, session: DbSession) -> SiteStatusOut:
    """Ends the preview: search engines may list the site and its verified primary domain
    becomes its address. A live site stays live; a suspended one is the operators' to resume."""
    site = await session.get_one(Site, access.site_id)
    await lifecycle.publish(session, access, site)
    show_now(request, access.site_id)
    return SiteStatusOut(status=site.status)
