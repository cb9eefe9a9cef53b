"""Dealership locations (sales, service, parts yards) with opening and special hours."""

from datetime import date
from typing import Any

from sqlalchemy import JSON, Date, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from forecourt.core.db import Base


class Location(Base):
    __tablename__ = "locations"
    __table_args__ = (UniqueConstraint("site_id", "slug"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    dealership_id: Mapped[int] = mapped_column(
        ForeignKey("dealerships.id", ondelete="CASCADE"), index=True
    )
    slug: Mapped[str] = mapped_column(String(120))
    name: Mapped[str] = mapped_column(String(200))
    location_type: Mapped[str] = mapped_column(
        String(20), default=""
    )  # sales, service, parts or ""
    location_subtype: Mapped[str | None] = mapped_column(String(50))
    primary: Mapped[bool] = mapped_column(default=False)
    visible: Mapped[bool] = mapped_column(default=True)
    manufacturers: Mapped[list[str]] = mapped_column(JSON, default=list)  # manufacturer slugs
    distribution_locations: Mapped[list[str]] = mapped_column(JSON, default=list)
    street: Mapped[str | None] = mapped_column(String(200))
    city: Mapped[str | None] = mapped_column(String(100))
    state: Mapped[str | None] = mapped_column(String(10))
    postcode: Mapped[str | None] = mapped_column(String(10))
    lat: Mapped[float | None]
    long: Mapped[float | None]
    place_id: Mapped[str | None] = mapped_column(String(200))
    place_url: Mapped[str | None] = mapped_column(String(500))
    map_key: Mapped[str | None] = mapped_column(String(200))
    phone: Mapped[str | None] = mapped_column(String(40))
    landline_phone: Mapped[str | None] = mapped_column(String(40))
    email: Mapped[str | None] = mapped_column(String(254))
    image_url: Mapped[str | None] = mapped_column(String(500))
    dealer_licence_number: Mapped[str | None] = mapped_column(String(50))
    motor_vehicle_repairer: Mapped[str | None] = mapped_column(String(50))
    review_average: Mapped[float | None]
    review_count: Mapped[int] = mapped_column(default=0)
    extra: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)

    opening_hours: Mapped[list["OpeningHours"]] = relationship(
        cascade="all, delete-orphan", order_by="OpeningHours.weekday"
    )
    special_hours: Mapped[list["SpecialHours"]] = relationship(
        cascade="all, delete-orphan", order_by="SpecialHours.date"
    )


class OpeningHours(Base):
    __tablename__ = "opening_hours"
    __table_args__ = (UniqueConstraint("location_id", "weekday"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    location_id: Mapped[int] = mapped_column(
        ForeignKey("locations.id", ondelete="CASCADE"), index=True
    )
    weekday: Mapped[int]  # 0 = Sunday .. 6 = Saturday (spec)
    status: Mapped[str] = mapped_column(String(10), default="Open")  # Open or Closed
    open: Mapped[str | None] = mapped_column(String(5))  # "08:30"
    close: Mapped[str | None] = mapped_column(String(5))

    @property
    def formated_hours(self) -> str:  # spec's spelling of the field
        if self.status != "Open" or not self.open or not self.close:
            return "Closed"
        return f"{_twelve_hour(self.open)} - {_twelve_hour(self.close)}"


class SpecialHours(Base):
    __tablename__ = "special_hours"

    id: Mapped[int] = mapped_column(primary_key=True)
    location_id: Mapped[int] = mapped_column(
        ForeignKey("locations.id", ondelete="CASCADE"), index=True
    )
    date: Mapped[date] = mapped_column(Date)
    status: Mapped[str] = mapped_column(String(10), default="Closed")
    start_hour: Mapped[str | None] = mapped_column(String(5))
    end_hour: Mapped[str | None] = mapped_column(String(5))
    name: Mapped[str | None] = mapped_column(String(100))  # e.g. "Christmas Day"


def _twelve_hour(hhmm: str) -> str:
    hour, minute = (int(p) for p in hhmm.split(":"))
    suffix = "am" if hour < 12 else "pm"
    return f"{(hour % 12) or 12}:{minute:02d}{suffix}"
