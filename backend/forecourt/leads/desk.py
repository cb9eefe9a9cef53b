"""The leads inbox: a user's leads (the dealerships and kinds their role reaches), newest
first, filtered and searched; a lead's whole story; its status workflow, assignee and notes;
a failed delivery sent again; CSV export."""

import csv
import io
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any, Literal

from sqlalchemy import Select, and_, case, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import InvalidInput, NotFound
from forecourt.inventory.models import Car
from forecourt.leads import assignment, compose
from forecourt.leads.context import LeadContext
from forecourt.leads.deals import MAX_LEADS
from forecourt.leads.models import Deal, Lead, LeadNote
from forecourt.leads.team import Member
from forecourt.outbox.models import FAILED, PENDING, OutboxMessage
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

LeadStatus = Literal["new", "contacted", "appointment", "sold", "lost"]
STATUSES: tuple[LeadStatus, ...] = ("new", "contacted", "appointment", "sold", "lost")
PAGE_SIZE = 25
EXPORT_MAX_ROWS = 10_000  # one export's bound; narrow the filters for more
NO_LEAD = "No such lead"


@dataclass(frozen=True)
class LeadFilters:
    kind: str | None = None
    status: str | None = None
    dealership_id: int | None = None
    car_id: int | None = None
    date_from: date | None = None
    date_to: date | None = None
    q: str | None = None
    assignee_id: int | None = None  # "My leads" is the user's own id
    unassigned: bool = False


def visible_leads(access: Access, *columns: Any) -> Select[Any]:
    """The leads the access reaches (its dealerships and, for the service role, its kinds)."""
    query = (select(*columns) if columns else select(Lead)).where(Lead.site_id == access.site_id)
    if access.dealership_ids is not None:
        query = query.where(Lead.dealership_id.in_(access.dealership_ids))
    if access.kinds is not None:
        query = query.where(Lead.kind.in_(access.kinds))
    return query


def _filtered(access: Access, f: LeadFilters) -> Select[Any]:
    query = visible_leads(access)
    for column, value in (
        (Lead.kind, f.kind),
        (Lead.status, f.status),
        (Lead.dealership_id, f.dealership_id),
        (Lead.car_id, f.car_id),
    ):
        if value is not None:
            query = query.where(column == value)
    if f.assignee_id is not None:
        query = query.where(Lead.assignee_id == f.assignee_id)
    elif f.unassigned:
        query = query.where(Lead.assignee_id.is_(None))
    if f.date_from:
        query = query.where(Lead.created_at >= datetime.combine(f.date_from, time.min))
    if f.date_to:
        query = query.where(
            Lead.created_at < datetime.combine(f.date_to + timedelta(days=1), time.min)
        )
    if f.q:
        like = f"%{f.q.lower()}%"
        query = query.where(
            or_(
                func.lower(Lead.name + " " + func.coalesce(Lead.last_name, "")).like(like),
                func.lower(Lead.email).like(like),
                Lead.phone.like(f"%{f.q}%"),
            )
        )
    return query


async def page_of_leads(
    session: AsyncSession, access: Access, f: LeadFilters, page: int
) -> tuple[list[tuple[Lead, str, str | None]], int]:
    """One page, overdue leads first, then newest first: each lead with its dealership's name
    and its car's name."""
    query = _filtered(access, f)
    total = await session.scalar(select(func.count()).select_from(query.subquery())) or 0
    overdue = and_(Lead.first_contacted_at.is_(None), Lead.respond_by < utcnow())
    rows = await session.execute(
        query.add_columns(Dealership.name, Car.name)
        .join(Dealership, Dealership.id == Lead.dealership_id)
        .outerjoin(Car, Car.id == Lead.car_id)
        .order_by(case((overdue, 0), else_=1), Lead.created_at.desc(), Lead.id.desc())
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
    )
    return [(lead, dealership, car) for lead, dealership, car in rows.all()], total


async def count_new(session: AsyncSession, access: Access) -> int:
    query = visible_leads(access).where(Lead.status == "new")
    return await session.scalar(select(func.count()).select_from(query.subquery())) or 0


async def inbox_state(session: AsyncSession, access: Access) -> dict[str, int]:
    """What the console's inbox shows at a glance: the new leads, and the latest lead (a new
    one, or one another user changed, moves the list)."""
    new = await session.scalar(
        visible_leads(access, func.count(Lead.id)).where(Lead.status == "new")
    )
    latest = await session.scalar(visible_leads(access, func.max(Lead.id)))
    return {"new": new or 0, "latest": latest or 0}


async def find_lead(session: AsyncSession, access: Access, lead_id: int) -> Lead:
    lead = await session.scalar(visible_leads(access).where(Lead.id == lead_id))
    if lead is None:
        raise NotFound(NO_LEAD)
    return lead


async def deal_of(
    session: AsyncSession, access: Access, lead: Lead
) -> tuple[Deal, list[Lead]] | None:
    """The lead's deal with those of its leads the access reaches, oldest first."""
    deal = await session.get(Deal, lead.deal_id) if lead.deal_id else None
    if deal is None:
        return None
    query = visible_leads(access).where(Lead.deal_id == deal.id).order_by(Lead.id)
    return deal, list(await session.scalars(query.limit(MAX_LEADS)))


async def deliveries(session: AsyncSession, lead: Lead) -> list[OutboxMessage]:
    rows = await session.scalars(
        select(OutboxMessage).where(OutboxMessage.lead_id == lead.id).order_by(OutboxMessage.id)
    )
    return list(rows)


