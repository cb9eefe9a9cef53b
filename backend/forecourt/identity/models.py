"""Shoppers of one site, their one-time codes (only a keyed hash), sessions (only a hash of the
token) and the verification log (spec §3)."""

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, ForeignKey, Index, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime


class ShopperUser(Base):
    """A phone number verified on one site. The same phone on another site is another user."""

    __tablename__ = "shopper_users"
    __table_args__ = (UniqueConstraint("site_id", "phone", name="uq_shopper_users_site_phone"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    phone: Mapped[str] = mapped_column(String(20))  # E.164
    name: Mapped[str | None] = mapped_column(String(100))
    last_name: Mapped[str | None] = mapped_column(String(100))
    email: Mapped[str | None] = mapped_column(String(254))
    postcode: Mapped[str | None] = mapped_column(String(4))
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
    last_sign_in_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    # Price drops of saved cars: by sms (the phone is always known), email or off.
    price_alert: Mapped[str] = mapped_column(String(10), default="sms", server_default="sms")
    alerts_token: Mapped[str | None] = mapped_column(String(64), index=True, unique=True)
    last_price_alert_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    alerts_checked_at: Mapped[datetime | None] = mapped_column(UtcDateTime())


class OneTimeCode(Base):
    __tablename__ = "one_time_codes"
    __table_args__ = (Index("ix_one_time_codes_site_phone", "site_id", "phone", "created_at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    phone: Mapped[str] = mapped_column(String(20))
    code_hash: Mapped[str] = mapped_column(String(64))  # HMAC-SHA256 under the deployment key
    attempts: Mapped[int] = mapped_column(default=0)
    expires_at: Mapped[datetime] = mapped_column(UtcDateTime())
    # Set when the code is used or replaced by a newer one: either way it opens nothing.
    spent_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    # What the shopper typed with the phone (spec §7: first_name, last_name, email, dealership).
    meta: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())


class ShopperSession(Base):
    __tablename__ = "shopper_sessions"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(
        ForeignKey("shopper_users.id", ondelete="CASCADE"), index=True
    )
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)  # SHA-256 of the cookie
    csrf_token: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
    expires_at: Mapped[datetime] = mapped_column(UtcDateTime())


class Verification(Base):
    """The verification log (spec §3): one row per code sent (sms) and per code verified."""

    __tablename__ = "verifications"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"), index=True)
    website_slug: Mapped[str] = mapped_column(String(100))
    dealership_slug: Mapped[str | None] = mapped_column(String(100))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("shopper_users.id", ondelete="SET NULL"))
    verification_type: Mapped[str] = mapped_column(String(10))  # sms or verify
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
