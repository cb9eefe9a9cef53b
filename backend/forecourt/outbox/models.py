"""Outbox rows (one per message and destination) and the development mailbox."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime

PENDING = "pending"
SENDING = "sending"
DELIVERED = "delivered"
FAILED = "failed"


class OutboxMessage(Base):
    __tablename__ = "outbox_messages"
    __table_args__ = (Index("ix_outbox_messages_due", "status", "next_attempt_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    lead_id: Mapped[int | None] = mapped_column(
        ForeignKey("leads.id", ondelete="CASCADE"), index=True
    )
    # email (dealer, ADF/XML or shopper acknowledgement) or webhook
    channel: Mapped[str] = mapped_column(String(20))
    purpose: Mapped[str] = mapped_column(String(30))  # dealer, adf, acknowledgement, webhook
    destination: Mapped[str] = mapped_column(String(500))  # an address or a URL
    # What to send, rendered when the row is written so a retry sends exactly the same message.
    payload: Mapped[dict[str, Any]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(20), default=PENDING)
    attempts: Mapped[int] = mapped_column(default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(UtcDateTime())
    # A claim is a lease: a worker that dies mid-delivery leaves the row to be claimed again.
    claimed_until: Mapped[datetime | None] = mapped_column(UtcDateTime())
    last_error: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), server_default=func.now())
    delivered_at: Mapped[datetime | None] = mapped_column(UtcDateTime())


class MailboxMessage(Base):
    """E-mail kept instead of sent when no SMTP server is configured (the development mailbox)."""

    __tablename__ = "mailbox_messages"

    id: Mapped[int] = mapped_column(primary_key=True)
    outbox_id: Mapped[int | None] = mapped_column(
        ForeignKey("outbox_messages.id", ondelete="SET NULL"), unique=True
    )
    sender: Mapped[str] = mapped_column(String(300))
    recipient: Mapped[str] = mapped_column(String(300))
    subject: Mapped[str] = mapped_column(String(300))
    raw: Mapped[str] = mapped_column(Text)  # the whole RFC 5322 message, as SMTP would carry it
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), server_default=func.now())