async def notes(session: AsyncSession, lead: Lead) -> list[LeadNote]:
    rows = await session.scalars(
        select(LeadNote).where(LeadNote.lead_id == lead.id).order_by(LeadNote.id)
    )
    return list(rows)


async def set_status(session: AsyncSession, access: Access, lead: Lead, status: LeadStatus) -> Lead:
    move_status(session, access, lead, status)
    await session.commit()
    return lead


def move_status(session: AsyncSession, access: Access, lead: Lead, status: LeadStatus) -> None:
    """Moves the lead along its workflow; leaving "new" is its first contact when no reply was."""
    if status != lead.status:
        before = {"status": lead.status}
        if lead.status == "new" and lead.first_contacted_at is None:
            lead.first_contacted_at = utcnow()  # time to first contact
        lead.status = status
        audit.record(session, access, object_type="lead", object_id=lead.id, action="update",
                     before=before, after={"status": status})  # fmt: skip


@dataclass(frozen=True)
class Alerting:
    """What a message from the console needs: the site, its configured address, the sender."""

    site: ResolvedSite
    base_url: str
    sender: str
    sms_secret: str | None


async def assign(
    session: AsyncSession,
    access: Access,
    lead: Lead,
    member: Member | None,
    alerting: Alerting,
) -> Lead:
    """Gives the lead to `member` (one the team says may see it), or to nobody; the history
    says "assigned to Sam by Alex", and Sam hears of it unless Sam took it."""
    new_id = member.user_id if member else None
    if new_id != lead.assignee_id:
        before = {"assignee_id": lead.assignee_id}
        lead.assignee_id = new_id
        audit.record(session, access, object_type="lead", object_id=lead.id, action="assign",
                     before=before, after=assignment.assignment_after(member, access.actor.name))  # fmt: skip
        if member is not None and member.user_id != access.actor.user_id:
            ctx = await _context(session, alerting, lead)
            alert = assignment.Alert(
                lead.site_id, alerting.site.name, lead.id, compose.subject(ctx),
                ctx.console_url, f"{access.actor.name} assigned you a lead",
            )  # fmt: skip
            assignment.enqueue_alert(session, alert, member, sender=alerting.sender,
                                     sms_secret=alerting.sms_secret)  # fmt: skip
    await session.commit()
    return lead


async def _context(session: AsyncSession, alerting: Alerting, lead: Lead) -> LeadContext:
    dealership = await session.get(Dealership, lead.dealership_id)
    assert dealership is not None  # a lead goes with its dealership
    car = await session.get(Car, lead.car_id) if lead.car_id else None
    return LeadContext(lead, alerting.site, dealership, alerting.base_url, car)


async def add_note(session: AsyncSession, access: Access, lead: Lead, text: str) -> LeadNote:
    note = LeadNote(
        lead_id=lead.id, user_id=access.actor.user_id, author=access.actor.name, text=text,
        created_at=utcnow(),
    )  # fmt: skip
    session.add(note)
    audit.record(session, access, object_type="lead", object_id=lead.id, action="note",
                 before={}, after={"note": text})  # fmt: skip
    await session.commit()
    return note


async def retry_delivery(
    session: AsyncSession, access: Access, lead: Lead, delivery_id: int
) -> OutboxMessage:
    """A failed delivery goes back in the queue, due now (its attempts and last error stay)."""
    row = await session.scalar(
        select(OutboxMessage).where(
            OutboxMessage.id == delivery_id, OutboxMessage.lead_id == lead.id
        )
    )
    if row is None:
        raise NotFound("No such delivery of this lead")
    if row.status != FAILED:
        raise InvalidInput("Only a failed delivery can be sent again.", field="delivery_id")
    row.status = PENDING
    row.next_attempt_at = utcnow()
    audit.record(session, access, object_type="lead", object_id=lead.id, action="retry_delivery",
                 before={"delivery": row.id, "status": FAILED}, after={"status": PENDING})  # fmt: skip
    await session.commit()
    return row


CSV_COLUMNS = ("id", "created_at", "kind", "category", "status", "first name", "last name",
               "email", "phone", "postcode", "dealership", "car", "message")  # fmt: skip


async def export_csv(session: AsyncSession, access: Access, f: LeadFilters) -> AsyncIterator[str]:
    """The filtered leads as CSV, newest first, at most EXPORT_MAX_ROWS, streamed in chunks."""
    rows = await session.stream(
        _filtered(access, f)
        .add_columns(Dealership.name, Car.name)
        .join(Dealership, Dealership.id == Lead.dealership_id)
        .outerjoin(Car, Car.id == Lead.car_id)
        .order_by(Lead.created_at.desc(), Lead.id.desc())
        .limit(EXPORT_MAX_ROWS)
    )
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(CSV_COLUMNS)
    async for batch in rows.partitions(500):
        for lead, dealership, car in batch:
            writer.writerow([_cell(v) for v in (
                lead.id, lead.created_at.isoformat(), lead.kind, lead.category, lead.status,
                lead.name, lead.last_name, lead.email, lead.phone, lead.postcode,
                dealership, car, lead.message,
            )])  # fmt: skip
        yield buffer.getvalue()
        buffer.seek(0)
        buffer.truncate()
    yield buffer.getvalue()


def _cell(value: object) -> object:
    # A shopper's words opened in a spreadsheet must not run as a formula (CSV injection).
    if value is None:
        return ""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value
