"""`forecourt demo`: migrate, then load the deterministic demo sites and stock."""

import asyncio
from datetime import datetime
from typing import TYPE_CHECKING, Annotated

import typer

from forecourt.core.settings import Settings, get_settings
from forecourt.demo.plan import DEFAULT_CARS, DEFAULT_SEED

if TYPE_CHECKING:
    from forecourt.demo.builder import DemoSummary


async def load_demo(
    settings: Settings, *, cars: int, seed: int, if_empty: bool, now: datetime | None = None
) -> "DemoSummary":
    # Imported here so `forecourt --help` and `forecourt serve` don't load the demo's machinery.
    from forecourt.core.clock import utcnow
    from forecourt.core.db import make_engine, make_sessionmaker, refresh_statistics
    from forecourt.demo.builder import DemoSummary, build_demo, sites_exist

    engine = make_engine(settings.database_url, settings.database_schema)
    try:
        async with make_sessionmaker(engine)() as session:
            if if_empty and await sites_exist(session):
                return DemoSummary(skipped=True)
            summary = await build_demo(session, now or utcnow(), seed=seed, cars=cars)
        await refresh_statistics(engine)
        return summary
    finally:
        await engine.dispose()


def demo(
    cars: Annotated[
        int, typer.Option(min=0, help="Cars in total, spread over the demo sites")
    ] = DEFAULT_CARS,
    seed: Annotated[
        int, typer.Option(help="The same seed always gives the same data")
    ] = DEFAULT_SEED,
    if_empty: Annotated[
        bool, typer.Option("--if-empty", help="Do nothing when any site exists")
    ] = False,
) -> None:
    """Load the demo sites, dealerships, locations and stock (replacing earlier demo sites)."""
    from forecourt.core.migrate import upgrade

    settings = get_settings()
    settings.var_dir.mkdir(parents=True, exist_ok=True)
    upgrade(settings.database_url, settings.database_schema)
    summary = asyncio.run(load_demo(settings, cars=cars, seed=seed, if_empty=if_empty))
    for line in summary.lines():
        typer.echo(line)
