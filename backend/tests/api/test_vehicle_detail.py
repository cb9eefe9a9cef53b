"""GET /api/v1/cars/{slug}: everything the vehicle page shows, decided by the backend."""

from datetime import date, timedelta

from forecourt.core.clock import utcnow
from forecourt.inventory.models import CarHotspot, CarSpinFrame, CarVideo
from forecourt.inventory.stock_version import bump_stock_version
from forecourt.reviews.models import Review
from tests.factories import make_car, make_dealership, make_location, make_site


async def _site_with_car(session, config=None, **car_fields):
    site = await make_site(session, "alpha", config=config)
    dealership = await make_dealership(session, site, phone="07 3999 0000")
    location = await make_location(session, dealership, phone="07 3000 1234", state="QLD")
    car = await make_car(session, dealership, location_id=location.id, **car_fields)
    return site, dealership, location, car


async def _detail(client_for, slug):
    response = await client_for("alpha").get(f"/api/v1/cars/{slug}")
    assert response.status_code == 200, response.text
    return response.json()


async def test_available_car_shows_price_block_and_action_buttons(session, client_for):
    await _site_with_car(
        session, slug="c1", price=24990, before_price=26990, price_type="Drive Away"
    )
    await session.commit()
    body = await _detail(client_for, "c1")
    assert body["price"] == {
        "kind": "price",
        "amount": 24990,
        "text": "$24,990",
        "label": None,
        "price_type": "Drive Away",
        "was_amount": 26990,
        "summary": "$24,990 Drive Away (was $26,990)",
    }
    assert body["availability"] == {"available": True, "sold_message": None, "find_similar": False}
    assert body["sidebar_buttons"] == [
        "CTD",
        "enquire",
        "finance",
        "tradeIn",
        "testDrive",
        "reserve",
    ]
    assert body["can_save"] is True


async def test_sold_car_shows_sold_and_find_me_something_similar_instead_of_buttons(
    session, client_for
):
    await _site_with_car(session, slug="gone", status="sold", sold_at=utcnow() - timedelta(days=1))
    await session.commit()
    body = await _detail(client_for, "gone")
    assert body["availability"] == {
        "available": False,
        "sold_message": "SOLD",
        "find_similar": True,
    }
    assert body["sidebar_buttons"] == []
    assert body["can_save"] is False


async def test_no_price_shows_the_configured_no_price_text(session, client_for):
    await _site_with_car(session, slug="np", price=10)
    await session.commit()
    assert (await _detail(client_for, "np"))["price"]["text"] == "Enquire for price."


async def test_rego_expiry_and_unregistered_when_past_for_dealers_configured_so(
    session, client_for
):
    config = {"vehicle_page": {"rego_unregistered_when_expired": True}}
    _, dealership, _, _ = await _site_with_car(
        session, config=config, slug="future", regplate="ABC123", rego_expiry=date(2099, 3, 14)
    )
    await make_car(session, dealership, slug="past", rego_expiry=date(2020, 1, 2))
    await session.commit()
    future = await _detail(client_for, "future")
    assert future["rego"] == {
        "plate": "ABC123",
        "expiry": "2099-03-14",
        "text": "Expires on 14/03/2099",
    }
    assert {"label": "Rego Expiry", "value": "Expires on 14/03/2099"} in future["details"]
    assert (await _detail(client_for, "past"))["rego"]["text"] == "Unregistered"


async def test_phone_comes_from_the_location_masked_until_revealed(session, client_for):
    await _site_with_car(session, slug="c1")
    await session.commit()
    contact = (await _detail(client_for, "c1"))["contact"]
    assert contact == {
        "phone": "07 3000 1234",
        "phone_masked": "07 30XX XXXX",
        "phone_revealed": False,
        "tel": "tel:0730001234",
        "source": "location",
        "contact_text": "Call the dealer",
    }


async def test_phone_chosen_by_car_type_when_configured(session, client_for):
    config = {
        "vehicle_page": {"phone_by_car_type": {"new": "1300 000 111"}, "phone_revealed": True}
    }
    await _site_with_car(session, config=config, slug="n1", car_type="new")
    await session.commit()
    contact = (await _detail(client_for, "n1"))["contact"]
    assert (contact["phone"], contact["source"], contact["phone_revealed"]) == (
        "1300 000 111",
        "car_type",
        True,
    )


async def test_car_info_icons_details_key_information_and_hidden_null_specs(session, client_for):
    await _site_with_car(
        session,
        slug="c1",
        km=40000,
        simple_transmission="Automatic",
        simple_body="Sedan",
        trans="6 Speed Automatic",
        fuel="Petrol",
        engine_size_litres=2.0,
        induction="null",
        cylinders=4,
        dealercomments="   ",
        standard_equipment=["Reversing Camera", "", "Cruise Control"],
    )
    await session.commit()
    body = await _detail(client_for, "c1")
    assert body["info_icons"] == [
        {"kind": "km", "label": "Odometer", "value": "40,000 km"},
        {"kind": "transmission", "label": "Transmission", "value": "Automatic"},
        {"kind": "body", "label": "Body Type", "value": "Sedan"},
    ]
    assert [k["label"] for k in body["key_information"]][:4] == [
        "Odometer",
        "Transmission",
        "Fuel Type",
        "Body Type",
    ]
    assert body["key_information_shown"] == 4
    labels = [s["label"] for s in body["specifications"]]
    assert "Cylinders" in labels and "Induction" not in labels
    assert body["features"] == ["Reversing Camera", "Cruise Control"]
    assert body["features_shown"] == 8
    assert body["dealercomments"] is None
    assert body["fuel_calculator"]["default_fuel_price"] == 1.70


