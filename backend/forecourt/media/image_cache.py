"""The on-disk cache of resized images, bounded in bytes with least-recently-used eviction.

A hit refreshes the file's modification time (at most once an hour, to spare the disk writes),
so the oldest times are the least recently used. The running total is an estimate per process;
every eviction rescans the folder and starts again from the true size, so several processes
sharing the folder correct each other."""

import os
import threading
import time
from pathlib import Path

TOUCH_EVERY = 3600.0  # seconds between refreshes of one file's use time
EVICT_TO = 0.9  # an eviction frees room down to this share of the bound


class ImageCache:
    def __init__(self, root: Path, max_bytes: int) -> None:
        self.root = root
        self.max_bytes = max_bytes
        self._total: int | None = None  # measured on first write
        self._lock = threading.Lock()

    def path_for(self, width: int, key: str) -> Path:
        return self.root / str(width) / f"{key}.webp"

    def hit(self, path: Path) -> Path | None:
        try:
            used_at = path.stat().st_mtime
        except FileNotFoundError:
            return None
        if time.time() - used_at > TOUCH_EVERY:
            try:
                os.utime(path)
            except FileNotFoundError:  # evicted meanwhile by another process
                return None
        return path

    def read(self, path: Path) -> bytes | None:
        """The file's bytes if the cache holds it (a hit, as `hit`)."""
        if self.hit(path) is None:
            return None
        try:
            return path.read_bytes()
        except FileNotFoundError:  # evicted by another process between the two
            return None

    def store(self, path: Path, data: bytes) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_bytes(data)
        tmp.replace(path)  # atomic: a concurrent reader never sees half a file
        with self._lock:
            if self._total is None:
                self._total = self._measure()
            else:
                self._total += len(data)
            if self._total > self.max_bytes:
                self._evict(keep=path)
        return path

    def _files(self) -> list[tuple[float, int, Path]]:
        found = []
        for folder, _dirs, names in os.walk(self.root):
            for name in names:
                file = Path(folder) / name
                try:
                    stat = file.stat()
                except FileNotFoundError:
                    continue
                found.append((stat.st_mtime, stat.st_size, file))
        return found

    def _measure(self) -> int:
        return sum(size for _at, size, _file in self._files())

    def _evict(self, keep: Path) -> None:
        files = sorted(self._files())  # least recently used first
        total = sum(size for _at, size, _file in files)
        target = self.max_bytes * EVICT_TO
        for _at, size, file in files:
            if total <= target:
                break
            if file == keep:
                continue
            file.unlink(missing_ok=True)
            total -= size
        self._total = total

    @property
    def total_bytes(self) -> int:
        return self._measure()
