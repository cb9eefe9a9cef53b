"""The console's side of the leads' team port (leads/team.py): which of the site's users may see
a lead, and who is in a dealership's round robin, read from the one role table."""

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.console import auth
from forecourt.console.deps import grant
from forecourt.console.models import ConsoleRole, ConsoleUser
from forecourt.console.roles import Permission, Role
from forecourt.leads.models import Lead
from forecourt.leads.team import Member

# The round robin shares leads among the people who answer them, not the owners and managers
# who oversee them (they can still assign a lead to themselves or anyone who may see it).
ROTATION_ROLES: frozenset[Role] = frozenset(("sales", "service"))


def _reaches(roles: list[tuple[int | None, Role]], permission: Permission, lead: Lead) -> bool:
    granted = grant(roles, permission)
    if granted is None:
        return False
    dealerships, kinds = granted
    return (dealerships is None or lead.dealership_id in dealerships) and (
        kinds is None or lead.kind in kinds
    )


async def _members(
    session: AsyncSession,
    lead: Lead,
    permission: Permission,
    only: frozenset[Role] | None,
    *where: Any,
) -> list[Member]:
    rows = await session.execute(
        select(ConsoleUser, ConsoleRole.dealership_id, ConsoleRole.role)
        .join(ConsoleRole, ConsoleRole.user_id == ConsoleUser.id)
        .where(
            ConsoleUser.site_id == lead.site_id,
            ConsoleUser.disabled_at.is_(None),
            ConsoleUser.password_hash.is_not(None),  # an invitation not yet taken up is nobody
            *where,
        )
        .order_by(ConsoleUser.id)
    )
    users: dict[int, ConsoleUser] = {}
    roles: dict[int, list[tuple[int | None, Role]]] = {}
    for user, dealership_id, role in rows.all():
        if only is not None and role not in only:
            continue
        users[user.id] = user
        roles.setdefault(user.id, []).append((dealership_id, role))  # type: ignore[arg-type]
    return [
        Member(user_id=u.id, name=u.name, email=u.email, mobile=u.mobile)
        for u in users.values()
        if _reaches(roles[u.id], permission, lead)
    ]


class ConsoleLeadTeam:
    async def who_may_see(self, session: AsyncSession, lead: Lead) -> list[Member]:
        return await _members(session, lead, "leads:read", None)

    async def with_a_mobile(
        self, session: AsyncSession, lead: Lead, emails: list[str]
    ) -> list[Member]:
        wanted = [auth.normal_email(e) for e in emails]
        return await _members(session, lead, "leads:read", None,
                              ConsoleUser.mobile.is_not(None), ConsoleUser.email.in_(wanted))  # fmt: skip

    async def rotation(self, session: AsyncSession, lead: Lead) -> list[Member]:
        return await _members(session, lead, "leads:write", ROTATION_ROLES)
