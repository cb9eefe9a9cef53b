"""Tracking events: what shoppers did, per site (spec: vehicle §9 event ids)."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, func
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime


class TrackingEvent(Base):
    __tablename__ = "tracking_events"
    __table_args__ = (
        Index("ix_tracking_events_site_event_created", "site_id", "event_id", "created_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    event_id: Mapped[int]
    car_id: Mapped[int | None] = mapped_column(
        ForeignKey("cars.id", ondelete="SET NULL"), index=True
    )
    path: Mapped[str | None] = mapped_column(String(500))
    meta: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), server_default=func.now())


class CarViewHour(Base):
    """A car's page views per hour (UTC), for the console's dashboard: charted by the site's
    local day, and the most viewed cars of a period (Car.views is the all-time count)."""

    __tablename__ = "car_view_hours"
    __table_args__ = (Index("ix_car_view_hours_site_hour", "site_id", "hour"),)

    car_id: Mapped[int] = mapped_column(ForeignKey("cars.id", ondelete="CASCADE"), primary_key=True)
    hour: Mapped[datetime] = mapped_column(UtcDateTime(), primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    views: Mapped[int] = mapped_column(default=0)
