"""One engine per database and pool shape for the whole test process, instead of two per test (the
test's own and its app's). SQLAlchemy keeps compiled statements per engine (its cache key holds the
engine's dialect), so every new engine compiled each statement again: a sixth of an API test's CPU.
Connections belong to the event loop of the test that opened them, so every test still ends by
disposing of each engine's pool (`dispose_all`); only the engine and its compiled statements last."""

from sqlalchemy.ext.asyncio import AsyncEngine

from forecourt.core import db

_ENGINES: dict[tuple[str, str | None, int, int], AsyncEngine] = {}
_make_engine = db.make_engine


def shared_engine(
    url: str, schema: str | None = None, *, pool_size: int = 10, max_overflow: int = 10
) -> AsyncEngine:
    key = (url, schema, pool_size, max_overflow)
    engine = _ENGINES.get(key)
    if engine is None:
        engine = _ENGINES[key] = _make_engine(
            url, schema, pool_size=pool_size, max_overflow=max_overflow
        )
    return engine


async def dispose_all() -> None:
    for engine in _ENGINES.values():
        await engine.dispose()
