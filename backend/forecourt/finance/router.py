"""Finance endpoints: the calculator, the quick quote and customer creation in the spec's shapes
(`/api/youx/...`, whichever lender the site uses), and the application status page's data."""

from typing import Annotated, Literal

from fastapi import APIRouter, Path, Query, Request, Response
from fastapi.responses import JSONResponse

from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    FORBIDDEN,
    INVALID,
    RATE_LIMITED,
    ResponsesDict,
    not_found,
)
from forecourt.core.rate_limit import RateLimit
from forecourt.core.secrets import secret_key
from forecourt.core.sessions import SIGNED_OUT
from forecourt.core.settings import settings_of
from forecourt.finance import service
from forecourt.finance.adapters import LenderError
from forecourt.finance.lenders import CALCULATOR_MAX
from forecourt.finance.schemas import (
    ApplicationOut,
    CustomerIn,
    CustomerOut,
    LenderFailure,
    QuickQuoteOut,
    QuoteIn,
    RepaymentOut,
)
from forecourt.identity.deps import CurrentShopper, ShopperChange
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/finance", tags=["finance"])
youx_router = APIRouter(prefix="/api/youx", tags=["finance"])
LENDER_DOWN: ResponsesDict = {
    502: {"model": LenderFailure, "description": "The lender could not answer"}
}
Money = Annotated[float, Query(ge=0, le=CALCULATOR_MAX)]


def _secret(request: Request) -> str:
    return secret_key(settings_of(request))


@router.get("/repayment", response_model=RepaymentOut, responses=INVALID)
async def repayment(
    response: Response,
    site: CurrentSite,
    amount: Annotated[float, Query(ge=0, le=CALCULATOR_MAX, description="Price or loan")],
    years: Annotated[float, Query(ge=1, le=7, multiple_of=0.5)],
    rate: Annotated[float, Query(ge=0, le=30)],
    deposit: Money = 0,
    balloon: Money = 0,
    frequency: Annotated[
        Literal["weekly", "fortnightly", "monthly"] | None,
        Query(description="Default: the site's, monthly on a monthly-only site, else weekly"),
    ] = None,
) -> RepaymentOut:
    """The calculator: compound interest at the rate divided by the frequency (52, 26, 12),
    deposit or trade-in subtracted, a balloon, the site lender's fees."""
    response.headers["Cache-Control"] = "public, max-age=300"
    return service.repayment(
        site,
        amount=amount,
        years=years,
        rate=rate,
        deposit=deposit,
        balloon=balloon,
        frequency=frequency,
    )


@youx_router.post(
    "/quote",
    response_model=QuickQuoteOut,
    responses={**INVALID, **RATE_LIMITED, **LENDER_DOWN},
    dependencies=[RateLimit("finance_quote")],
)
async def quick_quote(
    body: QuoteIn, request: Request, site: CurrentSite
) -> QuickQuoteOut | JSONResponse:
    """The quick quote (spec §7): weekly repayment, advertised and comparison rates from the
    site's lender for this credit self-assessment, price and term, and what it assumes."""
    try:
        return await service.quick_quote(service.site_adapter(site, _secret(request)), body)
    except LenderError as exc:
        return JSONResponse({"error": str(exc)}, status_code=502)


@youx_router.post(
    "/create-customer",
    response_model=CustomerOut,
    responses={**INVALID, **SIGNED_OUT, **FORBIDDEN, **RATE_LIMITED, **LENDER_DOWN},
    dependencies=[RateLimit("leads")],
)
async def create_customer(
    body: CustomerIn,
    request: Request,
    site: CurrentSite,
    signed_in: ShopperChange,
    session: DbSession,
) -> CustomerOut | JSONResponse:
    """Hands the verified shopper to the lender (spec §7 {data, additionalData}); answers the
    redirectUrl: the lender's page, or this site's application status page."""
    adapter = service.site_adapter(site, _secret(request))
    try:
        return await service.create_customer(session, site, signed_in.user, body, adapter, utcnow())
    except LenderError as exc:
        return JSONResponse({"error": str(exc)}, status_code=502)


@router.get(
    "/applications/{application_id}",
    response_model=ApplicationOut,
    responses={**SIGNED_OUT, **not_found("No such application of this shopper")},
)
async def application(
    application_id: Annotated[str, Path(max_length=40, pattern=r"^[A-Za-z0-9_-]+$")],
    response: Response,
    site: CurrentSite,
    signed_in: CurrentShopper,
    session: DbSession,
) -> ApplicationOut:
    response.headers["Cache-Control"] = "private, no-store"
    return await service.application(session, site, signed_in.user, application_id)
