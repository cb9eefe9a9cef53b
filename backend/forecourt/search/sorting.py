"""The sort orders a shopper can pick (spec: search §7 - default 'custom_rank:desc', price ascending).

Ties are broken by custom rank (best first), then by newest car id, so every backend returns the
same order and pages never overlap.
"""

from dataclasses import dataclass
from typing import Literal

SortKey = Literal["custom_rank", "price", "created_at", "year", "km"]


@dataclass(frozen=True)
class SortOption:
    value: str  # what the URL's sortBy carries
    label: str
    key: SortKey
    descending: bool


SORTS: tuple[SortOption, ...] = (
    SortOption("custom_rank:desc", "Featured", "custom_rank", True),
    SortOption("price:asc", "Price: low to high", "price", False),
    SortOption("price:desc", "Price: high to low", "price", True),
    SortOption("created_at:desc", "Newest listings", "created_at", True),
    SortOption("year:desc", "Year: newest first", "year", True),
    SortOption("year:asc", "Year: oldest first", "year", False),
    SortOption("km:asc", "Kilometres: lowest first", "km", False),
    SortOption("km:desc", "Kilometres: highest first", "km", True),
)
SORTS_BY_VALUE = {s.value: s for s in SORTS}
DEFAULT_SORT = SORTS_BY_VALUE["custom_rank:desc"]
PRICE_ASCENDING = SORTS_BY_VALUE["price:asc"]
