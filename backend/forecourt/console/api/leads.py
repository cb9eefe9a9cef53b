"""The leads inbox: the user's leads filtered and searched, a lead's whole story, its status,
assignee and notes, a failed delivery sent again, and the CSV export."""

from dataclasses import dataclass
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
from forecourt.console.lead_team import ConsoleLeadTeam
from forecourt.console.permissions import (
    ExportLeads,
    ReadLeads,
    WriteLeads,
)
from forecourt.console.schemas import (
    AssigneeOut,
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
    ReplyIn,
    ReplyOut,
    ReplyTemplateOut,
)
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession, SessionMaker
from forecourt.core.errors import INVALID, RATE_LIMITED, InvalidInput, not_found
from forecourt.core.rate_limit import RateLimit
from forecourt.core.secrets import secret_key
from forecourt.core.server_events import event_stream
from forecourt.core.settings import AppSettings, settings_of
from forecourt.core.types import MAX_DB_ID
from forecourt.inventory.cards import car_path
from forecourt.inventory.models import Car
from forecourt.leads import customer_desk, desk, replies, response_time
from forecourt.leads.models import Deal, Lead, LeadNote, LeadReply
from forecourt.outbox.dispatcher import wake_dispatcher
from forecourt.outbox.models import OutboxMessage
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite
from forecourt.tenancy.urls import link_base_url

router = APIRouter(prefix="/console", tags=["console"])


NO_LEAD = not_found(desk.NO_LEAD)
TOO_MANY_MESSAGES = "Too many changes in a minute. Please wait a moment and try again."
CANNOT_SEE = "Choose someone whose role lets them see this lead."
_team = ConsoleLeadTeam()


@dataclass(frozen=True)
class LeadQuery:
    """The list's filters as asked; "me" becomes the user's id once the user is known."""

    kind: str | None
    status: str | None
    dealership_id: int | None
    car_id: int | None
    date_from: date | None
    date_to: date | None
    q: str | None
    assignee: str | None

    def for_user(self, user_id: int) -> desk.LeadFilters:
        who = self.assignee
        return desk.LeadFilters(
            self.kind, self.status, self.dealership_id, self.car_id, self.date_from,
            self.date_to, self.q,
            assignee_id=user_id if who == "me" else int(who) if who and who != "none" else None,
            unassigned=who == "none",
        )  # fmt: skip


async def lead_filters(
    kind: Annotated[str | None, Query(max_length=30, pattern=r"^[a-z_]+$")] = None,
    status: Annotated[desk.LeadStatus | None, Query()] = None,
    dealership_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    car_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    date_from: Annotated[date | None, Query(alias="from")] = None,
    date_to: Annotated[date | None, Query(alias="to")] = None,
    q: Annotated[str | None, Query(max_length=100)] = None,
    assignee: Annotated[
        str | None,
        Query(
            pattern=r"^(me|none|[1-9][0-9]{0,8})$",
            description='Whose leads: "me" (My leads), "none" (nobody\'s yet) or a user id',
        ),
    ] = None,
) -> LeadQuery:
    return LeadQuery(kind, status, dealership_id, car_id, date_from, date_to, q or None, assignee)


Filters = Annotated[LeadQuery, Depends(lead_filters)]


def _row(
    lead: Lead,
    dealership: str,
    car: str | None,
    names: dict[int, str],
    customers: dict[int, customer_desk.Returning],
) -> LeadRow:
    customer = customers.get(lead.customer_id) if lead.customer_id else None
    return LeadRow(
        id=lead.id, created_at=lead.created_at, kind=lead.kind, category=lead.category,
        status=lead.status, name=" ".join(filter(None, (lead.name, lead.last_name))),
        email=lead.email, phone=lead.phone, dealership_id=lead.dealership_id,
        dealership_name=dealership, car_id=lead.car_id, car_name=car, assignee_id=lead.assignee_id,
        assignee_name=names.get(lead.assignee_id) if lead.assignee_id else None,
        respond_by=lead.respond_by, overdue=response_time.is_overdue(lead, utcnow()),
        deal_id=lead.deal_id, customer_id=lead.customer_id,
        customer_leads=customer.leads if customer else 0,
        returning=bool(customer and customer.first_lead_id != lead.id),
    )  # fmt: skip


