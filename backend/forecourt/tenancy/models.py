"""Sites (tenants), the host names that select them, and the dealerships they present."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, LargeBinary, String, false, func, text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from forecourt.core.db import Base, UtcDateTime


class Site(Base):
    __tablename__ = "sites"

    id: Mapped[int] = mapped_column(primary_key=True)
    slug: Mapped[str] = mapped_column(String(64), unique=True)
    template: Mapped[str] = mapped_column(String(64), default="default")
    name: Mapped[str] = mapped_column(String(200))
    description: Mapped[str] = mapped_column(String(500), default="")
    finance_provider: Mapped[str | None] = mapped_column(String(64))
    # The site's own dealership (single-dealer sites) or the group's head dealership.
    primary_dealership_id: Mapped[int | None] = mapped_column(
        ForeignKey("dealerships.id", use_alter=True, ondelete="SET NULL")
    )
    config: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    theme: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    # Who the platform invoices (console billing settings); owners only, never shown on the site.
    billing: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    # The owners' rule for the console, apart from the settings a manager may edit.
    console_totp_required: Mapped[bool] = mapped_column(default=False, server_default=false())
    created_at: Mapped[datetime] = mapped_column(UtcDateTime(), server_default=func.now())
    # preview, live, suspended or offboarded (tenancy/lifecycle.py says what each means).
    status: Mapped[str] = mapped_column(String(20), default="live", server_default=text("'live'"))
    # Offboarded: the site's data is deleted after this moment (the grace period), once.
    delete_after: Mapped[datetime | None] = mapped_column(UtcDateTime())
    data_deleted_at: Mapped[datetime | None] = mapped_column(UtcDateTime())

    domains: Mapped[list["SiteDomain"]] = relationship(
        back_populates="site", cascade="all, delete-orphan"
    )
    dealerships: Mapped[list["Dealership"]] = relationship(
        back_populates="site", foreign_keys="Dealership.site_id", order_by="Dealership.id"
    )


class SiteDomain(Base):
    __tablename__ = "site_domains"

    id: Mapped[int] = mapped_column(primary_key=True)
    host: Mapped[str] = mapped_column(String(253), unique=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    primary: Mapped[bool] = mapped_column(default=False)
    # The value of the TXT record that proves the dealer controls the name (tenancy/domains.py),
    # and when the check last found it with the address record; None: not verified.
    verification_token: Mapped[str | None] = mapped_column(String(64))
    verified_at: Mapped[datetime | None] = mapped_column(UtcDateTime())

    site: Mapped[Site] = relationship(back_populates="domains")


class SiteArchive(Base):
    """What an offboarded site held (leads, customers, stock, content), as CSV and JSON in one
    zip, kept after the site's data is deleted. In the database: every host can hand it out."""

    __tablename__ = "site_archives"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    filename: Mapped[str] = mapped_column(String(200))
    sha256: Mapped[str] = mapped_column(String(64))
    content: Mapped[bytes] = mapped_column(LargeBinary)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())


class Dealership(Base):
    __tablename__ = "dealerships"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    slug: Mapped[str] = mapped_column(String(100), unique=True)
    name: Mapped[str] = mapped_column(String(200))
    phone: Mapped[str | None] = mapped_column(String(40))
    email: Mapped[str | None] = mapped_column(String(254))
    street: Mapped[str | None] = mapped_column(String(200))
    city: Mapped[str | None] = mapped_column(String(100))
    state: Mapped[str | None] = mapped_column(String(10))
    postcode: Mapped[str | None] = mapped_column(String(10))
    logo_url: Mapped[str | None] = mapped_column(String(500))
    dealer_licence_number: Mapped[str | None] = mapped_column(String(50))
    visible: Mapped[bool] = mapped_column(default=True)
    # Where this dealership's leads go (leads/destinations.py: e-mails, ADF/XML e-mails, webhooks).
    lead_destinations: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    # How its leads are handled (tenancy/lead_handling.py: round robin, response target).
    lead_handling: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict, server_default="{}")
    # The round robin's last pick: the next lead goes to the member after this user.
    round_robin_last_user_id: Mapped[int | None]

    site: Mapped[Site] = relationship(back_populates="dealerships", foreign_keys=[site_id])
