"""`forecourt console demo-owners`: one console owner per demo site, and a platform operator,
with passwords kept in var/ so each `make run` prints the same sign-in details."""

from pathlib import Path
from typing import Annotated

import typer
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.console.cli import new_password, upsert_owner
from forecourt.core.settings import get_settings
from forecourt.demo.sites import SITES
from forecourt.tenancy.cli import run_in_session
from forecourt.tenancy.models import Site

DEMO_OWNERS_FILE = "demo-console-owners.txt"
DEMO_OPERATOR = "operator@forecourt.localhost"
DEMO_OPERATOR_KEY = "platform-operator"  # its line in the kept passwords file


def demo_owners(
    port: Annotated[int, typer.Option(help="Port the sites are served on, for the links")] = 8000,
) -> None:
    """One owner per demo site. Passwords are made once and kept in var/ (never in git), so each
    `make run` prints the same sign-in details."""
    path: Path = get_settings().var_dir / DEMO_OWNERS_FILE
    kept = dict(
        line.split("\t", 1) for line in (path.read_text().splitlines() if path.exists() else [])
    )

    async def work(session: AsyncSession) -> list[tuple[str, str, str]]:
        rows = []
        for plan in SITES:
            site = await session.scalar(select(Site).where(Site.slug == plan.slug))
            if site is None:
                continue
            email = f"owner@{plan.slug}.example"
            password = kept.get(plan.slug) or new_password()
            await upsert_owner(session, site.id, email, f"{plan.name} owner", password)
            rows.append((plan.slug, email, password))
        password = kept.get(DEMO_OPERATOR_KEY) or new_password()
        await upsert_owner(session, None, DEMO_OPERATOR, "Demo operator", password)
        rows.append((DEMO_OPERATOR_KEY, DEMO_OPERATOR, password))
        return rows

    rows = run_in_session(work)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(f"{slug}\t{password}\n" for slug, _, password in rows))
    path.chmod(0o600)
    *owners, (_, operator_email, operator_password) = rows
    typer.echo("Console sign-in (owner of each demo site):")
    for slug, email, password in owners:
        typer.echo(f"  http://{slug}.localhost:{port}/console  {email}  {password}")
    typer.echo("Platform console (an operator, who opens any site's console):")
    typer.echo(f"  http://localhost:{port}/console  {operator_email}  {operator_password}")
