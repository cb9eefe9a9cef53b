"""`forecourt import-stock FILE --dealership SLUG [--full]`: thin wrapper over the feed import service."""

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from forecourt.core.settings import Settings, get_settings

if TYPE_CHECKING:
    from forecourt.inventory.feed_format import FeedRow
    from forecourt.inventory.feed_import import ImportResult


async def _import(
    settings: Settings, dealership: str, rows: "list[FeedRow]", full: bool, first_row: int
) -> "ImportResult":
    from forecourt.core.db import make_engine, make_sessionmaker, refresh_statistics
    from forecourt.inventory.feed_import import import_stock

    engine = make_engine(settings.database_url, settings.database_schema)
    try:
        async with make_sessionmaker(engine)() as session:
            result = await import_stock(session, dealership, rows, full=full, first_row=first_row)
            await session.commit()  # one transaction: the whole feed or nothing
        await refresh_statistics(engine)
        return result
    finally:
        await engine.dispose()


def import_stock(
    file: Annotated[
        Path, typer.Argument(help="The feed: a .csv or .json file (docs/stock-import.md)")
    ],
    dealership: Annotated[str, typer.Option(help="Slug of the dealership whose stock this is")],
    full: Annotated[
        bool,
        typer.Option(
            "--full", help="The feed is the whole stock: cars missing from it are marked sold"
        ),
    ] = False,
) -> None:
    """Import a stock feed: upsert cars by stock number or VIN; a file with a bad row is refused whole."""
    from forecourt.inventory.feed_parse import FIRST_ROW, FeedRefused, feed_format, read_feed_file

    try:
        rows = read_feed_file(file)  # every row validated before the database is touched
        first_row = FIRST_ROW[feed_format(file)]
        result = asyncio.run(_import(get_settings(), dealership, rows, full, first_row))
    except FeedRefused as exc:
        typer.echo(f"Refused {file.name}, nothing was imported:\n{exc.message}", err=True)
        raise typer.Exit(2) from exc
    typer.echo(result.summary())
