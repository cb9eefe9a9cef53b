"""The platform operators' API on the platform host: sign-in (e-mail, password,
the authenticator's code), the sites, and a one-time hand-off into a site's console. Every
endpoint answers 404 on a dealer site's host."""

from typing import Annotated

from fastapi import APIRouter, Depends, Request, Response
from pydantic import BaseModel, Field

from forecourt.console import auth, platform
from forecourt.console.api.common import ObjectId
from forecourt.console.api.signing_in import code_step, end_session, password_step
from forecourt.console.deps import ConsoleSignedIn, fully_signed_in, session_on
from forecourt.console.schemas import SignInIn, SignInOut, TotpIn
from forecourt.console.throttle import TOO_MANY_SIGN_INS
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import (
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
from forecourt.tenancy.deps import platform_only

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
