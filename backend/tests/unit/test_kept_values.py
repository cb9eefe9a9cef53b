"""Values a process keeps a few seconds for the requests of a long tail (core/kept_values.py)."""

import itertools

import pytest

from forecourt.core import kept_values
from forecourt.core.kept_values import KeptValues, forget_every_kept_value


def _counter():
    made = itertools.count(1)

    async def make() -> int:
        return next(made)

    return make


async def test_a_value_is_made_once_while_it_lasts_and_again_after(monkeypatch):
    now = [100.0]
    monkeypatch.setattr(kept_values.time, "monotonic", lambda: now[0])
    kept: KeptValues[int] = KeptValues(ttl=10, max_entries=8)
    make = _counter()
    assert await kept.get("a", make) == 1
    now[0] += 9.9
    assert await kept.get("a", make) == 1
    now[0] += 0.2
    assert await kept.get("a", make) == 2


async def test_the_least_recently_used_value_goes_beyond_the_bound():
    kept: KeptValues[int] = KeptValues(ttl=60, max_entries=2)
    make = _counter()
    await kept.get("a", make)
    await kept.get("b", make)
    await kept.get("a", make)  # "b" is now the least recently used
    await kept.get("c", make)
    assert len(kept) == 2
    assert await kept.get("a", make) == 1
    assert await kept.get("b", make) == 4  # made again


async def test_renew_replaces_a_value_the_caller_knows_is_stale():
    kept: KeptValues[int] = KeptValues(ttl=60, max_entries=8)
    make = _counter()
    await kept.get("a", make)
    assert await kept.renew("a", make) == 2
    assert await kept.get("a", make) == 2


async def test_an_error_is_not_kept():
    kept: KeptValues[int] = KeptValues(ttl=60, max_entries=8)

    async def fail() -> int:
        raise LookupError("gone")

    with pytest.raises(LookupError):
        await kept.get("a", fail)
    assert len(kept) == 0


async def test_every_kept_value_of_the_process_can_be_forgotten_at_once():
    first: KeptValues[int] = KeptValues(ttl=60, max_entries=8)
    second: KeptValues[int] = KeptValues(ttl=60, max_entries=8)
    await first.get("a", _counter())
    await second.get("b", _counter())
    forget_every_kept_value()
    assert len(first) == len(second) == 0
