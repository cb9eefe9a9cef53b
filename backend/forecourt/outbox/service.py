"""Writing outbox rows, claiming due ones (each delivered by one worker at a time), and the retry
schedule: exponential backoff with jitter for 24 hours, then failed with the last error."""

import random
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.outbox.models import DELIVERED, FAILED, PENDING, SENDING, OutboxMessage

RETRY_FOR = timedelta(hours=24)
FIRST_RETRY_SECONDS = 5.0
MAX_RETRY_SECONDS = 30 * 60.0
# How long a claim holds: a worker that dies mid-delivery frees its rows after this.
LEASE = timedelta(minutes=2)


def enqueue(
    session: AsyncSession,
    *,
    site_id: int,
    channel: str,
    purpose: str,
    destination: str,
    payload: dict[str, Any],
    lead_id: int | None = None,
) -> OutboxMessage:
    """Adds a row to the caller's transaction: it is sent only if that transaction commits."""
    row = OutboxMessage(
        site_id=site_id,
        lead_id=lead_id,
        channel=channel,
        purpose=purpose,
        destination=destination,
        payload=payload,
        status=PENDING,
        attempts=0,
        next_attempt_at=utcnow(),
    )
    session.add(row)
    return row


def retry_delay(attempts: int, rng: random.Random | None = None) -> timedelta:
    """5 s, 10 s, 20 s ... capped at 30 minutes, each scaled by a random 50-100% ("equal
    jitter") so that rows failed together by one outage do not all retry in the same second."""
    ceiling = min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** max(0, attempts - 1))
    factor = 0.5 + (rng or random).random() * 0.5
    return timedelta(seconds=ceiling * factor)


def _due(now: datetime) -> Any:
    return or_(
        (OutboxMessage.status == PENDING) & (OutboxMessage.next_attempt_at <= now),
        (OutboxMessage.status == SENDING) & (OutboxMessage.claimed_until < now),
    )


async def claim_due(session: AsyncSession, limit: int) -> list[int]:
    """Leases up to `limit` due rows to this worker and commits the claim.

    PostgreSQL: `FOR UPDATE SKIP LOCKED`, so concurrent workers each take different rows.
    SQLite has one writer at a time; the conditional UPDATE (still due?) makes each claim
    exclusive there too."""
    now = utcnow()
    query = select(OutboxMessage.id).where(_due(now)).order_by(OutboxMessage.id).limit(limit)
    if session.bind is not None and session.bind.dialect.name == "postgresql":
        query = query.with_for_update(skip_locked=True)
    ids = list(await session.scalars(query))
    claimed: list[int] = []
    for row_id in ids:
        result = await session.execute(
            update(OutboxMessage)
            .where(OutboxMessage.id == row_id, _due(now))
            .values(status=SENDING, claimed_until=now + LEASE)
        )
        if result.rowcount:  # type: ignore[attr-defined]
            claimed.append(row_id)
    await session.commit()
    return claimed


def mark_delivered(row: OutboxMessage) -> None:
    row.attempts += 1
    row.status = DELIVERED
    row.delivered_at = utcnow()
    row.claimed_until = None
    row.last_error = None


def mark_failed_attempt(row: OutboxMessage, error: str) -> None:
    """Schedules the next try, or gives up once the next try would fall beyond 24 hours."""
    now = utcnow()
    row.attempts += 1
    row.last_error = error[:2000]
    row.claimed_until = None
    next_at = now + retry_delay(row.attempts)
    if next_at - row.created_at > RETRY_FOR:
        row.status = FAILED
    else:
        row.status = PENDING
        row.next_attempt_at = next_at
