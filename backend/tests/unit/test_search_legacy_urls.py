from forecourt.search.legacy_urls import todays_search_url


def test_range_price_becomes_price_and_every_other_parameter_stays_in_its_place():
    items = [("query", "red ute"), ("range[price]", "10000:20000"), ("page", "2")]
    assert todays_search_url("/search/used-cars", items) == (
        "/search/used-cars?query=red+ute&price=10000:20000&page=2"
    )


def test_a_url_already_in_todays_form_or_outside_search_is_not_redirected():
    assert todays_search_url("/search", [("price", "1:2")]) is None
    assert todays_search_url("/finance", [("range[price]", "1:2")]) is None
    assert todays_search_url("/searches", [("range[price]", "1:2")]) is None
