"""miscellaneous records: valuation results kept for a dealer's reporting (POST
/api/miscellaneous)

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-22 23:30:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "miscellaneous_records",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column(
            "lead_id", sa.Integer(), sa.ForeignKey("leads.id", ondelete="SET NULL"), nullable=True
        ),
        sa.Column("column_name", sa.String(50), nullable=False),
        sa.Column("value", sa.JSON(), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_miscellaneous_records"),
    )
    op.create_index("ix_miscellaneous_records_site_id", "miscellaneous_records", ["site_id"])


def downgrade() -> None:
    op.drop_table("miscellaneous_records")
