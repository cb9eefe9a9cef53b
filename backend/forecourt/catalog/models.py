"""Manufacturers (makes) shared by every site."""

from typing import Any

from sqlalchemy import JSON, ForeignKey, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base


class Manufacturer(Base):
    __tablename__ = "manufacturers"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    slug: Mapped[str] = mapped_column(String(100), unique=True)
    kind: Mapped[str] = mapped_column(String(20), default="car")  # car, motorcycle, truck, caravan
    logo_url: Mapped[str | None] = mapped_column(String(500))


class VehicleModel(Base):
    """A make's model line as the maker presents it (spec §3 Model): shown on the sites that sell
    the make new, in /models and the New Vehicles menu."""

    __tablename__ = "vehicle_models"
    __table_args__ = (UniqueConstraint("manufacturer_id", "slug", name="uq_vehicle_models_slug"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    manufacturer_id: Mapped[int] = mapped_column(
        ForeignKey("manufacturers.id", ondelete="CASCADE"), index=True
    )
    slug: Mapped[str] = mapped_column(String(100))
    name: Mapped[str] = mapped_column(String(100))
    status: Mapped[str] = mapped_column(String(20), default="available")  # or coming_soon
    body: Mapped[str] = mapped_column(String(30))  # manufacturer_body: SUV, Passenger ...
    short_description: Mapped[str] = mapped_column(String(300), default="")
    description: Mapped[str] = mapped_column(Text, default="")  # sanitised HTML
    image_url: Mapped[str | None] = mapped_column(String(500))
    # [{title, description, image_url}]
    features: Mapped[list[Any]] = mapped_column(JSON, default=list)
    gallery: Mapped[list[Any]] = mapped_column(JSON, default=list)  # image URLs
    position: Mapped[int] = mapped_column(default=0)
