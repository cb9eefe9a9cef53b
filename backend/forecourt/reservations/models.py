"""A reservation: the holding deposit on one car, from the shopper's reserve lead until the
dealer confirms it, releases it, or it expires."""

from datetime import datetime

from sqlalchemy import ForeignKey, Index, String, text
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime

ACTIVE = ("held", "confirmed")
# The processor has not held the deposit yet: asked for, the dealer's to take, or unreachable.
DEPOSIT_OWED = ("requested", "pending_dealer", "unreachable")


class Reservation(Base):
    __tablename__ = "reservations"
    __table_args__ = (
        # One live hold per car, whatever races: the database refuses a second.
        Index(
            "uq_reservations_live_car",
            "car_id",
            unique=True,
            sqlite_where=text("status IN ('held', 'confirmed')"),
            postgresql_where=text("status IN ('held', 'confirmed')"),
        ),
        Index("ix_reservations_status_expires", "status", "expires_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    dealership_id: Mapped[int] = mapped_column(ForeignKey("dealerships.id", ondelete="CASCADE"))
    car_id: Mapped[int] = mapped_column(ForeignKey("cars.id", ondelete="CASCADE"))
    lead_id: Mapped[int] = mapped_column(ForeignKey("leads.id", ondelete="CASCADE"), unique=True)
    status: Mapped[str] = mapped_column(String(20))  # held, confirmed, released, expired
    amount: Mapped[int]  # whole dollars
    processor: Mapped[str] = mapped_column(String(30))
    processor_status: Mapped[str] = mapped_column(String(30))  # pending_dealer, authorised ...
    processor_reference: Mapped[str | None] = mapped_column(String(200))
    expires_at: Mapped[datetime] = mapped_column(UtcDateTime())
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
    decided_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
