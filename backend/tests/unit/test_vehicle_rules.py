"""Vehicle page rules, in the spec's words (vehicle-detail-and-actions §4, §5, §7, §9)."""

from datetime import date

import pytest

from forecourt.inventory.rules import TEST_DRIVE_ONLY, price_display
from forecourt.tenancy.config import VehiclePageConfig, parse_site_config
from forecourt.vehicles import rules

DEFAULT = parse_site_config({})
SUBSCRIPTIONS = parse_site_config({"vehicle_page": {"offers_subscriptions": True}})
ALL_BUTTONS = ["CTD", "enquire", "finance", "tradeIn", "testDrive", "reserve"]


def _shown(config=DEFAULT, **kw):
    args = {"price": 0, "offer_price": None, "subscription_price": None, "preorder": False} | kw
    return price_display(config=config, **args)


# --- price display precedence (spec: vehicle §4) -------------------------------------------


@pytest.mark.parametrize(
    "price,kind,text",
    [
        (11, "price", "$11"),
        (10, "no_price", "Enquire for price."),
        (0, "no_price", "Enquire for price."),
    ],
)
def test_current_price_shows_only_when_above_10(price, kind, text):
    shown = _shown(price=price)
    assert (shown.kind, shown.text) == (kind, text)


def test_subscription_price_first_when_the_dealer_offers_subscriptions_and_it_is_above_0():
    assert _shown(SUBSCRIPTIONS, price=30000, subscription_price=149).text == "$149 per week"
    assert _shown(SUBSCRIPTIONS, price=30000, subscription_price=0).text == "$30,000"
    assert _shown(DEFAULT, price=30000, subscription_price=149).text == "$30,000"


def test_preorder_when_no_price_and_preorder_is_set():
    assert _shown(price=10, preorder=True).text == "PREORDER"
    assert _shown(price=11, preorder=True).text == "$11"


def test_configured_no_price_text_replaces_the_default():
    config = parse_site_config({"vehicle_page": {"no_price_text": "Call for price"}})
    assert _shown(config, price=0).text == "Call for price"


# --- availability and the sidebar ------------------------------------------------------------


@pytest.mark.parametrize("status", ["in_stock", "coming_soon"])
def test_in_stock_and_coming_soon_are_available_with_the_full_sidebar(status):
    shown = rules.availability(status)
    assert shown == rules.Availability(True, None, False)
    buttons = rules.sidebar_buttons(
        status=status,
        reservable=True,
        tag=None,
        finance_shown=True,
        instant_valuation=True,
        configured=ALL_BUTTONS,
    )
    assert buttons == ALL_BUTTONS


@pytest.mark.parametrize("status", ["sold", "withdrawn", ""])
def test_any_other_status_shows_sold_and_find_me_something_similar(status):
    shown = rules.availability(status)
    assert (shown.available, shown.sold_message, shown.find_similar) == (False, "SOLD", True)
    assert (
        rules.sidebar_buttons(
            status=status,
            reservable=True,
            tag=None,
            finance_shown=True,
            instant_valuation=True,
            configured=ALL_BUTTONS,
        )
        == []
    )


def test_sold_car_shows_no_save_button():
    assert rules.can_save("in_stock") and rules.can_save("coming_soon")
    assert not rules.can_save("sold")


def test_sidebar_keeps_the_configured_order_and_drops_what_does_not_apply():
    configured = ["testDrive", "reserve", "CTD", "finance"]
    common = {
        "status": "in_stock",
        "tag": None,
        "instant_valuation": True,
        "configured": configured,
    }
    assert rules.sidebar_buttons(reservable=True, finance_shown=True, **common) == configured
    assert rules.sidebar_buttons(reservable=False, finance_shown=False, **common) == [
        "testDrive",
        "CTD",
    ]
    assert "reserve" not in rules.sidebar_buttons(reservable=False, finance_shown=True, **common)


