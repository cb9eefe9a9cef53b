"""Releases unconfirmed holds once they expire, so the car shows available again without
anyone visiting it. Runs beside the outbox dispatcher (in the app, or in `forecourt worker`);
any number may run: each expiry is a conditional update of a held row."""

import asyncio
import contextlib
import logging

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from forecourt.core.clock import utcnow
from forecourt.reservations.service import expire_due

log = logging.getLogger(__name__)
INTERVAL_SECONDS = 60.0


class HoldSweeper:
    def __init__(
        self, sessionmaker: async_sessionmaker[AsyncSession], interval: float = INTERVAL_SECONDS
    ) -> None:
        self.sessionmaker, self.interval = sessionmaker, interval
        self._stop = asyncio.Event()

    async def sweep_once(self) -> int:
        async with self.sessionmaker() as session:
            expired = await expire_due(session, utcnow())
            await session.commit()
        return expired

    async def run(self) -> None:
        while not self._stop.is_set():
            try:
                await self.sweep_once()
            except Exception:  # a database blip must not end the loop
                log.exception("reservation sweep failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stop.wait(), timeout=self.interval)

    def stop(self) -> None:
        self._stop.set()
