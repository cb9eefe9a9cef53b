"""Who works a dealership's leads. The console knows its users and their roles; the leads domain
asks through this port without importing the console (`create_app` wires the console's team)."""

from dataclasses import dataclass
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.leads.models import Lead


@dataclass(frozen=True)
class Member:
    user_id: int
    name: str
    email: str
    mobile: str | None  # the national form; None: alerts by e-mail only


class LeadTeam(Protocol):
    async def who_may_see(self, session: AsyncSession, lead: Lead) -> list[Member]:
        """The site's active users whose role reaches the lead (its dealership and kind)."""
        ...

    async def with_a_mobile(
        self, session: AsyncSession, lead: Lead, emails: list[str]
    ) -> list[Member]:
        """Those of `who_may_see` with one of these e-mail addresses and a mobile."""
        ...

    async def rotation(self, session: AsyncSession, lead: Lead) -> list[Member]:
        """The users the round robin shares the lead among, by user id."""
        ...


_team: list[LeadTeam] = []


def set_lead_team(team: LeadTeam) -> None:
    _team[:] = [team]


def lead_team() -> LeadTeam | None:
    return _team[0] if _team else None
