"""The site's console users: invitations, roles, and disabling an account."""

from fastapi import APIRouter, Request

from forecourt.console import users
from forecourt.console.api.common import (
    GUARDED,
    ObjectId,
    sender_of,
)
from forecourt.console.models import ConsoleRole, ConsoleUser
from forecourt.console.permissions import (
    ManageUsers,
)
from forecourt.console.schemas import (
    InviteIn,
    RoleOut,
    UserChange,
    UserOut,
)
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    CONFLICT,
    not_found,
)
from forecourt.core.settings import settings_of
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.urls import link_base_url

router = APIRouter(prefix="/console", tags=["console"])


def _user_out(user: ConsoleUser, roles: list[ConsoleRole]) -> UserOut:
    return UserOut(
        id=user.id, email=user.email, name=user.name,
        roles=[RoleOut(dealership_id=r.dealership_id, role=r.role) for r in roles],
        invited=user.password_hash is None, totp_enabled=user.totp_secret is not None,
        last_sign_in_at=user.last_sign_in_at, disabled=user.disabled_at is not None,
    )  # fmt: skip


@router.get("/users", response_model=list[UserOut], responses=GUARDED)
async def list_users(access: ManageUsers, session: DbSession) -> list[UserOut]:
    return [_user_out(u, r) for u, r in await users.site_users(session, access.site_id)]


@router.post("/users", response_model=UserOut, status_code=201, responses={**GUARDED, **CONFLICT})
async def invite_user(
    body: InviteIn, request: Request, site: CurrentSite, access: ManageUsers, session: DbSession
) -> UserOut:
    """Invites someone by e-mail with one role, at one dealership or all."""
    user = await users.invite(
        session, access, site, email=body.email, name=body.name, role=body.role,
        dealership_id=body.dealership_id, base_url=link_base_url(settings_of(request), site),
        sender=sender_of(request), now=utcnow(),
    )  # fmt: skip
    return _user_out(user, [ConsoleRole(dealership_id=body.dealership_id, role=body.role)])


@router.put(
    "/users/{user_id}/role",
    status_code=204,
    responses={**GUARDED, **not_found(users.NO_USER)},
)
async def change_role(
    user_id: ObjectId, body: UserChange, access: ManageUsers, session: DbSession
) -> None:
    user = await users.find_site_user(session, access.site_id, user_id)
    await users.set_role(session, access, user, body.role, body.dealership_id)


@router.delete(
    "/users/{user_id}", status_code=204, responses={**GUARDED, **not_found(users.NO_USER)}
)
async def disable_user(user_id: ObjectId, access: ManageUsers, session: DbSession) -> None:
    user = await users.find_site_user(session, access.site_id, user_id)
    await users.disable(session, access, user, utcnow())
