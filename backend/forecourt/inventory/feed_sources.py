"""Scheduled stock feeds: each dealership may name an HTTPS address that the worker
fetches every few hours and imports by the upload's rule, the whole feed or nothing.

The outcome of each fetch (imported, unchanged, refused with its bad rows, failed with the
reason) is kept on the source for the console. The first failure after a success sends a
notice by e-mail through the outbox; later failures do not repeat it until the feed works
again, so a feed that is down over a weekend sends one e-mail, not one every few hours."""

import logging
import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Annotated, Any, Literal, cast

from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from sqlalchemy import or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.errors import NotFound
from forecourt.core.form_fields import Email
from forecourt.core.settings import Settings
from forecourt.inventory.feed_fetch import FeedFetchError, Fetched, fetch_feed, tls_context
from forecourt.inventory.feed_parse import FeedFormat
from forecourt.inventory.models import FeedSource
from forecourt.inventory.stock_desk import ImportReport, apply_feed, confirm_sold_message
from forecourt.outbox.email import email_payload
from forecourt.outbox.service import enqueue
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import site_by_id
from forecourt.tenancy.urls import link_base_url

log = logging.getLogger(__name__)
NO_DEALERSHIP = "No such dealership"
NO_SOURCE = "This dealership has no scheduled feed"
EVERY_HOURS = (1, 2, 3, 4, 6, 8, 12, 24)
CLAIM_AGAIN_AFTER = timedelta(minutes=10)  # a worker that stopped mid-fetch leaves it to another
BATCH = 5
PROBLEMS_KEPT = 50
HTTPS_URL = re.compile(r"^https://[^\s/?#]+[^\s]*$")
Outcome = Literal["imported", "unchanged", "refused", "failed"]


def _https(url: str) -> str:
    if not HTTPS_URL.match(url):
        raise ValueError("Enter the feed's address, starting with https://.")
    return url


FeedAddress = Annotated[
    str, Field(max_length=500, description="The feed's HTTPS address"), AfterValidator(_https)
]


class FeedSourceIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    url: FeedAddress
    format: Literal["csv", "json"]
    full: bool = Field(True, description="The feed lists all stock: cars missing from it are sold")
    every_hours: Literal[1, 2, 3, 4, 6, 8, 12, 24] = 6
    enabled: bool = True
    notify_email: Email | None = Field(
        None, description="Who hears of a failure; the dealership's e-mail when empty"
    )


@dataclass(frozen=True)
class DealershipFeed:
    dealership: Dealership
    source: FeedSource | None


async def _dealership(session: AsyncSession, access: Access, dealership_id: int) -> Dealership:
    found = await session.scalar(
        select(Dealership).where(
            Dealership.id == dealership_id, Dealership.site_id == access.site_id
        )
    )
    if found is None or not access.covers(dealership_id):
        raise NotFound(NO_DEALERSHIP)
    return found


async def feeds_of(session: AsyncSession, access: Access) -> list[DealershipFeed]:
    rows = await session.execute(
        select(Dealership, FeedSource)
        .outerjoin(FeedSource, FeedSource.dealership_id == Dealership.id)
        .where(Dealership.site_id == access.site_id)
        .order_by(Dealership.name)
    )
    return [DealershipFeed(d, s) for d, s in rows.all() if access.covers(d.id)]


async def feed_of(session: AsyncSession, access: Access, dealership_id: int) -> DealershipFeed:
    dealership = await _dealership(session, access, dealership_id)
    source = await session.scalar(
        select(FeedSource).where(FeedSource.dealership_id == dealership.id)
    )
    return DealershipFeed(dealership, source)


def _settings_of(source: FeedSource) -> dict[str, Any]:
    return {k: getattr(source, k) for k in FeedSourceIn.model_fields}


async def save_source(
    session: AsyncSession,
    access: Access,
    dealership_id: int,
    body: FeedSourceIn,
    now: datetime,
) -> DealershipFeed:
    """Creates or changes the schedule; the first fetch is due at once."""
    found = await feed_of(session, access, dealership_id)
    source = found.source
    before = _settings_of(source) if source else {}
    if source is None:
        source = FeedSource(site_id=access.site_id, dealership_id=dealership_id)
        session.add(source)
    if source.url != body.url:  # another server's validators mean nothing here
        source.etag = source.last_modified = None
    for key, value in body.model_dump().items():
        setattr(source, key, value)
    source.next_fetch_at = now
    after = body.model_dump()
    audit.record(session, access, object_type="feed_source", object_id=dealership_id,
                 action="update" if before else "create",
                 before={k: v for k, v in before.items() if after[k] != v},
                 after={k: v for k, v in after.items() if before.get(k) != v})  # fmt: skip
    await session.commit()
    return DealershipFeed(found.dealership, source)


async def delete_source(session: AsyncSession, access: Access, dealership_id: int) -> None:
    found = await feed_of(session, access, dealership_id)
    if found.source is None:
        raise NotFound(NO_SOURCE)
    await session.delete(found.source)
    audit.record(session, access, object_type="feed_source", object_id=dealership_id,
                 action="delete", before=_settings_of(found.source), after={})  # fmt: skip
    await session.commit()


