"""The new-site wizard's endpoints: where the setup stands, then one endpoint per step, each
calling the service that owns the data (console/onboarding.py). The same steps answer twice: on
the platform host for operators (/platform/sites/{id}/...; the site itself is made by POST
/platform/sites), and on the site's own host for its owner (/console/setup/...), who arrives
through a one-time sign-up link an operator made (/platform/sites/{id}/sign-up-links)."""

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Body, Depends, Path, Request
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy import select

from forecourt.console import auth, onboarding, users
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
from forecourt.console.brand_preview import brand_preview
from forecourt.console.deps import ConsoleAccess, require
from forecourt.console.schemas import FeedUpload, ImportReportOut, WebhookIn
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    CONFLICT,
    RATE_LIMITED,
    Conflict,
    InvalidInput,
    NotFound,
    ResponsesDict,
    error_response,
    not_found,
)
from forecourt.core.form_fields import Email
from forecourt.core.rate_limit import RateLimit
from forecourt.core.request_limits import allow_larger_bodies
from forecourt.core.settings import settings_of
from forecourt.core.types import DbId
from forecourt.geo.postcodes import place_of
from forecourt.inventory import stock_desk
from forecourt.inventory.feed_fetch import FeedFetchError, fetch_feed, tls_context
from forecourt.inventory.feed_sources import FeedAddress
from forecourt.inventory.schemas import CarCard
from forecourt.leads import test_leads
from forecourt.leads.models import Lead
from forecourt.locations.hours import coming_state_holidays
from forecourt.locations.schemas import LocationIn
from forecourt.media import logos
from forecourt.media.deps import Media
from forecourt.outbox.models import OutboxMessage
from forecourt.storefront.schemas import SitePublic
from forecourt.tenancy import site_settings
from forecourt.tenancy.config import Theme
from forecourt.tenancy.deps import platform_only
from forecourt.tenancy.lifecycle import PREVIEW
from forecourt.tenancy.models import Site
from forecourt.tenancy.service import site_by_id
from forecourt.tenancy.urls import link_base_url

WRITES: dict[int | str, dict[str, Any]] = {**GUARDED, **CONFLICT, **RATE_LIMITED}
LIMITED = [RateLimit("platform_sites")]


class SetupDealershipOut(BaseModel):
    id: int
    name: str
    lead_emails: list[str] = Field(description="Where its leads go (empty: its own address)")
    adf_emails: list[str] = Field(description="Where its leads go as ADF/XML (a CRM)")
    webhooks: list[str] = Field(description="The webhooks' addresses (their secrets never)")


class SetupOut(BaseModel):
    site: PlatformSiteOut
    theme: dict[str, Any] = Field(description="The whole Theme, defaults included")
    dealerships: list[SetupDealershipOut]
    cars: int = Field(description="Cars imported so far")
    owner: str | None = Field(description="The invited owner's e-mail address")
    next_step: onboarding.Step = Field(description="Where the wizard resumes")


class SetupPreviewOut(BaseModel):
    site: SitePublic = Field(description="The site as its pages receive it (GET /site)")
    car: CarCard = Field(description="Its first listed car's card, or a sample's")
    sample: bool = Field(description="True while the site lists no car of its own")


class OwnerIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    email: Email
    name: str = Field(min_length=1, max_length=100)


class SetupDestinationsIn(BaseModel):
    """As the console's settings take them (LeadDestinations validates): at least one."""

    model_config = ConfigDict(extra="forbid")
    emails: list[Email] = Field(default_factory=list, max_length=20)
    adf_emails: list[Email] = Field(default_factory=list, max_length=10)
    webhooks: list[WebhookIn] = Field(default_factory=list, max_length=5)


class FeedAddressIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    dealership_id: DbId
    url: FeedAddress
    format: Literal["csv", "json"]
    dry_run: bool = True


class HolidayOut(BaseModel):
    date: date
    name: str


class PlaceOut(BaseModel):
    postcode: str
    state: str
    lat: float
    long: float
    holidays: list[HolidayOut] = Field(description="The state's public holidays, coming months")


class SetupDeliveryOut(BaseModel):
    channel: str
    purpose: str = Field(description="dealer (e-mail), adf or webhook")
    destination: str
    status: str = Field(
        description="pending, sending (a worker has it), delivered or failed (after its retries)"
    )
    attempts: int
    last_error: str | None


class SignUpLinkOut(BaseModel):
    url: str = Field(description="The link to send the dealer; shown only now")
    email: str = Field(description="The owner-to-be's e-mail address")
    expires_at: datetime


