"""The search page's first screen, inlined into its HTML: what its path means, the answer to the
search its URL asks for (path filters and query parameters together), and the unfiltered stock's
count and facets (the page's price bands and the makes its links name), left out when the answer
is the stock itself (a search with no filter); the first result's photo is preloaded.

The app seeds its queries with these only when its own canonical form of the URL's search equals
the one of `params` (src/features/search/lib/first-screen.ts), so the two never disagree."""

import json
from typing import Any
from urllib.parse import urlencode

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import DomainError
from forecourt.pages.first_screen import FirstScreen, PageRequest, preload_of, register_first_screen
from forecourt.search.attributes import ATTRIBUTES
from forecourt.search.router import search_service_for
from forecourt.tenancy.service import ResolvedSite

SEARCH_PAGE = r"/search(?:/[^?]*)?"
SCALAR_PARAMETERS = frozenset({"query", "page", "sortBy"})


def search_params(
    path_filters: dict[str, list[str]], query: list[tuple[str, str]] | Any
) -> list[tuple[str, str]]:
    """The path's filters and the URL's own search parameters (not utm_source and the like)."""
    pairs = [(name, value) for name, values in path_filters.items() for value in values]
    pairs += [(n, v) for n, v in query if n in SCALAR_PARAMETERS or n in ATTRIBUTES]
    return pairs


async def search_first_screen(
    session: AsyncSession, site: ResolvedSite, page: PageRequest
) -> FirstScreen | None:
    service = search_service_for(page.state)
    path = page.match.group(0)
    try:
        meaning = await service.resolve_path(session, site, path)
        params = search_params(meaning.filters, page.query)
        answer = (await service.search_json(session, site, params)).json_text()
        # Unfiltered, the answer is the stock: inlined once (the Tasman page's state 122 -> 61 KB);
        # filtered, the stock's count and facets alone.
        stock = None if not params else await service.stock_summary_json(session, site)
    except DomainError:  # a path that names nothing, or a search the API refuses: the app says so
        return None
    search = {
        "path": path,
        "meaning": meaning.model_dump(mode="json"),
        "params": urlencode(params),
        "answer": answer,
    }
    if stock is not None:
        search["stock"] = stock
    first = first_hit(answer.text)
    return FirstScreen(
        data={"search": search},
        lcp=preload_of(first.get("image") if first else None, page.image_sizes["card"]),
    )


HITS_START = '{"hits":['


def first_hit(answer: str) -> dict[str, Any] | None:
    """The answer's first car, parsed alone: the answer's text opens on its hits (SearchResponse
    names them first), and parsing the whole of it for one photo would cost what the page saves
    by inlining it as it is."""
    if not answer.startswith(HITS_START):
        hits = json.loads(answer).get("hits") or []
        return hits[0] if hits else None
    if answer.startswith("]", len(HITS_START)):
        return None
    hit, _ = json.JSONDecoder().raw_decode(answer, len(HITS_START))
    return hit if isinstance(hit, dict) else None


register_first_screen(SEARCH_PAGE, search_first_screen, module="src/app/routes/search.tsx")
