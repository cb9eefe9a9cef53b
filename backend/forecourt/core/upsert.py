"""INSERT ... ON CONFLICT DO UPDATE for the two databases we run on (both speak it)."""

from typing import Any

from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.ext.asyncio import AsyncSession


def upsert(
    session: AsyncSession, model: Any, values: dict[str, Any], keys: list[str], set_: dict[str, Any]
) -> Any:
    insert = postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert
    return insert(model).values(**values).on_conflict_do_update(index_elements=keys, set_=set_)


def insert_ignore(
    session: AsyncSession, model: Any, values: dict[str, Any], keys: list[str]
) -> Any:
    """INSERT ... ON CONFLICT DO NOTHING: the row is there afterwards, whoever wrote it."""
    insert = postgresql.insert if session.get_bind().dialect.name == "postgresql" else sqlite.insert
    return insert(model).values(**values).on_conflict_do_nothing(index_elements=keys)
