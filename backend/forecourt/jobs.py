"""Everything that runs beside the request handlers, in one list: the outbox dispatcher, the
reservation sweep and the alerts. The app starts them in its own process by default (`make run`
needs nothing else); `forecourt worker` starts the same list in a process of its own."""

import asyncio
from collections.abc import Awaitable
from typing import Protocol

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from forecourt.console.offboarding import purge_due
from forecourt.core.periodic import Periodic
from forecourt.core.secrets import secret_key
from forecourt.core.settings import Settings
from forecourt.garage.alerts import AlertJob
from forecourt.inventory.feed_sources import FeedFetchJob
from forecourt.inventory.photo_desk import PhotoJob
from forecourt.media.storage import media_blobs
from forecourt.outbox.dispatcher import Dispatcher
from forecourt.reservations.sweeper import hold_sweeper
from forecourt.search.sql_backend import SqlSearchBackend

ALERTS_INTERVAL_SECONDS = 300.0
FEEDS_INTERVAL_SECONDS = 60.0  # how often due feeds are looked for; each has its own schedule
OFFBOARDING_INTERVAL_SECONDS = 3600.0  # grace periods are days long
PHOTOS_INTERVAL_SECONDS = 10.0  # an upload wakes the job at once; this is for other processes'


class Background(Protocol):
    def run(self) -> Awaitable[None]: ...
    def stop(self) -> None: ...


def background_jobs(
    settings: Settings,
    sessionmaker: async_sessionmaker[AsyncSession],
    dispatcher: Dispatcher,
    photos_interval: float = PHOTOS_INTERVAL_SECONDS,
) -> list[Background]:
    # Alerts search with the plain SQL backend: a few small queries an hour need no index here.
    alerts = AlertJob(settings, secret_key(settings), SqlSearchBackend())
    return [
        dispatcher,
        hold_sweeper(sessionmaker),
        Periodic(sessionmaker, "alerts", alerts.run_once, ALERTS_INTERVAL_SECONDS),
        Periodic(
            sessionmaker,
            "photos",
            PhotoJob(media_blobs(settings)).run_once,
            photos_interval,
        ),
        Periodic(sessionmaker, "feeds", FeedFetchJob(settings).run_once, FEEDS_INTERVAL_SECONDS),
        Periodic(sessionmaker, "offboarding", purge_due, OFFBOARDING_INTERVAL_SECONDS),
    ]


def by_name(jobs: list[Background]) -> dict[str, Periodic]:
    """The periodic jobs a request may wake (`Periodic.wake`), by name."""
    return {job.name: job for job in jobs if isinstance(job, Periodic)}


async def run_all(jobs: list[Background]) -> None:
    await asyncio.gather(*(job.run() for job in jobs))


def stop_all(jobs: list[Background]) -> None:
    for job in jobs:
        job.stop()
