"""`forecourt reservation list | confirm ID | release ID`: the dealer's decision on a hold, from
the shell until the console offers it."""

from typing import Annotated

import typer
from sqlalchemy import select

from forecourt.core.clock import utcnow
from forecourt.reservations.models import Reservation
from forecourt.reservations.service import decide
from forecourt.tenancy.cli import run_in_session

reservation_app = typer.Typer(help="Confirm or release reservation holds.", no_args_is_help=True)


@reservation_app.command("list")
def list_holds(
    status: Annotated[str, typer.Option(help="held, confirmed, released or expired")] = "held",
) -> None:
    """Reservations in a state, newest first."""

    async def work(session):  # type: ignore[no-untyped-def]
        rows = await session.scalars(
            select(Reservation)
            .where(Reservation.status == status)
            .order_by(Reservation.id.desc())
            .limit(200)
        )
        return list(rows)

    for r in run_in_session(work):
        typer.echo(
            f"{r.id}\tcar {r.car_id}\tlead {r.lead_id}\t${r.amount}\t{r.processor_status}"
            f"\tuntil {r.expires_at:%Y-%m-%d %H:%M} UTC"
        )


def _decide(reservation_id: int, confirm: bool) -> None:
    async def work(session):  # type: ignore[no-untyped-def]
        return await decide(session, reservation_id, confirm, utcnow())

    reservation = run_in_session(work)
    typer.echo(f"Reservation {reservation.id} is {reservation.status}.")


@reservation_app.command("confirm")
def confirm(reservation_id: int) -> None:
    """The dealer accepts the hold: the car stays reserved."""
    _decide(reservation_id, True)


@reservation_app.command("release")
def release(reservation_id: int) -> None:
    """The dealer lets the hold go: the car is available again."""
    _decide(reservation_id, False)
