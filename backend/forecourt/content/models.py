from datetime import datetime

from sqlalchemy import ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime

LAYOUTS = ("page", "terms")  # terms: long legal text, collapsed on phones (spec §4)


class ContentPage(Base):
    """A page of one site at its own path. The Markdown is the source; the sanitised HTML is
    rendered when the page is saved, so a page view does no rendering."""

    __tablename__ = "content_pages"
    __table_args__ = (UniqueConstraint("site_id", "path", name="uq_content_pages_site_path"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    path: Mapped[str] = mapped_column(String(200))
    title: Mapped[str] = mapped_column(String(120))
    description: Mapped[str] = mapped_column(String(300))
    og_image: Mapped[str | None] = mapped_column(String(500))
    layout: Mapped[str] = mapped_column(String(10), default="page")
    body_markdown: Mapped[str] = mapped_column(Text)
    body_html: Mapped[str] = mapped_column(Text)
    published: Mapped[bool] = mapped_column(default=True)
    updated_at: Mapped[datetime] = mapped_column(UtcDateTime())
