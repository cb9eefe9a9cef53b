"""What a lead kind's own domain adds to taking a lead (a car's valuation, a prize draw's entry): its
extra checks, whether the submission follows an earlier one (no new captcha), and what it writes
on the lead. The leads domain calls them without importing that domain; `create_app` wires each
kind's rules. `shopper` is the signed-in shopper's user id (None when nobody is signed in)."""

from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.leads.models import Lead
from forecourt.leads.schemas import LeadBase
from forecourt.tenancy.service import ResolvedSite


class KindRules(Protocol):
    async def problems(
        self, session: AsyncSession, site: ResolvedSite, body: LeadBase, shopper: int | None
    ) -> list[tuple[str, str]]: ...

    async def is_follow_up(
        self, session: AsyncSession, site: ResolvedSite, body: LeadBase
    ) -> bool: ...

    async def apply_to_lead(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        body: LeadBase,
        lead: Lead,
        shopper: int | None,
    ) -> None: ...


_by_kind: dict[str, KindRules] = {}


def add_kind_rules(kind: str, rules: KindRules) -> None:
    _by_kind[kind] = rules


def rules_for(kind: str) -> KindRules | None:
    return _by_kind.get(kind)
