"""leads and the outbox: leads with their idempotency records, used captcha solutions, outbox
messages with their delivery state, the development mailbox, and each dealership's lead
destinations

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-22 22:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _created_at() -> sa.Column:  # type: ignore[type-arg]
    return sa.Column("created_at", UtcDateTime(), server_default=sa.func.now(), nullable=False)


def upgrade() -> None:
    with op.batch_alter_table("dealerships") as batch:
        batch.add_column(
            sa.Column("lead_destinations", sa.JSON(), nullable=False, server_default="{}")
        )
    op.create_table(
        "leads",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column(
            "dealership_id",
            sa.Integer(),
            sa.ForeignKey("dealerships.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("location_id", sa.Integer(), sa.ForeignKey("locations.id", ondelete="SET NULL")),
        sa.Column("car_id", sa.Integer(), sa.ForeignKey("cars.id", ondelete="SET NULL")),
        sa.Column("kind", sa.String(30), nullable=False),
        sa.Column("category", sa.String(100), nullable=False),
        sa.Column("subcategory", sa.String(100)),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("last_name", sa.String(100)),
        sa.Column("email", sa.String(254), nullable=False),
        sa.Column("phone", sa.String(20), nullable=False),
        sa.Column("postcode", sa.String(4)),
        sa.Column("message", sa.Text()),
        sa.Column("opt_in", sa.Boolean(), nullable=False),
        sa.Column("terms_accepted", sa.Boolean(), nullable=False),
        sa.Column("consent_text", sa.Text(), nullable=False),
        sa.Column("event_id", sa.Integer()),
        sa.Column("details", sa.JSON(), nullable=False),
        sa.Column("attributes", sa.JSON(), nullable=False),
        _created_at(),
        sa.PrimaryKeyConstraint("id", name="pk_leads"),
    )
    op.create_index("ix_leads_site_created", "leads", ["site_id", "created_at"])
    op.create_index("ix_leads_dealership_id", "leads", ["dealership_id"])
    op.create_index("ix_leads_car_id", "leads", ["car_id"])
    op.create_table(
        "lead_requests",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("key", sa.String(200), nullable=False),
        sa.Column("body_hash", sa.String(64), nullable=False),
        sa.Column(
            "lead_id", sa.Integer(), sa.ForeignKey("leads.id", ondelete="CASCADE"), nullable=False
        ),
        _created_at(),
        sa.UniqueConstraint("site_id", "key", name="uq_lead_requests_site_id"),
    )
    op.create_table(
        "captcha_uses",
        sa.Column("signature", sa.String(128), primary_key=True),
        sa.Column("expires_at", UtcDateTime(), nullable=False),
    )
    op.create_index("ix_captcha_uses_expires_at", "captcha_uses", ["expires_at"])
    op.create_table(
        "outbox_messages",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("lead_id", sa.Integer(), sa.ForeignKey("leads.id", ondelete="CASCADE")),
        sa.Column("channel", sa.String(20), nullable=False),
        sa.Column("purpose", sa.String(30), nullable=False),
        sa.Column("destination", sa.String(500), nullable=False),
        sa.Column("payload", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_attempt_at", UtcDateTime(), nullable=False),
        sa.Column("claimed_until", UtcDateTime()),
        sa.Column("last_error", sa.Text()),
        _created_at(),
        sa.Column("delivered_at", UtcDateTime()),
    )
    op.create_index("ix_outbox_messages_due", "outbox_messages", ["status", "next_attempt_at"])
    op.create_index("ix_outbox_messages_site_id", "outbox_messages", ["site_id"])
    op.create_index("ix_outbox_messages_lead_id", "outbox_messages", ["lead_id"])
    op.create_table(
        "mailbox_messages",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "outbox_id",
            sa.Integer(),
            sa.ForeignKey("outbox_messages.id", ondelete="SET NULL"),
            unique=True,
        ),
        sa.Column("sender", sa.String(300), nullable=False),
        sa.Column("recipient", sa.String(300), nullable=False),
        sa.Column("subject", sa.String(300), nullable=False),
        sa.Column("raw", sa.Text(), nullable=False),
        _created_at(),
    )


def downgrade() -> None:
    op.drop_table("mailbox_messages")
    op.drop_table("outbox_messages")
    op.drop_table("captcha_uses")
    op.drop_table("lead_requests")
    op.drop_table("leads")
    with op.batch_alter_table("dealerships") as batch:
        batch.drop_column("lead_destinations")
