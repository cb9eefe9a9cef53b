"""customers: the leads one person sent a site, found by phone or e-mail (leads/customers.py),
with every lead taken so far given its customer

Revision ID: 0031
Revises: 0030
Create Date: 2026-12-10 00:00:00
"""

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0031"
down_revision: str | None = "0030"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BATCH = 2000


def upgrade() -> None:
    op.create_table(
        "customers",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False),
        sa.Column("name", sa.String(201), nullable=False),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("last_lead_at", UtcDateTime(), nullable=False),
    )  # fmt: skip
    op.create_index("ix_customers_site_last_lead", "customers", ["site_id", "last_lead_at"])
    op.create_table(
        "customer_contacts",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False),
        sa.Column("customer_id", sa.Integer(), sa.ForeignKey("customers.id", ondelete="CASCADE"), nullable=False),
        sa.Column("kind", sa.String(10), nullable=False),
        sa.Column("value", sa.String(254), nullable=False),
        sa.Column("verified_at", UtcDateTime(), nullable=True),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.UniqueConstraint("site_id", "kind", "value", name="uq_customer_contacts_site_kind_value"),
    )  # fmt: skip
    op.create_index("ix_customer_contacts_customer_id", "customer_contacts", ["customer_id"])
    if op.get_bind().dialect.name == "sqlite":
        # SQLite adds a column with its reference in place; a batch ALTER would copy the table.
        op.execute(
            "ALTER TABLE leads ADD COLUMN customer_id INTEGER"
            " REFERENCES customers (id) ON DELETE SET NULL"
        )
    else:
        op.add_column("leads", sa.Column("customer_id", sa.Integer(), nullable=True))
        op.create_foreign_key(
            "fk_leads_customer_id", "leads", "customers", ["customer_id"], ["id"],
            ondelete="SET NULL",
        )  # fmt: skip
    op.create_index("ix_leads_customer_id", "leads", ["customer_id"])
    _backfill()


# The rule of leads/customers.py as it stands at this revision (a migration does not follow the
# app's code as it changes): phone in E.164, e-mail in lower case; a lead joins the customer of a
# verified detail, else of its phone, else of its e-mail; the console's test leads join none.
def _phone_key(phone: str | None) -> str | None:
    digits = "".join(ch for ch in phone or "" if ch.isdigit())
    national = "0" + digits[2:] if digits.startswith("61") else digits
    if len(national) != 10 or not national.startswith("0"):
        return None
    return "+61" + national[1:]


def _email_key(email: str | None) -> str | None:
    value = (email or "").strip().lower()
    return value if "@" in value else None


def _backfill() -> None:
    bind = op.get_bind()
    meta = sa.MetaData()
    leads = sa.Table("leads", meta, autoload_with=bind)
    customers = sa.Table("customers", meta, autoload_with=bind)
    contacts = sa.Table("customer_contacts", meta, autoload_with=bind)
    shoppers = sa.Table("shopper_users", meta, autoload_with=bind)
    verified: dict[tuple[int, str], Any] = {
        (site_id, phone): at
        for site_id, phone, at in bind.execute(
            sa.select(shoppers.c.site_id, shoppers.c.phone, shoppers.c.created_at)
        )
    }
    owner: dict[tuple[int, str, str], int] = {}  # (site, kind, value) -> customer id
    last_id = 0
    while True:
        rows = bind.execute(
            sa.select(leads.c.id, leads.c.site_id, leads.c.kind, leads.c.name, leads.c.last_name,
                      leads.c.email, leads.c.phone, leads.c.created_at)
            .where(leads.c.id > last_id).order_by(leads.c.id).limit(BATCH)
        ).all()  # fmt: skip
        if not rows:
            return
        for lead_id, site_id, kind, name, last_name, email, phone, created_at in rows:
            last_id = lead_id
            keys = [(k, v) for k, v in (("phone", _phone_key(phone)), ("email", _email_key(email)))
                    if v]  # fmt: skip
            if kind == "test" or not keys:
                continue
            at = created_at or datetime.now(UTC)
            found = [(k, v) for k, v in keys if (site_id, k, v) in owner]
            chosen = next((kv for kv in found if (site_id, kv[1]) in verified), None)
            chosen = chosen or (found[0] if found else None)
            full = " ".join(p for p in (name, last_name) if p)[:201]
            if chosen is None:
                customer_id = bind.execute(
                    customers.insert().values(site_id=site_id, name=full, created_at=at,
                                              last_lead_at=at).returning(customers.c.id)
                ).scalar_one()  # fmt: skip
            else:
                customer_id = owner[(site_id, *chosen)]
                bind.execute(
                    customers.update().where(customers.c.id == customer_id)
                    .values(name=full, last_lead_at=at)
                )  # fmt: skip
            for k, v in keys:
                if (site_id, k, v) not in owner:
                    owner[(site_id, k, v)] = customer_id
                    bind.execute(
                        contacts.insert().values(
                            site_id=site_id, customer_id=customer_id, kind=k, value=v,
                            verified_at=verified.get((site_id, v)), created_at=at,
                        )
                    )  # fmt: skip
            bind.execute(
                leads.update().where(leads.c.id == lead_id).values(customer_id=customer_id)
            )


def downgrade() -> None:
    op.drop_index("ix_leads_customer_id", "leads")
    with op.batch_alter_table("leads") as batch:
        batch.drop_column("customer_id")
    op.drop_index("ix_customer_contacts_customer_id", "customer_contacts")
    op.drop_table("customer_contacts")
    op.drop_index("ix_customers_site_last_lead", "customers")
    op.drop_table("customers")
