"""How leads are handled: each dealership's round robin and response target (owners and
managers), and the mobile a user's own lead alerts are texted to."""

from typing import Annotated

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field

from forecourt.console import users
from forecourt.console.api.common import GUARDED, ObjectId
from forecourt.console.permissions import ReadLeads, ReadSettings, WriteSettings
from forecourt.core.db import DbSession
from forecourt.core.errors import not_found
from forecourt.identity.schemas import MobilePhone
from forecourt.tenancy import site_settings
from forecourt.tenancy.lead_handling import LeadHandling, handling_of, save_handling

router = APIRouter(prefix="/console", tags=["console"])
NO_DEALERSHIP = not_found(site_settings.NO_DEALERSHIP)


class LeadHandlingOut(LeadHandling):
    dealership_id: int
    dealership_name: str


class AlertsIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    mobile: Annotated[
        MobilePhone | None,
        Field(description="An Australian mobile for texted lead alerts; null: e-mail only"),
    ] = None


class AlertsOut(BaseModel):
    mobile: str | None


@router.get("/lead-handling", response_model=list[LeadHandlingOut], responses=GUARDED)
async def list_handling(access: ReadSettings, session: DbSession) -> list[LeadHandlingOut]:
    """Each dealership's round robin and response target."""
    return [
        LeadHandlingOut(
            dealership_id=d.id, dealership_name=d.name, **handling_of(d.lead_handling).model_dump()
        )
        for d in await site_settings.dealerships(session, access.site_id)
    ]


@router.put(
    "/lead-handling/{dealership_id}",
    response_model=LeadHandlingOut,
    responses={**GUARDED, **NO_DEALERSHIP},
)
async def save_lead_handling(
    dealership_id: ObjectId, body: LeadHandling, access: WriteSettings, session: DbSession
) -> LeadHandlingOut:
    """Turns the round robin on or off and sets the response target (minutes of opening hours)."""
    dealership = await site_settings.find_dealership(session, access, dealership_id)
    await save_handling(session, access, dealership, body)
    return LeadHandlingOut(
        dealership_id=dealership.id, dealership_name=dealership.name, **body.model_dump()
    )


@router.get("/me/alerts", response_model=AlertsOut, responses=GUARDED)
async def my_alerts(access: ReadLeads) -> AlertsOut:
    """Where the signed-in user's lead alerts are texted."""
    return AlertsOut(mobile=access.user.mobile)


@router.put("/me/alerts", response_model=AlertsOut, responses=GUARDED)
async def save_my_alerts(body: AlertsIn, access: ReadLeads, session: DbSession) -> AlertsOut:
    """Sets (or, with null, removes) the mobile the user's lead alerts are texted to."""
    user = await session.merge(access.user)
    await users.set_mobile(session, user, body.mobile)
    return AlertsOut(mobile=user.mobile)
