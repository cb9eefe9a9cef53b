"""Replies to the shopper from the console, by e-mail or text, through the outbox: templates
that fill in the shopper's name, the car and the salesperson; each reply kept on the lead's
timeline with its delivery's status; the first reply is the lead's first contact."""

from dataclasses import dataclass
from typing import Literal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import InvalidInput
from forecourt.identity.phone import parse_mobile
from forecourt.inventory.models import Car
from forecourt.leads.models import Lead, LeadReply
from forecourt.outbox.email import email_payload
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.service import enqueue
from forecourt.outbox.sms import enqueue_sms
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

Channel = Literal["email", "sms"]
SMS_MAX_CHARS = 459  # three SMS parts
NO_MOBILE = "This lead's phone number is not a mobile, so it cannot receive a text."
NEEDS_SUBJECT = "Please enter a subject."
PURPOSE = "reply"


@dataclass(frozen=True)
class Template:
    key: str
    label: str
    subject: str
    text: str


# {shopper}: the shopper's first name; {car}: the car's name, or "your enquiry" without one;
# {salesperson}: the user replying; {dealership}: the lead's dealership.
TEMPLATES: tuple[Template, ...] = (
    Template("thanks", "Thanks for your enquiry", "Your enquiry about {car}",
             "Hi {shopper},\n\nThanks for your enquiry about {car}. I'm {salesperson} at"
             " {dealership} and I'll look after you. When is a good time to talk?\n\n"
             "{salesperson}\n{dealership}"),
    Template("test_drive", "Offer a test drive", "A test drive of {car}",
             "Hi {shopper},\n\n{car} is ready for a test drive. Which day suits you this week?"
             "\n\n{salesperson}\n{dealership}"),
    Template("follow_up", "Follow up", "Following up on {car}",
             "Hi {shopper},\n\nJust following up on {car}. Is there anything else I can help"
             " you with?\n\n{salesperson}\n{dealership}"),
)  # fmt: skip


@dataclass(frozen=True)
class Filled:
    key: str
    label: str
    subject: str
    text: str


def fill(lead: Lead, car: Car | None, dealership: Dealership, salesperson: str) -> list[Filled]:
    """Every template with this lead's words in it."""
    words = {
        "shopper": lead.name,
        "car": "the " + " ".join(str(p) for p in (car.year, car.make, car.model) if p)
        if car
        else "your enquiry",
        "salesperson": salesperson,
        "dealership": dealership.name,
    }
    return [
        Filled(t.key, t.label, t.subject.format(**words), t.text.format(**words)) for t in TEMPLATES
    ]


async def send_reply(
    session: AsyncSession,
    access: Access,
    site: ResolvedSite,
    lead: Lead,
    *,
    channel: Channel,
    subject: str | None,
    text: str,
    sender: str,
    sms_secret: str,
) -> LeadReply:
    """Queues the reply in the outbox and keeps it on the lead; the first reply is the first
    contact (a new lead is then contacted)."""
    dealership = await session.get(Dealership, lead.dealership_id)
    assert dealership is not None  # a lead goes with its dealership
    author = access.actor.name
    if channel == "sms":
        mobile = parse_mobile(lead.phone)
        if mobile is None:
            raise InvalidInput(NO_MOBILE, field="channel")
        if len(text) > SMS_MAX_CHARS:
            raise InvalidInput(f"A text is at most {SMS_MAX_CHARS} characters.", field="text")
        row = enqueue_sms(session, site_id=site.id, to=mobile.e164, sender=dealership.name,
                          text=text, secret=sms_secret, purpose=PURPOSE)  # fmt: skip
        row.lead_id = lead.id
        destination = mobile.national
    else:
        if not subject:
            raise InvalidInput(NEEDS_SUBJECT, field="subject")
        row = enqueue(
            session, site_id=site.id, lead_id=lead.id, channel="email", purpose=PURPOSE,
            destination=lead.email,
            payload=email_payload(sender=sender, sender_name=f"{author} at {dealership.name}",
                                  to=lead.email, subject=subject[:250], text=text,
                                  reply_to=access.actor.email),
        )  # fmt: skip
        destination = lead.email
    await session.flush()
    now = utcnow()
    reply = LeadReply(
        lead_id=lead.id, user_id=access.actor.user_id, author=author, channel=channel,
        destination=destination, subject=subject if channel == "email" else None, text=text,
        outbox_id=row.id, created_at=now,
    )  # fmt: skip
    session.add(reply)
    if lead.first_contacted_at is None:
        lead.first_contacted_at = now  # time to first contact
    if lead.status == "new":
        audit.record(session, access, object_type="lead", object_id=lead.id, action="update",
                     before={"status": "new"}, after={"status": "contacted"})  # fmt: skip
        lead.status = "contacted"
    audit.record(session, access, object_type="lead", object_id=lead.id, action="reply",
                 before={}, after={"channel": channel, "to": destination})  # fmt: skip
    await session.commit()
    return reply


async def replies_of(
    session: AsyncSession, lead: Lead
) -> list[tuple[LeadReply, OutboxMessage | None]]:
    """The lead's replies, oldest first, each with its delivery (its status and last error)."""
    rows = await session.execute(
        select(LeadReply, OutboxMessage)
        .outerjoin(OutboxMessage, OutboxMessage.id == LeadReply.outbox_id)
        .where(LeadReply.lead_id == lead.id)
        .order_by(LeadReply.id)
    )
    return [(reply, row) for reply, row in rows.all()]