async def test_fuel_calculator_hidden_for_electric_cars(session, client_for):
    await _site_with_car(session, slug="ev", simple_fuel="Electric", fuel="Electric")
    await session.commit()
    assert (await _detail(client_for, "ev"))["fuel_calculator"] is None


async def test_viewer_hotspots_carry_their_angle_and_the_spinner_is_the_default(
    session, client_for
):
    _, _, _, car = await _site_with_car(
        session, slug="spin", images=5, video_url="https://www.youtube.com/embed/x1"
    )
    session.add_all(
        [
            CarSpinFrame(car_id=car.id, kind="exterior", position=i, source=f"spin/{i}.jpg")
            for i in range(5)
        ]
        + [
            CarHotspot(car_id=car.id, kind="exterior", frame_index=1, title="Wheels"),
            CarHotspot(car_id=car.id, kind="interior", frame_index=0, title="Dash"),
            CarVideo(car_id=car.id, kind="walkaround", url="https://cdn.example.com/walk.mp4"),
        ]
    )
    await session.commit()
    body = await _detail(client_for, "spin")
    viewer = body["viewer"]
    assert viewer["default_view"] == "spinner"
    assert viewer["views"] == ["spinner", "walkaround", "gallery"]
    assert viewer["walkaround"] == {"url": "https://cdn.example.com/walk.mp4", "embed": False}
    assert len(viewer["exterior"]) == 5
    angles = {h["title"]: h["angle"] for h in viewer["hotspots"]}
    assert angles == {"Wheels": 270.0, "Dash": 0.0}  # (1 - 1/4) x 360; no interior frames: 0
    gallery = body["gallery"]
    assert gallery["thumbnails"] is True
    assert gallery["video"] == {"url": "https://www.youtube.com/embed/x1", "embed": True}
    assert gallery["video_slide_position"] == "second"


async def test_gallery_site_defaults_to_the_gallery_and_few_images_have_no_thumbnails(
    session, client_for
):
    config = {"vehicle_page": {"default_viewer": "gallery", "video_slide_position": "end"}}
    _, _, _, car = await _site_with_car(session, config=config, slug="g", images=3)
    session.add(CarSpinFrame(car_id=car.id, kind="exterior", position=0, source="spin/0.jpg"))
    await session.commit()
    body = await _detail(client_for, "g")
    assert body["viewer"]["default_view"] == "gallery"
    assert body["gallery"]["thumbnails"] is False
    assert body["gallery"]["video_slide_position"] == "end"


async def test_location_block_lists_the_dealerships_locations_of_the_configured_type(
    session, client_for
):
    config = {"vehicle_page": {"location_block": "service"}}
    site, dealership, sales, _ = await _site_with_car(session, config=config, slug="c1")
    service = await make_location(
        session, dealership, name="Alpha Service", location_type="service", primary=False
    )
    other_site = await make_site(session, "beta")
    await make_location(
        session, await make_dealership(session, other_site), location_type="service"
    )
    await session.commit()
    block = (await _detail(client_for, "c1"))["location_block"]
    assert block["mode"] == "service"
    assert [loc["id"] for loc in block["locations"]] == [service.id]
    assert block["locations"][0]["location_type"] == "service"


async def test_location_block_defaults_to_the_cars_own_location(session, client_for):
    _, _, location, _ = await _site_with_car(session, slug="c1")
    await session.commit()
    block = (await _detail(client_for, "c1"))["location_block"]
    assert (block["mode"], [x["id"] for x in block["locations"]]) == ("primary", [location.id])


async def test_reviews_list_only_ratings_at_or_above_the_minimum_with_an_honest_summary(
    session, client_for
):
    site, _, location, _ = await _site_with_car(session, slug="c1")
    for rating in (5, 4, 3, 1):
        session.add(
            Review(
                site_id=site.id,
                location_id=location.id,
                customer_name=f"R{rating}",
                text="t",
                rating=rating,
                review_date=date(2026, 1, rating),
            )
        )
    other = await make_site(session, "beta")
    session.add(
        Review(
            site_id=other.id,
            customer_name="Other",
            text="t",
            rating=5,
            review_date=date(2026, 2, 1),
        )
    )
    await session.commit()
    reviews = (await _detail(client_for, "c1"))["reviews"]
    assert [r["customer_name"] for r in reviews["items"]] == ["R5", "R4"]
    assert reviews["summary"] == {"count": 4, "average_rating": 3.2}
    assert reviews["min_rating"] == 4


