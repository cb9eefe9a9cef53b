"""Search page paths resolve to filter state; unknown segments are refused."""

import pytest

from forecourt.core.errors import InvalidInput, NotFound
from forecourt.search.paths import Place, resolve_search_path, slugify

STOCK = [("Toyota", "HiLux"), ("Toyota", "Corolla Cross"), ("Mercedes-Benz", "GLC 300")]
DEALERS = [Place("toyota", "Toyota Dealer Named Like A Make")]
LOCATIONS = [Place("north-yard", "North Yard")]


def resolve(path: str):
    return resolve_search_path(path, stock=STOCK, dealerships=DEALERS, locations=LOCATIONS)


def test_slugs_are_lower_case_words_joined_by_hyphens():
    assert slugify("Mercedes-Benz") == "mercedes-benz"
    assert slugify("GLC 300 (4MATIC)") == "glc-300-4matic"


def test_slugs_fold_accents_as_the_frontend_does():
    assert slugify("Škoda") == "skoda"
    assert slugify("Citroën C4") == "citroen-c4"


def test_stock_type_paths():
    assert resolve("/search/new-and-demo-cars").filters == {"car_type": ["new", "demo"]}
    assert resolve("/search/new-used-and-demo-cars").filters == {}


def test_make_and_model_match_the_stock_case_insensitively():
    found = resolve("/search/TOYOTA/corolla-cross")
    assert found.kind == "make_model"
    assert found.filters == {"make": ["Toyota"], "model": ["Corolla Cross"]}
    assert resolve("/search/mercedes-benz").filters == {"make": ["Mercedes-Benz"]}


def test_a_dealership_slug_wins_over_a_make_of_the_same_slug():
    assert resolve("/search/toyota").kind == "dealership"
    assert resolve("/search/north-yard").filters == {"location_name": ["North Yard"]}


@pytest.mark.parametrize("path", ["/search/lotus", "/search/toyota/supra", "/search/a/b/c"])
def test_unknown_segments_are_not_found(path):
    with pytest.raises(NotFound):
        resolve(path)


def test_a_path_outside_search_is_invalid():
    with pytest.raises(InvalidInput) as raised:
        resolve("/cars/toyota")
    assert raised.value.field == "path"
