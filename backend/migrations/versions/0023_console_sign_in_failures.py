"""console_sign_in_failures: consecutive wrong console sign-ins per account, for its growing delay

Revision ID: 0023
Revises: 0022
Create Date: 2026-11-27 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0023"
down_revision: str | None = "0022"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "console_sign_in_failures",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("account", sa.String(64), nullable=False),
        sa.Column("failures", sa.Integer(), nullable=False),
        sa.Column("blocked_until", UtcDateTime(), nullable=True),
        sa.Column("last_failed_at", UtcDateTime(), nullable=False),
        sa.UniqueConstraint("account", name="uq_console_sign_in_failures_account"),
    )
    op.create_index(
        "ix_console_sign_in_failures_last_failed_at",
        "console_sign_in_failures",
        ["last_failed_at"],
    )


def downgrade() -> None:
    op.drop_table("console_sign_in_failures")
