"""photo_uploads: photos uploaded in the console, waiting for the worker or failed

Revision ID: 0018
Revises: 0017
Create Date: 2026-11-23 13:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0018"
down_revision: str | None = "0017"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "photo_uploads",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column(
            "car_id", sa.Integer(), sa.ForeignKey("cars.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("key", sa.String(200), nullable=False),
        sa.Column("file_name", sa.String(200), nullable=False),
        sa.Column("status", sa.String(12), nullable=False),
        sa.Column("error", sa.String(300), nullable=True),
        sa.Column("claimed_at", UtcDateTime(), nullable=True),
        sa.Column("created_at", UtcDateTime(), server_default=sa.func.now(), nullable=False),
    )
    for column in ("site_id", "car_id", "status"):
        op.create_index(f"ix_photo_uploads_{column}", "photo_uploads", [column])


def downgrade() -> None:
    op.drop_table("photo_uploads")