async def test_page_layout_options_follow_the_sites_config(session, client_for):
    config = {
        "vehicle_page": {
            "announcement": "Open Sunday",
            "sticky_layout": "bottom_bar",
            "show_print_link": False,
            "trade_in_faq": False,
        }
    }
    await _site_with_car(session, config=config, slug="c1")
    await session.commit()
    layout = (await _detail(client_for, "c1"))["layout"]
    assert layout["announcement"] == "Open Sunday"
    assert layout["sticky_threshold_px"] == 900
    assert layout["show_print_link"] is False
    assert layout["print_path"] == "/print?car_id=c1"
    assert layout["pdf_path"] == "/api/v1/cars/c1/pdf"
    assert layout["payment_icons"] == ["visa", "mastercard", "amex", "paypal"]


async def test_below_market_price_badge_from_the_market_and_state_averages(session, client_for):
    site, dealership, location, _ = await _site_with_car(
        session, slug="cheap", price=20000, km=40000, year=2021
    )
    # The market: four twins at 25,000 in the same state on this site, and more on another site.
    for _ in range(4):
        await make_car(
            session, dealership, location_id=location.id, price=25000, km=40000, year=2021
        )
    other = await make_site(session, "beta")
    other_dealer = await make_dealership(session, other, state="QLD")
    for _ in range(4):
        await make_car(session, other_dealer, price=25000, km=40000, year=2021)
    await session.commit()
    market = (await _detail(client_for, "cheap"))["market"]
    assert market["average_market_price"] == market["state_average_market_price"] == 25000
    assert market["below_market_price"] is True


async def test_the_pages_data_is_made_once_per_stock_version(session, client_for):
    """Served from the page cache until the stock changes: a price written behind the app's
    back stays unseen, and the stock version that every change bumps shows it at once."""
    site, _, _, car = await _site_with_car(session, slug="cached", price=30990)
    await session.commit()
    assert (await _detail(client_for, "cached"))["price"]["amount"] == 30990
    car.price = 28990  # no stock version bump: not a change the app made
    await session.commit()
    assert (await _detail(client_for, "cached"))["price"]["amount"] == 30990
    await bump_stock_version(session, site.id)
    await session.commit()
    assert (await _detail(client_for, "cached"))["price"]["amount"] == 28990
    missing = await client_for("alpha").get("/api/v1/cars/no-such-car")
    assert missing.status_code == 404  # a miss is not cached, nor anything made up


async def test_car_id_finds_the_car_by_its_id_as_well_as_its_slug(session, client_for):
    _, _, _, car = await _site_with_car(session, slug="2022-toyota-corolla-s1")
    other = await make_site(session, "beta")
    theirs = await make_car(session, await make_dealership(session, other))
    await session.commit()
    assert (await _detail(client_for, str(car.id)))["slug"] == "2022-toyota-corolla-s1"
    assert (await _detail(client_for, car.slug))["id"] == car.id
    # another site's car is no more found by its id than by its slug
    assert (await client_for("alpha").get(f"/api/v1/cars/{theirs.id}")).status_code == 404
    for unknown in ("99999999999", "0", "²", "١٢"):  # too big, not an id, not ASCII digits
        assert (await client_for("alpha").get(f"/api/v1/cars/{unknown}")).status_code == 404


async def test_trade_in_valuation_is_offered_only_for_a_car_eligible_for_instant_valuation(
    session, client_for
):
    config = {"vehicle_page": {"interested_block": True}}
    _, dealership, _, _ = await _site_with_car(session, config=config, slug="ok")
    await make_car(session, dealership, slug="held", reserved=True)
    await make_car(session, dealership, slug="cheap", price=200)
    await make_car(session, dealership, slug="soon", status="coming_soon")
    await session.commit()
    ok = await _detail(client_for, "ok")
    assert "tradeIn" in ok["sidebar_buttons"] and "tradeIn" in ok["interested_actions"]
    for slug in ("held", "cheap", "soon"):
        body = await _detail(client_for, slug)
        assert "tradeIn" not in body["sidebar_buttons"], slug
        assert "tradeIn" not in body["interested_actions"], slug


async def test_a_car_of_a_dealership_newer_than_the_kept_places_shows_its_own_dealer(
    session, client_for
):
    site, _, _, _ = await _site_with_car(session, slug="first")
    await session.commit()
    await _detail(client_for, "first")  # the site's dealerships and locations are kept now
    newer = await make_dealership(session, site, name="Beta Motors", phone="02 9111 2222")
    yard = await make_location(session, newer, name="Beta Yard", phone="02 9111 3333", state="NSW")
    await make_car(session, newer, slug="second", location_id=yard.id)
    await bump_stock_version(session, site.id)
    await session.commit()
    body = await _detail(client_for, "second")
    assert body["dealership_name"] == "Beta Motors"
    assert body["location"]["name"] == "Beta Yard"
    assert body["contact"]["phone"] == "02 9111 3333"
