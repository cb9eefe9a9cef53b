"""The platform operators' API on the platform host: sign-in (e-mail, password,
the authenticator's code), the sites, and a one-time hand-off into a site's console. Every
endpoint answers 404 on a dealer site's host."""

from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from forecourt.console import auth, offboarding, platform
from forecourt.console.api.common import ObjectId, show_now
from forecourt.console.api.signing_in import code_step, end_session, password_step
from forecourt.console.deps import ConsoleSignedIn, fully_signed_in, session_on
from forecourt.console.schemas import SignInIn, SignInOut, TotpIn
from forecourt.console.throttle import TOO_MANY_SIGN_INS
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    CONFLICT,
    FORBIDDEN,
    INVALID,
    RATE_LIMITED,
    NotFound,
    ResponsesDict,
    not_found,
)
from forecourt.core.rate_limit import RateLimit
from forecourt.core.sessions import SIGNED_OUT, check_csrf, require_signed_in
from forecourt.core.settings import settings_of
from forecourt.tenancy import domains, lifecycle
from forecourt.tenancy.admin import SLUG
from forecourt.tenancy.deps import platform_only
from forecourt.tenancy.lifecycle import Status
from forecourt.tenancy.models import Site, SiteArchive

NOT_HERE = not_found("Not the platform's host, or no such site")
GUARDED: ResponsesDict = {**SIGNED_OUT, **FORBIDDEN, **NOT_HERE, **INVALID}
router = APIRouter(
    prefix="/platform", tags=["platform"], dependencies=[Depends(platform_only)],
    responses=NOT_HERE,
)  # fmt: skip


async def _operator_session(request: Request, session: DbSession) -> ConsoleSignedIn | None:
    return await session_on(request, session, None)


OptionalOperator = Annotated[ConsoleSignedIn | None, Depends(_operator_session)]


async def _operator(request: Request, found: OptionalOperator) -> ConsoleSignedIn:
    operator = require_signed_in(fully_signed_in(found))
    check_csrf(request, operator.session.csrf_token)
    return operator


Operator = Annotated[ConsoleSignedIn, Depends(_operator)]


class OperatorMe(BaseModel):
    email: str
    name: str
    totp_enabled: bool
    csrf_token: str = Field(description="Send as X-CSRF-Token with every change")


class PlatformSiteOut(BaseModel):
    id: int
    slug: str
    name: str
    url: str = Field(description="The site's home page")
    cars: int = Field(description="Cars not sold")
    new_leads: int
    status: Status = Field(
        description="preview (noindex, a banner), live, suspended (a notice for shoppers) or "
        "offboarded (not served; its data is deleted after `delete_after`)"
    )
    delete_after: datetime | None = Field(description="Offboarded: when its data is deleted")


class NewSiteIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    slug: str = Field(
        min_length=1, max_length=64, pattern=SLUG.pattern,
        description="The site's name in its address: {slug}.{platform domain}",
    )  # fmt: skip
    name: str = Field(min_length=1, max_length=200)


class StatusIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    status: Literal["preview", "live", "suspended"] = Field(
        description="preview -> live, live <-> suspended, preview -> suspended"
    )


class ArchiveOut(BaseModel):
    filename: str
    bytes: int
    sha256: str
    created_at: datetime
    url: str = Field(description="GET it (the operator's session): the zip")


class OffboardOut(BaseModel):
    site: PlatformSiteOut
    archive: ArchiveOut


class CertificateAllowed(BaseModel):
    domain: str


class HandOffOut(BaseModel):
    url: str = Field(description="Open within two minutes: the site's console, signed in")


@router.post(
    "/auth/sign-in",
    response_model=SignInOut,
    responses={**SIGNED_OUT, **INVALID, **RATE_LIMITED},
    # The per-address limit answers as the per-account one does (console/throttle.py).
    dependencies=[RateLimit("console_sign_in", TOO_MANY_SIGN_INS)],
)
async def sign_in(
    body: SignInIn, request: Request, response: Response, session: DbSession
) -> SignInOut:
    """Platform operators only; a site's console users sign in on their site's host."""
    return await password_step(request, response, session, None, body)


