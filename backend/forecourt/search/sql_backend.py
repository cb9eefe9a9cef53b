"""The straightforward search backend: one SQL query per answer part. The tests' reference.

It reads the attribute definitions (attributes.py), the stock rules (inventory/visibility.py) and
the free-text rule (text.py) directly as SQL, so the in-memory index can be checked against it.
Text matching is ASCII-only, as in text.py.
"""

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import ColumnElement, Float, case, func, literal, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import as_utc
from forecourt.inventory.models import Car
from forecourt.inventory.visibility import visible_car_conditions
from forecourt.search.attributes import (
    ATTRIBUTES,
    NUMBER_COLUMNS,
    SHOWN_PRICE,
    TIMESTAMP_ATTRIBUTES,
    Expr,
    feature_conditions,
    join_stock,
    term_expressions,
)
from forecourt.search.backend import SearchResult, Stats
from forecourt.search.query import Range, SearchQuery
from forecourt.search.sorting import SortOption
from forecourt.search.text import text_conditions
from forecourt.tenancy.service import ResolvedSite

SORT_COLUMNS: dict[str, Expr] = {
    "custom_rank": Car.custom_rank,
    "price": SHOWN_PRICE,
    "created_at": Car.created_at,
    "year": Car.year,
    "km": Car.km,
}


def order_by(sort: SortOption) -> list[ColumnElement[Any]]:
    column = SORT_COLUMNS[sort.key]
    return [
        column.desc() if sort.descending else column.asc(),
        Car.custom_rank.desc(),
        Car.id.desc(),
    ]


def _range_condition(column: Expr, r: Range, timestamp: bool) -> ColumnElement[bool]:
    def bound(value: float) -> Any:
        if not timestamp:
            return literal(value, Float())  # compared as a number, whatever the column's width
        try:
            return datetime.fromtimestamp(value, UTC)
        except (OverflowError, OSError, ValueError):  # beyond the calendar: an open side
            return (
                datetime.max.replace(tzinfo=UTC) if value > 0 else datetime.min.replace(tzinfo=UTC)
            )

    parts = []
    if r.lo is not None:
        parts.append(column >= bound(r.lo))
    if r.hi is not None:
        parts.append(column <= bound(r.hi))
    return parts[0] if len(parts) == 1 else parts[0] & parts[1]


def _number_column(name: str) -> tuple[Expr, bool]:
    if name in TIMESTAMP_ATTRIBUTES:
        return TIMESTAMP_ATTRIBUTES[name], True
    return NUMBER_COLUMNS[name], False


def _stat_value(value: Any) -> float:
    return as_utc(value).timestamp() if isinstance(value, datetime) else float(value)


class SqlSearchBackend:
    async def search(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        query: SearchQuery,
        now: datetime,
        stock_version: int = 0,
    ) -> SearchResult:
        dialect = session.get_bind().dialect.name
        terms = term_expressions(site.config.finance)
        features = feature_conditions()

        base: list[ColumnElement[bool]] = [
            *visible_car_conditions(site.id, site.config, now),
            *text_conditions(query.words, dialect),
        ]
        if query.dealership_id is not None:
            base.append(Car.dealership_id == query.dealership_id)
        if query.positive_price:
            base.append(SHOWN_PRICE > 0)

        selections: dict[str, ColumnElement[bool]] = {}
        for name, values in query.terms.items():
            if ATTRIBUTES[name].kind == "features":
                selections[name] = or_(*[features[v] for v in values])
            else:
                selections[name] = terms[name].in_(values)
        for name, ranges in query.ranges.items():
            column, timestamp = _number_column(name)
            selections[name] = or_(*[_range_condition(column, r, timestamp) for r in ranges])

        def where(skip: str | None = None) -> list[ColumnElement[bool]]:
            return [*base, *(c for name, c in selections.items() if name != skip)]

        total = await session.scalar(join_stock(select(func.count(Car.id))).where(*where())) or 0
        ids = list(
            await session.scalars(
                join_stock(select(Car.id))
                .where(*where())
                .order_by(*order_by(query.sort))
                .offset(query.offset)
                .limit(query.limit)
            )
        )
        result = SearchResult(ids=ids, total=total)
        for name in query.facets:
            attribute = ATTRIBUTES[name]
            conditions = where(name)
            if attribute.kind == "features":
                result.facets[name] = await self._feature_counts(session, features, conditions)
                continue
            if attribute.kind == "term":
                result.facets[name] = await self._counts(session, terms[name], conditions)
                continue
            column, _ = _number_column(name)
            if attribute.counted:
                counts = await self._counts(session, column, conditions)
                result.facets[name] = {_number_label(k): n for k, n in counts.items()}
            if attribute.stats:
                low, high = (
                    await session.execute(
                        join_stock(select(func.min(column), func.max(column))).where(*conditions)
                    )
                ).one()
                result.stats[name] = (
                    Stats(_stat_value(low), _stat_value(high)) if low is not None else None
                )
        return result

    @staticmethod
    async def _counts(
        session: AsyncSession, expression: Expr, conditions: Sequence[Any]
    ) -> dict[Any, int]:
        # Grouping over a subquery's column: PostgreSQL will not match a CASE with bound
        # parameters in SELECT to the same CASE in GROUP BY.
        values = join_stock(select(expression.label("value"))).where(*conditions).subquery()
        rows = await session.execute(select(values.c.value, func.count()).group_by(values.c.value))
        return {value: count for value, count in rows.all() if value is not None}

    @staticmethod
    async def _feature_counts(
        session: AsyncSession,
        features: dict[str, ColumnElement[bool]],
        conditions: Sequence[Any],
    ) -> dict[str, int]:
        sums = [func.sum(case((condition, 1), else_=0)) for condition in features.values()]
        row: Sequence[Any] = (
            await session.execute(join_stock(select(*sums)).where(*conditions))
        ).one()
        return {label: int(n) for label, n in zip(features, row, strict=True) if n}


def _number_label(value: Any) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)
