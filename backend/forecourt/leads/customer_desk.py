"""The console's customers: the list (searched, with each customer's leads and last contact) and a
customer's one timeline across their leads, replies and notes; and what the inbox marks on a
returning customer's lead.

Everything is counted over the leads the user's access reaches (leads/desk.py's
`visible_leads`): a salesperson of one dealership sees a customer only through that dealership's
leads, with that many leads, and never the details or the timeline of the others."""

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import case, func, or_, select, true
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.elements import ColumnElement

from forecourt.core.access import Access
from forecourt.core.errors import NotFound
from forecourt.identity.models import ShopperUser
from forecourt.inventory.models import Car
from forecourt.leads.customers import email_key, phone_key
from forecourt.leads.desk import visible_leads
from forecourt.leads.models import Customer, CustomerContact, Lead, LeadNote, LeadReply
from forecourt.outbox.models import OutboxMessage
from forecourt.tenancy.models import Dealership

PAGE_SIZE = 25
MAX_TIMELINE_LEADS = 200  # one page's bound: a customer with more shows the latest 200
NO_CUSTOMER = "No such customer"


@dataclass(frozen=True)
class CustomerRow:
    id: int
    name: str
    email: str
    phone: str
    leads: int
    last_contact_at: datetime
    latest_lead_id: int


def _per_customer(access: Access) -> Any:
    """Per customer, over the leads the access reaches: their number, the latest and the last
    lead's time."""
    return (
        visible_leads(
            access,
            Lead.customer_id.label("customer_id"),
            func.count(Lead.id).label("leads"),
            func.max(Lead.id).label("latest_lead_id"),
            func.max(Lead.created_at).label("last_lead_at"),
        )
        .where(Lead.customer_id.is_not(None))
        .group_by(Lead.customer_id)
        .subquery()
    )


def _last_reply(access: Access) -> Any:
    return (
        visible_leads(
            access, Lead.customer_id.label("customer_id"),
            func.max(LeadReply.created_at).label("last_reply_at"),
        )
        .join(LeadReply, LeadReply.lead_id == Lead.id)
        .where(Lead.customer_id.is_not(None))
        .group_by(Lead.customer_id)
        .subquery()
    )  # fmt: skip


def _matching(access: Access, q: str) -> Any:
    """Customers with a visible lead whose name, e-mail or phone holds the words."""
    like = f"%{q.lower()}%"
    terms: list[ColumnElement[bool]] = [
        func.lower(Lead.name + " " + func.coalesce(Lead.last_name, "")).like(like),
        func.lower(Lead.email).like(like),
        Lead.phone.like(f"%{q}%"),
    ]
    if phone := phone_key(q):  # 0412 345 678 finds a lead kept as 0412345678
        terms.append(Lead.phone == "0" + phone[3:])
    return visible_leads(access, Lead.customer_id).where(or_(*terms))


async def page_of_customers(
    session: AsyncSession, access: Access, q: str | None, page: int
) -> tuple[list[CustomerRow], int]:
    """One page of the customers the access reaches, last contact first (their latest lead or
    the latest reply to them): each with the name, e-mail and phone of their latest lead."""
    per = _per_customer(access)
    replied = _last_reply(access)
    last_contact = case(
        (replied.c.last_reply_at > per.c.last_lead_at, replied.c.last_reply_at),
        else_=per.c.last_lead_at,
    ).label("last_contact_at")
    wanted = per.c.customer_id.in_(_matching(access, q)) if q else true()
    total = await session.scalar(select(func.count()).select_from(per).where(wanted)) or 0
    rows = await session.execute(
        select(per.c.customer_id, per.c.leads, per.c.latest_lead_id, last_contact, Lead)
        .select_from(per)
        .outerjoin(replied, replied.c.customer_id == per.c.customer_id)
        .join(Lead, Lead.id == per.c.latest_lead_id)
        .where(wanted)
        .order_by(last_contact.desc(), per.c.customer_id.desc())
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
    )
    return [
        CustomerRow(customer_id, _name(lead), lead.email, lead.phone, count, last, latest)
        for customer_id, count, latest, last, lead in rows.all()
    ], total


def _name(lead: Lead) -> str:
    return " ".join(p for p in (lead.name, lead.last_name) if p)


