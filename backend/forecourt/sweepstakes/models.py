"""An entry to a site's prize draw: one per verified shopper per site and draw, beside the lead
that carries the entrant's details to the dealer."""

from datetime import datetime

from sqlalchemy import ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime


class SweepstakeEntry(Base):
    __tablename__ = "sweepstake_entries"
    __table_args__ = (
        # Whatever races: the database refuses a shopper's second entry to the same draw.
        UniqueConstraint(
            "site_id", "draw", "shopper_user_id", name="uq_sweepstake_entries_shopper"
        ),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    draw: Mapped[str] = mapped_column(String(40))  # the site's sweepstake.draw key
    # The shopper's deleting their data takes the entry; the lead stays with the dealer.
    shopper_user_id: Mapped[int] = mapped_column(
        ForeignKey("shopper_users.id", ondelete="CASCADE"), index=True
    )
    lead_id: Mapped[int] = mapped_column(ForeignKey("leads.id", ondelete="CASCADE"), unique=True)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
