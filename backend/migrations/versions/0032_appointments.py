"""appointments: a test drive's or service booking's day and time at a location, moved or
cancelled in the console; the bookings taken before are written as appointments

Revision ID: 0032
Revises: 0031
Create Date: 2026-11-26 00:00:00
"""

import json
from collections.abc import Sequence
from datetime import UTC, date, datetime, time
from typing import Any
from zoneinfo import ZoneInfo

import sqlalchemy as sa
from alembic import op

from forecourt.core.db import UtcDateTime

revision: str = "0032"
down_revision: str | None = "0031"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

# As locations/hours.py has them today (a migration keeps its own copy of what it needs).
ZONES = {"ACT": "Australia/Sydney", "NSW": "Australia/Sydney", "NT": "Australia/Darwin",
         "QLD": "Australia/Brisbane", "SA": "Australia/Adelaide", "TAS": "Australia/Hobart",
         "VIC": "Australia/Melbourne", "WA": "Australia/Perth"}  # fmt: skip
MINUTES = {"test_drive": 30, "service_booking": 60}  # the default slot; a service drop-off


def upgrade() -> None:
    op.create_table(
        "appointments",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("site_id", sa.Integer(), sa.ForeignKey("sites.id", ondelete="CASCADE"), nullable=False),
        sa.Column("dealership_id", sa.Integer(), sa.ForeignKey("dealerships.id", ondelete="CASCADE"), nullable=False),
        sa.Column("lead_id", sa.Integer(), sa.ForeignKey("leads.id", ondelete="CASCADE"), nullable=False, unique=True),
        sa.Column("location_id", sa.Integer(), sa.ForeignKey("locations.id", ondelete="SET NULL"), nullable=True),
        sa.Column("car_id", sa.Integer(), sa.ForeignKey("cars.id", ondelete="SET NULL"), nullable=True),
        sa.Column("kind", sa.String(30), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("time", sa.String(5), nullable=True),
        sa.Column("minutes", sa.Integer(), nullable=False),
        sa.Column("starts_at", UtcDateTime(), nullable=True),
        sa.Column("cancel_reason", sa.Text(), nullable=True),
        sa.Column("cancelled_at", UtcDateTime(), nullable=True),
        sa.Column("created_at", UtcDateTime(), nullable=False),
        sa.Column("updated_at", UtcDateTime(), nullable=False),
    )  # fmt: skip
    op.create_index("ix_appointments_site_id", "appointments", ["site_id"])
    op.create_index("ix_appointments_car_id", "appointments", ["car_id"])
    op.create_index("ix_appointments_location_day", "appointments", ["location_id", "day"])
    _book_earlier_leads()


def _book_earlier_leads() -> None:
    bind = op.get_bind()
    locations = bind.execute(sa.text(
        "SELECT id, dealership_id, location_type, state, \"primary\" FROM locations WHERE visible"
    )).all()  # fmt: skip
    by_id = {row.id: row for row in locations}
    leads = bind.execute(sa.text(
        "SELECT leads.id, leads.site_id, leads.dealership_id, leads.location_id, leads.car_id,"
        " leads.kind, leads.details, leads.created_at, cars.location_id AS car_location"
        " FROM leads LEFT JOIN cars ON cars.id = leads.car_id"
        " WHERE leads.kind IN ('test_drive', 'service_booking')"
    )).all()  # fmt: skip
    rows: list[dict[str, Any]] = []
    now = datetime.now(UTC)
    for lead in leads:
        details = (
            lead.details if isinstance(lead.details, dict) else json.loads(lead.details or "{}")
        )
        chosen = details.get("preferred_date")
        if not chosen:
            continue
        at = details.get("preferred_time") if lead.kind == "test_drive" else None
        wanted = "sales" if lead.kind == "test_drive" else "service"
        own = [loc for loc in locations if loc.dealership_id == lead.dealership_id]
        own.sort(key=lambda loc: (loc.location_type != wanted, not loc.primary, loc.id))
        location_id = lead.location_id or lead.car_location or (own[0].id if own else None)
        where = by_id.get(location_id)
        zone = ZoneInfo(
            ZONES.get(((where.state if where else "") or "").upper(), "Australia/Sydney")
        )
        day = date.fromisoformat(chosen)
        starts = None
        if at:
            hour, minute = (int(p) for p in at.split(":"))
            starts = datetime.combine(day, time(hour, minute), tzinfo=zone).astimezone(UTC)
        rows.append({
            "site_id": lead.site_id, "dealership_id": lead.dealership_id, "lead_id": lead.id,
            "location_id": location_id, "car_id": lead.car_id, "kind": lead.kind,
            "status": "booked", "day": day, "time": at, "minutes": MINUTES[lead.kind],
            "starts_at": starts, "created_at": now, "updated_at": now,
        })  # fmt: skip
    if rows:
        op.bulk_insert(_TABLE, rows)


_TABLE = sa.table(
    "appointments",
    *(sa.column(name, sa.Integer()) for name in ("site_id", "dealership_id", "lead_id",
                                                   "location_id", "car_id", "minutes")),
    *(sa.column(name, sa.String()) for name in ("kind", "status", "time")),
    sa.column("day", sa.Date()),
    *(sa.column(name, UtcDateTime()) for name in ("starts_at", "created_at", "updated_at")),
)  # fmt: skip


def downgrade() -> None:
    op.drop_index("ix_appointments_location_day", "appointments")
    op.drop_index("ix_appointments_car_id", "appointments")
    op.drop_index("ix_appointments_site_id", "appointments")
    op.drop_table("appointments")
