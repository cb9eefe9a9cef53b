"""Answers one request asks its database session for more than once, kept on that session.

A vehicle page not yet kept looks its car up three times (its data, its price comparison, its
head) and its dealership, location and market value twice: a third of the page's server time.
What is kept here lives as long as the session (one request) and is forgotten at the session's
first write, commit or rollback, so a request that changes something never reads an answer from
before the change."""

from collections.abc import Awaitable, Callable, Hashable
from typing import Any, TypeVar

from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session

T = TypeVar("T")
_KEPT = "forecourt.session_memo"


def _kept(session: AsyncSession) -> dict[Hashable, Any]:
    kept: dict[Hashable, Any] = session.info.setdefault(_KEPT, {})
    return kept


def recall(session: AsyncSession, key: Hashable) -> Any | None:
    """What this session kept under `key`, or None."""
    return _kept(session).get(key)


async def remembered(session: AsyncSession, key: Hashable, make: Callable[[], Awaitable[T]]) -> T:
    """`make()`'s answer, made once per session and key (an error is not kept: it is raised)."""
    kept = _kept(session)
    if key in kept:
        answer: T = kept[key]
        return answer
    answer = await make()
    kept[key] = answer
    return answer


def _forget(session: Session, *_: Any) -> None:
    session.info.pop(_KEPT, None)


# Session-wide listeners: an AsyncSession's writes, commits and rollbacks run on its sync Session.
for _name in ("after_flush", "after_commit", "after_soft_rollback"):
    event.listen(Session, _name, _forget)
