"""An appointment: a test drive or a service booking at one location, on a day and (once known)
at a time, in the location's own time zone. The lead it came from holds what the shopper sent;
this row holds when it is now, after any reschedule, or that it was cancelled."""

from datetime import date, datetime

from sqlalchemy import Date, ForeignKey, Index, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime

BOOKED = "booked"
CANCELLED = "cancelled"


class Appointment(Base):
    __tablename__ = "appointments"
    __table_args__ = (Index("ix_appointments_location_day", "location_id", "day"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    dealership_id: Mapped[int] = mapped_column(ForeignKey("dealerships.id", ondelete="CASCADE"))
    # One appointment per lead: the lead is the shopper's booking, this is when it is.
    lead_id: Mapped[int] = mapped_column(ForeignKey("leads.id", ondelete="CASCADE"), unique=True)
    location_id: Mapped[int | None] = mapped_column(ForeignKey("locations.id", ondelete="SET NULL"))
    car_id: Mapped[int | None] = mapped_column(
        ForeignKey("cars.id", ondelete="SET NULL"), index=True
    )
    kind: Mapped[str] = mapped_column(String(30))  # test_drive or service_booking
    status: Mapped[str] = mapped_column(String(20), default=BOOKED)
    # The location's own calendar day and clock time ("09:30"); no time: any time that day,
    # as a service booking's drop-off is until the dealer gives it one.
    day: Mapped[date] = mapped_column(Date)
    time: Mapped[str | None] = mapped_column(String(5))
    minutes: Mapped[int]
    # The same moment in UTC (None without a time): what "not in the past" is checked against.
    starts_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    cancel_reason: Mapped[str | None] = mapped_column(Text)
    cancelled_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime())
