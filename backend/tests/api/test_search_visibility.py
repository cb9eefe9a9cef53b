"""The site's stock rules exist as SQL conditions and as a NumPy predicate (for the search index):
both pick exactly the same cars, for every kind of rule."""

import pytest
from sqlalchemy import select

from forecourt.core.clock import utcnow
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
    mask = visible_car_mask(StockColumns.of(cars), alpha.id, config, now)
    from_memory = {car.id for car, shown in zip(cars, mask, strict=True) if shown}
    from_sql = set(
        await session.scalars(select(Car.id).where(*visible_car_conditions(alpha.id, config, now)))
    )
    assert from_memory == from_sql
    assert from_sql  # the rules leave something to compare
