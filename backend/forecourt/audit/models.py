"""The audit trail's rows."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, func
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime


class AuditEntry(Base):
    """One change made in the console: who, when, what, and the values before and after."""

    __tablename__ = "audit_entries"
    __table_args__ = (
        Index("ix_audit_entries_site_created", "site_id", "created_at"),
        Index("ix_audit_entries_object", "site_id", "object_type", "object_id"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("console_users.id", ondelete="SET NULL"))
    actor: Mapped[str] = mapped_column(String(254))  # the e-mail, kept when the user goes
    operator: Mapped[bool] = mapped_column(default=False)  # a platform operator acted
    object_type: Mapped[str] = mapped_column(String(40))
    object_id: Mapped[int | None]
    action: Mapped[str] = mapped_column(String(40))
    before: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    after: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), server_default=func.now())
