"""Search endpoints: the search page, plain lookup, manufacturer and dealership searches, search
path resolution and the dealership directory. Thin: parse, one service call, answer."""

from enum import StrEnum
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Query, Request

from forecourt.core.cache import make_cache
from forecourt.core.db import DbSession
from forecourt.core.errors import INVALID, not_found
from forecourt.core.gzipped import gzipped_response
from forecourt.inventory.stock_version import stock_versions_for
from forecourt.search.attributes import ATTRIBUTES
from forecourt.search.index_backend import IndexSearchBackend
from forecourt.search.paths import SEARCH_PATH_PATTERN
from forecourt.search.query import (
    MAX_PAGE,
    MAX_QUERY_LENGTH,
    MAX_VALUE_LENGTH,
    MAX_VALUES,
    NUMBER_OR_RANGE_PATTERN,
)
from forecourt.search.schemas import (
    DirectoryResponse,
    LookupResponse,
    PathFilters,
    ScopedSearchResponse,
    SearchResponse,
    SortOut,
)
from forecourt.search.service import SORT_OPTIONS, SearchService, dealership_directory
from forecourt.search.sorting import SORTS
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(tags=["search"])
NOT_FOUND = not_found("Nothing of that name on this site")


def search_service_for(state: Any) -> SearchService:
    """One service (index and caches) per app, made on first use; `state` is the app's state."""
    service: SearchService | None = getattr(state, "search_service", None)
    if service is None:
        service = SearchService(
            IndexSearchBackend(
                state.sessionmaker,
                state.settings.search_index_max_bytes,
                getattr(state, "index_store", None),
            ),
            # On disk, a long tail's answers (a few KB each) for every worker: 100 MB at most.
            make_cache(state.settings, name="search", on_disk=20_000),
            stock_versions_for(state),
        )
        state.search_service = service
    return service


async def get_search_service(request: Request) -> SearchService:
    return search_service_for(request.app.state)


Search = Annotated[SearchService, Depends(get_search_service)]
# The dealership search's categories, as an enum so the document (and the frontend) know them.
Category = StrEnum("Category", {name: name for name in ATTRIBUTES["categories"].allowed or ()})  # type: ignore[misc]


def _filter_parameters() -> list[dict[str, Any]]:
    """The search page's URL parameters, documented (they are read from the raw query string so
    repeated values and 'min:max' ranges keep their URL form)."""
    parameters: list[dict[str, Any]] = [
        {
            "name": "query",
            "in": "query",
            "schema": {"type": "string", "maxLength": MAX_QUERY_LENGTH},
        },
        {
            "name": "page",
            "in": "query",
            "schema": {"type": "integer", "minimum": 1, "maximum": MAX_PAGE},
        },
        {
            "name": "sortBy",
            "in": "query",
            "schema": {"type": "string", "enum": [s.value for s in SORTS]},
        },
    ]
    for attribute in ATTRIBUTES.values():
        # An empty value is ignored, so it is part of every attribute's values.
        item: dict[str, Any] = {"type": "string", "maxLength": MAX_VALUE_LENGTH}
        if attribute.allowed is not None:
            item["enum"] = [*attribute.allowed, ""]
        if attribute.kind == "number":
            item["pattern"] = NUMBER_OR_RANGE_PATTERN
        description = "Numbers or ranges min:max." if attribute.kind == "number" else None
        parameters.append(
            {
                "name": attribute.name,
                "in": "query",
                "schema": {"type": "array", "items": item, "maxItems": MAX_VALUES},
                "style": "form",
                "explode": True,
                **({"description": description} if description else {}),
            }
        )
    return parameters


SEARCH_PATH = "/search"


@router.get(
    SEARCH_PATH,
    response_model=SearchResponse,
    responses=INVALID,
    openapi_extra={"parameters": _filter_parameters()},
)
async def search(request: Request, site: CurrentSite, session: DbSession, service: Search) -> Any:
    """The search page: hits, paging, facets with disjunctive counts and facet statistics."""
    return gzipped_response(
        request, await service.search_json(session, site, request.query_params.multi_items())
    )


@router.get("/search/sorts", response_model=list[SortOut])
async def sorts() -> list[SortOut]:
    """The sort orders, as sortBy values with labels."""
    return SORT_OPTIONS


@router.get(
    "/search/lookup",
    response_model=LookupResponse,
    responses=INVALID,
    openapi_extra={"parameters": _filter_parameters()},
)
async def lookup(
    request: Request,
    site: CurrentSite,
    session: DbSession,
    service: Search,
    limit: Annotated[int, Query(ge=1, le=100)] = 10,
) -> Any:
    """Plain lookup: the search page's filters and a limit, a plain list of hits."""
    params = request.query_params.multi_items()
    return gzipped_response(request, await service.lookup_json(session, site, params, limit))


@router.get("/search/manufacturer", response_model=ScopedSearchResponse, responses=INVALID)
async def manufacturer_search(
    request: Request,
    site: CurrentSite,
    session: DbSession,
    service: Search,
    manufacturer: Annotated[str | None, Query(alias="manufacturer.name", max_length=100)] = None,
    model: Annotated[str | None, Query(alias="model.name", max_length=100)] = None,
    body: Annotated[str | None, Query(alias="model.body", max_length=100)] = None,
    query: Annotated[str, Query(max_length=200)] = "",
    offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
) -> Any:
    """One manufacturer's cars (optionally one model or body), 21 hits per page."""
    return gzipped_response(
        request,
        await service.manufacturer_json(
            session,
            site,
            manufacturer=manufacturer,
            model=model,
            body=body,
            text=query,
            offset=offset,
        ),
    )


@router.get(
    "/search/dealership/{dealership_slug}",
    response_model=ScopedSearchResponse,
    responses={**INVALID, **NOT_FOUND},
)
async def dealership_search(
    dealership_slug: str,
    request: Request,
    site: CurrentSite,
    session: DbSession,
    service: Search,
    categories: Annotated[list[Category] | None, Query(max_length=MAX_VALUES)] = None,
    price: Annotated[
        str | None, Query(max_length=50, pattern=NUMBER_OR_RANGE_PATTERN, description="min:max")
    ] = None,
    query: Annotated[str, Query(max_length=200)] = "",
    offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
) -> Any:
    """One dealership's cars, 21 hits per page."""
    return gzipped_response(
        request,
        await service.dealership_json(
            session,
            site,
            dealership_slug,
            categories=[c.value for c in categories or []],
            price=price,
            text=query,
            offset=offset,
        ),
    )


@router.get("/search/resolve-path", response_model=PathFilters, responses={**INVALID, **NOT_FOUND})
async def resolve_path(
    site: CurrentSite,
    session: DbSession,
    service: Search,
    path: Annotated[
        str,
        # Documented, and checked by the service, which says what a search path looks like.
        Query(
            max_length=300,
            json_schema_extra={"pattern": SEARCH_PATH_PATTERN},
            examples=["/search/toyota/corolla"],
        ),
    ],
) -> PathFilters:
    """The filter state a search page path stands for (/search/used-cars, /search/{make} ...)."""
    return await service.resolve_path(session, site, path)


@router.get("/dealerships/directory", response_model=DirectoryResponse, responses=INVALID)
async def directory(
    site: CurrentSite,
    session: DbSession,
    query: Annotated[str, Query(max_length=200)] = "",
) -> DirectoryResponse:
    """The dealership directory, grouped by name without the Parts, Service and Sales suffixes."""
    return await dealership_directory(session, site, query)
