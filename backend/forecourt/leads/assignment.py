"""Who has a lead, and who hears of it: the round robin that shares a dealership's new leads
among its team, and the alerts (an e-mail and, where a mobile is set, a text) with the lead's
console link, written to the outbox in the transaction that assigns or takes the lead."""

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.identity.phone import parse_mobile
from forecourt.leads import compose
from forecourt.leads.context import LeadContext
from forecourt.leads.models import Lead
from forecourt.leads.team import Member, lead_team
from forecourt.outbox.email import email_payload
from forecourt.outbox.service import enqueue
from forecourt.outbox.sms import enqueue_sms
from forecourt.tenancy.lead_destinations import destinations_of
from forecourt.tenancy.lead_handling import handling_of
from forecourt.tenancy.models import Dealership

ROUND_ROBIN = "round robin"  # the audit trail's actor for the rule's own assignments
ALERT = "lead_alert"  # the outbox purpose of an alert to a console user
SMS_MAX = 300
NEW_FOR_YOU = "New lead for you"
NEW_LEAD = "New lead"  # two SMS parts at most: the text says who, what and where


def assignment_after(member: Member | None, by: str) -> dict[str, object]:
    """What the lead's history keeps of an assignment: "assigned to Sam by Alex"."""
    return {"assignee_id": member.user_id if member else None,
            "assignee": member.name if member else None, "by": by}  # fmt: skip


async def assign_by_round_robin(
    session: AsyncSession, lead: Lead, dealership: Dealership
) -> Member | None:
    """The next member of the dealership's rotation after the last one picked, or None when the
    round robin is off or nobody is in it. The dealership's row is locked (PostgreSQL) while
    picking, so two leads at once go to two people."""
    team = lead_team()
    if team is None or not handling_of(dealership.lead_handling).round_robin:
        return None
    members = await team.rotation(session, lead)
    if not members:
        return None
    if session.bind is not None and session.bind.dialect.name == "postgresql":
        await session.execute(
            select(Dealership.id).where(Dealership.id == dealership.id).with_for_update()
        )
        await session.refresh(dealership, ["round_robin_last_user_id"])
    last = dealership.round_robin_last_user_id or 0
    chosen = next((m for m in members if m.user_id > last), members[0])
    dealership.round_robin_last_user_id = chosen.user_id
    lead.assignee_id = chosen.user_id
    audit.record_by_rule(session, lead.site_id, ROUND_ROBIN, object_type="lead",
                         object_id=lead.id, action="assign",
                         after=assignment_after(chosen, ROUND_ROBIN))  # fmt: skip
    return chosen


@dataclass(frozen=True)
class Alert:
    """What an alert says: the lead in one line and why this person hears of it."""

    site_id: int
    site_name: str
    lead_id: int
    summary: str  # "Vehicle Enquiry from Jo Citizen - 2021 Mazda CX-5"
    link: str
    reason: str  # "New lead for you" / "Alex assigned you a lead"


def enqueue_alert(
    session: AsyncSession,
    alert: Alert,
    member: Member,
    *,
    sender: str,
    sms_secret: str | None,
    email: bool = True,
) -> None:
    """An e-mail to the member (unless `email` is False: they have the dealer's lead e-mail,
    which has the link) and, when they have a mobile and texts can be sealed, a text."""
    if email:
        text = f"{alert.reason}: {alert.summary}\n\nOpen the lead: {alert.link}\n"
        enqueue(
            session, site_id=alert.site_id, lead_id=alert.lead_id, channel="email",
            purpose=ALERT, destination=member.email,
            payload=email_payload(sender=sender, sender_name=alert.site_name, to=member.email,
                                  subject=f"{alert.reason}: {alert.summary}"[:250], text=text),
        )  # fmt: skip
    mobile = parse_mobile(member.mobile) if member.mobile else None
    if mobile is not None and sms_secret:
        sms = f"{alert.reason}: {alert.summary} {alert.link}"
        row = enqueue_sms(session, site_id=alert.site_id, to=mobile.e164, sender=alert.site_name,
                          text=sms[:SMS_MAX], secret=sms_secret, purpose=ALERT)  # fmt: skip
        row.lead_id = alert.lead_id


async def recipients_with_a_mobile(
    session: AsyncSession, lead: Lead, dealership: Dealership
) -> list[Member]:
    """The dealership's lead recipients who are on the team with a mobile: an unassigned lead
    is texted to them (their e-mail is the dealer's lead e-mail, which has the link)."""
    team = lead_team()
    emails = destinations_of(dealership.lead_destinations, dealership.email).emails
    if team is None or not emails:
        return []
    return await team.with_a_mobile(session, lead, [str(e) for e in emails])


def alert_new_lead(
    session: AsyncSession,
    ctx: LeadContext,
    sender: str,
    sms_secret: str | None,
    assignee: Member | None,
    recipients: list[Member],
) -> None:
    """The assignee hears of their new lead; unassigned, the `recipients` on the team (from
    `recipients_with_a_mobile`) get a text beside the dealer's lead e-mail."""
    alert = Alert(ctx.site.id, ctx.site.name, ctx.lead.id, compose.subject(ctx),
                  ctx.console_url, NEW_FOR_YOU if assignee else NEW_LEAD)  # fmt: skip
    if assignee is not None:
        enqueue_alert(session, alert, assignee, sender=sender, sms_secret=sms_secret)
        return
    for member in recipients:
        enqueue_alert(session, alert, member, sender=sender, sms_secret=sms_secret, email=False)
