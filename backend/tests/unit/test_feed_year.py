from datetime import date, datetime

import pytest
from pydantic import ValidationError

from forecourt.inventory.feed_format import (
    DEALERS_TIME_ZONE,
    LATE_YEAR_MESSAGE,
    FeedRow,
    latest_model_year,
)


def _row(year: int) -> FeedRow:
    fields = {"stocknum": "Y1", "make": "Kia", "model": "Cerato", "car_type": "new", "price": 1}
    return FeedRow.model_validate({**fields, "year": year})


def test_the_latest_model_year_is_next_year_from_the_day_it_is():
    assert latest_model_year(date(2026, 12, 31)) == 2027
    assert latest_model_year(date(2027, 1, 1)) == 2028


def test_a_feed_year_runs_from_1900_to_next_year_by_one_rule():
    next_year = latest_model_year(datetime.now(DEALERS_TIME_ZONE).date())
    assert _row(next_year).year == next_year
    assert _row(1900).year == 1900
    for year in (next_year + 1, 2100, 2101):
        with pytest.raises(ValidationError, match=LATE_YEAR_MESSAGE):
            _row(year)
    with pytest.raises(ValidationError):
        _row(1899)
