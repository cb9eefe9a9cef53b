"""The whole demo as data: which site gets how many cars, and every car's plan. Pure."""

from dataclasses import dataclass
from datetime import datetime

from forecourt.demo.places import DealershipPlan, SitePlan
from forecourt.demo.sites import SITES
from forecourt.demo.stock import CarPlan, DealershipStock, Serials

DEFAULT_SEED = 20240513
DEFAULT_CARS = 2400


def allocate(total: int, weights: list[float]) -> list[int]:
    """Split `total` in proportion to `weights` (largest remainders get the leftovers)."""
    scale = sum(weights)
    exact = [total * w / scale for w in weights]
    counts = [int(x) for x in exact]
    by_remainder = sorted(range(len(weights)), key=lambda i: exact[i] - counts[i], reverse=True)
    for i in by_remainder[: total - sum(counts)]:
        counts[i] += 1
    return counts


@dataclass
class DealershipStockPlan:
    dealership: DealershipPlan
    cars: list[CarPlan]


@dataclass
class SiteStockPlan:
    site: SitePlan
    dealerships: list[DealershipStockPlan]

    @property
    def cars(self) -> list[CarPlan]:
        return [car for d in self.dealerships for car in d.cars]


def plan_demo(
    now: datetime, *, seed: int = DEFAULT_SEED, cars: int = DEFAULT_CARS
) -> list[SiteStockPlan]:
    """Every site's stock; the same `now`, seed and count always give the same plans."""
    serials = Serials()
    plans = []
    for site, site_count in zip(SITES, allocate(cars, [s.weight for s in SITES]), strict=True):
        counts = allocate(site_count, [d.weight for d in site.dealerships])
        dealerships = [
            DealershipStockPlan(d, DealershipStock(site, d, now, seed, serials).plan(n))
            for d, n in zip(site.dealerships, counts, strict=True)
        ]
        plans.append(SiteStockPlan(site, dealerships))
    return plans
