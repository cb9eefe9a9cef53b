"""The site's stock rules exist as SQL conditions and as a NumPy predicate (for the search index):
both pick exactly the same cars, for every kind of rule."""

import numpy as np
import pytest
from sqlalchemy import select

from forecourt.core.clock import as_utc, utcnow
from forecourt.inventory.models import Car
from forecourt.inventory.visibility import StockColumns, visible_car_conditions, visible_car_mask
from forecourt.tenancy.config import parse_site_config
from tests.api.search_stock import random_stock
from tests.factories import make_site

RULES = [
    {},
    {"search": {"sold_window_days": 1}},
    {"search": {"sold_window_days": 0}},
    {"search": {"stock": {"in_stock_only": True}}},
    {"search": {"stock": {"used_only": True}}},
    {"search": {"stock": {"makes": ["Mazda", "Kia"]}}},
    {"search": {"stock": {"excluded_stock_numbers": ["S000001", "S000005"]}}},
    {"search": {"stock": {"item_types": ["caravan"]}}},
]


def columns(cars: list[Car]) -> StockColumns:
    return StockColumns(
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


@pytest.mark.parametrize("rules", RULES, ids=[str(r) for r in RULES])
async def test_in_memory_stock_rules_pick_the_same_cars_as_the_sql_rules(session, rules):
    alpha = await make_site(session, "alpha", config=rules)
    beta = await make_site(session, "beta")
    await random_stock(session, alpha, 80, seed=3)
    await random_stock(session, beta, 20, seed=4)
    await session.commit()
    config = parse_site_config(rules)
    now = utcnow()

    cars = list(await session.scalars(select(Car).order_by(Car.id)))
    mask = visible_car_mask(columns(cars), alpha.id, config, now)
    from_memory = {car.id for car, shown in zip(cars, mask, strict=True) if shown}
    from_sql = set(
        await session.scalars(select(Car.id).where(*visible_car_conditions(alpha.id, config, now)))
    )
    assert from_memory == from_sql
    assert from_sql  # the rules leave something to compare
