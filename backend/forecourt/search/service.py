"""Search rules around the backend: the site's settings, caching, cards, sold-run collapse, facets.

One SearchService per app process (router.get_search_service). Every answer starts from the
site's stock rules (applied inside the backends) and reads the stock change marker once.
"""

import hashlib
import math
from collections import OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from datetime import date, datetime

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.cache import Cache
from forecourt.core.clock import utcnow
from forecourt.core.errors import NotFound
from forecourt.core.gzipped import Gzipped
from forecourt.core.json_text import RawJson, compact_json
from forecourt.core.kept_values import KeptValues
from forecourt.core.session_memo import remembered
from forecourt.inventory.rules import is_available
from forecourt.inventory.schemas import CarCard
from forecourt.inventory.stock_offer import listed_car_types, stock_title
from forecourt.inventory.stock_version import StockVersions
from forecourt.locations.models import Location
from forecourt.search.attributes import MAKE_MODEL_SEPARATOR
from forecourt.search.backend import SearchBackend, SearchResult
from forecourt.search.cache import RESULT_TTL, FacetMemo, OldestFirstCache, result_key
from forecourt.search.collapse import collapse_sold_runs
from forecourt.search.directory import group_entries
from forecourt.search.facets import facets_out, stats_out
from forecourt.search.hydrate import CardCache, load_hit_cards
from forecourt.search.paths import PATH_WORDS_TTL, PathWords, Place, resolve_search_path
from forecourt.search.promos import promo_date, valid_promos
from forecourt.search.query import (
    SearchQuery,
    parse_filters,
    parse_search_params,
    parse_text,
    with_limit,
)
from forecourt.search.schemas import (
    DirectoryEntry,
    DirectoryResponse,
    LookupResponse,
    PathFilters,
    PromoOut,
    ScopedSearchResponse,
    SearchResponse,
    SortOut,
)
from forecourt.search.sorting import PRICE_ASCENDING, SORTS
from forecourt.storefront.public import public_generation
from forecourt.tenancy.config import SiteConfig
from forecourt.tenancy.dealerships import visible_dealerships
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

SCOPED_HITS_PER_PAGE = 21  # spec: search §9 - manufacturer and dealership searches
SORT_OPTIONS = [SortOut(value=s.value, label=s.label) for s in SORTS]
Params = Iterable[tuple[str, str]]


def with_site_rules(query: SearchQuery, config: SiteConfig) -> SearchQuery:
    """spec: search §5 - on a price ascending sort, cars without a price (0) are left out when the
    site's setting is on, so the cheapest listed car comes first."""
    positive = config.search.price_above_zero_on_price_asc and query.sort == PRICE_ASCENDING
    return replace(query, positive_price=positive)


def collapse_page(cards: Sequence[CarCard]) -> list[CarCard]:
    return collapse_sold_runs(cards, lambda card: not is_available(card.status))


def promos_out(config: SiteConfig, query: SearchQuery, today: date) -> list[PromoOut]:
    car_types = query.terms.get("car_type", ())
    return [
        PromoOut(
            title=n.title, lines=n.lines, link=n.link, link_text=n.link_text, image_url=n.image_url
        )
        for n in valid_promos(config.cards.promo, car_types, today)
    ]


def page_response(
    site: ResolvedSite,
    query: SearchQuery,
    result: SearchResult,
    cards: list[CarCard],
    promos: list[PromoOut],
) -> SearchResponse:
    selection: dict[str, list[str]] = {a: list(v) for a, v in query.terms.items()}
    for attribute, ranges in query.ranges.items():
        selection[attribute] = [str(r) for r in ranges if r.lo == r.hi]  # exact values
    return SearchResponse(
        hits=collapse_page(cards),
        total=result.total,
        page=query.page,
        pages=math.ceil(result.total / query.limit),
        hits_per_page=query.limit,
        query=query.text,
        sort_by=query.sort.value,
        sorts=SORT_OPTIONS,
        filters=query.filters_out(),
        facets=facets_out(result, selection, site.config.search),
        facet_stats=stats_out(result),
        promos=promos,
    )


MAX_SUMMARIES = 256  # a stock summary of a few KB per site and stock version
# What pages read of the stock: its price bands (the price menu) and its makes and models (what a
# search path can name); frontend features/search/api/search.ts, STOCK_FACETS. Its other facets
# (every badge, model, year and colour) were a quarter of a filtered search page's state.
STOCK_FACETS = ("price_range", "make_model")


