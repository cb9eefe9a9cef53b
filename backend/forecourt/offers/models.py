from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, Date, ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime


class Offer(Base):
    __tablename__ = "offers"

    id: Mapped[int] = mapped_column(primary_key=True)
    # None: a manufacturer's national offer, on every site selling the make (less exclusions).
    site_id: Mapped[int | None] = mapped_column(
        ForeignKey("sites.id", ondelete="CASCADE"), index=True
    )
    manufacturer: Mapped[str | None] = mapped_column(String(60), index=True)
    name: Mapped[str] = mapped_column(String(160))
    description: Mapped[str] = mapped_column(Text)  # as written (HTML allowed)
    sanitized_description: Mapped[str] = mapped_column(Text)  # spec §3: what pages show
    disclaimer: Mapped[str] = mapped_column(Text, default="")
    category: Mapped[str] = mapped_column(String(40), default="Special offer")
    model_name: Mapped[str | None] = mapped_column(String(80))
    model_slug: Mapped[str | None] = mapped_column(String(80))
    override_url: Mapped[str | None] = mapped_column(String(500))
    image_url: Mapped[str | None] = mapped_column(String(500))
    starts_on: Mapped[date | None] = mapped_column(Date)
    ends_on: Mapped[date | None] = mapped_column(Date)
    excluded_website_ids: Mapped[list[Any]] = mapped_column(JSON, default=list)
    position: Mapped[int] = mapped_column(default=0)  # the dealer's order, lowest first
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
