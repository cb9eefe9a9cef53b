"""Phone sign-in endpoints and the two lookups the spec names (§7)."""

from typing import Annotated

from fastapi import APIRouter, Query, Request, Response

from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    FORBIDDEN,
    INVALID,
    RATE_LIMITED,
    InvalidInput,
    TooManyRequests,
)
from forecourt.core.rate_limit import Limiter, RateLimit, client_ip
from forecourt.core.secrets import secret_key
from forecourt.core.sessions import SIGNED_OUT
from forecourt.core.settings import settings_of
from forecourt.identity import service
from forecourt.identity.deps import OptionalShopper, ShopperChange
from forecourt.identity.models import ShopperUser
from forecourt.identity.phone import MOBILE_MESSAGE, Mobile, parse_mobile
from forecourt.identity.schemas import (
    AllowedOut,
    ContactExists,
    ContactExistsOut,
    MobilePhone,
    PhoneIn,
    SendCodeIn,
    SendCodeOut,
    SessionOut,
    ShopperOut,
    VerifyIn,
)
from forecourt.outbox.dispatcher import wake_dispatcher
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/auth", tags=["sign-in"])
phone_check_router = APIRouter(prefix="/api", tags=["sign-in"])  # the spec's own paths (§7)


def shopper_out(user: ShopperUser) -> ShopperOut:
    return ShopperOut(
        phone="0" + user.phone.removeprefix("+61"),
        name=user.name,
        last_name=user.last_name,
        email=user.email,
        postcode=user.postcode,
        price_alert=user.price_alert,
    )


def _mobile(phone: str) -> Mobile:
    mobile = parse_mobile(phone)  # the schema has already checked it; this gives its forms
    if mobile is None:
        raise InvalidInput(MOBILE_MESSAGE, field="phone")
    return mobile


def _requester(request: Request) -> service.Requester:
    return service.Requester(client_ip(request), secret_key(settings_of(request)), utcnow())


@router.post(
    "/code", response_model=SendCodeOut, status_code=202, responses={**INVALID, **RATE_LIMITED}
)
async def send_code(
    body: SendCodeIn, request: Request, site: CurrentSite, session: DbSession, limiter: Limiter
) -> SendCodeOut:
    """Texts a 6-digit code to an Australian mobile (valid 10 minutes, 5 tries). At most 5
    codes per phone and 200 per address an hour, and past 3 from one address the captcha's
    solution (`altcha`); a new code replaces the earlier ones."""
    mobile = _mobile(body.phone)
    meta = body.model_dump(exclude={"phone", "altcha"}, exclude_none=True)
    await service.send_code(session, site, mobile, meta, limiter, _requester(request), body.altcha)
    wake_dispatcher(request)
    return SendCodeOut(
        sent_to=mobile.masked,
        expires_in_seconds=int(service.CODE_TTL.total_seconds()),
        code_length=6,
    )


@router.post("/verify", response_model=SessionOut, responses={**INVALID, **RATE_LIMITED})
async def verify_code(
    body: VerifyIn, request: Request, response: Response, site: CurrentSite, session: DbSession
) -> SessionOut:
    """Checks the code and signs the shopper in on this site only: a new session (any earlier
    one of this browser ends), in an HTTP-only cookie."""
    req = _requester(request)
    user = await service.verify_code(session, site, _mobile(body.phone), body.code, req)
    opened = await service.open_session(
        session, site.id, user, service.SESSIONS.token_of(request), req.now
    )
    service.SESSIONS.set_cookie(request, response, opened)
    response.headers["Cache-Control"] = "no-store"
    return SessionOut(user=shopper_out(user), csrf_token=opened.csrf_token)


@router.get("/session", response_model=SessionOut)
async def current_session(response: Response, signed_in: OptionalShopper) -> SessionOut:
    """Who is signed in on this site, and the CSRF token their changes must carry."""
    response.headers["Cache-Control"] = "no-store"
    if signed_in is None:
        return SessionOut(user=None, csrf_token=None)
    return SessionOut(user=shopper_out(signed_in.user), csrf_token=signed_in.session.csrf_token)


@router.post("/sign-out", status_code=204, responses={**SIGNED_OUT, **FORBIDDEN})
async def sign_out(
    request: Request, response: Response, signed_in: ShopperChange, session: DbSession
) -> Response:
    await service.sign_out(session, signed_in.session)
    answer = Response(status_code=204)
    service.SESSIONS.clear_cookie(request, answer)
    return answer


@phone_check_router.post(
    "/rate-limit",
    response_model=AllowedOut,
    responses={**INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("contact_check")],
)
async def rate_limit(
    body: PhoneIn, request: Request, site: CurrentSite, limiter: Limiter
) -> AllowedOut:
    """Asked before a code is sent (spec §7): 429 when one more code would be refused."""
    if not await service.may_send(limiter, _mobile(body.phone), client_ip(request)):
        raise TooManyRequests(service.TOO_MANY, retry_after=60)
    return AllowedOut(ok=True)


@phone_check_router.get(
    "/check-if-contact-exists",
    response_model=ContactExistsOut,
    responses={**INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("contact_check")],
)
async def check_if_contact_exists(
    phone_number: Annotated[MobilePhone, Query()],
    site: CurrentSite,
    session: DbSession,
) -> ContactExistsOut:
    """Whether this phone has signed in on this site before (the form then skips the name
    fields). Only yes or no: nothing about the person, and limited like any lookup."""
    exists = await service.user_exists(session, site.id, _mobile(phone_number).e164)
    return ContactExistsOut(data=ContactExists(exists=exists))
