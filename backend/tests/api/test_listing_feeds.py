"""The ad catalogs' listing feeds: each validates against its documented required
attributes, carries each VIN once, follows Google's Australian price types, leaves out what it
must (and the console says why), and is rebuilt on a stock change, not per request."""

import csv
import io
import re
from xml.etree import ElementTree

from forecourt.adfeeds import google, meta
from forecourt.adfeeds.rules import ALLOWED_PRICE_TYPES, NO_PRICE_TYPE, NO_VIN, NOT_A_CAR
from forecourt.adfeeds.service import CACHE
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_car, make_dealership, make_site

GOOGLE = "/feeds/google-vehicle-listings.csv"
META = "/feeds/meta-automotive-catalog.xml"
VINS = [f"JTDBR32E{n:09d}" for n in range(10)]
PRICE = re.compile(r"^\d+ AUD$")
URL = re.compile(r"^https?://[^/]+/")


async def _stock(session):
    site = await make_site(session, "alpha")
    yard = await make_dealership(
        session, site, name="Alpha Toyota", street="1 Main Rd", postcode="4000"
    )
    other_yard = await make_dealership(session, site, name="Alpha Used", postcode="4001")
    cars = {
        "new drive-away": await make_car(session, yard, car_type="new", vin=VINS[0],
                                         price_type="Drive Away", price=41990),
        "used on offer": await make_car(session, yard, vin=VINS[1], price=30000,
                                        offer_price=28500, price_type="Excl. Govt. Charges",
                                        colour="White", simple_body="SUV"),
        "new excl. govt.": await make_car(session, yard, car_type="new", vin=VINS[2],
                                          price_type="Excl. Govt. Charges"),
        "used without VIN": await make_car(session, other_yard, price_type="Drive Away"),
        "same VIN again": await make_car(session, other_yard, vin=VINS[1],
                                         price_type="Drive Away"),
        "motorcycle": await make_car(session, yard, item_type="motorcycle", vin=VINS[3],
                                     price_type="Drive Away"),
        "POA": await make_car(session, yard, price=0, vin=VINS[4]),
        "no photo": await make_car(session, yard, images=0, vin=VINS[5]),
        "sold": await make_car(session, yard, status="sold", vin=VINS[6]),
        "hidden": await make_car(session, yard, show_on_dealer_website=False, vin=VINS[7]),
    }  # fmt: skip
    beta = await make_site(session, "beta")
    await make_car(session, await make_dealership(session, beta), vin=VINS[8])
    await session.commit()
    return site, yard, other_yard, cars


def _google_rows(text: str) -> list[dict[str, str]]:
    reader = csv.DictReader(io.StringIO(text))
    assert tuple(reader.fieldnames or ()) == google.COLUMNS
    return list(reader)


def _meta_listings(body: bytes) -> list[ElementTree.Element]:
    root = ElementTree.fromstring(body)
    assert root.tag == "listings"
    return root.findall("listing")


async def test_the_google_feed_has_every_required_attribute_and_australian_price_types(
    session, client_for
):
    _, yard, _, cars = await _stock(session)
    answer = await client_for("alpha").get(GOOGLE)
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/csv")
    rows = _google_rows(answer.text)
    assert {r["id"] for r in rows} == {cars["new drive-away"].stocknum,
                                       cars["used on offer"].stocknum}  # fmt: skip
    for row in rows:
        for attribute in google.REQUIRED:
            assert row[attribute], f"{attribute} is empty in {row}"
        assert re.match(r"^[A-HJ-NPR-Z0-9]{17}$", row["vin"])
        assert PRICE.match(row["price"]), row["price"]
        assert re.match(r"^\d+ km$", row["mileage"])
        assert row["condition"] in ("new", "used")
        assert row["vehicle_price_type"] in ALLOWED_PRICE_TYPES[row["condition"]]
        assert URL.match(row["link"]) and URL.match(row["image_link"])
        assert row["availability"] in ("in_stock", "preorder")
        assert re.match(r"^\d{4}$", row["year"])
    assert len({r["vin"] for r in rows}) == len(rows)  # each VIN once
    offer = next(r for r in rows if r["id"] == cars["used on offer"].stocknum)
    assert offer["price"] == "28500 AUD"
    assert offer["vehicle_price_type"] == "excluding_government_charges_price"
    assert offer["dealership_name"] == "Alpha Toyota" and offer["store_code"] == yard.slug
    assert offer["dealership_address"] == "1 Main Rd, Brisbane QLD 4000, AU"
    assert offer["link"].endswith(f"/cars/{cars['used on offer'].slug}")
    new = next(r for r in rows if r["id"] == cars["new drive-away"].stocknum)
    assert (new["condition"], new["vehicle_price_type"]) == ("new", "drive_away_price")


