"""KeyedLocks: one holder per key at a time, other keys not held up, and no lock left behind."""

import asyncio

from forecourt.core.keyed_locks import KeyedLocks


async def test_holders_of_one_key_take_turns_and_other_keys_go_ahead():
    locks = KeyedLocks()
    order: list[str] = []
    release = asyncio.Event()

    async def hold(key: str, name: str, wait: bool) -> None:
        async with locks.hold(key):
            order.append(f"{name} in")
            if wait:
                await release.wait()
            order.append(f"{name} out")

    first = asyncio.create_task(hold("a", "first", wait=True))
    await asyncio.sleep(0)
    second = asyncio.create_task(hold("a", "second", wait=False))
    other = asyncio.create_task(hold("b", "other", wait=False))
    await other
    assert order == ["first in", "other in", "other out"]  # key b did not wait for key a
    release.set()
    await asyncio.gather(first, second)
    assert order[3:] == ["first out", "second in", "second out"]
    assert len(locks) == 0


async def test_a_cancelled_holder_or_waiter_leaves_no_lock_behind():
    locks = KeyedLocks()
    forever = asyncio.Event()

    async def hold() -> None:
        async with locks.hold("a"):
            await forever.wait()

    holder, waiter = asyncio.create_task(hold()), asyncio.create_task(hold())
    await asyncio.sleep(0)
    assert len(locks) == 1
    waiter.cancel()
    holder.cancel()
    await asyncio.gather(holder, waiter, return_exceptions=True)
    assert len(locks) == 0
    async with locks.hold("a"):  # and the key can be held again
        pass
