"""vehicle models: a make's model lines for /models and the New Vehicles menu

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-24 16:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "vehicle_models",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "manufacturer_id",
            sa.Integer(),
            sa.ForeignKey("manufacturers.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("slug", sa.String(100), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("body", sa.String(30), nullable=False),
        sa.Column("short_description", sa.String(300), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("image_url", sa.String(500)),
        sa.Column("features", sa.JSON(), nullable=False),
        sa.Column("gallery", sa.JSON(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.UniqueConstraint("manufacturer_id", "slug", name="uq_vehicle_models_slug"),
    )
    op.create_index("ix_vehicle_models_manufacturer_id", "vehicle_models", ["manufacturer_id"])


def downgrade() -> None:
    op.drop_table("vehicle_models")
