"""Facet values in display order (spec: search §9) and the certified-only rule (search §5).

Backends return raw counts; the order a shopper sees is decided here, once:
- car types in the order new, demo, used;
- price menus with 'Under' first, then by amount, 'Over' last;
- years newest first, seats fewest first;
- everything else (makes included) by count, then by label.
Selected values stay listed with a count of 0 so a shopper can always clear them.
"""

import math
import re
from collections.abc import Mapping, Sequence

from forecourt.search.attributes import price_bucket_range
from forecourt.search.backend import SearchResult
from forecourt.search.schemas import FacetStats, FacetValue
from forecourt.tenancy.config import SearchConfig

CAR_TYPE_ORDER = ("new", "demo", "used")
PRICE_MENUS = ("price_range", "weekly_price_range")
_AMOUNT = re.compile(r"\d[\d,]*")


def price_label_key(label: str) -> tuple[int, float, str]:
    """spec: search §9 - price label sort puts 'Under' first."""
    lowered = label.strip().lower()
    group = 0 if lowered.startswith("under") else 2 if lowered.startswith("over") else 1
    amount = _AMOUNT.search(label)
    return group, float(amount.group().replace(",", "")) if amount else math.inf, label


def count_then_label_key(item: tuple[str, int]) -> tuple[int, str, str]:
    label, count = item
    return -count, label.casefold(), label


def _number(label: str) -> float:
    try:
        return float(label)
    except ValueError:
        return math.inf


def ordered(attribute: str, counts: Mapping[str, int]) -> list[tuple[str, int]]:
    items = list(counts.items())
    if attribute == "car_type":
        rank = {t: i for i, t in enumerate(CAR_TYPE_ORDER)}
        return sorted(items, key=lambda i: (rank.get(i[0], len(rank)), i[0]))
    if attribute in PRICE_MENUS:
        return sorted(items, key=lambda i: price_label_key(i[0]))
    if attribute == "year":
        return sorted(items, key=lambda i: -_number(i[0]))
    if attribute == "seats":
        return sorted(items, key=lambda i: _number(i[0]))
    return sorted(items, key=count_then_label_key)


def facet_values(
    attribute: str, counts: Mapping[str, int], selected: Sequence[str], config: SearchConfig
) -> list[FacetValue]:
    merged = dict(counts)
    for value in selected:
        merged.setdefault(value, 0)
    if attribute == "certified" and config.certified_only:
        merged.pop("false", None)  # spec: search §5
    prices = attribute == "price_range"
    return [
        FacetValue(value=value, count=count, range=price_bucket_range(value) if prices else None)
        for value, count in ordered(attribute, merged)
    ]


def facets_out(
    result: SearchResult, selection: Mapping[str, Sequence[str]], config: SearchConfig
) -> dict[str, list[FacetValue]]:
    return {
        attribute: facet_values(attribute, counts, selection.get(attribute, ()), config)
        for attribute, counts in result.facets.items()
    }


def stats_out(result: SearchResult) -> dict[str, FacetStats]:
    return {
        attribute: FacetStats(min=stats.min, max=stats.max)
        for attribute, stats in result.stats.items()
        if stats is not None
    }
