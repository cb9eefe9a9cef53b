"""the lead desk: each dealership's lead handling (round robin, response target) and its rotation,
a lead's response deadline, a console user's mobile for lead alerts, and the replies sent from the console

Revision ID: 0029
Revises: 0028
Create Date: 2026-12-04 00:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0029"
down_revision: str | None = "0028"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("dealerships") as batch:
        batch.add_column(sa.Column("lead_handling", sa.JSON(), nullable=False, server_default="{}"))
        batch.add_column(sa.Column("round_robin_last_user_id", sa.Integer(), nullable=True))
    with op.batch_alter_table("console_users") as batch:
        batch.add_column(sa.Column("mobile", sa.String(20), nullable=True))
    with op.batch_alter_table("leads") as batch:
        batch.add_column(sa.Column("respond_by", UtcDateTime(), nullable=True))
    op.create_table(
        "lead_replies",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("lead_id", sa.Integer(), sa.ForeignKey("leads.id", ondelete="CASCADE"), nullable=False),
        sa.Column("user_id", sa.Integer(), sa.ForeignKey("console_users.id", ondelete="SET NULL"), nullable=True),
        sa.Column("author", sa.String(100), nullable=False),
        sa.Column("channel", sa.String(10), nullable=False),
        sa.Column("destination", sa.String(254), nullable=False),
        sa.Column("subject", sa.String(250), nullable=True),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("outbox_id", sa.Integer(), sa.ForeignKey("outbox_messages.id", ondelete="SET NULL"), nullable=True),
        sa.Column("created_at", UtcDateTime(), nullable=False),
    )  # fmt: skip
    op.create_index("ix_lead_replies_lead_id", "lead_replies", ["lead_id"])


def downgrade() -> None:
    op.drop_index("ix_lead_replies_lead_id", "lead_replies")
    op.drop_table("lead_replies")
    with op.batch_alter_table("leads") as batch:
        batch.drop_column("respond_by")
    with op.batch_alter_table("console_users") as batch:
        batch.drop_column("mobile")
    with op.batch_alter_table("dealerships") as batch:
        batch.drop_column("round_robin_last_user_id")
        batch.drop_column("lead_handling")
