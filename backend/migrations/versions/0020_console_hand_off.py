"""console_links.site_id: a platform operator's one-time link into one site's console

Revision ID: 0020
Revises: 0019
Create Date: 2026-11-23 15:10:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0020"
down_revision: str | None = "0019"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        # SQLite adds a column with its reference in place; a batch ALTER would copy the table.
        op.execute(
            "ALTER TABLE console_links ADD COLUMN site_id INTEGER "
            "REFERENCES sites (id) ON DELETE CASCADE"
        )
        return
    op.add_column("console_links", sa.Column("site_id", sa.Integer(), nullable=True))
    op.create_foreign_key(
        "fk_console_links_site_id", "console_links", "sites", ["site_id"], ["id"],
        ondelete="CASCADE",
    )  # fmt: skip


def downgrade() -> None:
    with op.batch_alter_table("console_links") as batch:
        batch.drop_column("site_id")
