"""The leads inbox: the user's leads filtered and searched, a lead's whole story, its status,
assignee and notes, a failed delivery sent again, and the CSV export."""

from datetime import date
from typing import Annotated

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import StreamingResponse

from forecourt.audit import trail
from forecourt.audit.models import AuditEntry
from forecourt.console import users
from forecourt.console.api.common import (
    GUARDED,
    ObjectId,
    Page,
)
from forecourt.console.deps import (
    Access,
)
from forecourt.console.permissions import (
    ExportLeads,
    ReadLeads,
    WriteLeads,
)
from forecourt.console.schemas import (
    AuditOut,
    DealLeadOut,
    DealOut,
    DeliveryOut,
    LeadChange,
    LeadDetail,
    LeadPage,
    LeadRow,
    NewCount,
    NoteIn,
    NoteOut,
)
from forecourt.core.db import DbSession, SessionMaker
from forecourt.core.errors import (
    not_found,
)
from forecourt.core.server_events import event_stream
from forecourt.core.settings import AppSettings
from forecourt.core.types import MAX_DB_ID
from forecourt.inventory.cards import car_path
from forecourt.inventory.models import Car
from forecourt.leads import desk
from forecourt.leads.models import Deal, Lead, LeadNote
from forecourt.tenancy.models import Dealership

router = APIRouter(prefix="/console", tags=["console"])


NO_LEAD = not_found(desk.NO_LEAD)


async def lead_filters(
    kind: Annotated[str | None, Query(max_length=30, pattern=r"^[a-z_]+$")] = None,
    status: Annotated[desk.LeadStatus | None, Query()] = None,
    dealership_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    car_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    date_from: Annotated[date | None, Query(alias="from")] = None,
    date_to: Annotated[date | None, Query(alias="to")] = None,
    q: Annotated[str | None, Query(max_length=100)] = None,
) -> desk.LeadFilters:
    return desk.LeadFilters(kind, status, dealership_id, car_id, date_from, date_to, q or None)


Filters = Annotated[desk.LeadFilters, Depends(lead_filters)]


def _row(lead: Lead, dealership: str, car: str | None) -> LeadRow:
    return LeadRow(
        id=lead.id, created_at=lead.created_at, kind=lead.kind, category=lead.category,
        status=lead.status, name=" ".join(filter(None, (lead.name, lead.last_name))),
        email=lead.email, phone=lead.phone, dealership_id=lead.dealership_id,
        dealership_name=dealership, car_id=lead.car_id, car_name=car, assignee_id=lead.assignee_id,
        deal_id=lead.deal_id,
    )  # fmt: skip


