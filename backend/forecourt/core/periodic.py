"""A job run every so often beside the outbox dispatcher (in the app, or in `forecourt worker`).
Each pass gets its own database session and the time; a failing pass is logged and the loop
goes on (a database blip must not end it)."""

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime

from fastapi import Request
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from forecourt.core.clock import utcnow

log = logging.getLogger(__name__)
Job = Callable[[AsyncSession, datetime], Awaitable[int]]


class Periodic:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        name: str,
        job: Job,
        interval: float,
    ) -> None:
        self.sessionmaker, self.name, self.job, self.interval = sessionmaker, name, job, interval
        self._stop = asyncio.Event()
        self._wake = asyncio.Event()

    def wake(self) -> None:
        """Run the next pass now (a request has just written work for it)."""
        self._wake.set()

    async def run_once(self) -> int:
        async with self.sessionmaker() as session:
            return await self.job(session, utcnow())

    async def run(self) -> None:
        while not self._stop.is_set():
            try:
                await self.run_once()
            except Exception:
                log.exception("%s failed", self.name)
            await self._sleep()
            self._wake.clear()

    async def _sleep(self) -> None:
        waits = [asyncio.ensure_future(e.wait()) for e in (self._stop, self._wake)]
        await asyncio.wait(waits, timeout=self.interval, return_when=asyncio.FIRST_COMPLETED)
        for waiting in waits:
            waiting.cancel()

    def stop(self) -> None:
        self._stop.set()


def job_waker(request: Request) -> Callable[[str], None]:
    """Wakes a periodic job of this process by name (`Periodic.wake`); where workers run the jobs
    (`forecourt worker`) they find the work on their next round."""
    jobs: dict[str, Periodic] = getattr(request.app.state, "jobs", {})

    def wake(name: str) -> None:
        if name in jobs:
            jobs[name].wake()

    return wake