async def fetch_soon(
    session: AsyncSession, access: Access, dealership_id: int, now: datetime
) -> DealershipFeed:
    """Makes the feed due now (the worker is woken); the server's validators still apply."""
    found = await feed_of(session, access, dealership_id)
    if found.source is None:
        raise NotFound(NO_SOURCE)
    found.source.next_fetch_at, found.source.claimed_at = now, None
    await session.commit()
    return found


class FeedFetchJob:
    """The worker's side: claims due feeds (any number of workers may run: a row is taken by a
    conditional update), fetches each outside any transaction, imports and records."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.tls = tls_context(settings.feed_ca_file)

    async def run_once(self, session: AsyncSession, now: datetime) -> int:
        due = (
            FeedSource.enabled.is_(True),
            FeedSource.next_fetch_at <= now,
            or_(FeedSource.claimed_at.is_(None), FeedSource.claimed_at < now - CLAIM_AGAIN_AFTER),
        )
        ids = list(await session.scalars(select(FeedSource.id).where(*due).limit(BATCH)))
        done = 0
        for source_id in ids:
            claimed = await session.execute(
                update(FeedSource).where(FeedSource.id == source_id, *due).values(claimed_at=now)
            )
            await session.commit()
            if claimed.rowcount == 1:  # type: ignore[attr-defined]
                await self._run(session, source_id, now)
                done += 1
        return done

    async def _run(self, session: AsyncSession, source_id: int, now: datetime) -> None:
        source = await session.get_one(FeedSource, source_id)
        url, fmt, full, dealership_id = source.url, source.format, source.full, source.dealership_id
        etag, modified = source.etag, source.last_modified
        await session.commit()  # no transaction stays open while the feed's server takes its time
        try:
            fetched = await fetch_feed(url, etag, modified, tls=self.tls,
                                       private_ok=self.settings.feed_private_hosts)  # fmt: skip
        except FeedFetchError as exc:
            await self._record(session, source_id, now, "failed", str(exc))
            return
        if fetched.text is None:
            await self._record(session, source_id, now, "unchanged",
                               "Not changed since the last fetch.")  # fmt: skip
            return
        dealership = await session.get_one(Dealership, dealership_id)
        report = await apply_feed(session, dealership, fetched.text, cast(FeedFormat, fmt),
                                  full=full, dry_run=False)  # fmt: skip
        if report.unconfirmed:  # nobody is there to confirm a mass sale: a person imports it
            message = (f"{confirm_sold_message(report.marked_sold)} Nothing was written: upload "
                       "the feed once in the console's Import page to confirm.")  # fmt: skip
            await self._record(session, source_id, now, "refused", message,
                               report={"problems": [], "total": 0, **report.counts()})  # fmt: skip
        elif report.accepted:
            await self._record(session, source_id, now, "imported", _imported(report),
                               report=report.counts(), fetched=fetched)  # fmt: skip
        else:
            problems = [{"row": p.row, "field": p.field, "message": p.message}
                        for p in report.problems[:PROBLEMS_KEPT]]  # fmt: skip
            message = f"{len(report.problems)} problems in the feed; nothing was written."
            await self._record(session, source_id, now, "refused", message,
                               report={"problems": problems, "total": len(report.problems)})  # fmt: skip

    async def _record(
        self,
        session: AsyncSession,
        source_id: int,
        now: datetime,
        outcome: Outcome,
        message: str,
        *,
        report: dict[str, Any] | None = None,
        fetched: Fetched | None = None,
    ) -> None:
        source = await session.get_one(FeedSource, source_id)
        source.outcome, source.message, source.checked_at = outcome, message[:500], now
        source.report, source.claimed_at = report, None
        source.next_fetch_at = now + timedelta(hours=source.every_hours)
        if fetched is not None:  # only an imported feed's validators: a refused one is re-read
            source.etag, source.last_modified = fetched.etag, fetched.last_modified
        if outcome in ("failed", "refused"):
            if source.failing_since is None:
                source.failing_since = now
                await self._notify(session, source, message)
        else:
            source.failing_since = None
        await session.commit()
        log.info("feed %s: %s", source_id, outcome, extra={"feed_message": message})

    async def _notify(self, session: AsyncSession, source: FeedSource, message: str) -> None:
        dealership = await session.get_one(Dealership, source.dealership_id)
        to = source.notify_email or dealership.email
        if not to:
            return  # the console still shows it
        site = await site_by_id(session, source.site_id)
        if site is None:
            return
        problems = (source.report or {}).get("problems", [])[:10]
        lines = [f"- row {p['row']}, {p['field']}: {p['message']}" for p in problems]
        text = "\n".join([
            f"The stock feed of {dealership.name} could not be imported, so the website still",
            "shows the stock from the last good import.\n",
            f"Feed: {source.url}", f"Why: {message}", *lines, "",
            f"See it and fetch again in the console: {link_base_url(self.settings, site)}"
            "/console/stock",
            "You will not get another e-mail about this feed until it works again.",
        ])  # fmt: skip
        enqueue(session, site_id=site.id, channel="email", purpose="feed_failure", destination=to,
                payload=email_payload(sender=self.settings.mail_from, sender_name=site.name, to=to,
                                      subject=f"Stock feed failed: {dealership.name}",
                                      text=text))  # fmt: skip


def _imported(report: ImportReport) -> str:
    return (
        f"Imported {report.rows} cars: {report.created} added, {report.updated} updated, "
        f"{report.marked_sold} marked sold."
    )
