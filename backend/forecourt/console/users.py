"""The site's console users, managed by its owners: invite (an e-mail with a link to choose a
password), change a role, disable. Every change is in the audit trail."""

from datetime import datetime

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.console import auth
from forecourt.console.models import ConsoleLink, ConsoleRole, ConsoleSession, ConsoleUser
from forecourt.console.roles import Role
from forecourt.core.access import Access
from forecourt.core.errors import Conflict, InvalidInput, NotFound
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

ALREADY = "Someone with this e-mail address already uses this site's console."
NO_USER = "No such console user"
NO_DEALERSHIP = "Choose one of this site's dealerships."
NOT_YOURSELF = "You cannot change your own role or access."


async def site_users(
    session: AsyncSession, site_id: int
) -> list[tuple[ConsoleUser, list[ConsoleRole]]]:
    users = list(
        await session.scalars(
            select(ConsoleUser).where(ConsoleUser.site_id == site_id).order_by(ConsoleUser.email)
        )
    )
    roles = await session.scalars(
        select(ConsoleRole).where(ConsoleRole.user_id.in_([u.id for u in users]))
    )
    by_user: dict[int, list[ConsoleRole]] = {u.id: [] for u in users}
    for role in roles:
        by_user[role.user_id].append(role)
    return [(u, by_user[u.id]) for u in users]


async def _check_dealership(session: AsyncSession, site_id: int, dealership_id: int | None) -> None:
    if dealership_id is None:
        return
    found = await session.scalar(
        select(Dealership.id).where(Dealership.id == dealership_id, Dealership.site_id == site_id)
    )
    if found is None:
        raise InvalidInput(NO_DEALERSHIP, field="dealership_id")


async def find_site_user(session: AsyncSession, site_id: int, user_id: int) -> ConsoleUser:
    user = await session.scalar(
        select(ConsoleUser).where(ConsoleUser.id == user_id, ConsoleUser.site_id == site_id)
    )
    if user is None:
        raise NotFound(NO_USER)
    return user


async def invite(
    session: AsyncSession,
    access: Access,
    site: ResolvedSite,
    *,
    email: str,
    name: str,
    role: Role,
    dealership_id: int | None,
    base_url: str,
    sender: str,
    now: datetime,
) -> ConsoleUser:
    await _check_dealership(session, site.id, dealership_id)
    email = auth.normal_email(email)
    taken = await session.scalar(
        select(ConsoleUser.id).where(ConsoleUser.site_id == site.id, ConsoleUser.email == email)
    )
    if taken is not None:
        raise Conflict(ALREADY)
    user = ConsoleUser(site_id=site.id, email=email, name=name.strip(), created_at=now)
    session.add(user)
    await session.flush()
    session.add(ConsoleRole(user_id=user.id, dealership_id=dealership_id, role=role))
    auth.send_link(session, site=site, user=user, purpose="invitation", base_url=base_url,
                   sender=sender, now=now)  # fmt: skip
    audit.record(session, access, object_type="console_user", object_id=user.id, action="invite",
                 before={}, after={"email": email, "role": role, "dealership_id": dealership_id})  # fmt: skip
    await session.commit()
    return user


async def sign_up(
    session: AsyncSession, access: Access, site: ResolvedSite, *, email: str, name: str,
    now: datetime,
) -> tuple[ConsoleUser, str]:  # fmt: skip
    """The site's owner-to-be (no password yet) and a one-time sign-up token for them. Made
    again for the same person (a lost link), the earlier unused links stop working."""
    email = auth.normal_email(email)
    user = await session.scalar(
        select(ConsoleUser).where(ConsoleUser.site_id == site.id, ConsoleUser.email == email)
    )
    if user is not None:
        owner = await session.scalar(
            select(ConsoleRole.id).where(
                ConsoleRole.user_id == user.id, ConsoleRole.role == "owner",
                ConsoleRole.dealership_id.is_(None),
            )
        )  # fmt: skip
        if user.password_hash is not None or owner is None:
            raise Conflict(ALREADY)
        await session.execute(
            update(ConsoleLink)
            .where(ConsoleLink.user_id == user.id, ConsoleLink.used_at.is_(None))
            .values(used_at=now)
        )
    else:
        user = ConsoleUser(site_id=site.id, email=email, name=name.strip(), created_at=now)
        session.add(user)
        await session.flush()
        session.add(ConsoleRole(user_id=user.id, dealership_id=None, role="owner"))
    token = auth.sign_up_link(session, user, site.id, now)
    audit.record(session, access, object_type="console_user", object_id=user.id,
                 action="sign_up_link", before={}, after={"email": email, "role": "owner"})  # fmt: skip
    await session.commit()
    return user, token


async def set_role(
    session: AsyncSession, access: Access, user: ConsoleUser, role: Role, dealership_id: int | None
) -> None:
    """Replaces the user's roles with one role (at one dealership or all)."""
    if user.id == access.actor.user_id:
        raise InvalidInput(NOT_YOURSELF, field="role")
    await _check_dealership(session, access.site_id, dealership_id)
    before = [
        {"role": r.role, "dealership_id": r.dealership_id}
        for r in await session.scalars(select(ConsoleRole).where(ConsoleRole.user_id == user.id))
    ]
    await session.execute(delete(ConsoleRole).where(ConsoleRole.user_id == user.id))
    session.add(ConsoleRole(user_id=user.id, dealership_id=dealership_id, role=role))
    audit.record(session, access, object_type="console_user", object_id=user.id, action="role",
                 before={"roles": before}, after={"roles": [{"role": role, "dealership_id": dealership_id}]})  # fmt: skip
    await session.commit()


async def disable(session: AsyncSession, access: Access, user: ConsoleUser, now: datetime) -> None:
    """The user can no longer sign in and every session ends; notes and history keep the name."""
    if user.id == access.actor.user_id:
        raise InvalidInput(NOT_YOURSELF, field="user_id")
    if user.disabled_at is None:
        user.disabled_at = now
        await session.execute(delete(ConsoleSession).where(ConsoleSession.user_id == user.id))
        audit.record(session, access, object_type="console_user", object_id=user.id,
                     action="disable", before={"disabled": False}, after={"disabled": True})  # fmt: skip
    await session.commit()


async def names(session: AsyncSession, user_ids: list[int | None]) -> dict[int, str]:
    """The names of the given users (an assignee on a list of leads), in one query."""
    wanted = {i for i in user_ids if i is not None}
    if not wanted:
        return {}
    rows = await session.execute(
        select(ConsoleUser.id, ConsoleUser.name).where(ConsoleUser.id.in_(wanted))
    )
    return {user_id: name for user_id, name in rows.all()}


async def set_mobile(session: AsyncSession, user: ConsoleUser, mobile: str | None) -> None:
    """Where the user's lead alerts are texted (None: by e-mail only)."""
    user.mobile = mobile
    await session.commit()