class SetupTestLeadOut(BaseModel):
    lead_id: int
    deliveries: list[SetupDeliveryOut]


def _on(found: Any, site_id: int) -> Access:
    return Access(found.actor(), site_id, None, None)


@dataclass(frozen=True)
class Target:
    """The site the wizard sets up, and who acts on it (an operator, or the site's owner)."""

    site: Site
    access: Access


async def _operator_target(site_id: ObjectId, found: Operator, session: DbSession) -> Target:
    site = await target_site(session, site_id)
    return Target(site, _on(found, site.id))


# A dealer who signed up through an operator's link sets the site up as its owner (owners only:
# the whole site's brand, dealerships, stock and lead destinations).
SetUpSite = Annotated[ConsoleAccess, Depends(require("site:publish", whole_site=True))]


async def _owner_target(access: SetUpSite, session: DbSession) -> Target:
    return Target(await session.get_one(Site, access.site_id), access)


async def _setup(request: Request, session: DbSession, site: Site) -> SetupOut:
    await session.refresh(site)
    progress = await onboarding.progress(session, site)
    return SetupOut(
        site=await site_out(request, session, site.id),
        theme=Theme.model_validate(site.theme or {}).model_dump(mode="json"),
        dealerships=[
            SetupDealershipOut(
                id=d.id,
                name=d.name,
                lead_emails=(d.lead_destinations or {}).get("emails", []),
                adf_emails=(d.lead_destinations or {}).get("adf_emails", []),
                webhooks=[w["url"] for w in (d.lead_destinations or {}).get("webhooks", [])],
            )
            for d in progress.dealerships
        ],  # fmt: skip
        cars=progress.cars,
        owner=progress.owner,
        next_step=progress.next_step,
    )


NO_TEST_LEAD = not_found("No such test lead")
NO_POSTCODE = not_found("No such postcode")
LOGO_WIDTH = 400  # the header shows it at most 192 px wide: twice that for sharp screens
LOGO_TOO_LARGE: ResponsesDict = {413: error_response(logos.TOO_LARGE)}
LOGO_BODY = {
    "requestBody": {
        "required": True,
        "description": "The logo's bytes: PNG, JPEG or WebP, at most 2 MB",
        "content": {
            t: {"schema": {"type": "string", "format": "binary"}}
            for t in ("image/png", "image/jpeg", "image/webp")
        },
    }
}


async def _test_lead_out(session: DbSession, site_id: int, lead_id: int) -> SetupTestLeadOut:
    lead = await session.scalar(
        select(Lead.id).where(
            Lead.id == lead_id, Lead.site_id == site_id, Lead.kind == test_leads.TEST_LEAD_KIND
        )
    )
    if lead is None:
        raise NotFound("No such test lead")
    rows = await session.scalars(
        select(OutboxMessage).where(OutboxMessage.lead_id == lead_id).order_by(OutboxMessage.id)
    )
    return SetupTestLeadOut(lead_id=lead_id, deliveries=[
        SetupDeliveryOut(channel=m.channel, purpose=m.purpose, destination=m.destination,
                    status=m.status, attempts=m.attempts, last_error=m.last_error)
        for m in rows
    ])  # fmt: skip


