"""The search page's URL parameters parse into a typed query, or name the bad parameter."""

import random
import string

import pytest

from forecourt.core.errors import InvalidInput
from forecourt.search.attributes import FACET_ATTRIBUTES
from forecourt.search.query import Range, parse_range, parse_search_params
from forecourt.search.sorting import DEFAULT_SORT, SORTS_BY_VALUE


def parse(*pairs: tuple[str, str], hits_per_page: int = 21):
    return parse_search_params(list(pairs), hits_per_page=hits_per_page)


def test_no_parameters_is_page_1_in_the_default_custom_rank_order_with_every_facet():
    query = parse()
    assert query.page == 1 and query.offset == 0 and query.limit == 21
    assert query.sort == DEFAULT_SORT and query.sort.value == "custom_rank:desc"
    assert query.facets == FACET_ATTRIBUTES and query.text == ""


def test_repeated_parameters_select_several_values_and_ranges_are_min_max():
    query = parse(
        ("make", "Toyota"),
        ("make", "Mazda"),
        ("make", "Toyota"),
        ("price", "10000:20000"),
        ("km", ":50000"),
        ("year", "2020"),
        ("year", "2015:"),
        ("query", "  hilux sr5 "),
        ("page", "3"),
        ("sortBy", "price:asc"),
        ("utm_source", "newsletter"),
    )
    assert query.terms == {"make": ("Toyota", "Mazda")}
    assert query.ranges == {
        "price": (Range(10000, 20000),),
        "km": (Range(None, 50000),),
        "year": (Range(2020, 2020), Range(2015, None)),
    }
    assert query.text == "hilux sr5" and query.words == ["hilux", "sr5"]
    assert query.page == 3 and query.offset == 42
    assert query.sort == SORTS_BY_VALUE["price:asc"]
    assert query.filters_out() == {
        "km": [":50000"],
        "make": ["Toyota", "Mazda"],
        "price": ["10000:20000"],
        "year": ["2020", "2015:"],
    }


def test_a_range_with_its_bounds_swapped_reads_the_right_way_round():
    assert parse_range("20000:10000", "price") == Range(10000, 20000)


def test_a_range_with_both_sides_empty_or_an_empty_value_selects_nothing():
    assert parse(("price", ":"), ("make", "")).filtered == []
    assert parse_range(":", "price") is None


@pytest.mark.parametrize(
    ("pair", "field"),
    [
        (("sortBy", "price"), "sortBy"),
        (("sortBy", "custom_rank:asc"), "sortBy"),
        (("price", "abc"), "price"),
        (("price", "1e5"), "price"),
        (("price", "1:2:3"), "price"),
        (("page", "-1"), "page"),
        (("page", "0"), "page"),
        (("page", "1.5"), "page"),
        (("page", "99999999"), "page"),
        (("certified", "yes"), "certified"),
        (("status", "stolen"), "status"),
        (("categories", "Flying Cars"), "categories"),
        (("weekly_price_range", "Cheap"), "weekly_price_range"),
        (("filtered_features", "Jet Pack"), "filtered_features"),
        (("query", "q" * 201), "query"),
        (("make", "m" * 201), "make"),
    ],
)
def test_bad_parameters_name_the_parameter(pair, field):
    with pytest.raises(InvalidInput) as raised:
        parse(pair)
    assert raised.value.field == field and raised.value.message


def test_too_many_values_for_one_attribute_are_refused():
    with pytest.raises(InvalidInput) as raised:
        parse(*[("make", f"Make {i}") for i in range(101)])
    assert raised.value.field == "make"


def test_the_cache_key_ignores_value_order_and_query_spacing():
    one = parse(("make", "Toyota"), ("make", "Mazda"), ("query", "Hilux  SR5"))
    two = parse(("make", "Mazda"), ("make", "Toyota"), ("query", "hilux sr5"))
    assert one.cache_key() == two.cache_key()
    assert one.cache_key() != parse(("make", "Mazda")).cache_key()
    assert parse(("page", "2")).cache_key() != parse().cache_key()


def test_random_strings_parse_or_raise_invalid_input_only():
    rng = random.Random(9)
    names = ["query", "page", "sortBy", "price", "km", "year", "make", "certified", "seats", "x"]
    alphabet = string.printable + "é€😀:"
    for _ in range(2000):
        pairs = [
            (rng.choice(names), "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 10))))
            for _ in range(rng.randint(1, 4))
        ]
        try:
            parse(*pairs)
        except InvalidInput as exc:
            assert exc.field in names
