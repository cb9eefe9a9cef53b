"""forecourt serve | migrate | demo | import-stock ..."""

import os
from typing import Annotated

import typer

from forecourt.console.cli import console_app
from forecourt.content.cli import page_app
from forecourt.core.settings import Settings, get_settings
from forecourt.demo.cli import demo
from forecourt.demo.console_owners import demo_owners
from forecourt.finance.cli import finance_app
from forecourt.inventory.feed_cli import import_stock
from forecourt.reservations.cli import reservation_app
from forecourt.tenancy.cli import dealership_app, site_app

app = typer.Typer(help="Forecourt: multi-tenant dealer websites.", no_args_is_help=True)
app.add_typer(site_app, name="site")
app.add_typer(dealership_app, name="dealership")
app.command("demo")(demo)
app.command("import-stock")(import_stock)
app.add_typer(reservation_app, name="reservation")
app.add_typer(finance_app, name="finance")
app.add_typer(page_app, name="page")
console_app.command("demo-owners")(demo_owners)
app.add_typer(console_app, name="console")


def _refuse_without_shared_secret(settings: Settings) -> None:
    """Several hosts with a key each would reject each other's tokens: say so and stop."""
    from forecourt.core.secrets import SharedSecretMissing, require_shared_secret

    try:
        require_shared_secret(settings)
    except SharedSecretMissing as exc:
        typer.echo(f"Not starting: {exc}", err=True)
        raise typer.Exit(code=2) from None


@app.command()
def migrate() -> None:
    """Apply database migrations up to the latest."""
    from forecourt.core.migrate import upgrade

    settings = get_settings()
    settings.var_dir.mkdir(parents=True, exist_ok=True)
    upgrade(settings.database_url, settings.database_schema)
    typer.echo("Database is up to date.")


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Interface to bind")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port")] = 8000,
    workers: Annotated[int, typer.Option(help="Worker processes")] = 1,
    reload: Annotated[bool, typer.Option(help="Reload on code changes")] = False,
) -> None:
    """Serve every site on http://{slug}.localhost:PORT and the platform page on localhost."""
    import shutil
    import signal

    import uvicorn

    from forecourt.core.disk_cache import new_shared_directory
    from forecourt.search.index_store import LEFT_BEHIND_SECONDS, start_generation

    # Links in e-mails name the platform's configured address, never a request's host: unless
    # the environment says otherwise, the one this command serves (Settings.platform_base_url).
    os.environ.setdefault("FORECOURT_PLATFORM_BASE_URL", f"http://localhost:{port}")
    get_settings.cache_clear()
    _refuse_without_shared_secret(get_settings())
    indexes = start_generation(get_settings())  # the search indexes its workers share
    os.environ["FORECOURT_INDEX_GENERATION"] = indexes.name  # Settings.index_generation
    # The pages and answers its workers keep for one another (core/disk_cache.py); not across
    # reloads, whose code changes no key names.
    kept = new_shared_directory(get_settings().var_dir / "kept", LEFT_BEHIND_SECONDS)
    if not reload:
        os.environ["FORECOURT_SHARED_CACHE_DIR"] = str(kept)  # Settings.shared_cache_dir
    get_settings.cache_clear()  # one worker is this process: its app reads them too
    # uvicorn shuts down gracefully on SIGTERM, then raises the signal again for the handler it
    # found: Python's default would end the process before the directories below are removed.
    signal.signal(signal.SIGTERM, _exit_on_signal)
    try:
        uvicorn.run(
            "forecourt.main:create_app",
            factory=True,
            host=host,
            port=port,
            workers=workers,
            reload=reload,
            # Forwarded headers are believed only from settings.trusted_proxies
            # (core/forwarded.py); the app writes its own JSON access log (core/request_log.py).
            proxy_headers=False,
            access_log=False,
            # A worker answers the supervisor's pings once it has imported the app; on a busy
            # host (several workers importing at once) that took over uvicorn's 5 s, and the
            # supervisor killed and restarted workers that were only starting.
            timeout_worker_healthcheck=30,
        )
    finally:
        shutil.rmtree(indexes, ignore_errors=True)
        shutil.rmtree(kept, ignore_errors=True)


def _exit_on_signal(signum: int, _frame: object) -> None:
    raise SystemExit(128 + signum)


@app.command()
def worker(
    poll: Annotated[float, typer.Option(help="Seconds between looks for due messages")] = 1.0,
) -> None:
    """Deliver the outbox (e-mail, texts, webhooks), expire unconfirmed reservation holds and
    send alerts from this process; run as many as you like. Set FORECOURT_OUTBOX_IN_PROCESS=false
    on the app servers when workers do all of it."""
    import asyncio
    import signal

    # Every table's model, as the app has them: an outbox row names its lead by a foreign key,
    # and without the leads table's model SQLAlchemy cannot flush a delivered row (the row
    # stayed "sending" and was sent again when its lease ran out).
    import forecourt.main  # noqa: F401
    from forecourt.core.db import make_engine, make_sessionmaker
    from forecourt.jobs import background_jobs, run_all, stop_all
    from forecourt.outbox.dispatcher import Dispatcher, email_transport, sms_transport

    settings = get_settings()
    _refuse_without_shared_secret(settings)

    async def run() -> None:
        engine = make_engine(settings.database_url, settings.database_schema)
        sessions = make_sessionmaker(engine)
        dispatcher = Dispatcher(
            sessions, email_transport(settings), poll_seconds=poll, sms=sms_transport(settings)
        )
        # No request in this process wakes the photo job: it looks for uploads as often as for
        # due messages (one indexed query), so a photo uploaded to any host shows in seconds.
        jobs = background_jobs(settings, sessions, dispatcher, photos_interval=poll)
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stop_all, jobs)
        typer.echo("Worker delivering the outbox and running alerts; Ctrl+C stops it.")
        try:
            await run_all(jobs)
        finally:
            await engine.dispose()

    asyncio.run(run())


def main() -> None:
    app()


if __name__ == "__main__":
    main()
