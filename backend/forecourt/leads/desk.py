"""The leads inbox: a user's leads (the dealerships and kinds their role reaches), newest
first, filtered and searched; a lead's whole story; its status workflow, assignee and notes;
a failed delivery sent again; CSV export."""

import csv
import io
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from typing import Any, Literal

from sqlalchemy import Select, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import InvalidInput, NotFound
from forecourt.inventory.models import Car
from forecourt.leads.deals import MAX_LEADS
from forecourt.leads.models import Deal, Lead, LeadNote
from forecourt.outbox.models import FAILED, PENDING, OutboxMessage
from forecourt.tenancy.models import Dealership

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
    """One page: each lead with its dealership's name and its car's name."""
    query = _filtered(access, f)
    total = await session.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = await session.execute(
        query.add_columns(Dealership.name, Car.name)
        .join(Dealership, Dealership.id == Lead.dealership_id)
        .outerjoin(Car, Car.id == Lead.car_id)
        .order_by(Lead.created_at.desc(), Lead.id.desc())
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


async def update_lead(
    session: AsyncSession,
    access: Access,
    lead: Lead,
    *,
    status: LeadStatus | None,
    assignee_id: int | None,
    unassign: bool,
) -> Lead:
    """`assignee_id`: a colleague the caller has checked may open the lead."""
    before = {"status": lead.status, "assignee_id": lead.assignee_id}
    if status is not None and status != lead.status:
        if lead.status == "new" and lead.first_contacted_at is None:
            lead.first_contacted_at = utcnow()  # time to first contact
        lead.status = status
    if assignee_id is not None:
        lead.assignee_id = assignee_id
    elif unassign:
        lead.assignee_id = None
    after = {"status": lead.status, "assignee_id": lead.assignee_id}
    if after != before:
        audit.record(session, access, object_type="lead", object_id=lead.id, action="update",
                     before=before, after=after)  # fmt: skip
    await session.commit()
    return lead


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