def _steps(
    router: APIRouter, target: Callable[..., Awaitable[Target]], url: str, progress: str
) -> None:
    """The wizard's steps on `router` (whose prefix names the site), each acting as `target`
    says; `url` is that prefix under /api/v1, for the upload routes' larger bodies; `progress`
    the path of where the setup stands."""
    Setup = Annotated[Target, Depends(target)]  # noqa: N806 (a type, as FastAPI reads it)
    allow_larger_bodies(f"{url}/logo", logos.MAX_LOGO_BYTES)
    # A feed of a few thousand cars with long descriptions, as the console's own import allows.
    allow_larger_bodies(f"{url}/imports/stock", 6 * 1024 * 1024)

    @router.get(progress, response_model=SetupOut, responses=GUARDED)
    async def read_setup(to: Setup, request: Request, session: DbSession) -> SetupOut:
        """What the site has so far, and the wizard's next step."""
        return await _setup(request, session, to.site)

    @router.get(f"{progress}/preview", response_model=SetupPreviewOut, responses=GUARDED)
    async def read_preview(to: Setup, session: DbSession) -> SetupPreviewOut:
        """What the brand step's preview draws with the draft brand: the site's public
        configuration and a car card by the storefront's rules (a sample before any stock)."""
        resolved = await site_by_id(session, to.site.id)
        assert resolved is not None  # the target is a site of this platform
        preview = await brand_preview(session, resolved)
        return SetupPreviewOut(site=preview.site, car=preview.car, sample=preview.sample)

    @router.put("/theme", response_model=SetupOut, responses=WRITES, dependencies=LIMITED)
    async def save_theme(
        body: Annotated[
            dict[str, Any], Body(description="The whole Theme, as the console's settings")
        ],
        to: Setup,
        request: Request,
        session: DbSession,
    ) -> SetupOut:
        """The brand: colours, typeface, corners and logo, validated by the console's Theme."""
        await site_settings.save_theme(session, to.access, body)
        show_now(request, to.access.site_id)
        return await _setup(request, session, to.site)

    @router.post(
        "/logo", response_model=SetupOut, status_code=201,
        responses={**WRITES, **LOGO_TOO_LARGE}, dependencies=LIMITED, openapi_extra=LOGO_BODY,
    )  # fmt: skip
    async def upload_logo(
        to: Setup, request: Request, session: DbSession, store: Media
    ) -> SetupOut:
        """The site's logo, remade as a PNG in the media store (as car photos are kept) and set
        as the theme's logo: the header and the wizard's preview show it."""
        try:
            made = await asyncio.to_thread(logos.make_logo, await request.body())
        except logos.LogoRefused as exc:
            raise InvalidInput(str(exc), field="logo") from exc
        key = logos.logo_key(to.site.id)
        await asyncio.to_thread(store.blobs.write, key, made)
        theme = Theme.model_validate(to.site.theme or {}).model_dump(
            mode="json", exclude_defaults=True
        )
        theme["logo_url"] = f"/media/{LOGO_WIDTH}/{key}"
        await site_settings.save_theme(session, to.access, theme)
        show_now(request, to.access.site_id)
        return await _setup(request, session, to.site)

    @router.post(
        "/dealerships", response_model=SetupOut, status_code=201,
        responses=WRITES, dependencies=LIMITED,
    )  # fmt: skip
    async def add_dealership(
        body: LocationIn, to: Setup, request: Request, session: DbSession
    ) -> SetupOut:
        """A dealership and its first location (the same address, phone, licence and hours),
        validated as the console validates a location; its position from the postcode."""
        await onboarding.add_dealership_with_location(session, to.access, to.site, body)
        show_now(request, to.access.site_id)
        return await _setup(request, session, to.site)

    @router.post(
        "/imports/stock", response_model=ImportReportOut, responses=WRITES, dependencies=LIMITED
    )
    async def import_stock(body: FeedUpload, to: Setup, session: DbSession) -> ImportReportOut:
        """The first stock feed of a dealership, uploaded: the dry run first (the default),
        then the import, by the console's own import."""
        # A new dealership's first feed: it adds cars, and has none yet to mark sold.
        report = await stock_desk.import_feed(
            session, to.access, body.dealership_id, body.content, body.format,
            full=False, dry_run=body.dry_run,
        )  # fmt: skip
        return import_report_out(report)

    @router.post(
        "/imports/stock-address", response_model=ImportReportOut, responses=WRITES,
        dependencies=LIMITED,
    )  # fmt: skip
    async def import_stock_address(
        body: FeedAddressIn, to: Setup, request: Request, session: DbSession
    ) -> ImportReportOut:
        """The first stock feed from its HTTPS address, fetched as the scheduled feeds are
        (HTTPS only, verified certificates, no private networks, bounded in size and time),
        then the dry run (the default) or the import, by the console's own import."""
        await site_settings.find_dealership(session, to.access, body.dealership_id)
        await session.commit()  # no transaction stays open while the feed's server takes its time
        settings = settings_of(request)
        try:
            fetched = await fetch_feed(
                body.url, None, None, tls=tls_context(settings.feed_ca_file),
                private_ok=settings.feed_private_hosts,
            )  # fmt: skip
        except FeedFetchError as exc:
            raise InvalidInput(str(exc), field="url") from exc
        assert fetched.text is not None  # asked without validators: never "not modified"
        report = await stock_desk.import_feed(
            session, to.access, body.dealership_id, fetched.text, body.format,
            full=False, dry_run=body.dry_run,
        )  # fmt: skip
        return import_report_out(report)

    @router.put(
        "/lead-destinations/{dealership_id}", response_model=SetupOut,
        responses={**WRITES, **NO_DEALERSHIP}, dependencies=LIMITED,
    )  # fmt: skip
    async def save_lead_destinations(
        dealership_id: ObjectId, body: SetupDestinationsIn, to: Setup, request: Request,
        session: DbSession,
    ) -> SetupOut:  # fmt: skip
        """Where the dealership's leads go: e-mail, ADF/XML e-mail and signed webhooks, as the
        console's settings keep them (a webhook sent without its secret keeps the one it has)."""
        dealership = await site_settings.find_dealership(session, to.access, dealership_id)
        if not (body.emails or body.adf_emails or body.webhooks):
            raise InvalidInput("Give at least one place for the leads to go.", field="emails")
        await site_settings.save_destinations(
            session, to.access, dealership, [str(e) for e in body.emails],
            [str(e) for e in body.adf_emails], [(w.url, w.secret) for w in body.webhooks],
        )  # fmt: skip
        return await _setup(request, session, to.site)

    @router.post(
        "/dealerships/{dealership_id}/test-leads", response_model=SetupTestLeadOut, status_code=201,
        responses={**WRITES, **NO_DEALERSHIP}, dependencies=LIMITED,
    )  # fmt: skip
    async def send_test_lead(
        dealership_id: ObjectId, to: Setup, request: Request, session: DbSession
    ) -> SetupTestLeadOut:
        """A lead marked as a test, delivered through the outbox to every destination of the
        dealership like a real one; read it again for each delivery's result."""
        dealership = await site_settings.find_dealership(session, to.access, dealership_id)
        resolved = await site_by_id(session, to.site.id)
        assert resolved is not None
        lead = await test_leads.send_test_lead(
            session, to.access, resolved, dealership,
            link_base_url(settings_of(request), resolved), sender_of(request),
        )  # fmt: skip
        return await _test_lead_out(session, to.site.id, lead.id)

    @router.get(
        "/test-leads/{test_lead_id}", response_model=SetupTestLeadOut,
        responses={**GUARDED, **NO_TEST_LEAD},
    )  # fmt: skip
    async def read_test_lead(
        test_lead_id: ObjectId, to: Setup, session: DbSession
    ) -> SetupTestLeadOut:
        """The test lead's deliveries: pending until the outbox has tried each."""
        return await _test_lead_out(session, to.site.id, test_lead_id)

    @router.get("/places/{postcode}", response_model=PlaceOut, responses={**GUARDED, **NO_POSTCODE})
    async def read_place(
        postcode: Annotated[str, Path(pattern=r"^[0-9]{4}$")], to: Setup
    ) -> PlaceOut:
        """A postcode's state and position (the postcode table the dealer locator measures
        from), and that state's public holidays in the coming months, for opening hours."""
        place = place_of(postcode)
        if place is None:
            raise NotFound("No such postcode")
        holidays = coming_state_holidays(place.state, utcnow().date())
        return PlaceOut(
            postcode=place.postcode, state=place.state, lat=place.lat, long=place.long,
            holidays=[HolidayOut(date=h.date, name=h.name) for h in holidays],
        )  # fmt: skip


