"""The stock change marker: one counter per site, bumped in the same transaction as the change."""

from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.inventory.models import StockVersion


async def bump_stock_version(session: AsyncSession, site_id: int) -> None:
    result = await session.execute(
        update(StockVersion)
        .where(StockVersion.site_id == site_id)
        .values(version=StockVersion.version + 1, changed_at=func.now())
    )
    if result.rowcount == 0:  # type: ignore[attr-defined]
        session.add(StockVersion(site_id=site_id, version=1))


async def current_stock_versions(session: AsyncSession) -> dict[int, int]:
    rows = await session.execute(select(StockVersion.site_id, StockVersion.version))
    return {site_id: version for site_id, version in rows.all()}


async def read_stock_version(session: AsyncSession, site_id: int) -> int:
    version = await session.scalar(
        select(StockVersion.version).where(StockVersion.site_id == site_id)
    )
    return version or 0
