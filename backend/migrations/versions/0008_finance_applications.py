"""finance applications: what a shopper sent to the site's lender, and its status

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-23 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "finance_applications",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("public_id", sa.String(32), nullable=False, unique=True),
        sa.Column(
            "site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("user_id", sa.Integer(), sa.ForeignKey("shopper_users.id", ondelete="CASCADE")),
        sa.Column("lead_id", sa.Integer(), sa.ForeignKey("leads.id", ondelete="SET NULL")),
        sa.Column("car_id", sa.Integer(), sa.ForeignKey("cars.id", ondelete="SET NULL")),
        sa.Column("provider", sa.String(40), nullable=False),
        sa.Column("lender_name", sa.String(60), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("submitted", sa.JSON(), nullable=False),
        sa.Column("quote", sa.JSON()),
        sa.Column("lender_reference", sa.String(200)),
        sa.Column("redirect_url", sa.String(500)),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("updated_at", UtcDateTime(), nullable=False),
    )
    op.create_index("ix_finance_applications_site_id", "finance_applications", ["site_id"])
    op.create_index("ix_finance_applications_user_id", "finance_applications", ["user_id"])


def downgrade() -> None:
    op.drop_table("finance_applications")
