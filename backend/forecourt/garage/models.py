from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime


class WatchlistItem(Base):
    __tablename__ = "watchlist_items"
    __table_args__ = (UniqueConstraint("user_id", "car_id", name="uq_watchlist_items_user_car"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("shopper_users.id", ondelete="CASCADE"))
    car_id: Mapped[int] = mapped_column(ForeignKey("cars.id", ondelete="CASCADE"), index=True)
    # The price when saved: my garage shows the change since (a price drop), and alerts read it.
    saved_price: Mapped[int | None]
    alerted_price: Mapped[int | None]  # the price last told in an alert, so a drop is told once
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())


class SavedSearch(Base):
    __tablename__ = "saved_searches"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    user_id: Mapped[int] = mapped_column(
        ForeignKey("shopper_users.id", ondelete="CASCADE"), index=True
    )
    name: Mapped[str] = mapped_column(String(120))
    path: Mapped[str] = mapped_column(String(500))  # the search page's path and query string
    filters: Mapped[dict[str, Any]] = mapped_column(JSON)  # the search API's query, parsed
    alert: Mapped[str] = mapped_column(String(10))  # email, sms or off
    unsubscribe_token: Mapped[str] = mapped_column(String(64), unique=True)
    # Cars listed after this moment are new to the shopper; moved on by each digest.
    seen_until: Mapped[datetime] = mapped_column(UtcDateTime())
    last_alert_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    # When the alert job last looked for new matches (it looks at most hourly per search).
    checked_at: Mapped[datetime | None] = mapped_column(UtcDateTime(), index=True)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
