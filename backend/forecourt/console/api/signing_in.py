"""The sign-in steps a site's console and the platform's share: the password, the
authenticator's code, and the end of the session."""

from fastapi import Request, Response

from forecourt.console import auth
from forecourt.console.deps import (
    ConsoleSignedIn,
)
from forecourt.console.schemas import (
    SignInIn,
    SignInOut,
    TotpIn,
)
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    Unauthorized,
)


async def password_step(
    request: Request, response: Response, session: DbSession, site_id: int | None, body: SignInIn
) -> SignInOut:
    """On a site's host (site_id) its users; on the platform's (None) the operators."""
    step = await auth.sign_in(
        session, site_id, body.email, body.password, auth.SESSIONS.token_of(request), utcnow()
    )
    auth.SESSIONS.set_cookie(request, response, step.opened)
    return SignInOut(status="totp_required" if step.second_factor_pending else "signed_in")


async def code_step(found: ConsoleSignedIn | None, session: DbSession, body: TotpIn) -> SignInOut:
    if found is None or not found.session.second_factor_pending:
        raise Unauthorized("Sign in with your e-mail and password first.")
    await auth.second_factor(session, found.session, found.user, body.code, utcnow())
    return SignInOut(status="signed_in")


async def end_session(request: Request, response: Response, session: DbSession) -> None:
    token = auth.SESSIONS.token_of(request)
    if token:
        await auth.close_session(session, token)
    auth.SESSIONS.clear_cookie(request, response)
