"""sites.billing: the owners' billing details (console settings)

Revision ID: 0017
Revises: 0016
Create Date: 2026-11-23 12:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0017"
down_revision: str | None = "0016"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("sites", sa.Column("billing", sa.JSON(), nullable=True))  # no table copy


def downgrade() -> None:
    with op.batch_alter_table("sites") as batch:
        batch.drop_column("billing")
