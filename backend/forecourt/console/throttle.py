"""The per-account brake on console sign-in, beside the per-address rate limit: guesses spread over
many addresses still meet it. After the 5th consecutive wrong attempt at an account the account
waits a minute before its next attempt, twice as long after each further failure (at most half an
hour); a right password forgets the count, and so does a day without failures.

An account is a host's site and an e-mail address, whether or not a user has it, so an unknown
address is counted and refused exactly like a known one. The count lives in the database: every
app process and host shares it whether or not Redis is configured, and a restart does not forget
it. An attempt is counted before its password is checked (a success forgets it), so parallel
guesses cannot all slip past the count, and a refused attempt costs no password hash."""

import hashlib
import math
from datetime import datetime, timedelta

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.console.models import ConsoleSignInFailures
from forecourt.core.errors import TooManyRequests
from forecourt.core.upsert import insert_ignore

FREE_FAILURES = 5
FIRST_DELAY = timedelta(minutes=1)
MAX_DELAY = timedelta(minutes=30)
FORGET_AFTER = timedelta(days=1)
TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please try again later."
_CLAIM_TRIES = 5  # concurrent attempts at one account each retry their compare-and-set


def delay_after(failures: int) -> timedelta:
    """How long the account waits after `failures` consecutive wrong attempts."""
    if failures < FREE_FAILURES:
        return timedelta(0)
    doublings = min(failures - FREE_FAILURES, 16)  # 2**16 minutes is far past the cap
    return min(FIRST_DELAY * 2**doublings, MAX_DELAY)


def account_key(site_id: int | None, email: str) -> str:
    """The account's key: its site (None: the platform's operators) and normalised e-mail."""
    scope = "platform" if site_id is None else str(site_id)
    return hashlib.sha256(f"{scope}\n{email}".encode()).hexdigest()


def _refusal(blocked_until: datetime, now: datetime) -> TooManyRequests:
    return TooManyRequests(
        TOO_MANY_SIGN_INS, retry_after=math.ceil((blocked_until - now).total_seconds())
    )


async def claim_attempt(session: AsyncSession, account: str, now: datetime) -> None:
    """Counts one attempt at `account` as a failure, or raises TooManyRequests (429, Retry-After)
    while the account waits. Commits, so the count holds whatever the password check does."""
    table = ConsoleSignInFailures
    first = {"account": account, "failures": 0, "last_failed_at": now}
    for _ in range(_CLAIM_TRIES):
        await session.execute(insert_ignore(session, table, first, keys=["account"]))
        row = (
            await session.execute(
                select(table.failures, table.blocked_until, table.last_failed_at).where(
                    table.account == account
                )
            )
        ).one()
        if row.blocked_until is not None and row.blocked_until > now:
            await session.rollback()
            raise _refusal(row.blocked_until, now)
        stale = row.last_failed_at < now - FORGET_AFTER
        failures = 1 if stale else row.failures + 1
        delay = delay_after(failures)
        changed = await session.execute(
            update(table)
            .where(table.account == account, table.failures == row.failures)
            .values(
                failures=failures,
                blocked_until=now + delay if delay else None,
                last_failed_at=now,
            )
        )
        if changed.rowcount == 1:  # type: ignore[attr-defined]
            await session.execute(delete(table).where(table.last_failed_at < now - FORGET_AFTER))
            await session.commit()
            return
        await session.rollback()  # another attempt counted first: read its count
    raise _refusal(now + FIRST_DELAY, now)


async def forget(session: AsyncSession, account: str) -> None:
    """A right password: the account's count starts again (in the caller's transaction)."""
    await session.execute(
        delete(ConsoleSignInFailures).where(ConsoleSignInFailures.account == account)
    )
