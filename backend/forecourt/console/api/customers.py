"""Customers: the people behind the leads (leads/customers.py), listed and searched, and one
customer's timeline across their leads, replies and notes, as far as the user's role reaches."""

from typing import Annotated

from fastapi import APIRouter, Query

from forecourt.console import users
from forecourt.console.api.common import GUARDED, ObjectId, Page
from forecourt.console.permissions import ReadLeads
from forecourt.console.schemas import (
    CustomerContactOut,
    CustomerDetail,
    CustomerLeadOut,
    CustomerPage,
    CustomerRowOut,
    TimelineEntryOut,
)
from forecourt.core.db import DbSession
from forecourt.core.errors import not_found
from forecourt.leads import customer_desk

router = APIRouter(prefix="/console", tags=["console"])

NO_CUSTOMER = not_found(customer_desk.NO_CUSTOMER)


@router.get("/customers", response_model=CustomerPage, responses=GUARDED)
async def list_customers(
    access: ReadLeads,
    session: DbSession,
    q: Annotated[str | None, Query(max_length=100, description="Name, e-mail or phone")] = None,
    page: Page = 1,
) -> CustomerPage:
    """The customers of the leads the user sees, last contact first, each with their number of
    leads; searched by any of their leads' name, e-mail or phone."""
    rows, total = await customer_desk.page_of_customers(session, access, q or None, page)
    return CustomerPage(
        customers=[CustomerRowOut(**vars(r)) for r in rows], total=total, page=page,
        pages=max(1, -(-total // customer_desk.PAGE_SIZE)),
    )  # fmt: skip


@router.get(
    "/customers/{customer_id}",
    response_model=CustomerDetail,
    responses={**GUARDED, **NO_CUSTOMER},
)
async def customer_detail(
    customer_id: ObjectId, access: ReadLeads, session: DbSession
) -> CustomerDetail:
    """One customer: their phones and e-mails, their leads and one timeline of every lead,
    reply and note, newest first; only the leads the user's role reaches."""
    story = await customer_desk.story(session, access, customer_id)
    names = await users.names(session, [t.lead.assignee_id for t in story.leads])
    kinds = {t.lead.id: (t.lead.kind, t.lead.category) for t in story.leads}
    timeline = [
        TimelineEntryOut(
            type="lead", at=t.lead.created_at, lead_id=t.lead.id, kind=t.lead.kind,
            category=t.lead.category, author=None, channel=None, subject=None,
            text=t.lead.message, status=t.lead.status,
        )
        for t in story.leads
    ] + [
        TimelineEntryOut(
            type="reply", at=r.created_at, lead_id=r.lead_id, kind=kinds[r.lead_id][0],
            category=kinds[r.lead_id][1], author=r.author, channel=r.channel,
            subject=r.subject, text=r.text, status=row.status if row else "failed",
        )
        for r, row in story.replies
    ] + [
        TimelineEntryOut(
            type="note", at=n.created_at, lead_id=n.lead_id, kind=kinds[n.lead_id][0],
            category=kinds[n.lead_id][1], author=n.author, channel=None, subject=None,
            text=n.text, status=None,
        )
        for n in story.notes
    ]  # fmt: skip
    timeline.sort(key=lambda e: (e.at, e.type != "lead"), reverse=True)
    return CustomerDetail(
        id=story.customer.id,
        name=story.name,
        contacts=[CustomerContactOut(**vars(c)) for c in story.contacts],
        leads=[
            CustomerLeadOut(
                id=t.lead.id, created_at=t.lead.created_at, kind=t.lead.kind,
                category=t.lead.category, status=t.lead.status, dealership_name=t.dealership,
                car_id=t.lead.car_id, car_name=t.car,
                assignee_name=names.get(t.lead.assignee_id) if t.lead.assignee_id else None,
            )
            for t in story.leads
        ],
        timeline=timeline,
    )  # fmt: skip
