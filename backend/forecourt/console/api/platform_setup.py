"""The new-site wizard's endpoints on the platform host (operators only): where the setup stands,
then one endpoint per step, each calling the service that owns the data as an operator on the
site (console/onboarding.py). The site itself is made by POST /platform/sites."""

from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Request
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select

from forecourt.console import onboarding, users
from forecourt.console.api.common import ObjectId, sender_of, show_now
from forecourt.console.api.feeds import import_report_out
from forecourt.console.api.platform import (
    GUARDED,
    NOT_HERE,
    Operator,
    PlatformSiteOut,
    site_out,
    target_site,
)
from forecourt.console.schemas import FeedUpload, ImportReportOut
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import CONFLICT, RATE_LIMITED, NotFound
from forecourt.core.form_fields import Email
from forecourt.core.rate_limit import RateLimit
from forecourt.core.request_limits import allow_larger_bodies
from forecourt.core.settings import settings_of
from forecourt.inventory import stock_desk
from forecourt.locations.schemas import LocationIn
from forecourt.tenancy import site_settings
from forecourt.tenancy.config import Theme
from forecourt.tenancy.deps import platform_only
from forecourt.tenancy.models import Dealership, Site
from forecourt.tenancy.service import site_by_id
from forecourt.tenancy.urls import link_base_url

router = APIRouter(
    prefix="/platform", tags=["platform"], dependencies=[Depends(platform_only)],
    responses=NOT_HERE,
)  # fmt: skip
WRITES: dict[int | str, dict[str, Any]] = {**GUARDED, **CONFLICT, **RATE_LIMITED}
LIMITED = [RateLimit("platform_sites")]


class SetupDealershipOut(BaseModel):
    id: int
    name: str
    lead_emails: list[str] = Field(description="Where its leads go (empty: its own address)")


class SetupOut(BaseModel):
    site: PlatformSiteOut
    theme: dict[str, Any] = Field(description="The whole Theme, defaults included")
    dealerships: list[SetupDealershipOut]
    cars: int = Field(description="Cars imported so far")
    owner: str | None = Field(description="The invited owner's e-mail address")
    next_step: onboarding.Step = Field(description="Where the wizard resumes")


class OwnerIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    email: Email
    name: str = Field(min_length=1, max_length=100)


class LeadEmailsIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    emails: list[Email] = Field(min_length=1, max_length=20)


def _on(found: Any, site_id: int) -> Access:
    return Access(found.actor(), site_id, None, None)


async def _setup(request: Request, session: DbSession, site: Site) -> SetupOut:
    await session.refresh(site)
    progress = await onboarding.progress(session, site)
    return SetupOut(
        site=await site_out(request, session, site.id),
        theme=Theme.model_validate(site.theme or {}).model_dump(mode="json"),
        dealerships=[
            SetupDealershipOut(
                id=d.id, name=d.name, lead_emails=(d.lead_destinations or {}).get("emails", [])
            )
            for d in progress.dealerships
        ],  # fmt: skip
        cars=progress.cars,
        owner=progress.owner,
        next_step=progress.next_step,
    )


@router.get("/sites/{site_id}/setup", response_model=SetupOut, responses=GUARDED)
async def read_setup(
    site_id: ObjectId, found: Operator, request: Request, session: DbSession
) -> SetupOut:
    """What the site has so far, and the wizard's next step."""
    return await _setup(request, session, await target_site(session, site_id))


@router.put(
    "/sites/{site_id}/theme", response_model=SetupOut, responses=WRITES, dependencies=LIMITED
)
async def save_theme(
    site_id: ObjectId,
    body: Annotated[dict[str, Any], Body(description="The whole Theme, as the console's settings")],
    found: Operator,
    request: Request,
    session: DbSession,
) -> SetupOut:
    """The brand: colours, typeface, corners and logo, validated by the console's own Theme."""
    site = await target_site(session, site_id)
    await site_settings.save_theme(session, _on(found, site.id), body)
    show_now(request)
    return await _setup(request, session, site)


@router.post(
    "/sites/{site_id}/dealerships", response_model=SetupOut, status_code=201,
    responses=WRITES, dependencies=LIMITED,
)  # fmt: skip
async def add_dealership(
    site_id: ObjectId, body: LocationIn, found: Operator, request: Request, session: DbSession
) -> SetupOut:
    """A dealership and its first location (the same address, phone, licence and hours),
    validated as the console validates a location."""
    site = await target_site(session, site_id)
    await onboarding.add_dealership_with_location(session, _on(found, site.id), site, body)
    show_now(request)
    return await _setup(request, session, site)


# A feed of a few thousand cars with long descriptions, as the console's own import allows.
allow_larger_bodies("/api/v1/platform/imports/stock", 6 * 1024 * 1024)


@router.post(
    "/imports/stock", response_model=ImportReportOut,
    responses={**WRITES, **NOT_HERE}, dependencies=LIMITED,
)  # fmt: skip
async def import_stock(body: FeedUpload, found: Operator, session: DbSession) -> ImportReportOut:
    """The first stock feed of a dealership (of any site): the dry run first (the default), then
    the import, by the console's own import."""
    site_id = await session.scalar(
        select(Dealership.site_id).where(Dealership.id == body.dealership_id)
    )
    if site_id is None:
        raise NotFound("No such dealership")
    # A new dealership's first feed: it adds cars, and has none yet to mark sold.
    report = await stock_desk.import_feed(
        session, _on(found, site_id), body.dealership_id, body.content, body.format,
        full=False, dry_run=body.dry_run,
    )  # fmt: skip
    return import_report_out(report)


@router.put(
    "/sites/{site_id}/lead-destinations/{dealership_id}", response_model=SetupOut,
    responses=WRITES, dependencies=LIMITED,
)  # fmt: skip
async def save_lead_emails(
    site_id: ObjectId, dealership_id: ObjectId, body: LeadEmailsIn, found: Operator,
    request: Request, session: DbSession,
) -> SetupOut:  # fmt: skip
    """Where the dealership's leads are e-mailed (ADF and webhooks: the site's console)."""
    site = await target_site(session, site_id)
    access = _on(found, site.id)
    dealership = await site_settings.find_dealership(session, access, dealership_id)
    kept = dealership.lead_destinations or {}
    await site_settings.save_destinations(
        session, access, dealership, [str(e) for e in body.emails], kept.get("adf_emails", []),
        [(w["url"], None) for w in kept.get("webhooks", [])],
    )  # fmt: skip
    return await _setup(request, session, site)


@router.post(
    "/sites/{site_id}/owner", response_model=SetupOut, status_code=201,
    responses=WRITES, dependencies=LIMITED,
)  # fmt: skip
async def invite_owner(
    site_id: ObjectId, body: OwnerIn, found: Operator, request: Request, session: DbSession
) -> SetupOut:
    """The site's first owner, invited by e-mail to set a password (the console's invitation)."""
    site = await target_site(session, site_id)
    resolved = await site_by_id(session, site.id)
    assert resolved is not None
    await users.invite(
        session, _on(found, site.id), resolved, email=str(body.email), name=body.name,
        role="owner", dealership_id=None,
        base_url=link_base_url(settings_of(request), resolved), sender=sender_of(request),
        now=utcnow(),
    )  # fmt: skip
    return await _setup(request, session, site)
