"""feed_sources: a dealership's stock feed fetched on a schedule from an HTTPS address

Revision ID: 0019
Revises: 0018
Create Date: 2026-11-23 15:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0019"
down_revision: str | None = "0018"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "feed_sources",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column(
            "dealership_id",
            sa.Integer(),
            sa.ForeignKey("dealerships.id", ondelete="CASCADE"),
            nullable=False,
            unique=True,
        ),
        sa.Column("url", sa.String(500), nullable=False),
        sa.Column("format", sa.String(4), nullable=False),
        sa.Column("full", sa.Boolean(), nullable=False),
        sa.Column("every_hours", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("notify_email", sa.String(200), nullable=True),
        sa.Column("console_url", sa.String(300), nullable=False),
        sa.Column("etag", sa.String(300), nullable=True),
        sa.Column("last_modified", sa.String(100), nullable=True),
        sa.Column("next_fetch_at", UtcDateTime(), nullable=False),
        sa.Column("claimed_at", UtcDateTime(), nullable=True),
        sa.Column("checked_at", UtcDateTime(), nullable=True),
        sa.Column("outcome", sa.String(12), nullable=True),
        sa.Column("message", sa.String(500), nullable=True),
        sa.Column("report", sa.JSON(), nullable=True),
        sa.Column("failing_since", UtcDateTime(), nullable=True),
    )
    op.create_index("ix_feed_sources_site_id", "feed_sources", ["site_id"])
    op.create_index("ix_feed_sources_next_fetch_at", "feed_sources", ["next_fetch_at"])


def downgrade() -> None:
    op.drop_table("feed_sources")
