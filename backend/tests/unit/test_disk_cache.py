"""The cache a server's workers share in files (core/disk_cache.py)."""

import os
import time

from forecourt.core.disk_cache import DiskCache, new_shared_directory


async def test_an_entry_kept_by_one_worker_is_read_by_another(tmp_path):
    one, other = DiskCache(tmp_path / "pages"), DiskCache(tmp_path / "pages")
    await one.set("page:1", b"<html>one</html>", 60)
    assert await other.get("page:1") == b"<html>one</html>"
    await other.set("page:1", b"<html>two</html>", 60)
    assert await one.get("page:1") == b"<html>two</html>"
    assert await one.get("page:2") is None


async def test_an_entry_is_gone_when_its_time_is_up(tmp_path):
    cache = DiskCache(tmp_path)
    await cache.set("short", b"x", -1)  # its time up as it is written
    await cache.set("long", b"y", 60)
    assert await cache.get("short") is None
    assert await cache.get("long") == b"y"


async def test_a_damaged_or_removed_entry_is_a_miss_not_an_error(tmp_path):
    cache = DiskCache(tmp_path)
    await cache.set("k", b"value", 60)
    (entry,) = list(tmp_path.iterdir())
    entry.write_bytes(b"\x00")  # shorter than its header
    assert await cache.get("k") is None
    entry.unlink()
    assert await cache.get("k") is None


async def test_a_sweep_beyond_the_bound_removes_the_oldest_written_down_to_nine_tenths(tmp_path):
    cache = DiskCache(tmp_path, max_entries=10)
    for i in range(12):
        await cache.set(f"k{i}", b"v", 60)
        os.utime(cache._path(f"k{i}"), (1_000_000 + i, 1_000_000 + i))  # written in this order
    left_by_a_dead_writer = tmp_path / "abc.123.part"
    left_by_a_dead_writer.write_bytes(b"half")
    os.utime(left_by_a_dead_writer, (1_000_000, 1_000_000))
    being_written = tmp_path / "def.456.part"
    being_written.write_bytes(b"half")
    cache.sweep()
    assert [await cache.get(f"k{i}") is not None for i in range(12)] == [False] * 3 + [True] * 9
    assert not left_by_a_dead_writer.exists() and being_written.exists()


async def test_a_sweep_within_the_bound_removes_nothing(tmp_path):
    cache = DiskCache(tmp_path, max_entries=10)
    await cache.set("expired", b"x", -1)
    await cache.set("kept", b"y", 60)
    cache.sweep()
    assert len(list(tmp_path.iterdir())) == 2  # an expired entry is a miss until the bound


async def test_writes_beyond_an_eighth_of_the_bound_sweep_in_the_background(tmp_path):
    cache = DiskCache(tmp_path, max_entries=8)
    for i in range(40):
        await cache.set(f"k{i}", b"v", 60)
        if cache._sweeping is not None:
            await cache._sweeping
    assert len(list(tmp_path.iterdir())) <= 8  # swept to 7, then written again
    assert await cache.get("k39") == b"v"


def test_a_new_server_removes_directories_left_behind_a_day_ago_but_not_a_running_one(tmp_path):
    old, running = tmp_path / "old", tmp_path / "running"
    old.mkdir()
    running.mkdir()
    os.utime(old, (time.time() - 2 * 86400,) * 2)
    new = new_shared_directory(tmp_path, 86400)
    assert not old.exists() and running.exists()
    assert new.parent == tmp_path and not new.exists()
