"""The audit log: the site-wide log, newest first (owners), paged and filtered by user, subject
and date, with the names a person reads (a car's stock number, a page's title, a user's name)."""

from datetime import date, datetime, time, timedelta
from typing import Annotated

from fastapi import APIRouter, Query

from forecourt.audit import trail
from forecourt.audit.models import AuditEntry
from forecourt.console.api.common import (
    GUARDED,
    Page,
)
from forecourt.console.audit_names import SUBJECT_KINDS, subject_names, user_names
from forecourt.console.dashboard import site_zone
from forecourt.console.permissions import (
    ReadAudit,
)
from forecourt.console.schemas import (
    AuditOut,
    AuditPage,
)
from forecourt.core.db import DbSession
from forecourt.core.errors import InvalidInput
from forecourt.core.types import MAX_DB_ID
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/console", tags=["console"])
EARLIEST = date(2000, 1, 1)
LATEST = date(2100, 1, 1)


def _audit_out(
    e: AuditEntry, actors: dict[int, str], subjects: dict[tuple[str, int], str]
) -> AuditOut:
    out = AuditOut.model_validate(e, from_attributes=True)
    out.actor_name = actors.get(e.user_id) if e.user_id is not None else None
    out.subject_kind = SUBJECT_KINDS.get(
        e.object_type, e.object_type.replace("_", " ").capitalize()
    )
    if e.object_id is not None:
        out.subject_name = subjects.get((e.object_type, e.object_id))
    return out


@router.get("/audit", response_model=AuditPage, responses=GUARDED)
async def audit_log(
    access: ReadAudit,
    site: CurrentSite,
    session: DbSession,
    object_type: Annotated[str | None, Query(max_length=40, pattern=r"^[a-z_]+$")] = None,
    object_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    user_id: Annotated[
        int | None, Query(ge=1, le=MAX_DB_ID, description="Changes made by this console user")
    ] = None,
    since: Annotated[
        date | None,
        Query(ge=EARLIEST, le=LATEST, description="From this day, in the site's time zone"),
    ] = None,
    until: Annotated[
        date | None,
        Query(
            ge=EARLIEST, le=LATEST, description="To this day (included), in the site's time zone"
        ),
    ] = None,
    page: Page = 1,
) -> AuditPage:
    """The site-wide log, newest first (owners), or one object's history; `subject_name` and
    `actor_name` are what a person reads (None once the subject or the user is gone)."""
    if since and until and until < since:
        raise InvalidInput("The last day comes before the first.", field="until")
    zone = await site_zone(session, site)
    start = datetime.combine(since, time(), zone) if since else None
    end = datetime.combine(until + timedelta(days=1), time(), zone) if until else None
    rows, total = await trail.entries(
        session, access.site_id, object_type=object_type, object_id=object_id, user_id=user_id,
        since=start, before=end, page=page,
    )  # fmt: skip
    actors = await user_names(session, rows)
    subjects = await subject_names(session, access.site_id, rows)
    return AuditPage(
        entries=[_audit_out(e, actors, subjects) for e in rows], total=total, page=page,
        pages=max(1, -(-total // trail.PAGE_SIZE)),
        subject_kinds=SUBJECT_KINDS,
    )  # fmt: skip
