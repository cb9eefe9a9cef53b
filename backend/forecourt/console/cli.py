"""`forecourt console owner SITE --email --name` (a site's first owner), `operator --email
--name` (a platform operator). The demo adds `demo-owners` (demo/console_owners.py)."""

import secrets
from typing import Annotated

import typer
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.console.auth import normal_email
from forecourt.console.models import ConsoleRole, ConsoleUser
from forecourt.console.passwords import MIN_LENGTH, hash_password
from forecourt.console.roles import ROLES, Role
from forecourt.core.clock import utcnow
from forecourt.tenancy import admin
from forecourt.tenancy.cli import run_in_session

console_app = typer.Typer(help="Console users.", no_args_is_help=True)


def new_password() -> str:
    return secrets.token_urlsafe(12)  # 16 characters


async def upsert_owner(
    session: AsyncSession,
    site_id: int | None,
    email: str,
    name: str,
    password: str,
    role: Role = "owner",
) -> ConsoleUser:
    """Creates the user (or resets its password) with a site-wide role, owner by default."""
    email = normal_email(email)
    where = ConsoleUser.site_id.is_(None) if site_id is None else ConsoleUser.site_id == site_id
    user = await session.scalar(select(ConsoleUser).where(where, ConsoleUser.email == email))
    if user is None:
        user = ConsoleUser(site_id=site_id, email=email, name=name, created_at=utcnow())
        session.add(user)
        await session.flush()
    user.password_hash = hash_password(password)
    user.disabled_at = None
    if site_id is not None:
        held = await session.scalar(
            select(ConsoleRole).where(
                ConsoleRole.user_id == user.id, ConsoleRole.dealership_id.is_(None)
            )
        )
        if held is None:
            session.add(ConsoleRole(user_id=user.id, dealership_id=None, role=role))
        else:
            held.role = role
    return user


def _password_option(password: str | None) -> str:
    if password is not None and len(password) < MIN_LENGTH:
        raise typer.BadParameter(f"use at least {MIN_LENGTH} characters", param_hint="--password")
    return password or new_password()


@console_app.command("owner")
def owner(
    site: str,
    email: Annotated[str, typer.Option()],
    name: Annotated[str, typer.Option()],
    password: Annotated[str | None, typer.Option(help="Default: a new random one, printed")] = None,
    role: Annotated[str, typer.Option(help="owner, manager, sales, service or viewer")] = "owner",
) -> None:
    """Creates SITE's owner (every dealership, users and settings), or another site-wide role
    with --role; or resets the user's password."""
    chosen = _password_option(password)
    if role not in ROLES:
        raise typer.BadParameter(f"one of {', '.join(ROLES)}", param_hint="--role")

    async def work(session: AsyncSession) -> None:
        found = await admin.get_site_by_slug(session, site)
        await upsert_owner(session, found.id, email, name, chosen, role)

    run_in_session(work)
    typer.echo(f"{site}: {normal_email(email)} / {chosen}")


@console_app.command("operator")
def operator(
    email: Annotated[str, typer.Option()],
    name: Annotated[str, typer.Option()],
    password: Annotated[str | None, typer.Option(help="Default: a new random one, printed")] = None,
) -> None:
    """A platform operator: signs in at /console on the platform host and opens any site's
    console from there; the site's audit trail marks each act."""
    chosen = _password_option(password)
    run_in_session(lambda session: upsert_owner(session, None, email, name, chosen))
    typer.echo(f"operator: {normal_email(email)} / {chosen}")
