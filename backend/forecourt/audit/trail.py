"""The audit trail: every change made in the console, with who, when, what, and the values
before and after; read per object and, by owners, as the site-wide log."""

from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit.models import AuditEntry
from forecourt.core.access import Access
from forecourt.core.clock import utcnow

PAGE_SIZE = 50
MAX_AUDITED_PATHS = 50


def record(
    session: AsyncSession,
    access: Access,
    *,
    object_type: str,
    object_id: int | None,
    action: str,
    before: dict[str, Any],
    after: dict[str, Any],
) -> None:
    """Adds the entry to the caller's transaction: it exists exactly when the change does."""
    session.add(
        AuditEntry(
            site_id=access.site_id,
            user_id=access.actor.user_id,
            actor=access.actor.email,
            operator=access.actor.operator,
            object_type=object_type,
            object_id=object_id,
            action=action,
            before=before,
            after=after,
            created_at=utcnow(),
        )
    )


def record_by_rule(
    session: AsyncSession,
    site_id: int,
    rule: str,
    *,
    object_type: str,
    object_id: int | None,
    action: str,
    after: dict[str, Any],
) -> None:
    """A change the product made by a dealer's rule (the round robin), not by a person: the
    entry names the rule where a person's e-mail would be."""
    session.add(
        AuditEntry(
            site_id=site_id, user_id=None, actor=rule, operator=False, object_type=object_type,
            object_id=object_id, action=action, before={}, after=after, created_at=utcnow(),
        )
    )  # fmt: skip


def changed_paths(before: Any, after: Any, prefix: str = "") -> dict[str, tuple[Any, Any]]:
    """The dotted paths whose values differ, with (before, after); lists compare whole."""
    if isinstance(before, dict) and isinstance(after, dict):
        changes: dict[str, tuple[Any, Any]] = {}
        for key in sorted(set(before) | set(after)):
            changes |= changed_paths(before.get(key), after.get(key), f"{prefix}{key}.")
        return changes
    return {} if before == after else {prefix.rstrip("."): (before, after)}


def record_changes(
    session: AsyncSession, access: Access, object_type: str, object_id: int | None,
    before: Any, after: Any,
) -> None:  # fmt: skip
    """One entry with the paths that changed (at most MAX_AUDITED_PATHS), or none."""
    changes = list(changed_paths(before, after).items())[:MAX_AUDITED_PATHS]
    if changes:
        record(
            session, access, object_type=object_type, object_id=object_id, action="update",
            before={p: b for p, (b, _) in changes}, after={p: a for p, (_, a) in changes},
        )  # fmt: skip


async def entries(
    session: AsyncSession,
    site_id: int,
    *,
    object_type: str | None = None,
    object_id: int | None = None,
    user_id: int | None = None,
    since: datetime | None = None,
    before: datetime | None = None,
    page: int = 1,
) -> tuple[list[AuditEntry], int]:
    """A page of the site's entries, newest first; `since` and `before` bound the time."""
    query = select(AuditEntry).where(AuditEntry.site_id == site_id)
    if object_type:
        query = query.where(AuditEntry.object_type == object_type)
    if object_id is not None:
        query = query.where(AuditEntry.object_id == object_id)
    if user_id is not None:
        query = query.where(AuditEntry.user_id == user_id)
    if since is not None:
        query = query.where(AuditEntry.created_at >= since)
    if before is not None:
        query = query.where(AuditEntry.created_at < before)
    total = await session.scalar(select(func.count()).select_from(query.subquery())) or 0
    rows = await session.scalars(
        query.order_by(AuditEntry.created_at.desc(), AuditEntry.id.desc())
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE)
    )
    return list(rows), total
