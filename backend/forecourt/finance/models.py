"""Finance applications: what a shopper sent to a lender, and where it stands."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime

STATUS_TEXT = {
    "received": "Received: our finance team will call you within one business day.",
    "submitted": "Sent to the lender: continue your application on the lender's page.",
    "in_review": "In review: the lender is assessing your application.",
    "approved": "Pre-approved: we will call you to arrange the next steps.",
    "declined": "Not approved this time: our finance team will call you about other options.",
    "withdrawn": "Withdrawn.",
}


class FinanceApplication(Base):
    __tablename__ = "finance_applications"

    id: Mapped[int] = mapped_column(primary_key=True)
    public_id: Mapped[str] = mapped_column(String(32), unique=True)  # unguessable, in the URL
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("shopper_users.id", ondelete="CASCADE"), index=True
    )
    lead_id: Mapped[int | None] = mapped_column(ForeignKey("leads.id", ondelete="SET NULL"))
    car_id: Mapped[int | None] = mapped_column(ForeignKey("cars.id", ondelete="SET NULL"))
    provider: Mapped[str] = mapped_column(String(40))
    lender_name: Mapped[str] = mapped_column(String(60))
    status: Mapped[str] = mapped_column(String(20))
    submitted: Mapped[dict[str, Any]] = mapped_column(JSON)
    quote: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    lender_reference: Mapped[str | None] = mapped_column(String(200))
    redirect_url: Mapped[str | None] = mapped_column(String(500))
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime())