@router.get("/leads", response_model=LeadPage, responses=GUARDED)
async def list_leads(
    access: ReadLeads, filters: Filters, session: DbSession, page: Page = 1
) -> LeadPage:
    """The user's leads, newest first, filtered by kind, status, dealership, car and date, and
    searched by name, e-mail or phone."""
    rows, total = await desk.page_of_leads(session, access, filters, page)
    return LeadPage(
        leads=[_row(*r) for r in rows], total=total, page=page,
        pages=max(1, -(-total // desk.PAGE_SIZE)),
    )  # fmt: skip


@router.get("/inbox", response_model=NewCount, responses=GUARDED)
async def count_new_leads(access: ReadLeads, session: DbSession) -> NewCount:
    """How many of the user's leads are new (the console polls it)."""
    return NewCount(new=await desk.count_new(session, access))


@router.get(
    "/inbox/events",
    response_class=StreamingResponse,
    responses={
        **GUARDED,
        200: {
            "content": {"text/event-stream": {"schema": {"type": "string"}}},
            "description": '`inbox` events, `{"new": n, "latest": id}`, whenever either '
            "changes; the stream ends after five minutes and the browser reconnects",
        },
    },
)
async def inbox_events(
    request: Request,
    access: ReadLeads,
    session: DbSession,
    maker: SessionMaker,
    settings: AppSettings,
) -> StreamingResponse:
    """The inbox's new-lead count and latest lead, pushed within a second of a commit on any
    host: the console's badge and list follow without a reload."""
    await session.close()  # the stream's probes use short sessions of their own

    async def probe() -> dict[str, int]:
        async with maker() as short:
            return await desk.inbox_state(short, access)

    return event_stream(request, "inbox", probe, lasting=settings.event_stream_seconds)


@router.get(
    "/exports/leads.csv",
    response_class=StreamingResponse,
    responses={**GUARDED, 200: {"content": {"text/csv": {"schema": {"type": "string"}}}}},
)
async def export_leads(
    access: ExportLeads, filters: Filters, session: DbSession
) -> StreamingResponse:
    """The filtered leads as CSV (at most 10,000 rows)."""
    return StreamingResponse(
        desk.export_csv(session, access, filters),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": 'attachment; filename="leads.csv"'},
    )


def _audit_out(e: AuditEntry) -> AuditOut:
    return AuditOut.model_validate(e, from_attributes=True)


def _note_out(n: LeadNote) -> NoteOut:
    return NoteOut.model_validate(n, from_attributes=True)


async def _detail(session: DbSession, access: Access, lead_id: int) -> LeadDetail:
    lead = await desk.find_lead(session, access, lead_id)
    dealership = await session.get(Dealership, lead.dealership_id)
    car = await session.get(Car, lead.car_id) if lead.car_id else None
    history, _ = await trail.entries(session, access.site_id, object_type="lead", object_id=lead.id)
    return LeadDetail(
        **_row(lead, dealership.name if dealership else "", car.name if car else None).model_dump(),
        last_name=lead.last_name, postcode=lead.postcode, subcategory=lead.subcategory,
        message=lead.message, opt_in=lead.opt_in, details=lead.details,
        pages_visited=list(lead.attributes.get("visited_pages") or []),
        car_path=car_path(car.slug) if car else None, first_contacted_at=lead.first_contacted_at,
        deliveries=[DeliveryOut.model_validate(d, from_attributes=True)
                    for d in await desk.deliveries(session, lead)],
        notes=[_note_out(n) for n in await desk.notes(session, lead)],
        history=[_audit_out(e) for e in history],
        deal=_deal_out(await desk.deal_of(session, access, lead)),
    )  # fmt: skip


def _deal_out(found: tuple[Deal, list[Lead]] | None) -> DealOut | None:
    if found is None:
        return None
    deal, leads = found
    return DealOut(
        id=deal.id, customer=deal.name, email=deal.email, phone=deal.phone, car_id=deal.car_id,
        leads=[DealLeadOut.model_validate(lead, from_attributes=True) for lead in leads],
    )  # fmt: skip


@router.get("/leads/{lead_id}", response_model=LeadDetail, responses={**GUARDED, **NO_LEAD})
async def lead_detail(lead_id: ObjectId, access: ReadLeads, session: DbSession) -> LeadDetail:
    """What the shopper sent, the car, the pages visited, each delivery with its attempts and
    errors, the notes and the lead's history."""
    return await _detail(session, access, lead_id)


@router.patch("/leads/{lead_id}", response_model=LeadDetail, responses={**GUARDED, **NO_LEAD})
async def change_lead(
    lead_id: ObjectId, body: LeadChange, access: WriteLeads, session: DbSession
) -> LeadDetail:
    """Moves the lead along new, contacted, appointment, sold, lost; (un)assigns it."""
    lead = await desk.find_lead(session, access, lead_id)
    assignee = (
        body.assignee_id and (await users.colleague(session, access.site_id, body.assignee_id)).id
    )
    await desk.update_lead(session, access, lead, status=body.status,
                           assignee_id=assignee, unassign=body.unassign)  # fmt: skip
    return await _detail(session, access, lead_id)


@router.post(
    "/leads/{lead_id}/notes",
    response_model=NoteOut,
    status_code=201,
    responses={**GUARDED, **NO_LEAD},
)
async def add_note(
    lead_id: ObjectId, body: NoteIn, access: WriteLeads, session: DbSession
) -> NoteOut:
    lead = await desk.find_lead(session, access, lead_id)
    return _note_out(await desk.add_note(session, access, lead, body.text.strip()))


@router.post(
    "/leads/{lead_id}/deliveries/{delivery_id}/retry",
    response_model=DeliveryOut,
    responses={**GUARDED, **NO_LEAD},
)
async def retry_delivery(
    lead_id: ObjectId, delivery_id: ObjectId, access: WriteLeads, session: DbSession
) -> DeliveryOut:
    """Sends a failed delivery again (the dispatcher picks it up at once)."""
    lead = await desk.find_lead(session, access, lead_id)
    row = await desk.retry_delivery(session, access, lead, delivery_id)
    return DeliveryOut.model_validate(row, from_attributes=True)
