"""The prize draw's page (/spin-to-win) reads its draw here; entries are leads (POST /leads,
kind `sweepstake`), so the dealer receives each like any other."""

from fastapi import APIRouter, Response

from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import not_found
from forecourt.identity.deps import OptionalShopper
from forecourt.sweepstakes import service
from forecourt.sweepstakes.schemas import SweepstakeOut
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/sweepstake", tags=["prize draw"])


@router.get("", response_model=SweepstakeOut, responses=not_found("This site runs no prize draw"))
async def sweepstake(
    response: Response, site: CurrentSite, session: DbSession, signed_in: OptionalShopper
) -> SweepstakeOut:
    """The site's prize draw: its name, terms, dates and who may enter, whether entries are
    taken today, and when the signed-in shopper entered it."""
    response.headers["Cache-Control"] = "private, no-store"  # it names the shopper's entry
    shopper = signed_in.user.id if signed_in else None
    return await service.draw_out(session, site, shopper, utcnow())
