"""photo_uploads: ids never reused on SQLite

An upload's row leaves when the worker makes it a picture, and SQLite gave the next upload the
same id (the largest id in use plus one), so a Cancel sent for an upload the console showed a
moment earlier could name the next one. AUTOINCREMENT keeps ids growing, as PostgreSQL's sequences
do; on PostgreSQL nothing changes.

Revision ID: 0033
Revises: 0032
Create Date: 2026-11-27 21:45:00
"""

from collections.abc import Sequence

from alembic import op

revision: str = "0033"
down_revision: str | None = "0032"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _recreate(autoincrement: bool) -> None:
    if op.get_bind().dialect.name != "sqlite":
        return
    with op.batch_alter_table(
        "photo_uploads", recreate="always", table_kwargs={"sqlite_autoincrement": autoincrement}
    ):
        pass


def upgrade() -> None:
    _recreate(True)


def downgrade() -> None:
    _recreate(False)
