"""Which of a site's cars a shopper may see: the site's stock rules, applied before anything else.

spec: search §9 per-dealer stock filters; vehicle §7 inventory filter (in_stock or coming_soon or
sold within N days, and show_on_dealer_website).
"""

from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, and_, or_

from forecourt.inventory.models import Car
from forecourt.tenancy.config import SiteConfig


def sold_cutoff(now: datetime, config: SiteConfig) -> datetime:
    return now - timedelta(days=config.search.sold_window_days)


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
    statuses = ["in_stock"] if config.search.stock.in_stock_only else ["in_stock", "coming_soon"]
    status_rule: ColumnElement[bool] = Car.status.in_(statuses)
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
