"""Which promo nodes a search shows (spec: vehicle-detail §4 - promo cards show only inside their
start-expiry window and rotate through the valid nodes). The frontend places and rotates them."""

from collections.abc import Collection
from datetime import date, datetime, timedelta, timezone

from forecourt.tenancy.config import PromoCard, PromoNode

# Promo windows are dates in Brisbane. Queensland keeps no daylight saving, so a fixed UTC+10
# is exact and needs no time zone database.
BRISBANE = timezone(timedelta(hours=10), "AEST")


def promo_date(now: datetime) -> date:
    """The Brisbane date of `now` (an aware datetime), against which windows are read."""
    return now.astimezone(BRISBANE).date()


def in_window(node: PromoNode, today: date) -> bool:
    """start <= today <= expiry, both inclusive; an open side does not limit."""
    return (node.start is None or node.start <= today) and (
        node.expiry is None or today <= node.expiry
    )


def shows_for(node: PromoNode, car_types: Collection[str]) -> bool:
    """Whether the node fits a search filtered to `car_types` (empty: no car type selected).

    An empty display fits every search. Otherwise, strict: the search is filtered to car types all
    within display; not strict: no car type is selected or the selection overlaps display.
    """
    if not node.display:
        return True
    display = set(node.display)
    if node.strict_display:
        return bool(car_types) and set(car_types) <= display
    return not car_types or bool(display & set(car_types))


def valid_promos(promo: PromoCard, car_types: Collection[str], today: date) -> list[PromoNode]:
    """The nodes to rotate through, in configuration order; none when the promo is off."""
    if not promo.enabled:
        return []
    return [n for n in promo.all_nodes() if in_window(n, today) and shows_for(n, car_types)]
