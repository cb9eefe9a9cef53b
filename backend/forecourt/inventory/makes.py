"""The makes a site sells new: which national offers and model lines it shows."""

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.inventory.models import Car

NEW_TYPES = ("new", "demo")
MAX_MAKES = 100


async def new_makes(session: AsyncSession, site_id: int) -> set[str]:
    """Lower-cased names of the makes among the site's new and demo stock."""
    rows = await session.scalars(
        select(Car.make)
        .where(Car.site_id == site_id, Car.car_type.in_(NEW_TYPES))
        .distinct()
        .limit(MAX_MAKES)
    )
    return {m.lower() for m in rows}
