"""`forecourt finance list | status PUBLIC_ID STATUS`: the finance team's view of applications
and their decision, from the shell until the console offers it."""

from typing import Annotated

import typer
from sqlalchemy import select

from forecourt.core.clock import utcnow
from forecourt.core.settings import get_settings
from forecourt.finance.models import STATUS_TEXT, FinanceApplication
from forecourt.finance.status import set_status
from forecourt.tenancy.cli import run_in_session

finance_app = typer.Typer(help="Finance applications and their status.", no_args_is_help=True)


@finance_app.command("list")
def list_applications(
    status: Annotated[str | None, typer.Option(help=", ".join(STATUS_TEXT))] = None,
) -> None:
    """Applications, newest first (200 at most)."""

    async def work(session):  # type: ignore[no-untyped-def]
        query = select(FinanceApplication).order_by(FinanceApplication.id.desc()).limit(200)
        if status:
            query = query.where(FinanceApplication.status == status)
        return list(await session.scalars(query))

    for a in run_in_session(work):
        amount = a.submitted.get("purchasePrice", "")
        typer.echo(
            f"{a.public_id}\tsite {a.site_id}\t{a.status}\t{a.lender_name}\t${amount}"
            f"\t{a.created_at:%Y-%m-%d %H:%M} UTC"
        )


@finance_app.command("status")
def change_status(
    public_id: str,
    status: Annotated[str, typer.Argument(help=", ".join(STATUS_TEXT))],
) -> None:
    """Moves an application on; the shopper is texted the new status and the page's link."""
    settings = get_settings()

    async def work(session):  # type: ignore[no-untyped-def]
        return await set_status(session, public_id, status, utcnow(), settings)

    application = run_in_session(work)
    typer.echo(f"Application {application.public_id} is {application.status}.")
