"""reservations: a car's holding deposit from the shopper's reserve lead until the dealer
confirms or releases it, or it expires; one live hold per car

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-22 23:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIVE = sa.text("status IN ('held', 'confirmed')")


def _fk(column: str, table: str) -> sa.Column:  # type: ignore[type-arg]
    return sa.Column(
        column, sa.Integer(), sa.ForeignKey(f"{table}.id", ondelete="CASCADE"), nullable=False
    )


def upgrade() -> None:
    op.create_table(
        "reservations",
        sa.Column("id", sa.Integer(), primary_key=True),
        _fk("site_id", "sites"),
        _fk("dealership_id", "dealerships"),
        _fk("car_id", "cars"),
        _fk("lead_id", "leads"),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("amount", sa.Integer(), nullable=False),
        sa.Column("processor", sa.String(30), nullable=False),
        sa.Column("processor_status", sa.String(30), nullable=False),
        sa.Column("processor_reference", sa.String(200), nullable=True),
        sa.Column("expires_at", UtcDateTime(), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("decided_at", UtcDateTime(), nullable=True),
        sa.PrimaryKeyConstraint("id", name="pk_reservations"),
        sa.UniqueConstraint("lead_id", name="uq_reservations_lead_id"),
    )
    op.create_index("ix_reservations_site_id", "reservations", ["site_id"])
    op.create_index("ix_reservations_status_expires", "reservations", ["status", "expires_at"])
    op.create_index(
        "uq_reservations_live_car",
        "reservations",
        ["car_id"],
        unique=True,
        sqlite_where=LIVE,
        postgresql_where=LIVE,
    )


def downgrade() -> None:
    op.drop_table("reservations")
