"""The audit log: the site-wide log, newest first (owners), or one object's history."""

from typing import Annotated

from fastapi import APIRouter, Query

from forecourt.audit import trail
from forecourt.audit.models import AuditEntry
from forecourt.console.api.common import (
    GUARDED,
    Page,
)
from forecourt.console.permissions import (
    ReadAudit,
)
from forecourt.console.schemas import (
    AuditOut,
    AuditPage,
)
from forecourt.core.db import DbSession
from forecourt.core.types import MAX_DB_ID

router = APIRouter(prefix="/console", tags=["console"])


def _audit_out(e: AuditEntry) -> AuditOut:
    return AuditOut.model_validate(e, from_attributes=True)


@router.get("/audit", response_model=AuditPage, responses=GUARDED)
async def audit_log(
    access: ReadAudit,
    session: DbSession,
    object_type: Annotated[str | None, Query(max_length=40, pattern=r"^[a-z_]+$")] = None,
    object_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    page: Page = 1,
) -> AuditPage:
    """The site-wide log, newest first (owners), or one object's history."""
    rows, total = await trail.entries(
        session, access.site_id, object_type=object_type, object_id=object_id, page=page
    )
    return AuditPage(entries=[_audit_out(e) for e in rows], total=total, page=page)