class SearchService:
    def __init__(
        self, backend: SearchBackend, cache: Cache, versions: StockVersions | None = None
    ) -> None:
        self.backend = backend
        self.cache = cache
        self.versions = versions or StockVersions()
        self.cards = CardCache()
        self.facets = FacetMemo()
        self._scoped: dict[tuple[str, int], OldestFirstCache] = {}
        # What search paths may name, per site: every search page of the long tail reads it.
        self._path_words: KeptValues[PathWords] = KeptValues(PATH_WORDS_TTL, max_entries=256)
        self._summaries: OrderedDict[bytes, RawJson] = OrderedDict()

    def scoped_cache(self, kind: str, site_id: int) -> OldestFirstCache:
        return self._scoped.setdefault((kind, site_id), OldestFirstCache())

    async def _answer(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        kind: str,
        query: SearchQuery,
        shape: Callable[[SearchResult, list[CarCard]], BaseModel],
        cache: Cache | None = None,
    ) -> Gzipped:
        """The JSON answer to `query`: from the cache, or searched, hydrated and shaped; kept
        and answered gzip-compressed (core/gzipped.py)."""
        cache = self.cache if cache is None else cache  # (an empty cache is falsy: has len)
        version = await self.versions.read(session, site.id)
        key = result_key(kind, site, version, query)
        kept = await cache.get(key)
        if kept is not None:
            return Gzipped(kept)
        now = utcnow()
        result = await self._search(session, site, kind, query, now, version)
        cards = await load_hit_cards(
            session, site, result.ids, now, self.cards.of(site, version, now)
        )
        body = Gzipped.of(shape(result, cards).model_dump_json().encode())
        if result.stock_version in (None, version):  # a lagging index's answer is not cached
            await cache.set(key, body.data, RESULT_TTL)
        return body

    async def _search(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        kind: str,
        query: SearchQuery,
        now: datetime,
        version: int,
    ) -> SearchResult:
        """The backend's result, its facets counted once per search whatever its sort or page."""
        if kind != "page" or not query.facets:
            return await self.backend.search(session, site, query, now, version)
        memo = FacetMemo.key(site, version, query)
        known = self.facets.get(memo)
        searched = replace(query, facets=()) if known is not None else query
        result = await self.backend.search(session, site, searched, now, version)
        if known is not None:
            result.facets, result.stats = known
        elif result.stock_version in (None, version):
            self.facets.put(memo, (result.facets, result.stats))
        return result

    # --- The search page -----------------------------------------------------------------

    def parse(self, site: ResolvedSite, params: Params) -> SearchQuery:
        query = parse_search_params(params, hits_per_page=site.config.search.hits_per_page)
        return with_site_rules(query, site.config)

    async def search_json(
        self, session: AsyncSession, site: ResolvedSite, params: Params
    ) -> Gzipped:
        query = self.parse(site, params)
        # A cached answer keeps its promos up to RESULT_TTL past midnight in Brisbane.
        promos = promos_out(site.config, query, promo_date(utcnow()))
        return await self._answer(
            session, site, "page", query, lambda r, c: page_response(site, query, r, c, promos)
        )

    async def stock_summary_json(self, session: AsyncSession, site: ResolvedSite) -> RawJson:
        """The unfiltered search's count and STOCK_FACETS, without its cars: what a filtered
        search page reads of the stock. Made from the stock's own answer, once per answer: a page
        inlined the answer's first cars too (28 KB of a search page's 102 KB of state) and used
        none of them."""
        stock = await self.search_json(session, site, [])
        digest = hashlib.blake2b(stock.data, digest_size=16).digest()
        summary = self._summaries.get(digest)
        if summary is None:
            whole = stock.json()
            facets = {
                name: whole["facets"][name] for name in STOCK_FACETS if name in whole["facets"]
            }
            summary = RawJson(compact_json({"total": whole["total"], "facets": facets}))
            self._summaries[digest] = summary
            if len(self._summaries) > MAX_SUMMARIES:
                self._summaries.popitem(last=False)
        return summary

    async def kept_search_json(self, site: ResolvedSite, params: Params) -> Gzipped | None:
        """The search page's answer if it is already kept under a stock version this process
        read moments ago; None when answering needs the database (search/kept_answers.py).
        Raises InvalidInput as search_json does."""
        version = self.versions.peek(site.id)
        if version is None:
            return None
        kept = await self.cache.get(result_key("page", site, version, self.parse(site, params)))
        return Gzipped(kept) if kept is not None else None

    # --- Plain lookup, manufacturer and dealership searches -----------------------------

    async def lookup_json(
        self, session: AsyncSession, site: ResolvedSite, params: Params, limit: int
    ) -> Gzipped:
        """Filters and a limit (spec: search §7 plain lookup): a plain list of hits."""
        query = parse_search_params(params, hits_per_page=limit, facets=False)
        query = with_site_rules(with_limit(query, offset=0, limit=limit), site.config)
        return await self._answer(
            session, site, "lookup", query, lambda _, cards: LookupResponse(hits=cards)
        )

    async def _scoped_json(
        self, session: AsyncSession, site: ResolvedSite, kind: str, query: SearchQuery
    ) -> Gzipped:
        query = with_site_rules(query, site.config)

        def shape(result: SearchResult, cards: list[CarCard]) -> ScopedSearchResponse:
            return ScopedSearchResponse(
                hits=collapse_page(cards),
                total=result.total,
                offset=query.offset,
                hits_per_page=query.limit,
            )

        return await self._answer(
            session, site, kind, query, shape, cache=self.scoped_cache(kind, site.id)
        )

    async def manufacturer_json(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        *,
        manufacturer: str | None,
        model: str | None,
        body: str | None,
        text: str,
        offset: int,
    ) -> Gzipped:
        """spec: search §7 - manufacturer.name, model.name, model.body, query, offset; 21 a page."""
        pairs = [("make", manufacturer), ("model", model), ("body", body)]
        terms, _ = parse_filters([(name, value) for name, value in pairs if value])
        query = SearchQuery(
            text=parse_text(text), terms=terms, offset=offset, limit=SCOPED_HITS_PER_PAGE
        )
        return await self._scoped_json(session, site, "manufacturer", query)

    async def dealership_json(
        self,
        session: AsyncSession,
        site: ResolvedSite,
        dealership_slug: str,
        *,
        categories: list[str],
        price: str | None,
        text: str,
        offset: int,
    ) -> Gzipped:
        """spec: search §7 - categories, price, query, offset; 21 a page; one dealership's stock."""
        dealership_id = await session.scalar(
            select(Dealership.id).where(
                Dealership.site_id == site.id, Dealership.slug == dealership_slug
            )
        )
        if dealership_id is None:
            raise NotFound("This dealership is not part of this site.")
        pairs = [("categories", c) for c in categories] + ([("price", price)] if price else [])
        terms, ranges = parse_filters(pairs)
        query = SearchQuery(
            text=parse_text(text),
            terms=terms,
            ranges=ranges,
            offset=offset,
            limit=SCOPED_HITS_PER_PAGE,
            dealership_id=dealership_id,
        )
        return await self._scoped_json(session, site, "dealership", query)

    # --- What the browsing pages need -----------------------------------------------------

    async def stock_makes_models(
        self, session: AsyncSession, site: ResolvedSite
    ) -> list[tuple[str, str]]:
        """The (make, model) pairs of the site's listable stock, from the make_model facet."""
        version = await self.versions.read(session, site.id)
        query = SearchQuery(limit=0, facets=("make_model",))
        result = await self.backend.search(session, site, query, utcnow(), version)
        pairs = []
        for label in result.facets.get("make_model", {}):
            make, _, model = label.partition(MAKE_MODEL_SEPARATOR)
            pairs.append((make, model))
        return pairs

    async def resolve_path(
        self, session: AsyncSession, site: ResolvedSite, path: str
    ) -> PathFilters:
        """The filters a search page's path names; a page asks twice (its head and its first
        screen), so once per request."""
        return await remembered(
            session, ("search_path", site.id, path), lambda: self._resolve_path(session, site, path)
        )

    async def _resolve_path(
        self, session: AsyncSession, site: ResolvedSite, path: str
    ) -> PathFilters:
        version = await self.versions.read(session, site.id)
        key = (site.id, version, site.config_fingerprint, public_generation(), utcnow().date())
        words = await self._path_words.get(key, lambda: self._read_path_words(session, site))
        return resolve_search_path(
            path,
            stock=words.stock,
            dealerships=words.dealerships,
            locations=words.locations,
            all_title=words.all_title,
        )

    async def _read_path_words(self, session: AsyncSession, site: ResolvedSite) -> PathWords:
        dealerships = await visible_dealerships(session, site.id)
        locations = await session.execute(
            select(Location.slug, Location.name).where(
                Location.site_id == site.id, Location.visible.is_(True)
            )
        )
        return PathWords(
            stock=tuple(await self.stock_makes_models(session, site)),
            dealerships=tuple(Place(d.slug, d.name) for d in dealerships),
            locations=tuple(Place(slug, name) for slug, name in locations.all()),
            all_title=stock_title(await listed_car_types(session, site.id, site.config, utcnow())),
        )


async def dealership_directory(
    session: AsyncSession, site: ResolvedSite, query: str
) -> DirectoryResponse:
    """The site's dealerships shown in its directory (hidden ones are not listed)."""
    text = parse_text(query)
    rows = await visible_dealerships(session, site.id)
    entries = [
        DirectoryEntry(name=d.name, slug=d.slug, image=d.logo_url, visible=d.visible) for d in rows
    ]
    return DirectoryResponse(query=text, groups=group_entries(entries, text))
