from typing import Annotated

from fastapi import APIRouter, Query

from forecourt.core.db import DbSession
from forecourt.core.errors import INVALID, RATE_LIMITED, not_found
from forecourt.core.rate_limit import RateLimit
from forecourt.tenancy.deps import CurrentSite
from forecourt.tradein import service
from forecourt.tradein.schemas import (
    Catalogue,
    MiscellaneousIn,
    MiscellaneousOut,
    RegoLookupIn,
    TradeInVehicle,
)

router = APIRouter(prefix="/trade-in", tags=["trade-in"])
# spec: vehicle §7 keeps this path outside the versioned API.
miscellaneous_router = APIRouter(tags=["trade-in"])
Name = Annotated[str | None, Query(max_length=100)]


@router.get("/catalogue", response_model=Catalogue, responses=INVALID)
async def catalogue(
    site: CurrentSite, session: DbSession, make: Name = None, model: Name = None
) -> Catalogue:
    """Choices for the trade-in's car: every make; with `make`, its models; with `model` too,
    its years and badges."""
    return await service.catalogue(session, make, model)


@router.post(
    "/lookup",
    response_model=TradeInVehicle,
    responses={**INVALID, **RATE_LIMITED, **not_found("No car known with that registration")},
    dependencies=[RateLimit("rego_lookup")],
)
async def lookup(body: RegoLookupIn, site: CurrentSite, session: DbSession) -> TradeInVehicle:
    """The car with this registration in this state, when the platform knows it."""
    return await service.lookup_rego(session, body.rego, body.state)


@miscellaneous_router.post(
    "/api/miscellaneous",
    response_model=MiscellaneousOut,
    status_code=201,
    responses={**INVALID, **RATE_LIMITED, **not_found("This site keeps no such records")},
    dependencies=[RateLimit("leads")],
)
async def miscellaneous(
    body: MiscellaneousIn, site: CurrentSite, session: DbSession
) -> MiscellaneousOut:
    """Keeps a valuation result for the dealer's reporting, on sites configured to."""
    row = await service.keep_record(session, site, body)
    return MiscellaneousOut(id=row.id)
