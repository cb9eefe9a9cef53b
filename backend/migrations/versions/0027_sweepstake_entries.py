"""sweepstake entries: one per verified shopper per site and draw, beside the entry's lead

Revision ID: 0027
Revises: 0026
Create Date: 2026-12-03 00:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0027"
down_revision: str | None = "0026"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "sweepstake_entries",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False),
        sa.Column("draw", sa.String(40), nullable=False),
        sa.Column("shopper_user_id", sa.Integer(), sa.ForeignKey("shopper_users.id", ondelete="CASCADE"), nullable=False),
        sa.Column("lead_id", sa.Integer(), sa.ForeignKey("leads.id", ondelete="CASCADE"), nullable=False, unique=True),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.UniqueConstraint("site_id", "draw", "shopper_user_id", name="uq_sweepstake_entries_shopper"),
    )  # fmt: skip
    op.create_index(
        "ix_sweepstake_entries_shopper_user_id", "sweepstake_entries", ["shopper_user_id"]
    )


def downgrade() -> None:
    op.drop_index("ix_sweepstake_entries_shopper_user_id", "sweepstake_entries")
    op.drop_table("sweepstake_entries")
