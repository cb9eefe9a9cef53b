"""Alerts: a digest when new stock matches a saved search, and one when saved cars'
prices drop, by e-mail or text through the outbox; at most one a day per search and per
shopper's saved cars, each with an unsubscribe link.

Runs beside the outbox dispatcher (in the app, or in `forecourt worker`). Bounded: a pass looks
at no more than BATCH searches and BATCH shoppers, each at most hourly, and any number of
workers may run: a row is taken by a conditional update of its checked time."""

import secrets
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from forecourt.core.settings import Settings
from forecourt.garage.digest import Digest, Line, alert_email, sms_text
from forecourt.garage.models import SavedSearch, WatchlistItem
from forecourt.garage.saved_searches import filter_pairs
from forecourt.garage.watchlist import MAX_SAVED, asking_price
from forecourt.identity.models import ShopperUser
from forecourt.inventory.card_loader import load_cards
from forecourt.inventory.models import Car
from forecourt.inventory.rules import is_available
from forecourt.inventory.visibility import car_detail_conditions
from forecourt.outbox.service import enqueue
from forecourt.outbox.sms import enqueue_sms
from forecourt.search.backend import SearchBackend
from forecourt.search.hydrate import load_hit_cards
from forecourt.search.query import Range, SearchQuery, parse_search_params, with_limit
from forecourt.search.sorting import SORTS
from forecourt.tenancy.lifecycle import serves_shoppers
from forecourt.tenancy.service import ResolvedSite, site_by_id
from forecourt.tenancy.urls import link_base_url

CHECK_EVERY = timedelta(hours=1)
DIGEST_EVERY = timedelta(days=1)
BATCH = 100
SHOWN = 6  # cars listed in a digest; the rest are counted
NEWEST_FIRST = next(s for s in SORTS if s.value == "created_at:desc")
LISTED = "created_at_timestamp"
ONCE_A_DAY = "You get at most one of these a day."


@dataclass(frozen=True)
class Channel:
    kind: str  # email or sms
    to: str


def channel_for(user: ShopperUser, kind: str) -> Channel | None:
    if kind == "email":
        return Channel("email", user.email) if user.email else None
    return Channel("sms", user.phone) if kind == "sms" else None


def _due(
    checked: InstrumentedAttribute[Any], told: InstrumentedAttribute[Any], now: datetime
) -> list[ColumnElement[bool]]:
    return [
        or_(checked.is_(None), checked <= now - CHECK_EVERY),
        or_(told.is_(None), told <= now - DIGEST_EVERY),
    ]


async def _take(
    session: AsyncSession,
    model: Any,
    checked: InstrumentedAttribute[Any],
    row_id: int,
    now: datetime,
) -> bool:
    """Marks the row checked now, unless another worker just did: then it is theirs."""
    taken = await session.execute(
        update(model)
        .where(model.id == row_id, or_(checked.is_(None), checked <= now - CHECK_EVERY))
        .values({checked.key: now})
    )
    await session.commit()
    return bool(taken.rowcount)  # type: ignore[attr-defined]


def new_since(filters: dict[str, list[str]], since: datetime) -> SearchQuery:
    """The saved search narrowed to cars listed after `since`, newest first."""
    query = parse_search_params(filter_pairs(filters), hits_per_page=SHOWN, facets=False)
    start = since.timestamp()
    listed = query.ranges.get(LISTED) or (Range(None, None),)
    narrowed = tuple(Range(max(r.lo or start, start), r.hi) for r in listed)
    query = replace(query, ranges={**query.ranges, LISTED: narrowed}, sort=NEWEST_FIRST)
    return with_limit(query, offset=0, limit=SHOWN)  # the first page, whatever was kept


