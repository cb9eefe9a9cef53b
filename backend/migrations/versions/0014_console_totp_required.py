"""console_totp_required: an owner can require a second factor of every console user of a site

Revision ID: 0014
Revises: 0013
Create Date: 2026-11-23 12:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0014"
down_revision: str | None = "0013"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A plain ADD COLUMN (no table copy) on both databases.
    op.add_column(
        "sites",
        sa.Column("console_totp_required", sa.Boolean(), nullable=False, server_default=sa.false()),
    )


def downgrade() -> None:
    with op.batch_alter_table("sites") as batch:
        batch.drop_column("console_totp_required")
