"""car_view_hours: page views per car and hour, for the console's dashboard

Revision ID: 0015
Revises: 0014
Create Date: 2026-11-23 13:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0015"
down_revision: str | None = "0014"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "car_view_hours",
        sa.Column("car_id", sa.Integer(), sa.ForeignKey("cars.id", ondelete="CASCADE"),
                  primary_key=True),
        sa.Column("hour", UtcDateTime(), primary_key=True),
        sa.Column("site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"),
                  nullable=False),
        sa.Column("views", sa.Integer(), nullable=False),
    )  # fmt: skip
    op.create_index("ix_car_view_hours_site_hour", "car_view_hours", ["site_id", "hour"])


def downgrade() -> None:
    op.drop_index("ix_car_view_hours_site_hour", table_name="car_view_hours")
    op.drop_table("car_view_hours")
