"""deals: one customer's leads about buying one car (reserve, finance, trade-in), linked

Revision ID: 0021
Revises: 0020
Create Date: 2026-11-26 00:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0021"
down_revision: str | None = "0020"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "deals",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False),
        sa.Column("dealership_id", sa.Integer(), sa.ForeignKey("dealerships.id", ondelete="CASCADE"), nullable=False),
        sa.Column("car_id", sa.Integer(), sa.ForeignKey("cars.id", ondelete="SET NULL"), nullable=True),
        sa.Column("shopper_user_id", sa.Integer(), sa.ForeignKey("shopper_users.id", ondelete="SET NULL"), nullable=True),
        sa.Column("token", sa.String(64), nullable=False, unique=True),
        sa.Column("name", sa.String(201), nullable=False),
        sa.Column("email", sa.String(254), nullable=False),
        sa.Column("phone", sa.String(20), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("updated_at", UtcDateTime(), nullable=False),
    )  # fmt: skip
    op.create_index("ix_deals_site_phone", "deals", ["site_id", "phone"])
    op.create_index("ix_deals_shopper_user_id", "deals", ["shopper_user_id"])
    if op.get_bind().dialect.name == "sqlite":
        # SQLite adds a column with its reference in place; a batch ALTER would copy the table.
        op.execute(
            "ALTER TABLE leads ADD COLUMN deal_id INTEGER REFERENCES deals (id) ON DELETE SET NULL"
        )
    else:
        op.add_column("leads", sa.Column("deal_id", sa.Integer(), nullable=True))
        op.create_foreign_key(
            "fk_leads_deal_id", "leads", "deals", ["deal_id"], ["id"], ondelete="SET NULL"
        )
    op.create_index("ix_leads_deal_id", "leads", ["deal_id"])


def downgrade() -> None:
    op.drop_index("ix_leads_deal_id", "leads")
    with op.batch_alter_table("leads") as batch:
        batch.drop_column("deal_id")
    op.drop_table("deals")