NO_DEALERSHIP = not_found("No such dealership")
router = APIRouter(
    prefix="/platform/sites/{site_id}", tags=["platform"],
    dependencies=[Depends(platform_only)], responses=NOT_HERE,
)  # fmt: skip
_steps(router, _operator_target, "/api/v1/platform/sites/{site_id}", "/setup")
# The same steps on the site's own host, for its owner (signed up through an operator's link).
console_router = APIRouter(prefix="/console/setup", tags=["console"])
_steps(console_router, _owner_target, "/api/v1/console/setup", "")


@router.post("/owner", response_model=SetupOut, status_code=201, responses=WRITES,
             dependencies=LIMITED)  # fmt: skip
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


@router.post("/sign-up-links", response_model=SignUpLinkOut, status_code=201, responses=WRITES,
             dependencies=LIMITED)  # fmt: skip
async def make_sign_up_link(
    site_id: ObjectId, body: OwnerIn, found: Operator, request: Request, session: DbSession
) -> SignUpLinkOut:
    """A one-time link for the dealer to become the site's owner and run this wizard in the
    site's own console, without a platform account. Shown once: only its hash is kept. Made
    again for the same person, the earlier link stops working."""
    site = await target_site(session, site_id)
    if site.status != PREVIEW:
        raise Conflict("Sign-up links are for sites in preview.")
    resolved = await site_by_id(session, site.id)
    assert resolved is not None
    now = utcnow()
    user, token = await users.sign_up(
        session, _on(found, site.id), resolved, email=str(body.email), name=body.name, now=now
    )
    base = link_base_url(settings_of(request), resolved)
    # The token rides in the fragment: never sent to a server, so never in a log or a Referer.
    return SignUpLinkOut(
        url=f"{base}/console/sign-up#token={token}", email=user.email,
        expires_at=now + auth.SIGN_UP_TTL,
    )  # fmt: skip
