"""Saved searches: a search page (path and query string) kept by a signed-in shopper, with an
alert channel for new matching stock (garage/alerts.py sends the digests).

The filters are worked out once, when the search is saved: the path's meaning (a make, a
dealership ...) is resolved against the site as it is then, so a digest needs no request."""

import secrets
from datetime import datetime
from urllib.parse import parse_qsl, urlencode, urlsplit

from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import Conflict, InvalidInput, NotFound
from forecourt.garage.models import SavedSearch
from forecourt.garage.schemas import SavedSearchChange, SavedSearchIn, SavedSearchOut
from forecourt.identity.models import ShopperUser
from forecourt.search.query import parse_search_params
from forecourt.search.service import SearchService
from forecourt.tenancy.service import ResolvedSite

MAX_SEARCHES = 20
# Paging and order say how the shopper looked, not what they look for.
NOT_FILTERS = frozenset({"page", "sortBy"})
EMAIL_NEEDED = "Add your email in My details to get alerts by email."
TOO_MANY = f"You can keep up to {MAX_SEARCHES} saved searches. Delete one to save this search."
UNKNOWN_LINK = "This link is not valid any more."


def check_channel(user: ShopperUser, channel: str, field: str) -> None:
    if channel == "email" and not user.email:
        raise InvalidInput(EMAIL_NEEDED, field=field)


def without_page(path: str) -> str:
    """The search as kept: a saved search opens at its first page."""
    parts = urlsplit(path)
    pairs = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != "page"]
    return parts.path + (f"?{urlencode(pairs, safe=':')}" if pairs else "")


def filter_pairs(filters: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [(name, value) for name, values in filters.items() for value in values]


async def _filters(
    session: AsyncSession, site: ResolvedSite, search: SearchService, path: str
) -> dict[str, list[str]]:
    """The path's filters and the query string's, checked by the search page's own parser."""
    parts = urlsplit(path)
    meaning = await search.resolve_path(session, site, parts.path)
    filters: dict[str, list[str]] = {k: list(v) for k, v in meaning.filters.items()}
    for name, value in parse_qsl(parts.query, keep_blank_values=False):
        if name not in NOT_FILTERS:
            filters.setdefault(name, []).append(value)
    parse_search_params(filter_pairs(filters), hits_per_page=1)  # raises on a bad filter
    return filters


def _out(row: SavedSearch) -> SavedSearchOut:
    return SavedSearchOut.model_validate(row, from_attributes=True)


async def create(
    session: AsyncSession,
    site: ResolvedSite,
    user: ShopperUser,
    body: SavedSearchIn,
    *,
    search: SearchService,
    now: datetime,
) -> SavedSearchOut:
    check_channel(user, body.alert, "alert")
    path = without_page(body.path)
    same = await session.scalar(
        select(SavedSearch).where(SavedSearch.user_id == user.id, SavedSearch.path == path)
    )
    if same is not None:  # saving the same page again renames it and sets its alert
        same.name, same.alert = body.name.strip(), body.alert
        await session.commit()
        return _out(same)
    count = await session.scalar(
        select(func.count()).select_from(SavedSearch).where(SavedSearch.user_id == user.id)
    )
    if (count or 0) >= MAX_SEARCHES:
        raise Conflict(TOO_MANY)
    row = SavedSearch(
        site_id=site.id,
        user_id=user.id,
        name=body.name.strip(),
        path=path,
        filters=await _filters(session, site, search, path),
        alert=body.alert,
        unsubscribe_token=secrets.token_urlsafe(32),
        seen_until=now,  # only cars listed from now on are news
        created_at=now,
    )
    session.add(row)
    await session.commit()
    return _out(row)


async def listed(session: AsyncSession, user: ShopperUser) -> list[SavedSearchOut]:
    rows = await session.scalars(
        select(SavedSearch)
        .where(SavedSearch.user_id == user.id)
        .order_by(SavedSearch.id.desc())
        .limit(MAX_SEARCHES)
    )
    return [_out(r) for r in rows]


async def _own(session: AsyncSession, user: ShopperUser, search_id: int) -> SavedSearch:
    row = await session.scalar(
        select(SavedSearch).where(SavedSearch.id == search_id, SavedSearch.user_id == user.id)
    )
    if row is None:  # another shopper's search is as absent as a deleted one
        raise NotFound("No such saved search")
    return row


async def change(
    session: AsyncSession, user: ShopperUser, search_id: int, body: SavedSearchChange
) -> SavedSearchOut:
    row = await _own(session, user, search_id)
    if body.alert is not None:
        check_channel(user, body.alert, "alert")
        row.alert = body.alert
    if body.name is not None:
        row.name = body.name.strip()
    await session.commit()
    return _out(row)


async def remove(session: AsyncSession, user: ShopperUser, search_id: int) -> None:
    await session.execute(
        delete(SavedSearch).where(SavedSearch.id == search_id, SavedSearch.user_id == user.id)
    )
    await session.commit()


async def unsubscribe(session: AsyncSession, site: ResolvedSite, token: str) -> str:
    """Stops the alerts a digest's link names; answers what was stopped. The token is the
    permission (the e-mail's reader need not be signed in), and is only ever valid on its site."""
    name = await session.scalar(
        update(SavedSearch)
        .where(SavedSearch.site_id == site.id, SavedSearch.unsubscribe_token == token)
        .values(alert="off")
        .returning(SavedSearch.name)
    )
    if name is not None:
        await session.commit()
        return f"You will get no more alerts for \u201c{name}\u201d."
    user_id = await session.scalar(
        update(ShopperUser)
        .where(ShopperUser.site_id == site.id, ShopperUser.alerts_token == token)
        .values(price_alert="off")
        .returning(ShopperUser.id)
    )
    if user_id is None:
        raise NotFound(UNKNOWN_LINK)
    await session.commit()
    return "You will get no more price-drop alerts for your saved cars."
