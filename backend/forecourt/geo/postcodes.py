"""Australian postcodes and distances between them (the delivery estimate, the dealer locator)."""

import csv
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")
EARTH_RADIUS_KM = 6371  # spec: delivery and dealer locator distances on a 6371 km sphere
DATA = Path(__file__).parent / "data" / "au_postcodes.csv"  # see data/NOTICE.md
GEOCODE_FAILED = "Invalid postcode"  # spec: finance §7, §8 - a postcode that gives no position


@dataclass(frozen=True)
class Place:
    postcode: str
    state: str
    lat: float
    long: float


@cache
def _table() -> dict[str, Place]:
    with DATA.open(newline="") as handle:
        return {
            row["postcode"]: Place(
                row["postcode"], row["state"], float(row["lat"]), float(row["long"])
            )
            for row in csv.DictReader(handle)
        }


def place_of(postcode: str) -> Place | None:
    return _table().get(postcode.strip())


def distance_km(lat1: float, long1: float, lat2: float, long2: float) -> float:
    """Great-circle distance (haversine)."""
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    d_phi, d_lambda = phi2 - phi1, math.radians(long2 - long1)
    a = math.sin(d_phi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(d_lambda / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(a))


def nearest_first(
    place: Place, items: Iterable[T], position: Callable[[T], tuple[float, float] | None]
) -> list[tuple[T, float]]:
    """`items` with a position, nearest to `place` first, each with its distance in km."""
    measured = []
    for item in items:
        where = position(item)
        if where is not None:
            measured.append((item, distance_km(place.lat, place.long, *where)))
    return sorted(measured, key=lambda pair: pair[1])