@router.get("/leads", response_model=LeadPage, responses=GUARDED)
async def list_leads(
    access: ReadLeads, filters: Filters, session: DbSession, page: Page = 1
) -> LeadPage:
    """The user's leads, newest first, filtered by kind, status, dealership, car, date and
    assignee ("My leads"), and searched by name, e-mail or phone."""
    rows, total = await desk.page_of_leads(
        session, access, filters.for_user(access.actor.user_id), page
    )
    names = await users.names(session, [lead.assignee_id for lead, _, _ in rows])
    customers = await customer_desk.returning(session, access, [r[0].customer_id for r in rows])
    return LeadPage(
        leads=[_row(*r, names, customers) for r in rows], total=total, page=page,
        pages=max(1, -(-total // desk.PAGE_SIZE)),
    )  # fmt: skip


@router.get("/inbox", response_model=NewCount, responses=GUARDED)
async def count_new_leads(access: ReadLeads, session: DbSession) -> NewCount:
    """How many of the user's leads are new, and the newest lead (the console polls it when
    the event stream fails)."""
    return NewCount(**await desk.inbox_state(session, access))


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
        desk.export_csv(session, access, filters.for_user(access.actor.user_id)),
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
    names = await users.names(session, [lead.assignee_id])
    customers = await customer_desk.returning(session, access, [lead.customer_id])
    row = _row(lead, dealership.name if dealership else "", car.name if car else None, names,
               customers)  # fmt: skip
    return LeadDetail(
        **row.model_dump(),
        last_name=lead.last_name, postcode=lead.postcode, subcategory=lead.subcategory,
        message=lead.message, opt_in=lead.opt_in, details=lead.details,
        pages_visited=list(lead.attributes.get("visited_pages") or []),
        car_path=car_path(car.slug) if car else None, first_contacted_at=lead.first_contacted_at,
        deliveries=[DeliveryOut.model_validate(d, from_attributes=True)
                    for d in await desk.deliveries(session, lead)],
        notes=[_note_out(n) for n in await desk.notes(session, lead)],
        history=[_audit_out(e) for e in history],
        deal=_deal_out(await desk.deal_of(session, access, lead)),
        replies=[_reply_out(r, row) for r, row in await replies.replies_of(session, lead)],
    )  # fmt: skip


def _reply_out(reply: LeadReply, row: OutboxMessage | None) -> ReplyOut:
    return ReplyOut(
        id=reply.id, author=reply.author, channel=reply.channel,
        destination=reply.destination, subject=reply.subject, text=reply.text,
        created_at=reply.created_at, status=row.status if row else "failed",
        last_error=row.last_error if row else None,
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


@router.patch(
    "/leads/{lead_id}",
    response_model=LeadDetail,
    responses={**GUARDED, **NO_LEAD, **INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("lead_messages", TOO_MANY_MESSAGES)],
)
async def change_lead(
    lead_id: ObjectId,
    body: LeadChange,
    request: Request,
    site: CurrentSite,
    access: WriteLeads,
    session: DbSession,
) -> LeadDetail:
    """Moves the lead along new, contacted, appointment, sold, lost; assigns it to a user who
    may see it (they are alerted by e-mail, and by text when they have a mobile) or to nobody."""
    lead = await desk.find_lead(session, access, lead_id)
    if body.status is not None:
        await desk.set_status(session, access, lead, body.status)
    if body.assignee_id is not None or body.unassign:
        member = None
        if body.assignee_id is not None:
            member = next((m for m in await _team.who_may_see(session, lead)
                           if m.user_id == body.assignee_id), None)  # fmt: skip
            if member is None:
                raise InvalidInput(CANNOT_SEE, field="assignee_id")
        await desk.assign(session, access, lead, member, alerting(request, site))
        wake_dispatcher(request)
    return await _detail(session, access, lead_id)


@router.get(
    "/leads/{lead_id}/assignees",
    response_model=list[AssigneeOut],
    responses={**GUARDED, **NO_LEAD},
)
async def lead_assignees(
    lead_id: ObjectId, access: ReadLeads, session: DbSession
) -> list[AssigneeOut]:
    """The users the lead may be assigned to: everyone whose role reaches it."""
    lead = await desk.find_lead(session, access, lead_id)
    return [AssigneeOut(id=m.user_id, name=m.name) for m in await _team.who_may_see(session, lead)]


@router.get(
    "/leads/{lead_id}/reply-templates",
    response_model=list[ReplyTemplateOut],
    responses={**GUARDED, **NO_LEAD},
)
async def reply_templates(
    lead_id: ObjectId, access: ReadLeads, session: DbSession
) -> list[ReplyTemplateOut]:
    """The reply templates, filled in with the shopper's name, the car and the signed-in user."""
    lead = await desk.find_lead(session, access, lead_id)
    dealership = await session.get(Dealership, lead.dealership_id)
    assert dealership is not None  # a lead goes with its dealership
    car = await session.get(Car, lead.car_id) if lead.car_id else None
    return [
        ReplyTemplateOut(key=f.key, label=f.label, subject=f.subject, text=f.text)
        for f in replies.fill(lead, car, dealership, access.actor.name)
    ]


@router.post(
    "/leads/{lead_id}/replies",
    response_model=ReplyOut,
    status_code=201,
    responses={**GUARDED, **NO_LEAD, **RATE_LIMITED},
    dependencies=[RateLimit("lead_messages", TOO_MANY_MESSAGES)],
)
async def send_reply(
    lead_id: ObjectId,
    body: ReplyIn,
    request: Request,
    site: CurrentSite,
    access: WriteLeads,
    session: DbSession,
) -> ReplyOut:
    """Sends the shopper an e-mail (with a subject; their reply reaches the sender) or a text
    (to a mobile) through the outbox; the first reply is the lead's first contact."""
    lead = await desk.find_lead(session, access, lead_id)
    settings = settings_of(request)
    reply = await replies.send_reply(
        session, access, site, lead, channel=body.channel, subject=body.subject,
        text=body.text.strip(), sender=settings.mail_from, sms_secret=secret_key(settings),
    )  # fmt: skip
    wake_dispatcher(request)
    row = await session.get(OutboxMessage, reply.outbox_id) if reply.outbox_id else None
    return _reply_out(reply, row)


def alerting(request: Request, site: ResolvedSite) -> desk.Alerting:
    settings = settings_of(request)
    return desk.Alerting(site, link_base_url(settings, site), settings.mail_from,
                         secret_key(settings))  # fmt: skip


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
