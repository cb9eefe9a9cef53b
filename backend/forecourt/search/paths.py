"""Search page paths -> filter state (spec: search §2 routes; finance-signin-locations §2.3), so the
frontend never guesses what /search/toyota/corolla means.

A single segment is, in this order: a stock type path (new-cars ...), a dealership slug, a
location slug, then a make. The site's own named places come before makes because a dealer picks
those slugs on purpose. Makes and models match the site's stock by slug, case-insensitively.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from forecourt.core.errors import InvalidInput, NotFound
from forecourt.core.slugs import slugify
from forecourt.search.schemas import PathFilters

SEARCH_ROOT = "/search"
# spec: the default search path and the stock type paths, with the car types they show.
TYPE_PATHS: dict[str, tuple[str, list[str]]] = {
    "new-used-and-demo-cars": ("New, Used and Demo Cars", []),
    "used-cars": ("Used Cars", ["used"]),
    "new-and-demo-cars": ("New and Demo Cars", ["new", "demo"]),
    "new-cars": ("New Cars", ["new"]),
    "demo-cars": ("Demo Cars", ["demo"]),
}


@dataclass(frozen=True)
class Place:
    slug: str
    name: str


@dataclass(frozen=True)
class PathWords:
    """What a site's search paths may name: its stock's (make, model) pairs, its dealerships
    and locations, and the title of its all-stock page."""

    stock: tuple[tuple[str, str], ...]
    dealerships: tuple[Place, ...]
    locations: tuple[Place, ...]
    all_title: str | None


# A dealership or location renamed in another process shows on search paths within this time.
PATH_WORDS_TTL = 10.0

# "/search" followed by nothing, "/", "?" or "#" (path_segments' rule, for the OpenAPI document).
SEARCH_PATH_PATTERN = r"^/search([/?#][\s\S]*)?$"


def path_segments(path: str) -> list[str]:
    clean = path.split("?", 1)[0].split("#", 1)[0].rstrip("/")
    if clean != SEARCH_ROOT and not clean.startswith(SEARCH_ROOT + "/"):
        raise InvalidInput("Use a search page path starting with /search.", field="path")
    return [s.lower() for s in clean[len(SEARCH_ROOT) :].split("/") if s]


def _unknown() -> NotFound:
    return NotFound("There is no search page at this address.")


def resolve_search_path(
    path: str,
    *,
    stock: Iterable[tuple[str, str]],
    dealerships: Sequence[Place],
    locations: Sequence[Place],
    all_title: str | None = None,
) -> PathFilters:
    """`stock` holds the (make, model) pairs of the site's listable cars; `all_title` names the
    all-stock page for what the site sells (inventory/stock_offer.stock_title)."""
    segments = path_segments(path)
    if not segments:
        title, types = TYPE_PATHS["new-used-and-demo-cars"]
        return PathFilters(path=path, kind="all", title=all_title or title, filters={})
    if len(segments) > 2:
        raise _unknown()
    pairs = list(stock)
    if len(segments) == 2:
        make = _make_named(pairs, segments[0])
        model = next((mo for m, mo in pairs if m == make and slugify(mo) == segments[1]), None)
        if make is None or model is None:
            raise _unknown()
        return PathFilters(
            path=path,
            kind="make_model",
            title=f"{make} {model}",
            filters={"make": [make], "model": [model]},
        )
    segment = segments[0]
    if segment in TYPE_PATHS:
        title, types = TYPE_PATHS[segment]
        kind = "all" if not types else "car_type"
        if kind == "all" and all_title:
            title = all_title
        return PathFilters(
            path=path, kind=kind, title=title, filters={"car_type": types} if types else {}
        )
    for kind, places, attribute in (
        ("dealership", dealerships, "dealership_name"),
        ("location", locations, "location_name"),
    ):
        place = next((p for p in places if p.slug.lower() == segment), None)
        if place is not None:
            return PathFilters(
                path=path, kind=kind, title=place.name, filters={attribute: [place.name]}
            )
    # Makes last: the stock's every make is slugged to be compared (most search pages have a
    # stock type's path, and asked first it was 0.15 ms of each).
    if (make := _make_named(pairs, segment)) is not None:
        return PathFilters(path=path, kind="make", title=make, filters={"make": [make]})
    raise _unknown()


def _make_named(pairs: Sequence[tuple[str, str]], segment: str) -> str | None:
    return next((make for make, _ in pairs if slugify(make) == segment), None)