async def test_the_meta_feed_has_every_required_field(session, client_for):
    _, _, other_yard, cars = await _stock(session)
    answer = await client_for("alpha").get(META)
    assert answer.status_code == 200 and "xml" in answer.headers["content-type"]
    listings = _meta_listings(answer.content)
    ids = {item.findtext("vehicle_id") for item in listings}
    listed = ("new drive-away", "used on offer", "new excl. govt.", "used without VIN",
              "motorcycle")  # fmt: skip
    assert ids == {cars[k].stocknum for k in listed}
    for item in listings:
        for field in meta.REQUIRED:
            if field == "address":
                components = {c.get("name"): c.text for c in item.findall("address/component")}
                assert components["country"] == "AU" and components["postal_code"]
                assert item.find("address").get("format") == "simple"
            else:
                assert (item.findtext(field) or "").strip(), f"{field} missing in a listing"
        assert PRICE.match(item.findtext("price") or "")
        assert item.findtext("mileage/unit") == "KM"
        assert item.findtext("state_of_vehicle") in ("NEW", "USED", "CPO")
    vins = [item.findtext("vin") for item in listings if item.findtext("vin")]
    assert len(vins) == len(set(vins)) == 4  # each VIN once; the VIN-less car has none
    offer = next(i for i in listings if i.findtext("vehicle_id") == cars["used on offer"].stocknum)
    assert (offer.findtext("price"), offer.findtext("sale_price")) == ("30000 AUD", "28500 AUD")
    assert offer.findtext("body_style") == "SUV" and offer.findtext("exterior_color") == "White"
    bike = next(i for i in listings if i.findtext("vehicle_id") == cars["motorcycle"].stocknum)
    assert bike.findtext("vehicle_type") == "MOTORCYCLE"
    vinless = next(
        i for i in listings if i.findtext("vehicle_id") == cars["used without VIN"].stocknum
    )
    assert vinless.findtext("dealer_id") == other_yard.slug


async def test_a_stock_change_rebuilds_the_feeds_and_the_console_lists_them(session, client_for):
    site, yard, _, cars = await _stock(session)
    shopper = client_for("alpha")
    first = await shopper.get(GOOGLE)
    builds = CACHE.builds
    again = await shopper.get(GOOGLE, headers={"If-None-Match": first.headers["etag"]})
    assert again.status_code == 304 and CACHE.builds == builds  # served from the cache

    manager = await make_console_user(session, site, "manager")
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, manager.email)
    car = cars["new drive-away"]
    await console.patch(f"/api/v1/console/stock/{car.id}", json={"price": 40990})
    rows = _google_rows((await shopper.get(GOOGLE)).text)
    assert next(r for r in rows if r["id"] == car.stocknum)["price"] == "40990 AUD"

    feeds = (await console.get("/api/v1/console/feeds")).json()
    assert [f["name"] for f in feeds] == ["google", "meta"]
    google_feed = feeds[0]
    assert google_feed["url"].endswith(GOOGLE) and google_feed["items"] == 2
    reasons = {o["stocknum"]: o["reason"] for o in google_feed["left_out"]}
    assert reasons[cars["new excl. govt."].stocknum] == NO_PRICE_TYPE
    assert reasons[cars["used without VIN"].stocknum] == NO_VIN
    assert reasons[cars["motorcycle"].stocknum] == NOT_A_CAR
    assert cars["sold"].stocknum not in reasons  # not listed on the site at all

    # A salesperson of one dealership sees only that dealership's left-out cars.
    sales = await make_console_user(session, site, "sales", yard, email="yard@example.com")
    await session.commit()
    theirs = client_for("alpha")
    await console_sign_in(theirs, sales.email)
    mine = (await theirs.get("/api/v1/console/feeds")).json()[0]
    assert cars["used without VIN"].stocknum not in {o["stocknum"] for o in mine["left_out"]}
    assert mine["left_out_total"] == google_feed["left_out_total"] - 2


async def test_another_sites_feed_holds_only_its_own_cars(session, client_for):
    await _stock(session)
    listings = _meta_listings((await client_for("beta").get(META)).content)
    assert [i.findtext("vin") for i in listings] == [VINS[8]]
