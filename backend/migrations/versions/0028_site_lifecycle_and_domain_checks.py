"""site lifecycle (preview, live, suspended, offboarded; the archive kept after deletion) and the
DNS check of a site's custom domains

Revision ID: 0028
Revises: 0027
Create Date: 2026-12-04 00:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0028"
down_revision: str | None = "0027"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("sites") as batch:
        batch.add_column(
            sa.Column("status", sa.String(20), nullable=False, server_default=sa.text("'live'"))
        )
        batch.add_column(sa.Column("delete_after", UtcDateTime(), nullable=True))
        batch.add_column(sa.Column("data_deleted_at", UtcDateTime(), nullable=True))
    with op.batch_alter_table("site_domains") as batch:
        batch.add_column(sa.Column("verification_token", sa.String(64), nullable=True))
        batch.add_column(sa.Column("verified_at", UtcDateTime(), nullable=True))
    # The domains served so far were set up by the platform's people: they count as verified.
    op.execute(sa.text("UPDATE site_domains SET verified_at = CURRENT_TIMESTAMP"))
    op.create_table(
        "site_archives",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False),
        sa.Column("filename", sa.String(200), nullable=False),
        sa.Column("sha256", sa.String(64), nullable=False),
        sa.Column("content", sa.LargeBinary(), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
    )  # fmt: skip
    op.create_index("ix_site_archives_site_id", "site_archives", ["site_id"])


def downgrade() -> None:
    op.drop_index("ix_site_archives_site_id", "site_archives")
    op.drop_table("site_archives")
    with op.batch_alter_table("site_domains") as batch:
        batch.drop_column("verified_at")
        batch.drop_column("verification_token")
    with op.batch_alter_table("sites") as batch:
        batch.drop_column("data_deleted_at")
        batch.drop_column("delete_after")
        batch.drop_column("status")
