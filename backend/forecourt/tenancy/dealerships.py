"""A site's dealerships as shoppers see them: the visible ones (a hidden dealership is the dealer's
back office: its stock and leads stay in the console, its name on no page)."""

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from forecourt.tenancy.models import Dealership


async def visible_dealerships(
    session: AsyncSession,
    site_id: int,
    order_by: InstrumentedAttribute[Any] = Dealership.id,
) -> list[Dealership]:
    """Oldest first unless told (the first is a site's default where a form must pick one); in
    the database's order, so a list reads as it always has on each database."""
    rows = await session.scalars(
        select(Dealership)
        .where(Dealership.site_id == site_id, Dealership.visible.is_(True))
        .order_by(order_by)
    )
    return list(rows)
