"""idempotency claims: a lead request's key is claimed before the work, its answer kept after

A repeat of a request still being worked on used to run alongside it and fail on the captcha
solution the first had spent. Now the first claims the key (a row without a lead yet, with its
holder's token and when it claimed it), the repeats wait for the answer kept in the row, and a
claim whose holder died is taken over (leads/idempotency.py). Rows kept so far are answered
claims from long ago: claimed when they were made.

Revision ID: 0025
Revises: 0024
Create Date: 2026-12-02 00:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0025"
down_revision: str | None = "0024"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("lead_requests") as table:
        table.alter_column("lead_id", existing_type=sa.Integer(), nullable=True)
        table.add_column(sa.Column("token", sa.String(32), nullable=False, server_default=""))
        table.add_column(sa.Column("claimed_at", UtcDateTime(), nullable=True))
        table.add_column(sa.Column("response", sa.JSON(), nullable=True))
    op.execute("UPDATE lead_requests SET claimed_at = created_at")
    with op.batch_alter_table("lead_requests") as table:
        table.alter_column("claimed_at", existing_type=UtcDateTime(), nullable=False)


def downgrade() -> None:
    op.execute("DELETE FROM lead_requests WHERE lead_id IS NULL")  # claims still being worked on
    with op.batch_alter_table("lead_requests") as table:
        table.drop_column("response")
        table.drop_column("claimed_at")
        table.drop_column("token")
        table.alter_column("lead_id", existing_type=sa.Integer(), nullable=False)
