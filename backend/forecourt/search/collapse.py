"""spec: vehicle §4 - in search results, consecutive runs of sold cars collapse so only the first
of each run shows; if every hit is sold, all are kept.

Applied to one page of hits after paging: totals and page boundaries count every matching car,
so pages never shift or overlap when runs collapse; a page may show fewer cards than its size.
"""

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def collapse_sold_runs(hits: Sequence[T], is_sold: Callable[[T], bool]) -> list[T]:
    if all(is_sold(hit) for hit in hits):
        return list(hits)
    kept: list[T] = []
    previous_sold = False
    for hit in hits:
        sold = is_sold(hit)
        if not (sold and previous_sold):
            kept.append(hit)
        previous_sold = sold
    return kept
