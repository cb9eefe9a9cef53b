"""Manufacturers (makes) shared by every site."""

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base


class Manufacturer(Base):
    __tablename__ = "manufacturers"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    slug: Mapped[str] = mapped_column(String(100), unique=True)
    kind: Mapped[str] = mapped_column(String(20), default="car")  # car, motorcycle, truck, caravan
    logo_url: Mapped[str | None] = mapped_column(String(500))
