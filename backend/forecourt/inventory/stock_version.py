"""The stock change marker: one counter per site, bumped in the same transaction as the change.

Every cached answer (search, a car's page, a page's HTML) is keyed by it, so reading it is on the
path of every request. `StockVersions` keeps what it read for up to a second: a change committed
by this process shows at once (its commit is counted, and the count is part of what is kept), a
change by another process (a worker's feed import, another server) within VERSION_TTL."""

import time
from typing import Any

from sqlalchemy import bindparam, event, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.keyed_locks import KeyedLocks
from forecourt.inventory.models import StockVersion

VERSION_TTL = 1.0
_local_commits = 0  # stock changes committed by this process


CHANGED = "forecourt.stock_changed"  # session.info flag: this transaction bumped a version


def local_stock_commits() -> int:
    """How many stock changes this process has committed: a key for what reads other sites'
    stock, which no one site's version covers."""
    return _local_commits


def _count_commit(session: Any) -> None:
    global _local_commits
    if session.info.pop(CHANGED, False):
        _local_commits += 1


def _forget_change(session: Any) -> None:
    session.info.pop(CHANGED, None)


async def bump_stock_version(session: AsyncSession, site_id: int) -> None:
    result = await session.execute(
        update(StockVersion)
        .where(StockVersion.site_id == site_id)
        .values(version=StockVersion.version + 1, changed_at=func.now())
    )
    if result.rowcount == 0:  # type: ignore[attr-defined]
        session.add(StockVersion(site_id=site_id, version=1))
    sync = session.sync_session
    sync.info[CHANGED] = True
    if not event.contains(sync, "after_commit", _count_commit):
        event.listen(sync, "after_commit", _count_commit)
        event.listen(sync, "after_rollback", _forget_change)


class StockVersions:
    """One app's recently read stock versions: one entry per site."""

    def __init__(self, ttl: float = VERSION_TTL) -> None:
        self.ttl = ttl
        self._seen: dict[int, tuple[int, float, int]] = {}  # site -> (version, read at, commits)
        self._reading = KeyedLocks()

    def peek(self, site_id: int) -> int | None:
        """The version `read` would answer without reading the database, or None."""
        seen = self._seen.get(site_id)
        if seen is not None and seen[2] == _local_commits and time.monotonic() - seen[1] < self.ttl:
            return seen[0]
        return None

    async def read(self, session: AsyncSession, site_id: int) -> int:
        known = self.peek(site_id)
        if known is not None:
            return known
        async with self._reading.hold_connected(session, site_id):
            known = self.peek(site_id)  # read by the request this one waited for
            if known is not None:
                return known
            now = time.monotonic()
            commits = _local_commits  # as before the read: a commit during it makes it old
            version = await read_stock_version(session, site_id)
            self._seen[site_id] = (version, now, commits)
            return version


def stock_versions_for(state: Any) -> StockVersions:
    """The app's StockVersions (`state` is the app's state), made on first use."""
    versions: StockVersions | None = getattr(state, "stock_versions", None)
    if versions is None:
        versions = state.stock_versions = StockVersions()
    return versions


async def current_stock_versions(session: AsyncSession) -> dict[int, int]:
    rows = await session.execute(select(StockVersion.site_id, StockVersion.version))
    return {site_id: version for site_id, version in rows.all()}


# Built once: read for most requests, and building and keying it cost more than running it.
_VERSION_OF = select(StockVersion.version).where(StockVersion.site_id == bindparam("site_id"))


async def read_stock_version(session: AsyncSession, site_id: int) -> int:
    version = await session.scalar(_VERSION_OF, {"site_id": site_id})
    return version or 0
