import pytest

from forecourt.tenancy.config import SiteConfigError, parse_site_config, parse_theme


def test_defaults_are_the_specs_constants():
    config = parse_site_config({})
    assert config.cards.just_arrived_days == 8
    assert config.cards.just_arrived_tag_name == "New"
    assert config.cards.sold_tag_name == "JUST SOLD"
    assert config.search.sold_window_days == 3
    assert config.search.hits_per_page == 21
    assert config.search.make_facet_limit == 7
    assert config.search.model_facet_limit == 30
    assert config.search.slider_default_max == 100000
    assert config.search.certified_only is False
    assert config.search.empty_refresh_path == "/special-offers"
    assert config.vehicle_page.no_price_text == "Enquire for price."
    assert config.vehicle_page.video_slide_position == "second"
    assert config.vehicle_page.review_min_rating == 4
    assert config.vehicle_page.contact_text == "Call the dealer"
    assert [g.title for g in config.presentation.footer] == [
        "Categories",
        "Buying",
        "Aftersales",
        "Company",
    ]
    assert [n.name for n in config.presentation.nav] == [
        "Home",
        "New Vehicles",
        "Stock",
        "Service",
        "Special Offers",
        "More",
    ]


def test_per_dealer_stock_filters_are_typed():
    config = parse_site_config(
        {
            "search": {
                "certified_only": True,
                "stock": {"used_only": True, "makes": ["Toyota"], "excluded_stock_numbers": ["A1"]},
            }
        }
    )
    assert config.search.stock.used_only and config.search.stock.makes == ["Toyota"]


def test_unknown_key_is_rejected_naming_the_key():
    with pytest.raises(SiteConfigError, match=r"config\.search\.hits_per_pag: unknown key"):
        parse_site_config({"search": {"hits_per_pag": 30}})


def test_wrong_type_is_rejected_naming_the_key():
    with pytest.raises(SiteConfigError, match=r"config\.cards\.just_arrived_days"):
        parse_site_config({"cards": {"just_arrived_days": "soon"}})


def test_theme_rejects_unknown_keys():
    with pytest.raises(SiteConfigError, match=r"theme\.primry: unknown key"):
        parse_theme({"primry": "#000"})
