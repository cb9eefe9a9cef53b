"""What a site sells, derived from its stock and its stock rules (never a hand-set flag per page):
which car types it lists, what its all-stock page is called, and whether its menus offer new cars."""

from collections.abc import Iterable
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.session_memo import remembered
from forecourt.inventory.models import CAR_TYPES, Car
from forecourt.inventory.visibility import visible_car_conditions
from forecourt.tenancy.config import SiteConfig

# spec: search §9, car type order new, demo, used; the names the stock type paths use.
TYPE_NAMES = {"new": "New", "demo": "Demo", "used": "Used"}
ALL_STOCK_TITLE = "New, Used and Demo Cars"  # spec: search §2, /search/new-used-and-demo-cars
# Paths that list only new or demo cars: a site without either has no page behind them.
NEW_CAR_PATHS = ("/search/new-cars", "/search/demo-cars", "/search/new-and-demo-cars")


async def listed_car_types(
    session: AsyncSession, site_id: int, config: SiteConfig, now: datetime
) -> list[str]:
    """The car types of the site's listable stock, in the spec's order; with no stock at all,
    what its stock rules allow (a used-only dealer is still one with its yard empty). A page
    asks for its title and its menus: once per request."""

    async def types() -> set[str]:
        return set(
            await session.scalars(
                select(Car.car_type).distinct().where(*visible_car_conditions(site_id, config, now))
            )
        )

    found = await remembered(session, ("car_types", site_id), types)
    if not found:
        found = {"used"} if config.search.stock.used_only else set(CAR_TYPES)
    return [t for t in CAR_TYPES if t in found]


def stock_title(car_types: Iterable[str]) -> str:
    """The all-stock page's title for the types a site sells: "Used Cars" for a used-car yard,
    "New and Demo Cars", and the spec's "New, Used and Demo Cars" for all three."""
    names = [TYPE_NAMES[t] for t in CAR_TYPES if t in set(car_types)]
    if not names or len(names) == len(CAR_TYPES):
        return ALL_STOCK_TITLE
    if len(names) == 1:
        return f"{names[0]} Cars"
    return f"{', '.join(names[:-1])} and {names[-1]} Cars"


def sells_new(car_types: Iterable[str]) -> bool:
    return bool({"new", "demo"} & set(car_types))


def leads_to_new_cars(url: str, dynamic_models: bool) -> bool:
    """A menu link that only new-car shoppers need: the models menu and the new and demo paths."""
    path = url.split("?", 1)[0].split("#", 1)[0].rstrip("/")
    return dynamic_models or path in NEW_CAR_PATHS
