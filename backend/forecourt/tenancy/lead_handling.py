"""How a dealership handles its leads: whether new leads are shared out by round robin, and the
response target a lead is overdue against (counted in the location's opening hours). Kept on the
dealership (JSON), validated by this model wherever it is read or written."""

from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.tenancy.models import Dealership

DEFAULT_RESPONSE_MINUTES = 15


class LeadHandling(BaseModel):
    model_config = ConfigDict(extra="forbid")

    round_robin: bool = Field(
        False,
        description="New leads go in turn to the users who may work them at this dealership",
    )
    response_minutes: int = Field(
        DEFAULT_RESPONSE_MINUTES,
        ge=1,
        le=7 * 24 * 60,
        description="A new lead is overdue after this many minutes of opening hours",
    )


def handling_of(raw: dict[str, object] | None) -> LeadHandling:
    return LeadHandling.model_validate(raw or {})


async def save_handling(
    session: AsyncSession, access: Access, dealership: Dealership, handling: LeadHandling
) -> None:
    before = handling_of(dealership.lead_handling).model_dump()
    dealership.lead_handling = handling.model_dump()
    audit.record_changes(session, access, "lead_handling", dealership.id, before,
                         dealership.lead_handling)  # fmt: skip
    await session.commit()
