"""One job among processes (core/leases.py): whoever holds the lease does it, others stand by."""

import asyncio
import os
import uuid

import pytest

from forecourt.core.leases import FileLease, RedisLease


async def test_a_servers_processes_hold_its_file_lease_one_at_a_time(tmp_path):
    one, other = FileLease(tmp_path / "job.lock"), FileLease(tmp_path / "job.lock")
    assert await one.take()
    assert await one.take()  # still ours
    assert not await other.take()
    await one.let_go()  # as when its process ends
    assert await other.take()
    assert not await one.take()


@pytest.mark.skipif(not os.environ.get("FORECOURT_TEST_REDIS_URL"), reason="no test Redis")
async def test_servers_sharing_redis_hold_its_lease_one_at_a_time_and_take_over_a_silent_one():
    url, name = os.environ["FORECOURT_TEST_REDIS_URL"], f"test-{uuid.uuid4().hex}"
    one, other = RedisLease(url, name, seconds=30), RedisLease(url, name, seconds=30)
    assert await one.take()
    assert await one.take()  # renewed
    assert not await other.take()
    await one.let_go()
    assert await other.take()
    await other.let_go()
    silent, waiting = RedisLease(url, name, seconds=0.2), RedisLease(url, name, seconds=30)
    assert await silent.take()
    for _ in range(100):  # the silent holder's lease runs out
        if await waiting.take():
            break
        await asyncio.sleep(0.02)
    assert not await silent.take()  # and it does not take it back
    await waiting.let_go()
    await silent.let_go()


async def test_without_redis_no_one_holds_its_lease():
    lease = RedisLease("redis://127.0.0.1:1/0", "nowhere", seconds=30)
    assert not await lease.take()
    await lease.let_go()