def test_buy_online_shows_only_where_configured_and_only_for_a_reservable_car():
    configured = ["enquire", "reserve", "buyOnline"]
    common = {"status": "in_stock", "tag": None, "finance_shown": True, "instant_valuation": True}
    assert rules.sidebar_buttons(reservable=True, configured=configured, **common) == configured
    assert rules.sidebar_buttons(reservable=False, configured=configured, **common) == ["enquire"]
    assert "buyOnline" not in rules.sidebar_buttons(
        reservable=True, configured=["enquire", "reserve"], **common
    )
    assert "buyOnline" not in VehiclePageConfig().sidebar_buttons  # the spec's default set
    sold = {**common, "status": "sold"}
    assert rules.sidebar_buttons(reservable=True, configured=configured, **sold) == []


def test_test_drive_only_car_offers_calling_and_a_test_drive():
    buttons = rules.sidebar_buttons(
        status="in_stock",
        reservable=False,
        tag="Test Drive Only",
        finance_shown=True,
        instant_valuation=True,
        configured=ALL_BUTTONS,
    )
    assert buttons == ["CTD", "testDrive"]


# --- rego ------------------------------------------------------------------------------------

TODAY = date(2026, 11, 21)


def test_rego_expiry_shows_expires_on_the_date_day_first():
    assert (
        rules.rego_text(date(2027, 3, 14), TODAY, unregistered_when_expired=False)
        == "Expires on 14/03/2027"
    )


def test_past_rego_shows_unregistered_for_dealers_configured_so():
    past = date(2026, 3, 14)
    assert rules.rego_text(past, TODAY, unregistered_when_expired=True) == "Unregistered"
    assert rules.rego_text(past, TODAY, unregistered_when_expired=False) == "Expires on 14/03/2026"
    assert rules.rego_text(TODAY, TODAY, unregistered_when_expired=True) == "Expires on 21/11/2026"


def test_no_rego_expiry_shows_nothing():
    assert rules.rego_text(None, TODAY, unregistered_when_expired=True) is None


# --- phone -----------------------------------------------------------------------------------


def test_phone_is_chosen_by_car_type_then_location_then_dealership():
    by_type = {"new": "1300 111 222"}
    assert rules.choose_phone(
        car_type="new", location_phone="07 1", dealership_phone="07 2", by_car_type=by_type
    ) == rules.PhoneChoice("1300 111 222", "car_type")
    assert rules.choose_phone(
        car_type="used", location_phone="07 1", dealership_phone="07 2", by_car_type=by_type
    ) == rules.PhoneChoice("07 1", "location")
    assert rules.choose_phone(
        car_type="used", location_phone="  ", dealership_phone="07 2", by_car_type=by_type
    ) == rules.PhoneChoice("07 2", "dealership")


def test_no_phone_number_found_gives_none():
    assert (
        rules.choose_phone(
            car_type="used", location_phone=None, dealership_phone="", by_car_type={}
        )
        is None
    )


def test_phone_digits_after_the_first_5_characters_are_masked():
    assert rules.mask_phone("07 3000 1234") == "07 30XX XXXX"
    assert rules.mask_phone("1300 555 000") == "1300 XXX XXX"
    assert rules.mask_phone("0412") == "0412"
    assert rules.tel_href("(07) 3000 1234") == "tel:0730001234"


# --- 360 viewer hotspots -------------------------------------------------------------------


@pytest.mark.parametrize(
    "index,frames,angle",
    [(0, 37, 360.0), (36, 37, 0.0), (18, 37, 180.0), (9, 37, 270.0), (1, 3, 180.0)],
)
def test_hotspot_angle_is_one_minus_index_over_n_minus_one_times_360(index, frames, angle):
    assert rules.hotspot_angle(index, frames) == pytest.approx(angle)


@pytest.mark.parametrize("frames", [0, 1])
def test_hotspot_angle_with_one_frame_or_none_is_zero(frames):
    assert rules.hotspot_angle(0, frames) == 0.0


