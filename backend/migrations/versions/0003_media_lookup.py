"""media lookup: index car picture and spin frame keys, so the image endpoint checks a key in one
indexed lookup before it draws or resizes anything

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22 20:40:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_car_images_source", "car_images", ["source"])
    op.create_index("ix_car_spin_frames_source", "car_spin_frames", ["source"])


def downgrade() -> None:
    op.drop_index("ix_car_spin_frames_source", table_name="car_spin_frames")
    op.drop_index("ix_car_images_source", table_name="car_images")
