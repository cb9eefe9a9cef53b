"""`forecourt page list SITE | set SITE PATH --title --description --file`: a site's content
pages from the shell until the console offers them."""

from pathlib import Path
from typing import Annotated

import typer
from pydantic import ValidationError
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.content.models import ContentPage
from forecourt.content.schemas import PageIn
from forecourt.content.service import save_page
from forecourt.core.clock import utcnow
from forecourt.tenancy import admin
from forecourt.tenancy.cli import run_in_session

page_app = typer.Typer(help="A site's content pages (Markdown).", no_args_is_help=True)


@page_app.command("list")
def list_pages(site: str) -> None:
    """The site's pages: path, layout, published and title."""

    async def work(session: AsyncSession) -> list[ContentPage]:
        found = await admin.get_site_by_slug(session, site)
        rows = await session.scalars(
            select(ContentPage).where(ContentPage.site_id == found.id).order_by(ContentPage.path)
        )
        return list(rows)

    for p in run_in_session(work):
        typer.echo(f"{p.path}\t{p.layout}\t{'published' if p.published else 'draft'}\t{p.title}")


@page_app.command("set")
def set_page(
    site: str,
    path: str,
    title: Annotated[str, typer.Option()],
    description: Annotated[str, typer.Option()],
    file: Annotated[Path, typer.Option(exists=True, dir_okay=False, help="The Markdown")],
    layout: Annotated[str, typer.Option(help="page, or terms (collapsed on phones)")] = "page",
    draft: Annotated[bool, typer.Option(help="Keep it unpublished")] = False,
) -> None:
    """Creates or replaces the page at PATH; its HTML is rendered and sanitised now."""
    try:
        body = PageIn(
            path=path,
            title=title,
            description=description,
            markdown=file.read_text(encoding="utf-8"),
            layout=layout,  # checked by the model: page or terms
            published=not draft,
        )
    except ValidationError as exc:
        for error in exc.errors():
            typer.echo(f"{'.'.join(map(str, error['loc']))}: {error['msg']}", err=True)
        raise typer.Exit(2) from exc

    async def work(session: AsyncSession) -> None:
        found = await admin.get_site_by_slug(session, site)
        await save_page(session, found.id, body, utcnow())

    run_in_session(work)
    typer.echo(f"Saved {path} on {site}.")
