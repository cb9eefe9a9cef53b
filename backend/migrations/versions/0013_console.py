"""console: console users, roles, sessions, links, lead notes, the audit trail; a lead's assignee

Revision ID: 0013
Revises: 0012
Create Date: 2026-11-23 10:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0013"
down_revision: str | None = "0012"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _fk(table: str, ondelete: str, nullable: bool = False, name: str | None = None) -> sa.Column:
    return sa.Column(
        name or f"{table[:-1]}_id",
        sa.Integer(),
        sa.ForeignKey(f"{table}.id", ondelete=ondelete),
        nullable=nullable,
    )


def upgrade() -> None:
    op.create_table(
        "console_users",
        sa.Column("id", sa.Integer(), primary_key=True),
        _fk("sites", "CASCADE", nullable=True),
        sa.Column("email", sa.String(254), nullable=False),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("password_hash", sa.String(200)),
        sa.Column("totp_secret", sa.String(64)),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("last_sign_in_at", UtcDateTime()),
        sa.Column("disabled_at", UtcDateTime()),
        sa.UniqueConstraint("site_id", "email", name="uq_console_users_site_email"),
    )
    op.create_table(
        "console_roles",
        sa.Column("id", sa.Integer(), primary_key=True),
        _fk("console_users", "CASCADE", name="user_id"),
        _fk("dealerships", "CASCADE", nullable=True),
        sa.Column("role", sa.String(20), nullable=False),
        sa.UniqueConstraint("user_id", "dealership_id", name="uq_console_roles_user"),
    )
    op.create_index("ix_console_roles_user_id", "console_roles", ["user_id"])
    op.create_table(
        "console_sessions",
        sa.Column("id", sa.Integer(), primary_key=True),
        _fk("sites", "CASCADE", nullable=True),
        _fk("console_users", "CASCADE", name="user_id"),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("csrf_token", sa.String(64), nullable=False),
        sa.Column("second_factor_pending", sa.Boolean(), nullable=False),
        sa.Column("totp_attempts", sa.Integer(), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("expires_at", UtcDateTime(), nullable=False),
    )
    op.create_index("ix_console_sessions_user_id", "console_sessions", ["user_id"])
    op.create_table(
        "console_links",
        sa.Column("id", sa.Integer(), primary_key=True),
        _fk("console_users", "CASCADE", name="user_id"),
        sa.Column("purpose", sa.String(20), nullable=False),
        sa.Column("token_hash", sa.String(64), nullable=False, unique=True),
        sa.Column("expires_at", UtcDateTime(), nullable=False),
        sa.Column("used_at", UtcDateTime()),
    )
    op.create_index("ix_console_links_user_id", "console_links", ["user_id"])
    op.create_table(
        "lead_notes",
        sa.Column("id", sa.Integer(), primary_key=True),
        _fk("leads", "CASCADE", name="lead_id"),
        _fk("console_users", "SET NULL", nullable=True, name="user_id"),
        sa.Column("author", sa.String(100), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
    )
    op.create_index("ix_lead_notes_lead_id", "lead_notes", ["lead_id"])
    op.create_table(
        "audit_entries",
        sa.Column("id", sa.Integer(), primary_key=True),
        _fk("sites", "CASCADE"),
        _fk("console_users", "SET NULL", nullable=True, name="user_id"),
        sa.Column("actor", sa.String(254), nullable=False),
        sa.Column("operator", sa.Boolean(), nullable=False),
        sa.Column("object_type", sa.String(40), nullable=False),
        sa.Column("object_id", sa.Integer()),
        sa.Column("action", sa.String(40), nullable=False),
        sa.Column("before", sa.JSON(), nullable=False),
        sa.Column("after", sa.JSON(), nullable=False),
        sa.Column("created_at", UtcDateTime(), server_default=sa.func.now(), nullable=False),
    )
    op.create_index("ix_audit_entries_site_created", "audit_entries", ["site_id", "created_at"])
    op.create_index(
        "ix_audit_entries_object", "audit_entries", ["site_id", "object_type", "object_id"]
    )
    with op.batch_alter_table("leads") as batch:
        batch.add_column(
            sa.Column(
                "assignee_id",
                sa.Integer(),
                sa.ForeignKey("console_users.id", ondelete="SET NULL", name="fk_leads_assignee"),
            )
        )
        batch.add_column(sa.Column("first_contacted_at", UtcDateTime()))


def downgrade() -> None:
    with op.batch_alter_table("leads") as batch:
        batch.drop_column("first_contacted_at")
        batch.drop_column("assignee_id")
    for table in (
        "audit_entries",
        "lead_notes",
        "console_links",
        "console_sessions",
        "console_roles",
        "console_users",
    ):
        op.drop_table(table)
