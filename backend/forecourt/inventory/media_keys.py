"""Whether a media key is one of a car's pictures or spin frames (the image endpoint draws only
the media something refers to): one indexed query, as the table is too large to keep."""

from sqlalchemy import exists, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.inventory.models import CarImage, CarSpinFrame


async def is_car_media(session: AsyncSession, key: str) -> bool:
    query = select(
        or_(exists().where(CarImage.source == key), exists().where(CarSpinFrame.source == key))
    )
    return bool(await session.scalar(query))
