"""The site's prize draw (/spin-to-win): what its page shows, and its part in taking an entry,
which is a lead of kind `sweepstake` (leads/kind_rules.py): the draw must be running and open,
the entrant eligible and signed in, and each shopper enters a draw once (a unique index)."""

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.core.errors import Conflict, NotFound, Unauthorized
from forecourt.core.sessions import SIGN_IN_MESSAGE
from forecourt.core.upsert import insert_ignore
from forecourt.geo.postcodes import place_of
from forecourt.identity.models import ShopperUser
from forecourt.leads.models import Lead
from forecourt.leads.schemas import LeadBase, SweepstakeLead
from forecourt.sweepstakes import rules
from forecourt.sweepstakes.models import SweepstakeEntry
from forecourt.sweepstakes.schemas import SweepstakeOut
from forecourt.tenancy.config import SweepstakeConfig
from forecourt.tenancy.service import ResolvedSite

NO_DRAW = "No prize draw is running on this site."
ENTERED = "You have already entered this draw."


def running(site: ResolvedSite) -> SweepstakeConfig:
    config = site.config.sweepstake
    if not config.enabled:
        raise NotFound(NO_DRAW)
    return config


async def entry_of(
    session: AsyncSession, site: ResolvedSite, shopper: int
) -> SweepstakeEntry | None:
    return await session.scalar(
        select(SweepstakeEntry).where(
            SweepstakeEntry.site_id == site.id,
            SweepstakeEntry.draw == site.config.sweepstake.draw,
            SweepstakeEntry.shopper_user_id == shopper,
        )
    )


async def draw_out(
    session: AsyncSession, site: ResolvedSite, shopper: int | None, now: datetime
) -> SweepstakeOut:
    config = running(site)
    day = rules.draw_day(config, now)
    entry = await entry_of(session, site, shopper) if shopper is not None else None
    return SweepstakeOut(
        name=config.name,
        description=config.description,
        terms_path=config.terms_path,
        opens=config.opens,
        closes=config.closes,
        status=rules.period(config, day),
        message=rules.period_message(config, day),
        min_age=config.min_age,
        states=list(config.states),
        entered_at=entry.created_at if entry else None,
    )


async def problems(
    session: AsyncSession, site: ResolvedSite, body: SweepstakeLead, shopper: int | None
) -> list[tuple[str, str]]:
    config = running(site)
    if shopper is None:  # the gate's API half answers first; no entry is ever anonymous
        raise Unauthorized(SIGN_IN_MESSAGE)
    day = rules.draw_day(config, utcnow())
    closed = rules.period_message(config, day)
    if closed:
        raise Conflict(closed)
    if await entry_of(session, site, shopper) is not None:
        raise Conflict(ENTERED)
    place = place_of(body.postcode)
    return rules.eligibility_problems(
        config,
        birth=body.date_of_birth,
        postcode_state=place.state if place else None,
        terms_accepted=body.draw_terms_accepted,
        day=day,
    )


async def enter(
    session: AsyncSession, site: ResolvedSite, body: SweepstakeLead, lead: Lead, shopper: int
) -> None:
    """Files the entry beside its lead, in the lead's transaction; a second entry racing this
    one finds the row there and is refused (its lead is not kept)."""
    config = site.config.sweepstake
    user = await session.get_one(ShopperUser, shopper)
    place = place_of(body.postcode)
    lead.subcategory = config.name
    lead.details = {
        **lead.details,
        "draw": config.name,
        "state": place.state if place else None,
        "verified_mobile": "0" + user.phone.removeprefix("+61"),
    }
    values = {
        "site_id": site.id, "draw": config.draw, "shopper_user_id": shopper, "lead_id": lead.id,
        "created_at": utcnow(),
    }  # fmt: skip
    added = await session.execute(
        insert_ignore(session, SweepstakeEntry, values, ["site_id", "draw", "shopper_user_id"])
    )
    if added.rowcount == 0:  # type: ignore[attr-defined]
        raise Conflict(ENTERED)


class SweepstakeRules:
    """The draw's part in taking a lead (leads/kind_rules.py); only `sweepstake` leads reach it."""

    async def problems(
        self, session: AsyncSession, site: ResolvedSite, body: LeadBase, shopper: int | None
    ) -> list[tuple[str, str]]:
        assert isinstance(body, SweepstakeLead)
        return await problems(session, site, body, shopper)

    async def is_follow_up(self, session: AsyncSession, site: ResolvedSite, body: LeadBase) -> bool:
        return False  # a signed-in shopper needs no captcha anyway

    async def apply_to_lead(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        body: LeadBase,
        lead: Lead,
        shopper: int | None,
    ) -> None:
        assert isinstance(body, SweepstakeLead) and shopper is not None  # checked in problems
        await enter(session, site, body, lead, shopper)