def test_hotspot_index_outside_the_frames_is_clamped():
    assert rules.hotspot_angle(99, 10) == 0.0
    assert rules.hotspot_angle(-3, 10) == 360.0


# --- similar cars and the below-market badge -----------------------------------------------


@pytest.mark.parametrize(
    "price,window",
    [
        (30000, (20000, 40000)),
        (49999, (39999, 59999)),
        (50000, (25000, 75000)),
        (80000, (55000, 105000)),
    ],
)
def test_similar_cars_price_window_is_10000_under_50000_else_25000(price, window):
    assert rules.similar_price_window(price) == window


def test_below_market_badge_when_500_under_the_market_and_under_the_state_average():
    assert rules.is_below_market(20000, 20500, 20001)
    assert not rules.is_below_market(20001, 20500, 30000)  # only 499 under the market average
    assert not rules.is_below_market(20000, 21000, 20000)  # not below the state average
    assert not rules.is_below_market(20000, None, 30000)
    assert not rules.is_below_market(None, 30000, 30000)


# --- gallery, viewer, fuel calculator, comments --------------------------------------------


def test_video_url_with_the_embed_prefix_plays_in_an_embedded_player():
    assert rules.is_video_embed("https://www.youtube.com/embed/abc123")
    assert not rules.is_video_embed("http://www.youtube.com/embed/abc123")
    assert not rules.is_video_embed("https://cdn.example.com/walk.mp4")


def test_fuel_calculator_hidden_for_electric_cars_only():
    assert not rules.fuel_calculator_shown("Electric", None)
    assert not rules.fuel_calculator_shown(None, "electric")
    assert rules.fuel_calculator_shown("Hybrid", "Petrol - Hybrid")
    assert rules.fuel_calculator_shown("Petrol", None)


def test_default_view_is_the_spinner_or_gallery_on_the_gallery_site():
    assert rules.default_view(VehiclePageConfig(), has_spin=True) == "spinner"
    assert rules.default_view(VehiclePageConfig(), has_spin=False) == "gallery"
    assert (
        rules.default_view(VehiclePageConfig(default_viewer="gallery"), has_spin=True) == "gallery"
    )


def test_empty_dealer_comments_are_null_so_the_pending_message_shows():
    assert rules.dealer_comments("  ") is None
    assert rules.dealer_comments(None) is None
    assert rules.dealer_comments(" One owner. ") == "One owner."
    assert rules.PENDING_COMMENTS == "Dealer comments are pending. Please check back here later."


def test_finance_hidden_for_configured_makes_or_when_disabled():
    assert rules.finance_shown("Toyota", [], True, "in_stock")
    assert not rules.finance_shown("Tesla", ["tesla"], True, "in_stock")
    assert not rules.finance_shown("Toyota", [], False, "in_stock")


def test_a_sold_car_offers_no_finance():
    assert rules.finance_shown("Toyota", [], True, "coming_soon")
    assert not rules.finance_shown("Toyota", [], True, "sold")


def test_the_interested_block_offers_reserve_only_for_a_reservable_car():
    def actions(**kw: object) -> list[str]:
        args = {
            "enabled": True,
            "status": "in_stock",
            "reservable": True,
            "instant_valuation": True,
            "tag": None,
        } | kw
        return list(rules.interested_actions(**args))  # type: ignore[arg-type]

    assert actions() == ["reserve", "tradeIn"]
    assert actions(reservable=False) == ["tradeIn"]
    assert actions(enabled=False) == []
    assert actions(status="sold") == []
    assert actions(tag=TEST_DRIVE_ONLY) == []


def test_trade_in_valuation_is_offered_only_for_a_car_eligible_for_instant_valuation():
    common = {"status": "in_stock", "tag": None, "reservable": True}
    assert "tradeIn" not in rules.sidebar_buttons(
        finance_shown=True, instant_valuation=False, configured=ALL_BUTTONS, **common
    )
    assert rules.interested_actions(enabled=True, instant_valuation=False, **common) == ["reserve"]
