"""alerts: saved-search digests (checked_at, the site address to link to) and price-drop alerts
of saved cars (the shopper's channel, unsubscribe token and last digest)

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-24 09:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("saved_searches") as table:
        table.add_column(sa.Column("checked_at", UtcDateTime()))
        table.add_column(sa.Column("base_url", sa.String(200), nullable=False, server_default=""))
    op.create_index("ix_saved_searches_checked_at", "saved_searches", ["checked_at"])
    with op.batch_alter_table("shopper_users") as table:
        table.add_column(
            sa.Column("price_alert", sa.String(10), nullable=False, server_default="sms")
        )
        table.add_column(sa.Column("alerts_token", sa.String(64)))
        table.add_column(sa.Column("last_price_alert_at", UtcDateTime()))
        table.add_column(sa.Column("alerts_checked_at", UtcDateTime()))
        table.add_column(sa.Column("base_url", sa.String(200), nullable=False, server_default=""))
    op.create_index("ix_shopper_users_alerts_token", "shopper_users", ["alerts_token"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_shopper_users_alerts_token", table_name="shopper_users")
    with op.batch_alter_table("shopper_users") as table:
        for column in (
            "base_url",
            "alerts_checked_at",
            "last_price_alert_at",
            "alerts_token",
            "price_alert",
        ):
            table.drop_column(column)
    op.drop_index("ix_saved_searches_checked_at", table_name="saved_searches")
    with op.batch_alter_table("saved_searches") as table:
        table.drop_column("base_url")
        table.drop_column("checked_at")
