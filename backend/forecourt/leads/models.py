"""A lead (what a shopper sent, and to whom it belongs) and the idempotency record of its request."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, Text, UniqueConstraint, func
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime


class Lead(Base):
    __tablename__ = "leads"
    __table_args__ = (Index("ix_leads_site_created", "site_id", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    dealership_id: Mapped[int] = mapped_column(
        ForeignKey("dealerships.id", ondelete="CASCADE"), index=True
    )
    location_id: Mapped[int | None] = mapped_column(ForeignKey("locations.id", ondelete="SET NULL"))
    car_id: Mapped[int | None] = mapped_column(
        ForeignKey("cars.id", ondelete="SET NULL"), index=True
    )
    kind: Mapped[str] = mapped_column(String(30))
    category: Mapped[str] = mapped_column(String(100))
    subcategory: Mapped[str | None] = mapped_column(String(100))
    status: Mapped[str] = mapped_column(String(20), default="new")
    name: Mapped[str] = mapped_column(String(100))
    last_name: Mapped[str | None] = mapped_column(String(100))
    email: Mapped[str] = mapped_column(String(254))
    phone: Mapped[str] = mapped_column(String(20))
    postcode: Mapped[str | None] = mapped_column(String(4))
    message: Mapped[str | None] = mapped_column(Text)
    opt_in: Mapped[bool] = mapped_column(default=True)
    terms_accepted: Mapped[bool] = mapped_column(default=False)
    consent_text: Mapped[str] = mapped_column(Text, default="")  # what the shopper was shown
    event_id: Mapped[int | None]
    # The fields of the lead's kind (test drive date, service interval, trade-in vehicle ...).
    details: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    # Pages visited and linked query parameters (utm_*, gclid ...), as the browser reported them.
    attributes: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), server_default=func.now())
    # The console's workflow: who has it, and when it was first answered (time to first contact).
    assignee_id: Mapped[int | None] = mapped_column(
        ForeignKey("console_users.id", ondelete="SET NULL")
    )
    first_contacted_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    # When it is overdue unanswered: the response target in opening hours (leads/response_time.py).
    respond_by: Mapped[datetime | None] = mapped_column(UtcDateTime())
    # One customer's leads about buying one car (reserve, finance, trade-in): leads/deals.py.
    deal_id: Mapped[int | None] = mapped_column(
        ForeignKey("deals.id", ondelete="SET NULL"), index=True
    )
    # The person who sent it, found by phone or e-mail across the site's leads: leads/customers.py.
    customer_id: Mapped[int | None] = mapped_column(
        ForeignKey("customers.id", ondelete="SET NULL"), index=True
    )


class Customer(Base):
    """One person's leads on one site (leads/customers.py): the console's customer page shows
    them as one timeline, and the inbox marks a returning customer's lead."""

    __tablename__ = "customers"
    __table_args__ = (Index("ix_customers_site_last_lead", "site_id", "last_lead_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(201))  # the latest lead's
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
    last_lead_at: Mapped[datetime] = mapped_column(UtcDateTime())


class CustomerContact(Base):
    """A phone (E.164) or e-mail (lower case) and the one customer of the site it belongs to."""

    __tablename__ = "customer_contacts"
    __table_args__ = (
        UniqueConstraint("site_id", "kind", "value", name="uq_customer_contacts_site_kind_value"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    customer_id: Mapped[int] = mapped_column(
        ForeignKey("customers.id", ondelete="CASCADE"), index=True
    )
    kind: Mapped[str] = mapped_column(String(10))  # phone or email
    value: Mapped[str] = mapped_column(String(254))
    # When the shopper proved it: a phone signed in with the site's texted code.
    verified_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())


class Deal(Base):
    """One customer buying one car: the reservation, the finance and the trade-in that go with it,
    seen together by the dealer (the console, each lead's e-mail) and by the shopper (My garage)."""

    __tablename__ = "deals"
    __table_args__ = (Index("ix_deals_site_phone", "site_id", "phone"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    dealership_id: Mapped[int] = mapped_column(ForeignKey("dealerships.id", ondelete="CASCADE"))
    car_id: Mapped[int | None] = mapped_column(ForeignKey("cars.id", ondelete="SET NULL"))
    shopper_user_id: Mapped[int | None] = mapped_column(
        ForeignKey("shopper_users.id", ondelete="SET NULL"), index=True
    )
    # Unguessable: the links the shopper is given after a reservation carry it.
    token: Mapped[str] = mapped_column(String(64), unique=True)
    name: Mapped[str] = mapped_column(String(201))
    email: Mapped[str] = mapped_column(String(254))
    phone: Mapped[str] = mapped_column(String(20))  # the national form, as leads keep it
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime())


class LeadRequest(Base):
    """One row per Idempotency-Key (leads/idempotency.py): first the claim of the request doing
    the work, then its lead and the answer every repeat replays; never a second lead."""

    __tablename__ = "lead_requests"
    __table_args__ = (UniqueConstraint("site_id", "key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(200))
    body_hash: Mapped[str] = mapped_column(String(64))
    # None while the claim's holder works; the row goes with its lead.
    lead_id: Mapped[int | None] = mapped_column(ForeignKey("leads.id", ondelete="CASCADE"))
    # The holder's own token: only it may name the lead or let the claim go.
    token: Mapped[str] = mapped_column(String(32), default="")
    claimed_at: Mapped[datetime] = mapped_column(UtcDateTime())
    # The answer as sent (201's body); None until it is whole.
    response: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), server_default=func.now())


class LeadNote(Base):
    """A console user's note on a lead (the user may go; the author's name stays)."""

    __tablename__ = "lead_notes"

    id: Mapped[int] = mapped_column(primary_key=True)
    lead_id: Mapped[int] = mapped_column(ForeignKey("leads.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("console_users.id", ondelete="SET NULL"))
    author: Mapped[str] = mapped_column(String(100))
    text: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())


class LeadReply(Base):
    """A message sent to the shopper from the console (e-mail or text), through the outbox: the
    lead's timeline shows it with its delivery's status."""

    __tablename__ = "lead_replies"

    id: Mapped[int] = mapped_column(primary_key=True)
    lead_id: Mapped[int] = mapped_column(ForeignKey("leads.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("console_users.id", ondelete="SET NULL"))
    author: Mapped[str] = mapped_column(String(100))
    channel: Mapped[str] = mapped_column(String(10))  # email or sms
    destination: Mapped[str] = mapped_column(String(254))
    subject: Mapped[str | None] = mapped_column(String(250))
    text: Mapped[str] = mapped_column(Text)
    outbox_id: Mapped[int | None] = mapped_column(
        ForeignKey("outbox_messages.id", ondelete="SET NULL")
    )
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
