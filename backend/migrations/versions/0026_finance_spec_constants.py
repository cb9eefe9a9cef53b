"""finance spec constants: drop each site's finance.default_amount and its lenders' frequency

The calculator and the finance form start at the spec's $30,000 (or the car's price where the
site says so), so a site no longer sets its own default amount; and an advertised comparison rate
is worked out by one method for every lender (monthly, on the $30,000 / 5-year benchmark), so a
lender's `frequency`, which only chose how its comparison rate was annualised, goes. Site
configurations refuse unknown keys: kept ones would stop the site loading.

Revision ID: 0026
Revises: 0025
Create Date: 2026-12-03 00:00:00
"""

import json
from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0026"
down_revision: str | None = "0025"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SITES = sa.table("sites", sa.column("id", sa.Integer()), sa.column("config", sa.JSON()))


def _without_dropped_keys(config: dict[str, Any]) -> dict[str, Any] | None:
    """The configuration without the dropped keys; None when it has none of them."""
    finance = config.get("finance")
    if not isinstance(finance, dict):
        return None
    lenders = finance.get("lenders")
    lenders = lenders if isinstance(lenders, list) else []
    kept_frequency = any(isinstance(x, dict) and "frequency" in x for x in lenders)
    if "default_amount" not in finance and not kept_frequency:
        return None
    cleaned = {key: value for key, value in finance.items() if key != "default_amount"}
    if "lenders" in finance:
        cleaned["lenders"] = [
            {k: v for k, v in x.items() if k != "frequency"} if isinstance(x, dict) else x
            for x in lenders
        ]
    return {**config, "finance": cleaned}


def upgrade() -> None:
    connection = op.get_bind()
    for site_id, raw in connection.execute(sa.select(SITES.c.id, SITES.c.config)).all():
        config = json.loads(raw) if isinstance(raw, str) else raw
        cleaned = _without_dropped_keys(config) if isinstance(config, dict) else None
        if cleaned is not None:
            connection.execute(SITES.update().where(SITES.c.id == site_id).values(config=cleaned))


def downgrade() -> None:
    """Nothing to put back: the dropped keys' absence reads as their old defaults."""
