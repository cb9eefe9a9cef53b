"""`forecourt site ...` and `forecourt dealership ...`: add and configure tenants from the shell."""

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.db import make_engine, make_sessionmaker
from forecourt.core.errors import DomainError
from forecourt.core.settings import get_settings
from forecourt.tenancy import admin

site_app = typer.Typer(help="Add and configure dealer sites.", no_args_is_help=True)
dealership_app = typer.Typer(help="Add dealerships to a site.", no_args_is_help=True)
T = TypeVar("T")


def run_in_session(work: Callable[[AsyncSession], Awaitable[T]]) -> T:
    async def go() -> T:
        settings = get_settings()
        engine = make_engine(settings.database_url, settings.database_schema)
        try:
            async with make_sessionmaker(engine)() as session:
                result = await work(session)
                await session.commit()
                return result
        finally:
            await engine.dispose()

    try:
        return asyncio.run(go())
    except DomainError as exc:
        where = f"{exc.field}: " if exc.field else ""
        typer.echo(f"Refused: {where}{exc.message}", err=True)
        raise typer.Exit(2) from exc


def _json_file(path: Path | None) -> dict[str, Any] | None:
    if path is None:
        return None
    data = json.loads(path.read_text())
    if not isinstance(data, dict):
        raise typer.BadParameter(f"{path} must hold a JSON object")
    return data


@site_app.command("add")
def site_add(
    slug: str,
    name: Annotated[str, typer.Option(help="Shown in the header and page titles")],
    domain: Annotated[
        list[str], typer.Option(help="Host names (repeatable); {slug}.localhost always works")
    ] = [],  # noqa: B006
    template: str = "default",
    description: str = "",
    finance_provider: str | None = None,
    config: Annotated[Path | None, typer.Option(help="SiteConfig JSON file")] = None,
    theme: Annotated[Path | None, typer.Option(help="Theme JSON file")] = None,
) -> None:
    """Add a site."""
    site = run_in_session(
        lambda s: admin.add_site(
            s,
            slug=slug,
            name=name,
            domains=domain,
            template=template,
            description=description,
            finance_provider=finance_provider,
            config=_json_file(config),
            theme=_json_file(theme),
        )
    )
    typer.echo(f"Added site {site.slug} (id {site.id}).")


@site_app.command("configure")
def site_configure(
    slug: str,
    config: Annotated[
        Path | None, typer.Option(help="SiteConfig JSON file (replaces the config)")
    ] = None,
    theme: Annotated[Path | None, typer.Option(help="Theme JSON file (replaces the theme)")] = None,
) -> None:
    """Replace a site's configuration and/or theme (validated; unknown keys are refused)."""

    async def work(session: AsyncSession) -> None:
        site = await admin.get_site_by_slug(session, slug)
        await admin.set_site_config(session, site, _json_file(config), _json_file(theme))

    run_in_session(work)
    typer.echo(f"Configured site {slug}.")


@dealership_app.command("add")
def dealership_add(
    slug: str,
    site: Annotated[str, typer.Option(help="The site's slug")],
    name: Annotated[str, typer.Option()],
    phone: str | None = None,
    email: str | None = None,
    street: str | None = None,
    city: str | None = None,
    state: str | None = None,
    postcode: str | None = None,
) -> None:
    """Add a dealership to a site (its stock is then imported with `forecourt import-stock`)."""

    async def work(session: AsyncSession) -> int:
        owner = await admin.get_site_by_slug(session, site)
        dealership = await admin.add_dealership(
            session,
            owner,
            slug=slug,
            name=name,
            phone=phone,
            email=email,
            street=street,
            city=city,
            state=state,
            postcode=postcode,
        )
        return dealership.id

    dealership_id = run_in_session(work)
    typer.echo(f"Added dealership {slug} (id {dealership_id}) to {site}.")


@dealership_app.command("destinations")
def dealership_destinations(
    slug: str,
    email: Annotated[list[str] | None, typer.Option(help="A dealer inbox (repeatable)")] = None,
    adf_email: Annotated[
        list[str] | None, typer.Option(help="A CRM's ADF/XML address (repeatable)")
    ] = None,
    webhook_url: Annotated[list[str] | None, typer.Option(help="A webhook (repeatable)")] = None,
    webhook_secret: Annotated[
        list[str] | None, typer.Option(help="Its signing secret, one per --webhook-url")
    ] = None,
) -> None:
    """Set where a dealership's leads go (replaces what was set)."""
    urls, secrets = webhook_url or [], webhook_secret or []
    if len(urls) != len(secrets):
        raise typer.BadParameter("give one --webhook-secret per --webhook-url")
    destinations = {
        "emails": email or [],
        "adf_emails": adf_email or [],
        "webhooks": [{"url": u, "secret": s} for u, s in zip(urls, secrets, strict=True)],
    }

    async def work(session: AsyncSession) -> None:
        await admin.set_lead_destinations(session, slug, destinations)

    run_in_session(work)
    typer.echo(f"Lead destinations of {slug} set.")
