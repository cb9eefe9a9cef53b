"""Which of a site's cars a shopper may see: the site's stock rules, applied before anything else.

spec: search §9 per-dealer stock filters; vehicle §7 inventory filter (in_stock or coming_soon or
sold within N days, and show_on_dealer_website).

The rules exist in two forms kept side by side here: SQL conditions (queries) and a NumPy
predicate over columns of many cars (read-optimized search indexes). tests/api/test_search_visibility
checks that both forms pick the same cars.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

import numpy as np
from numpy.typing import NDArray
from sqlalchemy import ColumnElement, and_, or_

from forecourt.core.clock import as_utc
from forecourt.inventory.models import Car
from forecourt.tenancy.config import SiteConfig


def sold_window(config: SiteConfig) -> timedelta:
    """How long a sold car stays listed (spec: search, the sold window)."""
    return timedelta(days=config.search.sold_window_days)


def sold_cutoff(now: datetime, config: SiteConfig) -> datetime:
    return now - sold_window(config)


def listed_statuses(config: SiteConfig) -> list[str]:
    return ["in_stock"] if config.search.stock.in_stock_only else ["in_stock", "coming_soon"]


def dealer_stock_rules(config: SiteConfig) -> list[ColumnElement[bool]]:
    """The dealer's own restrictions: used only, makes, excluded stock numbers, item types."""
    stock = config.search.stock
    rules: list[ColumnElement[bool]] = []
    if stock.used_only:
        rules.append(Car.car_type == "used")
    if stock.makes:
        rules.append(Car.make.in_(stock.makes))
    if stock.excluded_stock_numbers:
        rules.append(Car.stocknum.not_in(stock.excluded_stock_numbers))
    if stock.item_types:
        rules.append(Car.item_type.in_(stock.item_types))
    return rules


def visible_car_conditions(
    site_id: int, config: SiteConfig, now: datetime, *, include_sold: bool = True
) -> list[ColumnElement[bool]]:
    """SQL conditions for the cars of `site_id` a shopper may see in listings right now."""
    status_rule: ColumnElement[bool] = Car.status.in_(listed_statuses(config))
    if include_sold:
        status_rule = or_(
            status_rule, and_(Car.status == "sold", Car.sold_at >= sold_cutoff(now, config))
        )
    return [
        Car.site_id == site_id,
        Car.show_on_dealer_website.is_(True),
        status_rule,
        *dealer_stock_rules(config),
    ]


def car_detail_conditions(site_id: int, config: SiteConfig) -> list[ColumnElement[bool]]:
    """A car page stays reachable after the search window closes (old links, search engines),
    but never for another site's car or a car hidden from the dealer website."""
    return [
        Car.site_id == site_id,
        Car.show_on_dealer_website.is_(True),
        *dealer_stock_rules(config),
    ]


@dataclass(frozen=True)
class StockColumns:
    """The columns the stock rules read, for many cars side by side (one array entry per car)."""

    site_id: NDArray[np.int64]
    show_on_dealer_website: NDArray[np.bool_]
    status: NDArray[np.str_]
    sold_at: NDArray[np.float64]  # epoch seconds, NaN when unset
    car_type: NDArray[np.str_]
    make: NDArray[np.str_]
    stocknum: NDArray[np.str_]
    item_type: NDArray[np.str_]

    @classmethod
    def of(cls, cars: Sequence[Car]) -> "StockColumns":
        return cls(
            site_id=np.array([c.site_id for c in cars], dtype=np.int64),
            show_on_dealer_website=np.array([c.show_on_dealer_website for c in cars], dtype=bool),
            status=np.array([c.status for c in cars], dtype=np.str_),
            sold_at=np.array(
                [as_utc(c.sold_at).timestamp() if c.sold_at else np.nan for c in cars],
                dtype=np.float64,
            ),
            car_type=np.array([c.car_type for c in cars], dtype=np.str_),
            make=np.array([c.make for c in cars], dtype=np.str_),
            stocknum=np.array([c.stocknum for c in cars], dtype=np.str_),
            item_type=np.array([c.item_type for c in cars], dtype=np.str_),
        )


@dataclass(frozen=True)
class Visibility:
    """The stock rules over many cars, split by what the clock changes: `listed` cars are shown
    whatever the time, `sold` ones while their sale is within the sold window. The split is made
    once per index and configuration (string comparisons over every car); `at` is two vector
    operations per search."""

    listed: NDArray[np.bool_]
    sold: NDArray[np.bool_]
    sold_at: NDArray[np.float64]
    sold_window: timedelta

    def at(self, now: datetime) -> NDArray[np.bool_]:
        cutoff = as_utc(now - self.sold_window).timestamp()
        with np.errstate(invalid="ignore"):  # NaN (never sold) compares False
            recent: NDArray[np.bool_] = self.sold_at >= cutoff
        return self.listed | (self.sold & recent)


def visibility(
    cars: StockColumns, site_id: int, config: SiteConfig, *, include_sold: bool = True
) -> Visibility:
    """The same rules as `visible_car_conditions`, over `cars`, for any time."""
    mask: NDArray[np.bool_] = (cars.site_id == site_id) & cars.show_on_dealer_website
    stock = config.search.stock
    if stock.used_only:
        mask &= cars.car_type == "used"
    if stock.makes:
        mask &= np.isin(cars.make, stock.makes)
    if stock.excluded_stock_numbers:
        mask &= ~np.isin(cars.stocknum, stock.excluded_stock_numbers)
    if stock.item_types:
        mask &= np.isin(cars.item_type, stock.item_types)
    sold = mask & (cars.status == "sold") if include_sold else np.zeros_like(mask)
    return Visibility(
        listed=mask & np.isin(cars.status, listed_statuses(config)),
        sold=sold,
        sold_at=cars.sold_at,
        sold_window=sold_window(config),
    )


def visible_car_mask(
    cars: StockColumns,
    site_id: int,
    config: SiteConfig,
    now: datetime,
    *,
    include_sold: bool = True,
) -> NDArray[np.bool_]:
    """The same rules as `visible_car_conditions`, as a boolean mask over `cars`."""
    return visibility(cars, site_id, config, include_sold=include_sold).at(now)
