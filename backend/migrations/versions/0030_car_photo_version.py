"""cars.photo_version: the version a photo order is made from

Revision ID: 0030
Revises: 0029
Create Date: 2026-11-26 00:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0030"
down_revision: str | None = "0029"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column(
        "cars", sa.Column("photo_version", sa.Integer(), nullable=False, server_default="0")
    )


def downgrade() -> None:
    with op.batch_alter_table("cars") as batch:
        batch.drop_column("photo_version")
