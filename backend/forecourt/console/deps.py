"""Who is asking, and may they: the one authorisation dependency of every console endpoint.

`require("leads:read")` answers 401 without a (fully signed-in) console session of this host's
site, 403 when no role of the user grants the permission, and for a change also checks the
session's CSRF token. It hands the endpoint an `Access` that says at which dealerships the
permission holds, so services filter by it (another dealership's lead is then simply not found).
The role-matrix test finds each endpoint's permission on the dependency (`.permission`)."""

import hmac
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request, Response
from sqlalchemy import select

from forecourt.console import auth
from forecourt.console.models import ConsoleRole, ConsoleSession, ConsoleUser
from forecourt.console.roles import PERMISSIONS, Permission, Role, lead_kinds
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import Forbidden, Unauthorized
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.service import ResolvedSite

COOKIE = "fc_console"  # not the shopper's fc_session: the two never open each other
CSRF_HEADER = "X-CSRF-Token"
SIGN_IN = "Please sign in to the console."
NOT_ALLOWED = "Your role does not allow this."
CSRF_MESSAGE = "This page has expired. Please refresh it and try again."
SET_UP_SECOND_FACTOR = (
    "This site requires two-step sign-in: set up your authenticator app to continue."
)
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
# Permissions about the whole site: they need a role held at every dealership (dealership None).
SITE_WIDE: frozenset[Permission] = frozenset(
    ("settings:read", "settings:write", "billing:write", "users:manage", "audit:read")
)


@dataclass(frozen=True)
class ConsoleSignedIn:
    session: ConsoleSession
    user: ConsoleUser

    @property
    def operator(self) -> bool:
        return self.user.site_id is None


@dataclass(frozen=True)
class Access:
    signed_in: ConsoleSignedIn
    site_id: int
    # The dealerships where the permission holds, with the role that grants it; None: all.
    dealership_ids: frozenset[int] | None
    kinds: tuple[str, ...] | None  # lead kinds visible (the service role's bookings); None: all

    @property
    def user(self) -> ConsoleUser:
        return self.signed_in.user

    def covers(self, dealership_id: int) -> bool:
        return self.dealership_ids is None or dealership_id in self.dealership_ids


async def console_session(
    request: Request, site: CurrentSite, session: DbSession
) -> ConsoleSignedIn | None:
    token = request.cookies.get(COOKIE)
    if not token or len(token) > 100:
        return None
    found = await auth.find_session(session, site.id, token, utcnow())
    return ConsoleSignedIn(*found) if found else None


OptionalConsole = Annotated[ConsoleSignedIn | None, Depends(console_session)]


async def signed_in(found: OptionalConsole) -> ConsoleSignedIn:
    """A session whose second factor (if any) is done."""
    if found is None or found.session.second_factor_pending:
        raise Unauthorized(SIGN_IN)
    return found


def check_csrf(request: Request, found: ConsoleSignedIn) -> None:
    if request.method in SAFE_METHODS:
        return
    sent = request.headers.get(CSRF_HEADER, "")
    if not hmac.compare_digest(sent.encode(), found.session.csrf_token.encode()):
        raise Forbidden(CSRF_MESSAGE)


async def roles_of(session: DbSession, user: ConsoleUser) -> list[tuple[int | None, Role]]:
    rows = await session.execute(
        select(ConsoleRole.dealership_id, ConsoleRole.role).where(ConsoleRole.user_id == user.id)
    )
    return [(d, r) for d, r in rows.all()]  # type: ignore[misc]


def grant(
    roles: list[tuple[int | None, Role]], permission: Permission, *, whole_site: bool = False
) -> tuple[frozenset[int] | None, tuple[str, ...] | None] | None:
    """Where `roles` grant `permission` and which lead kinds; None when nowhere. `whole_site`:
    the object belongs to the whole site (a content page, an offer), so only a role over every
    dealership reaches it."""
    granting = [(d, r) for d, r in roles if permission in PERMISSIONS[r]]
    if permission in SITE_WIDE or whole_site:
        granting = [(d, r) for d, r in granting if d is None]
    if not granting:
        return None
    everywhere = any(d is None for d, _ in granting)
    kinds_each = [lead_kinds(r) for _, r in granting]
    kinds: tuple[str, ...] | None = None
    if all(k is not None for k in kinds_each):
        kinds = tuple(sorted({kind for ks in kinds_each if ks for kind in ks}))
    ids = None if everywhere else frozenset(d for d, _ in granting if d is not None)
    return ids, kinds


def second_factor_missing(site: ResolvedSite, found: ConsoleSignedIn) -> bool:
    """The site's owners require a second factor and this user has none yet (an operator's
    account is the platform's, not the site's, to rule)."""
    return site.console_totp_required and not found.operator and found.user.totp_secret is None


def require(
    permission: Permission, *, second_factor_setup: bool = False, whole_site: bool = False
) -> Callable[..., Awaitable[Access]]:
    """`second_factor_setup`: the endpoints that set the factor up stay open to a user who must
    first set one up; every other endpoint answers 403 until they have. `whole_site`: see grant."""

    async def dependency(
        request: Request,
        site: CurrentSite,
        session: DbSession,
        found: Annotated[ConsoleSignedIn, Depends(signed_in)],
    ) -> Access:
        check_csrf(request, found)
        if not second_factor_setup and second_factor_missing(site, found):
            raise Forbidden(SET_UP_SECOND_FACTOR)
        if found.operator:  # a platform operator acts on every site, and the audit says so
            return Access(found, site.id, None, None)
        granted = grant(await roles_of(session, found.user), permission, whole_site=whole_site)
        if granted is None:
            raise Forbidden(NOT_ALLOWED)
        return Access(found, site.id, *granted)

    dependency.permission = permission  # type: ignore[attr-defined]  # read by the role matrix
    dependency.whole_site = whole_site  # type: ignore[attr-defined]
    return dependency


def set_cookie(request: Request, response: Response, token: str) -> None:
    response.set_cookie(
        COOKIE,
        token,
        max_age=int(auth.SESSION_TTL.total_seconds()),
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
        path="/",
    )


def clear_cookie(request: Request, response: Response) -> None:
    response.delete_cookie(
        COOKIE, httponly=True, samesite="strict", secure=request.url.scheme == "https", path="/"
    )
