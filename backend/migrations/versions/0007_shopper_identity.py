"""shopper identity: users per site, one-time codes (hashed), sessions (hashed tokens), the
verification log, the watchlist and saved searches

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-23 09:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _site() -> sa.Column:
    return sa.Column(
        "site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False
    )


def _user(ondelete: str = "CASCADE", nullable: bool = False) -> sa.Column:
    return sa.Column(
        "user_id",
        sa.Integer(),
        sa.ForeignKey("shopper_users.id", ondelete=ondelete),
        nullable=nullable,
    )


def upgrade() -> None:
    op.create_table(
        "shopper_users",
        sa.Column("id", sa.Integer(), primary_key=True),
        _site(),
        sa.Column("phone", sa.String(20), nullable=False),
        sa.Column("name", sa.String(100)),
        sa.Column("last_name", sa.String(100)),
        sa.Column("email", sa.String(254)),
        sa.Column("postcode", sa.String(4)),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("last_sign_in_at", UtcDateTime()),
        sa.UniqueConstraint("site_id", "phone", name="uq_shopper_users_site_phone"),
    )
    op.create_table(
        "one_time_codes",
        sa.Column("id", sa.Integer(), primary_key=True),
        _site(),
        sa.Column("phone", sa.String(20), nullable=False),
        sa.Column("code_hash", sa.String(64), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("expires_at", UtcDateTime(), nullable=False),
        sa.Column("spent_at", UtcDateTime()),
        sa.Column("meta", sa.JSON(), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
    )
    op.create_index(
        "ix_one_time_codes_site_phone", "one_time_codes", ["site_id", "phone", "created_at"]
    )
    op.create_table(
        "shopper_sessions",
        sa.Column("id", sa.Integer(), primary_key=True),
        _site(),
        _user(),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("csrf_token", sa.String(64), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("expires_at", UtcDateTime(), nullable=False),
    )
    op.create_index("ix_shopper_sessions_user_id", "shopper_sessions", ["user_id"])
    op.create_table(
        "verifications",
        sa.Column("id", sa.Integer(), primary_key=True),
        _site(),
        sa.Column("website_slug", sa.String(100), nullable=False),
        sa.Column("dealership_slug", sa.String(100)),
        _user("SET NULL", nullable=True),
        sa.Column("verification_type", sa.String(10), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
    )
    op.create_index("ix_verifications_site_id", "verifications", ["site_id"])
    op.create_table(
        "watchlist_items",
        sa.Column("id", sa.Integer(), primary_key=True),
        _site(),
        _user(),
        sa.Column(
            "car_id", sa.Integer(), sa.ForeignKey("cars.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("saved_price", sa.Integer()),
        sa.Column("alerted_price", sa.Integer()),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.UniqueConstraint("user_id", "car_id", name="uq_watchlist_items_user_car"),
    )
    op.create_index("ix_watchlist_items_site_id", "watchlist_items", ["site_id"])
    op.create_index("ix_watchlist_items_car_id", "watchlist_items", ["car_id"])
    op.create_table(
        "saved_searches",
        sa.Column("id", sa.Integer(), primary_key=True),
        _site(),
        _user(),
        sa.Column("name", sa.String(120), nullable=False),
        sa.Column("path", sa.String(500), nullable=False),
        sa.Column("filters", sa.JSON(), nullable=False),
        sa.Column("alert", sa.String(10), nullable=False),
        sa.Column("unsubscribe_token", sa.String(64), nullable=False, unique=True),
        sa.Column("seen_until", UtcDateTime(), nullable=False),
        sa.Column("last_alert_at", UtcDateTime()),
        sa.Column("created_at", UtcDateTime(), nullable=False),
    )
    op.create_index("ix_saved_searches_site_id", "saved_searches", ["site_id"])
    op.create_index("ix_saved_searches_user_id", "saved_searches", ["user_id"])


def downgrade() -> None:
    for table in (
        "saved_searches",
        "watchlist_items",
        "verifications",
        "shopper_sessions",
        "one_time_codes",
        "shopper_users",
    ):
        op.drop_table(table)
