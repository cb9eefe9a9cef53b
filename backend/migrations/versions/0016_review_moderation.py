"""reviews.hidden: a dealer hides a review from the site (moderation in the console)

Revision ID: 0016
Revises: 0015
Create Date: 2026-11-23 12:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0016"
down_revision: str | None = "0015"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # A plain ADD COLUMN (no table copy) on both databases.
    op.add_column(
        "reviews", sa.Column("hidden", sa.Boolean(), nullable=False, server_default=sa.false())
    )


def downgrade() -> None:
    with op.batch_alter_table("reviews") as batch:
        batch.drop_column("hidden")
