"""Console users (per site, or platform operators with no site), their roles per dealership,
sessions (only a hash of the token) and one-time links (invitation, password reset, hand-off)."""

from datetime import datetime

from sqlalchemy import ForeignKey, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime


class ConsoleUser(Base):
    __tablename__ = "console_users"
    __table_args__ = (UniqueConstraint("site_id", "email", name="uq_console_users_site_email"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    # None: a platform operator, who may act on every site (and every action says so).
    site_id: Mapped[int | None] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    email: Mapped[str] = mapped_column(String(254))  # lower case
    name: Mapped[str] = mapped_column(String(100))
    password_hash: Mapped[str | None] = mapped_column(String(200))  # argon2id; None until invited
    totp_secret: Mapped[str | None] = mapped_column(String(64))  # set once the user enables it
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
    last_sign_in_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    disabled_at: Mapped[datetime | None] = mapped_column(UtcDateTime())
    # Where lead alerts are texted (national form, as leads keep phones); None: e-mail only.
    mobile: Mapped[str | None] = mapped_column(String(20))


class ConsoleRole(Base):
    """A user's role at one dealership, or at every dealership of the site (dealership_id None)."""

    __tablename__ = "console_roles"
    __table_args__ = (UniqueConstraint("user_id", "dealership_id", name="uq_console_roles_user"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(
        ForeignKey("console_users.id", ondelete="CASCADE"), index=True
    )
    dealership_id: Mapped[int | None] = mapped_column(
        ForeignKey("dealerships.id", ondelete="CASCADE")
    )
    role: Mapped[str] = mapped_column(String(20))  # owner, manager, sales, service, viewer


class ConsoleSession(Base):
    __tablename__ = "console_sessions"

    id: Mapped[int] = mapped_column(primary_key=True)
    site_id: Mapped[int | None] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(
        ForeignKey("console_users.id", ondelete="CASCADE"), index=True
    )
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)  # SHA-256 of the cookie
    csrf_token: Mapped[str] = mapped_column(String(64))
    # The password was right but the second factor is still to come: the session opens nothing.
    second_factor_pending: Mapped[bool] = mapped_column(default=False)
    totp_attempts: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime] = mapped_column(UtcDateTime())
    expires_at: Mapped[datetime] = mapped_column(UtcDateTime())


class ConsoleLink(Base):
    """An invitation, password-reset or operator hand-off link: only the SHA-256 of its token is
    kept."""

    __tablename__ = "console_links"

    id: Mapped[int] = mapped_column(primary_key=True)
    user_id: Mapped[int] = mapped_column(
        ForeignKey("console_users.id", ondelete="CASCADE"), index=True
    )
    purpose: Mapped[str] = mapped_column(String(20))  # invitation, reset or hand_off
    # hand_off: the one site whose console the platform operator opens with it.
    site_id: Mapped[int | None] = mapped_column(ForeignKey("sites.id", ondelete="CASCADE"))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    expires_at: Mapped[datetime] = mapped_column(UtcDateTime())
    used_at: Mapped[datetime | None] = mapped_column(UtcDateTime())


class ConsoleSignInFailures(Base):
    """Consecutive wrong sign-ins of one account (a host's site and an e-mail address), whether or
    not a user has that address: the per-account brake of console/throttle.py. In the database so
    every process and host counts together, with or without Redis."""

    __tablename__ = "console_sign_in_failures"

    id: Mapped[int] = mapped_column(primary_key=True)
    # SHA-256 of the site and the e-mail: no list of the addresses guessed is kept.
    account: Mapped[str] = mapped_column(String(64), unique=True)
    failures: Mapped[int] = mapped_column(default=0)
    blocked_until: Mapped[datetime | None] = mapped_column(UtcDateTime())
    last_failed_at: Mapped[datetime] = mapped_column(UtcDateTime(), index=True)
