"""One answer per Idempotency-Key, across processes and hosts (architecture principle 5).

A request with a key first claims it: a `lead_requests` row (unique per site and key) committed
in its own short transaction, before any work, so only the claim's holder spends the captcha's
solution. The lead's transaction names the lead in the claim, and the answer is kept there once
it is whole. A repeat finds the claim and waits, for a bounded time, for that answer to replay it;
past the bound it is told 409 with Retry-After. A holder that fails lets its claim go (the shopper
may correct the form and send it again under the same key); one that died leaves a claim that is
taken over once stale.
"""

import asyncio
import logging
import secrets
import time
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.core.errors import Conflict
from forecourt.leads.models import LeadRequest

log = logging.getLogger("forecourt.leads")

# A lead is taken in well under a second; a repeat waits this long for its answer.
WAIT_SECONDS = 10.0
# A claim unanswered this long lost its holder (a remote deposit hold waits 10 s at most).
STALE_AFTER = timedelta(seconds=60)
RETRY_AFTER_SECONDS = 2
OTHER_BODY = "This Idempotency-Key was already used with a different request."
IN_PROGRESS = "This request is still being processed. Please try again in a moment."
FIELD = "Idempotency-Key"


@dataclass(frozen=True)
class Claim:
    """This request holds the key: it does the work."""

    id: int
    token: str


@dataclass(frozen=True)
class Answered:
    """Another request took the lead under this key."""

    lead_id: int
    response: dict[str, Any] | None  # its answer as sent; None when its holder died before


class Superseded(Exception):
    """The claim went stale while its holder worked and another request took it over."""


async def claim(session: AsyncSession, site_id: int, key: str, digest: str) -> Claim | Answered:
    """Claims the key, or waits for the answer of the request that holds it."""
    await session.commit()  # whatever the request's dependencies wrote; the claim stands alone
    deadline = time.monotonic() + WAIT_SECONDS
    pause = 0.02
    while True:
        mine = await _insert(session, site_id, key, digest)
        if mine is not None:
            return mine
        row = await _read(session, site_id, key)
        if row is not None:  # else let go between the two looks: claim it on the next turn
            stale = row.claimed_at < utcnow() - STALE_AFTER
            if row.lead_id is None and stale:
                taken = await _take_over(session, row.id, row.token, digest)
                if taken is not None:
                    return taken
                continue  # another repeat took it first
            if row.body_hash != digest:
                raise Conflict(OTHER_BODY, field=FIELD)
            if row.lead_id is not None and (row.response is not None or stale):
                return Answered(row.lead_id, row.response)
        if time.monotonic() >= deadline:
            raise Conflict(IN_PROGRESS, field=FIELD, retry_after=RETRY_AFTER_SECONDS)
        await asyncio.sleep(pause)
        pause = min(pause * 2, 0.25)


async def _insert(session: AsyncSession, site_id: int, key: str, digest: str) -> Claim | None:
    row = LeadRequest(
        site_id=site_id,
        key=key,
        body_hash=digest,
        token=secrets.token_hex(16),
        claimed_at=utcnow(),
    )
    session.add(row)
    try:
        await session.commit()
    except IntegrityError:
        await session.rollback()
        return None
    return Claim(row.id, row.token)


async def _read(session: AsyncSession, site_id: int, key: str) -> Any:
    found = await session.execute(
        select(
            LeadRequest.id,
            LeadRequest.token,
            LeadRequest.body_hash,
            LeadRequest.lead_id,
            LeadRequest.response,
            LeadRequest.claimed_at,
        ).where(LeadRequest.site_id == site_id, LeadRequest.key == key)
    )
    row = found.one_or_none()
    await session.commit()  # ends the read: the next look sees what the holder committed since
    return row


async def _take_over(
    session: AsyncSession, claim_id: int, stale_token: str, digest: str
) -> Claim | None:
    token = secrets.token_hex(16)
    taken = await session.execute(
        update(LeadRequest)
        .where(
            LeadRequest.id == claim_id,
            LeadRequest.token == stale_token,
            LeadRequest.lead_id.is_(None),
        )
        .values(token=token, claimed_at=utcnow(), body_hash=digest)
        .execution_options(synchronize_session=False)
    )
    await session.commit()
    return Claim(claim_id, token) if taken.rowcount == 1 else None  # type: ignore[attr-defined]


async def record(
    session: AsyncSession, claim: Claim, lead_id: int, response: dict[str, Any] | None
) -> None:
    """Names the lead in the claim, in the lead's own transaction (with its answer when whole)."""
    named = await session.execute(
        update(LeadRequest)
        .where(LeadRequest.id == claim.id, LeadRequest.token == claim.token)
        .values(lead_id=lead_id, response=response)
        .execution_options(synchronize_session=False)
    )
    if named.rowcount != 1:  # type: ignore[attr-defined]
        raise Superseded


async def keep_answer(session: AsyncSession, claim: Claim, response: dict[str, Any]) -> None:
    """Keeps the whole answer for the repeats once it is made after the lead's commit."""
    await session.execute(
        update(LeadRequest)
        .where(LeadRequest.id == claim.id, LeadRequest.token == claim.token)
        .values(response=response)
        .execution_options(synchronize_session=False)
    )
    await session.commit()


async def release(session: AsyncSession, claim: Claim) -> None:
    """Lets the key go when its holder failed before its lead was committed. Never raises: the
    holder's own error is the answer, and a claim left behind is taken over once stale."""
    try:
        await session.rollback()
        await session.execute(
            delete(LeadRequest)
            .where(
                LeadRequest.id == claim.id,
                LeadRequest.token == claim.token,
                LeadRequest.lead_id.is_(None),
            )
            .execution_options(synchronize_session=False)
        )
        await session.commit()
    except Exception:
        log.warning("an idempotency claim was not let go", exc_info=True)
