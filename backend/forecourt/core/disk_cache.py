"""A byte cache in files, shared by the worker processes of one server (`forecourt serve` gives
them one directory, removed when it stops): a page or an answer one worker made is kept for the
others, instead of each making and keeping its own copy.

An entry is one file named by its key's digest: its expiry (epoch seconds), then its value. A write
goes to a file of its own and is renamed into place, so a reader sees the whole old entry or the
whole new one. Entries are a few KB to a few tens of KB and read whole from the page cache of the
operating system, faster than a hop to a thread and back, so they are read in the event loop.
Beyond `max_entries`, a sweep in a thread removes the oldest written."""

import asyncio
import hashlib
import os
import shutil
import struct
import time
import uuid
from pathlib import Path

_EXPIRES = struct.Struct("!d")


class DiskCache:
    def __init__(self, directory: Path, max_entries: int = 2048) -> None:
        self.directory = directory
        self.max_entries = max_entries
        self._writes = 0
        self._sweeping: asyncio.Task[None] | None = None
        directory.mkdir(parents=True, exist_ok=True)

    def _path(self, key: str) -> Path:
        return self.directory / hashlib.sha256(key.encode()).hexdigest()[:40]

    async def get(self, key: str) -> bytes | None:
        try:
            kept = self._path(key).read_bytes()
        except OSError:  # not kept, or removed by a sweep: a miss is always a correct answer
            return None
        if len(kept) < _EXPIRES.size or _EXPIRES.unpack_from(kept)[0] <= time.time():
            return None
        return kept[_EXPIRES.size :]

    async def set(self, key: str, value: bytes, ttl: float) -> None:
        path = self._path(key)
        part = path.with_name(f"{path.name}.{os.getpid()}.part")
        try:
            part.write_bytes(_EXPIRES.pack(time.time() + ttl) + value)
            part.replace(path)
        except OSError:  # a full or missing disk: the entry is not kept, the answer still goes
            return
        self._writes += 1
        if self._writes % max(1, self.max_entries // 8) == 0 and self._sweeping is None:
            self._sweeping = asyncio.get_running_loop().create_task(self._sweep_in_thread())

    async def _sweep_in_thread(self) -> None:
        try:
            await asyncio.to_thread(self.sweep)
        finally:
            self._sweeping = None

    def sweep(self) -> None:
        """Beyond max_entries, the oldest written go, down to nine tenths of it (so sweeps are
        rare), with the parts of writes whose writer died. An expired entry is a miss until then:
        only the directory's size needs a bound, and listing it is cheap, opening every entry
        not."""
        entries = list(os.scandir(self.directory))
        if len(entries) <= self.max_entries:
            return
        now = time.time()
        written: list[tuple[float, str]] = []
        for entry in entries:
            try:
                when = entry.stat().st_mtime
            except OSError:
                continue
            if not entry.name.endswith(".part"):
                written.append((when, entry.path))
            elif now - when > 60:  # being written, or left by a process that died
                Path(entry.path).unlink(missing_ok=True)
        written.sort()
        for _, path in written[: max(0, len(written) - self.max_entries * 9 // 10)]:
            Path(path).unlink(missing_ok=True)


def new_shared_directory(root: Path, left_behind_seconds: float) -> Path:
    """For `forecourt serve`: a new directory for its workers' shared cache, after removing those
    left behind by servers that stopped without cleaning up."""
    if root.is_dir():
        for left in root.iterdir():
            if left.is_dir() and time.time() - left.stat().st_mtime > left_behind_seconds:
                shutil.rmtree(left, ignore_errors=True)
    return root / uuid.uuid4().hex
