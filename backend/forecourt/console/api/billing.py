"""The owners' billing details: who the platform invoices for the site."""

from functools import cache
from typing import Annotated, Any

from fastapi import APIRouter, Body

from forecourt.console.api.common import GUARDED
from forecourt.console.permissions import WriteBilling
from forecourt.console.schemas import (
    BillingOut,
)
from forecourt.core.db import DbSession
from forecourt.tenancy import billing
from forecourt.tenancy.billing import BillingDetails
from forecourt.tenancy.models import Site

router = APIRouter(prefix="/console", tags=["console"])


def _billing_out(details: BillingDetails) -> BillingOut:
    return BillingOut(billing=details.model_dump(mode="json"), form_schema=_billing_schema())


@cache
def _billing_schema() -> dict[str, Any]:
    return BillingDetails.model_json_schema()


@router.get("/billing", response_model=BillingOut, responses=GUARDED)
async def read_billing(access: WriteBilling, session: DbSession) -> BillingOut:
    """Owners only: who the platform invoices; a manager's role answers 403."""
    return _billing_out(billing.billing_of(await session.get_one(Site, access.site_id)))


@router.put("/billing", response_model=BillingOut, responses=GUARDED)
async def save_billing(
    body: Annotated[dict[str, Any], Body(description="The whole BillingDetails (form_schema)")],
    access: WriteBilling,
    session: DbSession,
) -> BillingOut:
    """A wrong ABN, e-mail or postcode is refused by its field."""
    details = await billing.save_billing(session, access, body)
    return _billing_out(details)
