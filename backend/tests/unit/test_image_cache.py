"""The resized-image cache stays under its byte bound, evicting the least recently used first."""

import os
import time

from forecourt.media.image_cache import ImageCache


def _age(path, seconds_ago: float) -> None:
    at = time.time() - seconds_ago
    os.utime(path, (at, at))


def test_the_cache_evicts_the_least_recently_used_files_past_its_bound(tmp_path):
    cache = ImageCache(tmp_path, max_bytes=3000)
    paths = [cache.store(cache.path_for(400, f"cars/{i}.jpg"), b"x" * 1000) for i in range(3)]
    for i, path in enumerate(paths):
        _age(path, 10_000 - i)  # 0 is the oldest
    assert cache.hit(paths[0]) == paths[0]  # a hit an hour later refreshes its use time
    newest = cache.store(cache.path_for(400, "cars/3.jpg"), b"x" * 1000)
    # 4000 bytes over a 3000 bound: the two least recently used go, down to 90 % of the bound.
    survivors = sorted(p.name for p in tmp_path.rglob("*.webp"))
    assert survivors == ["0.jpg.webp", "3.jpg.webp"] and newest.is_file()
    assert cache.total_bytes == 2000


def test_a_file_larger_than_the_bound_is_still_served_once_made(tmp_path):
    cache = ImageCache(tmp_path, max_bytes=100)
    path = cache.store(cache.path_for(1400, "big.jpg"), b"x" * 500)
    assert path.is_file() and cache.hit(path) == path


def test_the_bound_counts_files_already_on_disk_from_an_earlier_run(tmp_path):
    earlier = ImageCache(tmp_path, max_bytes=10_000)
    old = [earlier.store(earlier.path_for(400, f"old/{i}.jpg"), b"x" * 1000) for i in range(5)]
    for path in old:
        _age(path, 5000)
    restarted = ImageCache(tmp_path, max_bytes=4000)
    restarted.store(restarted.path_for(400, "new.jpg"), b"x" * 1000)
    assert restarted.total_bytes <= 4000
    assert (tmp_path / "400" / "new.jpg.webp").is_file()
