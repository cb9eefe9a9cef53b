"""Wire shapes of the search endpoints."""

from typing import NotRequired

from pydantic import BaseModel, Field
from typing_extensions import TypedDict  # pydantic needs this one on Python 3.11

from forecourt.inventory.schemas import CarCard


class SortOut(BaseModel):
    value: str  # the sortBy parameter
    label: str


# A typed dict, not a model: a search answers hundreds of them, made from the index's counts (typed
# already), and a plain dict is made and serialized in a fraction of a model's time.
class FacetValue(TypedDict):
    value: str
    count: int
    # For price menu entries: the price range the menu converts to (search §2), e.g. "10000:19999".
    range: NotRequired[str | None]


class FacetStats(BaseModel):
    min: float
    max: float


class PromoOut(BaseModel):
    """A promo card's content (spec: vehicle-detail §3 promo node)."""

    title: str
    lines: list[str]
    link: str
    link_text: str
    image_url: str | None


class SearchResponse(BaseModel):
    hits: list[CarCard]
    total: int = Field(description="Every matching car (before sold runs collapse on the page).")
    page: int
    pages: int
    hits_per_page: int
    query: str
    sort_by: str
    sorts: list[SortOut]
    filters: dict[str, list[str]] = Field(description="The selection as understood, URL form.")
    facets: dict[str, list[FacetValue]] = Field(
        description="Per attribute, values in display order with disjunctive counts."
    )
    facet_stats: dict[str, FacetStats]
    promos: list[PromoOut] = Field(
        description="The promo cards valid for this search today, in the order they rotate."
    )


class ScopedSearchResponse(BaseModel):
    """Manufacturer and dealership searches: 21 hits per page, addressed by offset."""

    hits: list[CarCard]
    total: int
    offset: int
    hits_per_page: int


class LookupResponse(BaseModel):
    hits: list[CarCard]


class PathFilters(BaseModel):
    path: str
    kind: str  # all, car_type, make, make_model, dealership, location
    title: str
    filters: dict[str, list[str]]


class DirectoryEntry(BaseModel):
    name: str
    slug: str
    image: str | None
    visible: bool


class DirectoryGroup(BaseModel):
    name: str
    entries: list[DirectoryEntry]


class DirectoryResponse(BaseModel):
    query: str
    groups: list[DirectoryGroup]
