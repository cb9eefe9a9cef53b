"""Releases unconfirmed holds once they expire, so the car shows available again without
anyone visiting it. Any number may run: each expiry is a conditional update of a held row."""

from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from forecourt.core.periodic import Periodic
from forecourt.reservations.service import expire_due

INTERVAL_SECONDS = 60.0


async def sweep(session: AsyncSession, now: datetime) -> int:
    expired = await expire_due(session, now)
    await session.commit()
    return expired


def hold_sweeper(
    sessionmaker: async_sessionmaker[AsyncSession], interval: float = INTERVAL_SECONDS
) -> Periodic:
    return Periodic(sessionmaker, "reservation sweep", sweep, interval)