@router.post(
    "/auth/totp",
    response_model=SignInOut,
    responses={**SIGNED_OUT, **INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_sign_in")],
)
async def second_factor(body: TotpIn, found: OptionalOperator, session: DbSession) -> SignInOut:
    return await code_step(found, session, body)


@router.post("/auth/sign-out", status_code=204, responses=SIGNED_OUT)
async def sign_out(request: Request, response: Response, session: DbSession) -> None:
    await end_session(request, response, session)


@router.get("/auth/session", response_model=OperatorMe, responses=GUARDED)
async def me(found: Operator) -> OperatorMe:
    user = found.user
    return OperatorMe(email=user.email, name=user.name, totp_enabled=user.totp_secret is not None,
                      csrf_token=found.session.csrf_token)  # fmt: skip


@router.get("/sites", response_model=list[PlatformSiteOut], responses=GUARDED)
async def sites(found: Operator, request: Request, session: DbSession) -> list[PlatformSiteOut]:
    """Every site, with its cars in stock and its new leads."""
    settings = settings_of(request)
    rows = await platform.platform_sites(session, settings, request.url.scheme, request.url.port)
    return [PlatformSiteOut(**row.__dict__) for row in rows]


async def site_out(request: Request, session: DbSession, site_id: int) -> PlatformSiteOut:
    settings = settings_of(request)
    rows = await platform.platform_sites(
        session, settings, request.url.scheme, request.url.port, site_id=site_id
    )
    if not rows:
        raise NotFound("No such site")
    return PlatformSiteOut(**rows[0].__dict__)


async def target_site(session: DbSession, site_id: int) -> Site:
    site = await lifecycle.find_site(session, site_id)
    if site is None:
        raise NotFound("No such site")
    return site


def _operator_on(found: ConsoleSignedIn, site_id: int) -> Access:
    return Access(found.actor(), site_id, None, None)


@router.post(
    "/sites", response_model=PlatformSiteOut, status_code=201,
    responses={**GUARDED, **CONFLICT, **RATE_LIMITED},
    dependencies=[RateLimit("platform_sites")],
)  # fmt: skip
async def create_site(
    body: NewSiteIn, found: Operator, request: Request, session: DbSession
) -> PlatformSiteOut:
    """A new site in preview: it answers at {slug}.{platform domain} with `noindex` and a
    preview banner until it is switched live."""
    site = await lifecycle.create_site(session, found.actor(), body.slug, body.name)
    return await site_out(request, session, site.id)


@router.put(
    "/sites/{site_id}/status", response_model=PlatformSiteOut,
    responses={**GUARDED, **CONFLICT, **RATE_LIMITED},
    dependencies=[RateLimit("platform_sites")],
)  # fmt: skip
async def set_status(
    site_id: ObjectId, body: StatusIn, found: Operator, request: Request, session: DbSession
) -> PlatformSiteOut:
    """Go live, suspend (shoppers see a short notice; every datum is kept) or resume."""
    site = await target_site(session, site_id)
    await lifecycle.set_status(session, _operator_on(found, site.id), site, body.status)
    show_now(request, site.id)
    return await site_out(request, session, site.id)


def _archive_out(archive: SiteArchive) -> ArchiveOut:
    return ArchiveOut(
        filename=archive.filename, bytes=len(archive.content), sha256=archive.sha256,
        created_at=archive.created_at,
        url=f"/api/v1/platform/sites/{archive.site_id}/archive",
    )  # fmt: skip


@router.post(
    "/sites/{site_id}/offboard", response_model=OffboardOut,
    responses={**GUARDED, **CONFLICT, **RATE_LIMITED},
    dependencies=[RateLimit("platform_sites")],
)  # fmt: skip
async def offboard(
    site_id: ObjectId, found: Operator, request: Request, session: DbSession
) -> OffboardOut:
    """Makes the site's archive (leads, customers, stock and content as CSV and JSON in one
    zip), stops serving the site, and deletes its data after the grace period (settings
    `offboarding_grace_days`); its audit trail and the archive are kept."""
    site = await target_site(session, site_id)
    grace = settings_of(request).offboarding_grace_days
    archive = await offboarding.offboard(
        session, _operator_on(found, site.id), site, utcnow(), grace
    )
    show_now(request, site.id)
    return OffboardOut(
        site=await site_out(request, session, site.id), archive=_archive_out(archive)
    )


@router.get(
    "/sites/{site_id}/archive",
    response_class=Response,
    responses={
        **GUARDED,
        200: {"content": {"application/zip": {"schema": {"type": "string", "format": "binary"}}},
              "description": "The offboarded site's archive"},
    },
)  # fmt: skip
async def archive(site_id: ObjectId, found: Operator, session: DbSession) -> Response:
    """The latest archive of an offboarded site (404 when it has none)."""
    kept = await offboarding.latest_archive(session, site_id)
    if kept is None:
        raise NotFound("This site has no archive: it has not been offboarded.")
    return Response(
        kept.content,
        media_type="application/zip",
        headers={
            "Content-Disposition": f'attachment; filename="{kept.filename}"',
            "Cache-Control": "private, no-store",
        },
    )


@router.get(
    "/certificates/ask",
    response_model=CertificateAllowed,
    responses=not_found("Not a verified domain of a live site: no certificate"),
)
async def certificate_ask(
    session: DbSession,
    domain: Annotated[str, Query(min_length=1, max_length=253, description="The name asked for")],
) -> CertificateAllowed:
    """For the reverse proxy, before it obtains a certificate on demand (Caddy's on_demand_tls
    `ask`): 200 for a verified domain of a live site, 404 for any other name."""
    if not await domains.certificate_allowed(session, domain):
        raise NotFound("No certificate for this name.")
    return CertificateAllowed(domain=domain.strip().lower().rstrip("."))


@router.post("/sites/{site_id}/hand-off", response_model=HandOffOut, responses=GUARDED)
async def hand_off(
    site_id: ObjectId, found: Operator, request: Request, session: DbSession
) -> HandOffOut:
    """A one-time link into the site's console, good for two minutes on that site alone. The
    token travels in the address's fragment, which no server or log sees."""
    target = await platform.site_by_id(session, site_id)
    if target is None:
        raise NotFound("No such site")
    site, primary = target
    settings = settings_of(request)
    base = platform.site_address(site.slug, primary, settings, request.url.scheme,
                                 request.url.port)  # fmt: skip
    token = await auth.hand_off(session, found.user, site.id, utcnow())
    return HandOffOut(url=f"{base}/console/hand-off#{token}")
