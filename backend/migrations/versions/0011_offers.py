"""offers: a site's own special offers and manufacturers' national ones (site_id null)

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-24 14:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "offers",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE")),
        sa.Column("manufacturer", sa.String(60)),
        sa.Column("name", sa.String(160), nullable=False),
        sa.Column("description", sa.Text(), nullable=False),
        sa.Column("sanitized_description", sa.Text(), nullable=False),
        sa.Column("disclaimer", sa.Text(), nullable=False),
        sa.Column("category", sa.String(40), nullable=False),
        sa.Column("model_name", sa.String(80)),
        sa.Column("model_slug", sa.String(80)),
        sa.Column("override_url", sa.String(500)),
        sa.Column("image_url", sa.String(500)),
        sa.Column("starts_on", sa.Date()),
        sa.Column("ends_on", sa.Date()),
        sa.Column("excluded_website_ids", sa.JSON(), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
    )
    op.create_index("ix_offers_site_id", "offers", ["site_id"])
    op.create_index("ix_offers_manufacturer", "offers", ["manufacturer"])


def downgrade() -> None:
    op.drop_table("offers")
