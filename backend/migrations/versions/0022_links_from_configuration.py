"""links from configuration: drop the site addresses kept from requests for later messages

Alert digests, finance status texts and feed failure notices took their links from an address
kept when the shopper signed in, saved a search or the dealer saved a feed: the request's Host,
which the sender chose. They are built from configuration when sent now (tenancy/urls.py), and the
kept addresses, some perhaps a stranger's, go.

Revision ID: 0022
Revises: 0021
Create Date: 2026-12-01 00:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0022"
down_revision: str | None = "0021"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

KEPT = (("shopper_users", "base_url", 200), ("saved_searches", "base_url", 200),
        ("feed_sources", "console_url", 300))  # fmt: skip


def upgrade() -> None:
    for table_name, column, _length in KEPT:
        with op.batch_alter_table(table_name) as table:
            table.drop_column(column)


def downgrade() -> None:
    for table_name, column, length in KEPT:
        with op.batch_alter_table(table_name) as table:
            table.add_column(
                sa.Column(column, sa.String(length), nullable=False, server_default="")
            )