class AlertJob:
    def __init__(self, settings: Settings, secret: str, search: SearchBackend) -> None:
        self.settings, self.secret, self.search = settings, secret, search
        self.sender = settings.mail_from

    async def run_once(self, session: AsyncSession, now: datetime) -> int:
        """One pass; returns how many digests it wrote to the outbox."""
        sent = 0
        search_ids = await session.scalars(
            select(SavedSearch.id)
            .where(
                SavedSearch.alert != "off",
                *_due(SavedSearch.checked_at, SavedSearch.last_alert_at, now),
            )
            .order_by(SavedSearch.checked_at.is_not(None), SavedSearch.checked_at)
            .limit(BATCH)
        )
        for search_id in list(search_ids):
            if await _take(session, SavedSearch, SavedSearch.checked_at, search_id, now):
                sent += await self._search_digest(session, search_id, now)
        user_ids = await session.scalars(
            select(ShopperUser.id)
            .where(
                ShopperUser.price_alert != "off",
                ShopperUser.id.in_(select(WatchlistItem.user_id)),
                *_due(ShopperUser.alerts_checked_at, ShopperUser.last_price_alert_at, now),
            )
            .order_by(ShopperUser.alerts_checked_at.is_not(None), ShopperUser.alerts_checked_at)
            .limit(BATCH)
        )
        for user_id in list(user_ids):
            if await _take(session, ShopperUser, ShopperUser.alerts_checked_at, user_id, now):
                sent += await self._price_digest(session, user_id, now)
        return sent

    def _send(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        channel: Channel,
        purpose: str,
        digest: Digest,
    ) -> None:
        if channel.kind == "email":
            payload = alert_email(digest, sender=self.sender, to=channel.to)
            enqueue(
                session,
                site_id=site.id,
                channel="email",
                purpose=purpose,
                destination=channel.to,
                payload=payload,
            )
        else:
            enqueue_sms(
                session,
                site_id=site.id,
                to=channel.to,
                sender=site.name,
                text=sms_text(digest),
                secret=self.secret,
                purpose=purpose,
            )

    async def _search_digest(self, session: AsyncSession, search_id: int, now: datetime) -> int:
        row = await session.get(SavedSearch, search_id)
        user = await session.get(ShopperUser, row.user_id) if row else None
        site = await site_by_id(session, row.site_id) if row else None
        channel = channel_for(user, row.alert) if row and user else None
        if row is None or user is None or site is None or channel is None:
            return 0
        if not serves_shoppers(site.status):  # a suspended site's shoppers hear nothing of it
            return 0
        result = await self.search.search(
            session, site, new_since(row.filters, row.seen_until), now, 0
        )
        if not result.total:
            return 0
        cards = await load_hit_cards(session, site, result.ids, now)
        count = result.total
        digest = Digest(
            site_name=site.name,
            base_url=link_base_url(self.settings, site),
            greeting_name=user.name,
            subject=f"{count} new {'car matches' if count == 1 else 'cars match'} \u201c{row.name}\u201d",
            intro=f"New stock on {site.name} matches your saved search \u201c{row.name}\u201d:",
            lines=[
                Line(c.name, c.path, c.price.amount if c.price.kind == "price" else None)
                for c in cards
            ],
            more=max(0, count - len(cards)),
            see_all_path=row.path,
            see_all_label="See every match",
            frequency=ONCE_A_DAY,
            token=row.unsubscribe_token,
        )
        self._send(session, site, channel, "search_alert", digest)
        row.last_alert_at = now
        row.seen_until = now
        await session.commit()
        return 1

    async def _price_digest(self, session: AsyncSession, user_id: int, now: datetime) -> int:
        user = await session.get(ShopperUser, user_id)
        site = await site_by_id(session, user.site_id) if user else None
        channel = channel_for(user, user.price_alert) if user else None
        if user is None or site is None or channel is None:
            return 0
        if not serves_shoppers(site.status):
            return 0
        rows = (
            await session.execute(
                select(WatchlistItem, Car)
                .join(Car, Car.id == WatchlistItem.car_id)
                .where(
                    WatchlistItem.user_id == user.id, *car_detail_conditions(site.id, site.config)
                )
                .order_by(WatchlistItem.id.desc())
                .limit(MAX_SAVED)
            )
        ).all()
        drops: list[tuple[WatchlistItem, Car, int]] = []
        for item, car in rows:
            price = asking_price(car, site.config)
            told = item.alerted_price if item.alerted_price is not None else item.saved_price
            if is_available(car.status) and price is not None and told is not None and price < told:
                drops.append((item, car, price))
        if not drops:
            return 0
        if user.alerts_token is None:
            user.alerts_token = secrets.token_urlsafe(32)
        count = len(drops)
        cards = await load_cards(session, [car for _, car, _ in drops[:SHOWN]], site, now)
        digest = Digest(
            site_name=site.name,
            base_url=link_base_url(self.settings, site),
            greeting_name=user.name,
            subject=f"Price drop on {count} of your saved {'car' if count == 1 else 'cars'}",
            intro=f"Good news: {'a car' if count == 1 else 'cars'} you saved on {site.name} "
            f"{'is' if count == 1 else 'are'} now cheaper:",
            lines=[
                Line(card.name, card.path, price, item.alerted_price or item.saved_price)
                for (item, _, price), card in zip(drops[:SHOWN], cards, strict=True)
            ],
            more=max(0, count - SHOWN),
            see_all_path=site.config.sign_in.garage_paths[0],
            see_all_label="Your saved cars",
            frequency=ONCE_A_DAY,
            token=user.alerts_token,
        )
        self._send(session, site, channel, "price_alert", digest)
        for item, _, price in drops:
            item.alerted_price = price  # a drop is told once; a further drop is news again
        user.last_price_alert_at = now
        await session.commit()
        return 1
