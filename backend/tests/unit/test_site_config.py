from typing import get_args

import pytest

from forecourt.demo.sites import SITES
from forecourt.search.attributes import ATTRIBUTES
from forecourt.tenancy.config import (
    FilterGroup,
    SiteConfigError,
    check_site_config,
    parse_site_config,
    parse_theme,
)


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
    company = config.presentation.footer[-1].links
    assert ("Our Dealerships", "/dealerships") in [(n.name, n.url) for n in company]
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


def test_a_dealership_override_lays_its_keys_over_the_sites():
    config = parse_site_config(
        {
            "cards": {"show_view_count": True},
            "dealership_overrides": {"ford": {"cards": {"buttons": ["testDrive", "viewDetails"]}}},
        }
    )
    ford = config.for_dealership("ford")
    assert ford.cards.buttons == ["testDrive", "viewDetails"]
    assert ford.cards.show_view_count is True  # kept from the site
    assert config.for_dealership("toyota") is config and config.for_dealership(None) is config


def test_a_dealership_override_is_checked_like_the_config_and_named():
    bad = {
        "unknown key": {"ford": {"cards": {"buttonz": []}}},
        "not per dealership": {"ford": {"finance": {"default_rate": 5}}},
        "out of range": {"ford": {"presentation": {"map_zoom": 40}}},
    }
    messages = {}
    for case, overrides in bad.items():
        with pytest.raises(SiteConfigError) as raised:
            parse_site_config({"dealership_overrides": overrides})
        messages[case] = str(raised.value)
    assert messages["unknown key"] == "config.dealership_overrides.ford.cards.buttonz: unknown key"
    assert messages["not per dealership"].startswith(
        "config.dealership_overrides.ford.finance: not a per-dealership setting"
    )
    assert "dealership_overrides.ford.presentation.map_zoom" in messages["out of range"]


def test_contact_links_take_a_phone_an_email_or_a_page_and_name_a_bad_one():
    good = [
        {"label": "Sales", "url": "tel:0298904400"},
        {"label": "Email", "url": "mailto:sales@example.com.au"},
        {"label": "Find us", "url": "/dealer-locator"},
        {"label": "Blog", "url": "https://blog.example.com.au/"},
    ]
    config = parse_site_config({"presentation": {"contact_links": good}})
    assert [link.url for link in config.presentation.contact_links] == [g["url"] for g in good]
    with pytest.raises(SiteConfigError, match=r"presentation\.contact_links\.0\.url"):
        check_site_config(
            {"presentation": {"contact_links": [{"label": "x", "url": "javascript:alert(1)"}]}}
        )


def test_reserve_fee_labels_are_keyed_by_a_payment_processors_name():
    config = parse_site_config({"reserve": {"fee_labels": {"stripe": "Card reservation fee"}}})
    assert config.reserve.fee_labels == {"stripe": "Card reservation fee"}
    for bad in ({"Stripe Pay": "Card fee"}, {"stripe": ""}):
        with pytest.raises(SiteConfigError, match=r"reserve\.fee_labels"):
            parse_site_config({"reserve": {"fee_labels": bad}})


def test_the_stock_visibility_window_is_0_to_14_days():
    assert check_site_config({"search": {"sold_window_days": 0}}).search.sold_window_days == 0
    assert check_site_config({"search": {"sold_window_days": 14}}).search.sold_window_days == 14
    for days in (15, 60, -1):
        with pytest.raises(SiteConfigError, match=r"search\.sold_window_days"):
            check_site_config({"search": {"sold_window_days": days}})
    with pytest.raises(SiteConfigError, match=r"dealership_overrides\.ford\.search\.sold_window"):
        check_site_config({"dealership_overrides": {"ford": {"search": {"sold_window_days": 30}}}})


def test_a_window_stored_under_the_earlier_bound_reads_as_14_days_so_the_site_loads():
    stored = {"search": {"sold_window_days": 30}}
    assert parse_site_config(stored).search.sold_window_days == 14


def test_every_demo_sites_configuration_meets_todays_rules():
    for site in SITES:
        check_site_config(site.config)


def test_hidden_filters_name_only_the_search_pages_filter_groups():
    assert set(get_args(FilterGroup)) <= set(ATTRIBUTES)
    with pytest.raises(SiteConfigError, match=r"search\.hidden_filters\.0"):
        parse_site_config({"search": {"hidden_filters": ["colur"]}})


def test_resolved_overrides_carry_defaults_for_a_client_to_lay_over_the_site():
    config = parse_site_config(
        {
            "dealership_overrides": {
                "ford": {"presentation": {"nav": [{"name": "Fords", "url": "/f"}]}}
            }
        }
    )
    resolved = config.resolved_overrides()
    assert resolved == {
        "ford": {
            "presentation": {
                "nav": [{"name": "Fords", "url": "/f", "dropdown": [], "dynamic_models": False}]
            }
        }
    }
