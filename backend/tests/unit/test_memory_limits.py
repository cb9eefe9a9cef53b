"""The in-process rate-limit store: a moving window still refuses past its limit and admits again
once it has passed, spent entries are cleaned away, and a flood of hits starts at most one
clean-up pass a second instead of one per hit."""

import asyncio

import pytest
from limits import parse
from limits.aio.strategies import MovingWindowRateLimiter

from forecourt.core import memory_limits
from forecourt.core.memory_limits import PacedMemoryStorage


async def test_a_moving_window_refuses_past_its_limit_and_admits_once_it_has_passed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(memory_limits, "CLEAN_EVERY_SECONDS", 0.0)
    storage = PacedMemoryStorage()
    limiter = MovingWindowRateLimiter(storage)
    limit = parse("3/second")
    assert [await limiter.hit(limit, "leads", "a") for _ in range(4)] == [True, True, True, False]
    assert await limiter.hit(limit, "leads", "b")  # another key has its own window
    await asyncio.sleep(1.05)
    assert await limiter.hit(limit, "leads", "a")
    await asyncio.sleep(1.05)
    await limiter.hit(limit, "leads", "c")  # starts a pass: a's and b's entries are spent
    await asyncio.sleep(0.01)
    assert set(storage.events) == {limit.key_for("leads", "c")}


async def test_a_flood_of_hits_starts_one_clean_up_pass_a_second(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    storage = PacedMemoryStorage()
    passes = []
    clean = storage._clean

    async def counted() -> None:
        passes.append(1)
        await clean()

    monkeypatch.setattr(storage, "_clean", counted)
    limiter = MovingWindowRateLimiter(storage)
    for address in range(500):
        await limiter.hit(parse("20/minute"), "leads", str(address))
    await asyncio.sleep(0.01)
    assert len(passes) == 1
    assert len(storage.events) == 500  # none spent yet
