"""Customer reviews of a site's dealerships, optionally of one location (spec: vehicle §3 Review)."""

from datetime import date, datetime

from sqlalchemy import CheckConstraint, Date, ForeignKey, Index, String, Text, false, func
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime


class Review(Base):
    __tablename__ = "reviews"
    __table_args__ = (
        CheckConstraint("rating >= 1 AND rating <= 5", name="rating_range"),
        Index("ix_reviews_site_date", "site_id", "review_date"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    location_id: Mapped[int | None] = mapped_column(
        ForeignKey("locations.id", ondelete="CASCADE"), index=True
    )
    customer_name: Mapped[str] = mapped_column(String(200))
    text: Mapped[str] = mapped_column(Text, default="")
    rating: Mapped[int]  # 1..5 stars
    review_date: Mapped[date] = mapped_column(Date)
    reply_text: Mapped[str | None] = mapped_column(Text)
    reply_date: Mapped[date | None] = mapped_column(Date)
    image: Mapped[str | None] = mapped_column(String(500))  # reviewer's picture URL
    # Moderation: a hidden review (abuse, spam, the wrong business) is neither listed nor counted.
    hidden: Mapped[bool] = mapped_column(default=False, server_default=false())
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), server_default=func.now())
