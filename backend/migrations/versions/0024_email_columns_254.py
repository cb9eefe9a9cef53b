"""e-mail columns of locations, dealerships and feed sources: 254 characters, as every e-mail field

Revision ID: 0024
Revises: 0023
Create Date: 2026-11-27 11:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0024"
down_revision: str | None = "0023"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

COLUMNS = (("locations", "email"), ("dealerships", "email"), ("feed_sources", "notify_email"))


def upgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        return  # SQLite keeps a VARCHAR of any length; a batch ALTER would copy each table
    for table, column in COLUMNS:
        op.alter_column(table, column, type_=sa.String(254), existing_type=sa.String(200))


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        return
    for table, column in COLUMNS:
        op.alter_column(table, column, type_=sa.String(200), existing_type=sa.String(254))
