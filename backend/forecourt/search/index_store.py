"""Search indexes shared by the worker processes of one server.

A site's index is written once per stock version and configuration, as one file of arrays
(search/index_file.py), and every worker maps that file instead of building and holding its own
copy: the kernel keeps one copy of its pages for all of them. The first worker to need an index
builds it while holding the site's lock file; the others wait for the lock, then map what it
wrote. A newer version's file replaces the older ones (a worker still mapping an old file keeps
its pages until it lets go).

The files live under `var/search-index/{generation}`. `forecourt serve` starts a generation and
hands it to its workers (FORECOURT_INDEX_GENERATION); an app started otherwise gets a generation
of its own. Versions restart with a new database, so no file outlives the server that wrote it:
serve removes its generation when it stops, and any left by a server that crashed a day ago.
"""

import asyncio
import fcntl
import logging
import os
import shutil
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from forecourt.core.settings import Settings
from forecourt.search.index import SiteIndex
from forecourt.search.index_file import map_arrays, write_arrays

logger = logging.getLogger(__name__)

LOCK_WAIT_SECONDS = 120.0  # then a worker builds for itself rather than wait on a stuck one
LOCK_POLL_SECONDS = 0.05
LEFT_BEHIND_SECONDS = 24 * 3600


class IndexStore:
    def __init__(self, directory: Path, owned: bool = False) -> None:
        self.directory = directory
        self.owned = owned  # no other server uses the directory: removed on close

    def _path(self, site_id: int, version: int, fingerprint: str) -> Path:
        return self.directory / f"{site_id}-{version}-{fingerprint}.idx"

    def load(self, site_id: int, version: int, fingerprint: str) -> SiteIndex | None:
        """The index another worker (or this one) wrote, mapped; None if there is none."""
        try:
            arrays = map_arrays(self._path(site_id, version, fingerprint))
        except FileNotFoundError:
            return None
        return SiteIndex(site_id, version, fingerprint, arrays)

    def save(self, index: SiteIndex) -> SiteIndex:
        """Writes `index`, removes the site's files of older versions, and answers the index
        over the written file (so this worker too holds the shared pages, not a copy)."""
        path = self._path(index.site_id, index.version, index.fingerprint)
        write_arrays(path, index.arrays)
        for other in self.directory.glob(f"{index.site_id}-*.idx"):
            if int(other.name.split("-")[1]) < index.version:
                other.unlink(missing_ok=True)
        mapped = self.load(index.site_id, index.version, index.fingerprint)
        assert mapped is not None
        return mapped

    @asynccontextmanager
    async def building(self, site_id: int) -> AsyncIterator[None]:
        """Held by the one worker building a site's index; polled, so a cancelled wait leaves
        no lock behind (closing the file releases it)."""
        self.directory.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.directory / f"{site_id}.lock", os.O_RDWR | os.O_CREAT, 0o600)
        try:
            deadline = time.monotonic() + LOCK_WAIT_SECONDS
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        logger.warning("Index lock of site %s held too long; building", site_id)
                        break
                    await asyncio.sleep(LOCK_POLL_SECONDS)
            yield
        finally:
            os.close(fd)

    def close(self) -> None:
        if self.owned:
            shutil.rmtree(self.directory, ignore_errors=True)


def stores_root(settings: Settings) -> Path:
    return settings.var_dir / "search-index"


def index_store(settings: Settings) -> IndexStore | None:
    """The store of this app: its server's generation, or one of its own; None when sharing is
    off (Settings.search_index_shared)."""
    if not settings.search_index_shared:
        return None
    if settings.index_generation:
        return IndexStore(stores_root(settings) / settings.index_generation)
    return IndexStore(stores_root(settings) / f"app-{uuid.uuid4().hex}", owned=True)


def start_generation(settings: Settings) -> Path:
    """For `forecourt serve`: a new generation for its workers (Settings.index_generation), after
    removing those left behind by servers that stopped without cleaning up."""
    root = stores_root(settings)
    if root.is_dir():
        for left in root.iterdir():
            if left.is_dir() and time.time() - left.stat().st_mtime > LEFT_BEHIND_SECONDS:
                shutil.rmtree(left, ignore_errors=True)
    return root / uuid.uuid4().hex
