"""Who is asking, and may they: the one authorisation dependency of every console endpoint.

`require("leads:read")` answers 401 without a (fully signed-in) console session of this host's
site, 403 when no role of the user grants the permission, and for a change also checks the
session's CSRF token. It hands the endpoint an `Access` that says at which dealerships the
permission holds, so services filter by it (another dealership's lead is then simply not found).
The role-matrix test finds each endpoint's permission on the dependency (`.permission`)."""

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request
from sqlalchemy import select

from forecourt.console import auth
from forecourt.console.models import ConsoleRole, ConsoleSession, ConsoleUser
from forecourt.console.roles import PERMISSIONS, Permission, Role, lead_kinds
from forecourt.core.access import Access, Actor
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import Forbidden
from forecourt.core.sessions import check_csrf, require_signed_in
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.service import ResolvedSite

NOT_ALLOWED = "Your role does not allow this."
SET_UP_SECOND_FACTOR = (
    "This site requires two-step sign-in: set up your authenticator app to continue."
)
# Permissions about the whole site: they need a role held at every dealership (dealership None).
SITE_WIDE: frozenset[Permission] = frozenset(
    (
        "settings:read",
        "settings:write",
        "billing:write",
        "users:manage",
        "audit:read",
        "site:publish",
    )
)


@dataclass(frozen=True)
class ConsoleSignedIn:
    session: ConsoleSession
    user: ConsoleUser

    @property
    def operator(self) -> bool:
        return self.user.site_id is None

    def actor(self) -> Actor:
        user = self.user
        return Actor(user_id=user.id, email=user.email, name=user.name, operator=self.operator)


@dataclass(frozen=True)
class ConsoleAccess(Access):
    """The services' Access, with the signed-in console user for the console's own rules."""

    signed_in: ConsoleSignedIn

    @property
    def user(self) -> ConsoleUser:
        return self.signed_in.user


async def console_session(
    request: Request, site: CurrentSite, session: DbSession
) -> ConsoleSignedIn | None:
    return await session_on(request, session, site.id)


async def session_on(
    request: Request, session: DbSession, site_id: int | None
) -> ConsoleSignedIn | None:
    """The console session of this host: a site's (site_id) or the platform's (None)."""
    token = auth.SESSIONS.token_of(request)
    found = token and await auth.find_session(session, site_id, token, utcnow())
    return ConsoleSignedIn(*found) if found else None


OptionalConsole = Annotated[ConsoleSignedIn | None, Depends(console_session)]


async def signed_in(found: OptionalConsole) -> ConsoleSignedIn:
    """A session whose second factor (if any) is done."""
    return require_signed_in(fully_signed_in(found))


def fully_signed_in(found: ConsoleSignedIn | None) -> ConsoleSignedIn | None:
    return None if found is None or found.session.second_factor_pending else found


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
) -> Callable[..., Awaitable[ConsoleAccess]]:
    """`second_factor_setup`: the endpoints that set the factor up stay open to a user who must
    first set one up; every other endpoint answers 403 until they have. `whole_site`: see grant."""

    async def dependency(
        request: Request,
        site: CurrentSite,
        session: DbSession,
        found: Annotated[ConsoleSignedIn, Depends(signed_in)],
    ) -> ConsoleAccess:
        check_csrf(request, found.session.csrf_token)
        if not second_factor_setup and second_factor_missing(site, found):
            raise Forbidden(SET_UP_SECOND_FACTOR)
        if found.operator:  # a platform operator acts on every site, and the audit says so
            return ConsoleAccess(found.actor(), site.id, None, None, found)
        granted = grant(await roles_of(session, found.user), permission, whole_site=whole_site)
        if granted is None:
            raise Forbidden(NOT_ALLOWED)
        return ConsoleAccess(found.actor(), site.id, *granted, found)

    dependency.permission = permission  # type: ignore[attr-defined]  # read by the role matrix
    dependency.whole_site = whole_site  # type: ignore[attr-defined]
    return dependency
