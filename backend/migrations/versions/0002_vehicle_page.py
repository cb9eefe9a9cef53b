"""vehicle page: reviews, tracking events, and the cross-site make/model/year index for valuation

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21 23:33:48.616766
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "reviews",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("site_id", sa.Integer(), nullable=False),
        sa.Column("location_id", sa.Integer(), nullable=True),
        sa.Column("customer_name", sa.String(length=200), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("rating", sa.Integer(), nullable=False),
        sa.Column("review_date", sa.Date(), nullable=False),
        sa.Column("reply_text", sa.Text(), nullable=True),
        sa.Column("reply_date", sa.Date(), nullable=True),
        sa.Column("image", sa.String(length=500), nullable=True),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("(CURRENT_TIMESTAMP)"),
            nullable=False,
        ),
        sa.CheckConstraint("rating >= 1 AND rating <= 5", name=op.f("ck_reviews_rating_range")),
        sa.ForeignKeyConstraint(
            ["location_id"],
            ["locations.id"],
            name=op.f("fk_reviews_location_id_locations"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["site_id"], ["sites.id"], name=op.f("fk_reviews_site_id_sites"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_reviews")),
    )
    with op.batch_alter_table("reviews", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_reviews_location_id"), ["location_id"], unique=False)
        batch_op.create_index("ix_reviews_site_date", ["site_id", "review_date"], unique=False)

    op.create_table(
        "tracking_events",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("site_id", sa.Integer(), nullable=False),
        sa.Column("event_id", sa.Integer(), nullable=False),
        sa.Column("car_id", sa.Integer(), nullable=True),
        sa.Column("path", sa.String(length=500), nullable=True),
        sa.Column("meta", sa.JSON(), nullable=False),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("(CURRENT_TIMESTAMP)"),
            nullable=False,
        ),
        sa.ForeignKeyConstraint(
            ["car_id"],
            ["cars.id"],
            name=op.f("fk_tracking_events_car_id_cars"),
            ondelete="SET NULL",
        ),
        sa.ForeignKeyConstraint(
            ["site_id"],
            ["sites.id"],
            name=op.f("fk_tracking_events_site_id_sites"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tracking_events")),
    )
    with op.batch_alter_table("tracking_events", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_tracking_events_car_id"), ["car_id"], unique=False)
        batch_op.create_index(
            "ix_tracking_events_site_event_created",
            ["site_id", "event_id", "created_at"],
            unique=False,
        )

    with op.batch_alter_table("cars", schema=None) as batch_op:
        batch_op.create_index("ix_cars_make_model_year", ["make", "model", "year"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("cars", schema=None) as batch_op:
        batch_op.drop_index("ix_cars_make_model_year")

    with op.batch_alter_table("tracking_events", schema=None) as batch_op:
        batch_op.drop_index("ix_tracking_events_site_event_created")
        batch_op.drop_index(batch_op.f("ix_tracking_events_car_id"))

    op.drop_table("tracking_events")
    with op.batch_alter_table("reviews", schema=None) as batch_op:
        batch_op.drop_index("ix_reviews_site_date")
        batch_op.drop_index(batch_op.f("ix_reviews_location_id"))

    op.drop_table("reviews")
