"""The console's sign-in: password, second factor, the operator's hand-off, password links and the
authenticator's set-up."""

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Request, Response

from forecourt.console import auth
from forecourt.console.api.common import (
    GUARDED,
    SIGNED_OUT,
    sender_of,
)
from forecourt.console.api.signing_in import code_step, end_session, password_step
from forecourt.console.deps import (
    ConsoleSignedIn,
    OptionalConsole,
    grant,
    roles_of,
    second_factor_missing,
    signed_in,
)
from forecourt.console.permissions import (
    SettingUpSecondFactor,
)
from forecourt.console.roles import EVERYTHING, Permission, Role
from forecourt.console.schemas import (
    ConsoleMe,
    HandOffIn,
    PasswordIn,
    ResetIn,
    RoleOut,
    SignInIn,
    SignInOut,
    TotpEnableIn,
    TotpIn,
    TotpSetupOut,
)
from forecourt.console.throttle import TOO_MANY_SIGN_INS
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    INVALID,
    RATE_LIMITED,
)
from forecourt.core.rate_limit import RateLimit
from forecourt.core.settings import settings_of
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.urls import link_base_url

router = APIRouter(prefix="/console", tags=["console"])


@router.post(
    "/auth/sign-in",
    response_model=SignInOut,
    responses={**SIGNED_OUT, **INVALID, **RATE_LIMITED},
    # The per-address limit answers as the per-account one does (console/throttle.py).
    dependencies=[RateLimit("console_sign_in", TOO_MANY_SIGN_INS)],
)
async def sign_in(
    body: SignInIn, request: Request, response: Response, site: CurrentSite, session: DbSession
) -> SignInOut:
    """E-mail and password. With a second factor on, the answer is `totp_required` and the
    session opens nothing until POST /auth/totp."""
    return await password_step(request, response, session, site.id, body)


@router.post(
    "/auth/totp",
    response_model=SignInOut,
    responses={**SIGNED_OUT, **INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_sign_in")],
)
async def second_factor(body: TotpIn, found: OptionalConsole, session: DbSession) -> SignInOut:
    """The authenticator's 6-digit code after the password; five wrong codes end the attempt."""
    return await code_step(found, session, body)


@router.post(
    "/auth/hand-off",
    response_model=SignInOut,
    responses={**SIGNED_OUT, **INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_sign_in")],
)
async def hand_off(
    body: HandOffIn, request: Request, response: Response, site: CurrentSite, session: DbSession
) -> SignInOut:
    """A platform operator arrives from the platform host's console with a one-time token for
    this site: it opens a session of this site, which every audit entry marks as an operator's."""
    step = await auth.use_hand_off(
        session, site.id, body.token, auth.SESSIONS.token_of(request), utcnow()
    )
    auth.SESSIONS.set_cookie(request, response, step.opened)
    return SignInOut(status="signed_in")


@router.post(
    "/auth/sign-up",
    response_model=SignInOut,
    responses={**INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_sign_in")],
)
async def sign_up(
    body: PasswordIn, request: Request, response: Response, site: CurrentSite, session: DbSession
) -> SignInOut:
    """A dealer's one-time sign-up link from a platform operator: the site's owner chooses a
    password and is signed in, to set the site up (/console/setup). Used once; a used, expired
    or another site's link is refused."""
    step = await auth.use_sign_up(
        session, site.id, body.token, body.password, auth.SESSIONS.token_of(request), utcnow()
    )
    auth.SESSIONS.set_cookie(request, response, step.opened)
    return SignInOut(status="signed_in")


@router.post("/auth/sign-out", status_code=204, responses=SIGNED_OUT)
async def sign_out(request: Request, response: Response, session: DbSession) -> None:
    await end_session(request, response, session)


def _permissions(
    found: ConsoleSignedIn, roles: list[tuple[int | None, Role]]
) -> dict[Permission, Literal["all"] | list[int]]:
    if found.operator:
        return {p: "all" for p in sorted(EVERYTHING)}
    answer: dict[Permission, Literal["all"] | list[int]] = {}
    for permission in sorted(EVERYTHING):
        granted = grant(roles, permission)
        if granted is not None:
            ids = granted[0]
            answer[permission] = "all" if ids is None else sorted(ids)
    return answer


@router.get("/auth/session", response_model=ConsoleMe, responses=SIGNED_OUT)
async def me(
    found: Annotated[ConsoleSignedIn, Depends(signed_in)],
    site: CurrentSite,
    session: DbSession,
    request: Request,
) -> ConsoleMe:
    """The signed-in console user, roles, permissions and the CSRF token for changes; a platform
    operator also gets the way back to the platform's list of sites."""
    roles = await roles_of(session, found.user)
    return ConsoleMe(
        id=found.user.id,
        email=found.user.email,
        name=found.user.name,
        operator=found.operator,
        totp_enabled=found.user.totp_secret is not None,
        totp_setup_needed=second_factor_missing(site, found),
        roles=[RoleOut(dealership_id=d, role=r) for d, r in roles],
        permissions=_permissions(found, roles),
        csrf_token=found.session.csrf_token,
        # from configuration, never from the request (principle 16)
        sites_url=f"{settings_of(request).platform_base_url}/console" if found.operator else None,
    )


@router.post(
    "/auth/password-reset",
    status_code=202,
    responses={**INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_links")],
)
async def password_reset(
    body: ResetIn, request: Request, site: CurrentSite, session: DbSession
) -> None:
    """Sends a reset link if the address has a console account; answers the same either way."""
    await auth.request_reset(
        session,
        site,
        body.email,
        link_base_url(settings_of(request), site),
        sender_of(request),
        utcnow(),
    )


@router.post(
    "/auth/password",
    status_code=204,
    responses={**INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_links")],
)
async def choose_password(body: PasswordIn, site: CurrentSite, session: DbSession) -> None:
    """Uses an invitation or reset link: sets the password, ends every session of the user."""
    await auth.set_password(session, site, body.token, body.password, utcnow())


@router.post("/auth/totp/setup", response_model=TotpSetupOut, responses=GUARDED)
async def totp_setup(site: CurrentSite, access: SettingUpSecondFactor) -> TotpSetupOut:
    """A new secret for the user's authenticator; nothing changes until /auth/totp/enable."""
    secret = auth.new_totp_secret()
    return TotpSetupOut(secret=secret, uri=auth.totp_uri(secret, access.user, site))


@router.post("/auth/totp/enable", status_code=204, responses=GUARDED)
async def totp_enable(
    body: TotpEnableIn, session: DbSession, access: SettingUpSecondFactor
) -> None:
    await auth.enable_totp(session, access.user, body.secret, body.code)
