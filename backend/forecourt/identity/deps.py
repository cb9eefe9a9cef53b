"""The shopper's session as FastAPI dependencies, and CSRF protection for what it may change.

The cookie is host-only (no Domain attribute), HTTP-only and SameSite=Lax, Secure over HTTPS;
it holds a random token whose SHA-256 is the session row's key, and the row names its site, so a
cookie carried to another dealer's host opens nothing there. A request that changes something on
behalf of the session must also carry the session's CSRF token in `X-CSRF-Token` (the app reads
it from GET /api/v1/auth/session); the Origin check is the SameOriginMiddleware's."""

import hmac
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request, Response

from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import Forbidden, Unauthorized
from forecourt.identity import service
from forecourt.identity.models import ShopperSession, ShopperUser
from forecourt.tenancy.deps import CurrentSite

COOKIE = "fc_session"
CSRF_HEADER = "X-CSRF-Token"
SIGN_IN_MESSAGE = "Please sign in to continue."
CSRF_MESSAGE = "This page has expired. Please refresh it and try again."


@dataclass(frozen=True)
class SignedIn:
    session: ShopperSession
    user: ShopperUser


async def optional_shopper(
    request: Request, site: CurrentSite, session: DbSession
) -> SignedIn | None:
    token = request.cookies.get(COOKIE)
    if not token or len(token) > 100:
        return None
    found = await service.find_session(session, site.id, token, utcnow())
    return SignedIn(*found) if found else None


async def current_shopper(
    signed_in: Annotated[SignedIn | None, Depends(optional_shopper)],
) -> SignedIn:
    if signed_in is None:
        raise Unauthorized(SIGN_IN_MESSAGE)
    return signed_in


async def csrf_checked(
    request: Request, signed_in: Annotated[SignedIn, Depends(current_shopper)]
) -> SignedIn:
    sent = request.headers.get(CSRF_HEADER, "")
    if not hmac.compare_digest(sent.encode(), signed_in.session.csrf_token.encode()):
        raise Forbidden(CSRF_MESSAGE)
    return signed_in


OptionalShopper = Annotated[SignedIn | None, Depends(optional_shopper)]
CurrentShopper = Annotated[SignedIn, Depends(current_shopper)]
# For endpoints that change something on the shopper's behalf.
ShopperChange = Annotated[SignedIn, Depends(csrf_checked)]


def set_session_cookie(request: Request, response: Response, opened: service.OpenedSession) -> None:
    response.set_cookie(
        COOKIE,
        opened.token,
        max_age=int(service.SESSION_TTL.total_seconds()),
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
        path="/",
    )


def clear_session_cookie(request: Request, response: Response) -> None:
    response.delete_cookie(
        COOKIE, httponly=True, samesite="lax", secure=request.url.scheme == "https", path="/"
    )