@dataclass(frozen=True)
class Returning:
    leads: int  # the customer's leads the access reaches
    first_lead_id: int


async def returning(
    session: AsyncSession, access: Access, customer_ids: list[int | None]
) -> dict[int, Returning]:
    """For the inbox: each customer's number of leads and first lead (a later one is a returning
    customer's), over the leads the access reaches."""
    ids = {i for i in customer_ids if i is not None}
    if not ids:
        return {}
    rows = await session.execute(
        visible_leads(access, Lead.customer_id, func.count(Lead.id), func.min(Lead.id))
        .where(Lead.customer_id.in_(ids))
        .group_by(Lead.customer_id)
    )
    return {cid: Returning(count, first) for cid, count, first in rows.all()}


@dataclass(frozen=True)
class Contact:
    kind: str
    value: str  # as the leads spell it (the phone's national form)
    verified: bool


@dataclass(frozen=True)
class TimelineLead:
    lead: Lead
    dealership: str
    car: str | None


@dataclass(frozen=True)
class CustomerStory:
    customer: Customer
    name: str
    contacts: list[Contact]
    leads: list[TimelineLead]  # newest first
    replies: list[tuple[LeadReply, OutboxMessage | None]]
    notes: list[LeadNote]


async def story(session: AsyncSession, access: Access, customer_id: int) -> CustomerStory:
    """The customer as the access sees them: their visible leads (the latest 200), those leads'
    replies and notes, and the phones and e-mails those leads carry. No visible lead: not found,
    as a customer of another site or of another dealership only."""
    customer = await session.scalar(
        select(Customer).where(Customer.id == customer_id, Customer.site_id == access.site_id)
    )
    rows = (
        await session.execute(
            visible_leads(access, Lead, Dealership.name, Car.name)
            .join(Dealership, Dealership.id == Lead.dealership_id)
            .outerjoin(Car, Car.id == Lead.car_id)
            .where(Lead.customer_id == customer_id)
            .order_by(Lead.created_at.desc(), Lead.id.desc())
            .limit(MAX_TIMELINE_LEADS)
        )
        if customer is not None
        else None
    )
    leads = [TimelineLead(lead, dealership, car) for lead, dealership, car in rows or ()]
    if customer is None or not leads:
        raise NotFound(NO_CUSTOMER)
    lead_ids = [t.lead.id for t in leads]
    replies = await session.execute(
        select(LeadReply, OutboxMessage)
        .outerjoin(OutboxMessage, OutboxMessage.id == LeadReply.outbox_id)
        .where(LeadReply.lead_id.in_(lead_ids))
        .order_by(LeadReply.id)
    )
    notes = await session.scalars(
        select(LeadNote).where(LeadNote.lead_id.in_(lead_ids)).order_by(LeadNote.id)
    )
    return CustomerStory(
        customer, _name(leads[0].lead), await _contacts(session, customer, [t.lead for t in leads]),
        leads, [(r, o) for r, o in replies.all()], list(notes),
    )  # fmt: skip


async def _contacts(session: AsyncSession, customer: Customer, leads: list[Lead]) -> list[Contact]:
    """The phones and e-mails of the given leads (never the customer's others), newest first,
    each once; a phone is verified when someone proved it on this site with the texted code."""
    spelled: dict[tuple[str, str], str] = {}
    for lead in leads:
        for kind, key, raw in (("phone", phone_key(lead.phone), lead.phone),
                               ("email", email_key(lead.email), lead.email)):  # fmt: skip
            if key and (kind, key) not in spelled:
                spelled[(kind, key)] = raw
    if not spelled:
        return []
    phones = [v for k, v in spelled if k == "phone"]
    proven = set(
        await session.scalars(
            select(ShopperUser.phone).where(
                ShopperUser.site_id == customer.site_id, ShopperUser.phone.in_(phones)
            )
        )
    )
    marked = set(
        await session.scalars(
            select(CustomerContact.value).where(
                CustomerContact.customer_id == customer.id,
                CustomerContact.verified_at.is_not(None),
            )
        )
    )
    return [
        Contact(kind, raw, key in proven or key in marked)
        for (kind, key), raw in sorted(spelled.items(), key=lambda kv: kv[0][0] != "phone")
    ]
