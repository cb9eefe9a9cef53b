"""The shopper's way in and their deal, on a phone: every demo site's header (and its phone menu)
shows Sign in signed out and My garage signed in, on one line; a shopper who signs in there,
reserves a car, asks for finance and values a trade-in as one deal finds it at the top of My
garage with the hold, the deposit, the finance, the offer, the dealership and the next step."""

import re
import time
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import assert_accessible
from tests.browser.demo_stock import demo_hits, site_api
from tests.browser.sign_in import verify_phone

pytestmark = pytest.mark.browser
SITES = ("northside-mazda", "tasman-wide-group", "redgum-car-co")
PHONE = {"width": 390, "height": 844}

# A lead sent as the page's own forms send it: with the signed-in session's CSRF token.
POST_LEAD = """async (body) => {
  const session = await (await fetch('/api/v1/auth/session')).json();
  const answer = await fetch('/api/v1/leads', {method: 'POST', body: JSON.stringify(body),
    headers: {'Content-Type': 'application/json', 'X-CSRF-Token': session.csrf_token}});
  return {status: answer.status, body: await answer.json()};
}"""


@pytest.fixture
def phone(browser: Any) -> Iterator[Page]:
    context = browser.new_context(viewport=PHONE, locale="en-AU", has_touch=True)
    yield context.new_page()
    context.close()


def _garage_path(live_server: str, site: str) -> str:
    path: str = site_api(live_server, site, "/api/v1/site")["config"]["sign_in"]["garage_paths"][0]
    return path


def _account_link(page: Page, label: str) -> Locator:
    """The header's own link (the phone menu's is hidden until the menu opens)."""
    return page.get_by_role("banner").get_by_role("link", name=label, exact=True)


def _assert_one_line(page: Page, label: str) -> None:
    """The logo, the account link and the Menu button share the header's one row, in 390 px."""
    banner = page.get_by_role("banner")
    boxes = [
        banner.locator("a[href='/']").first.bounding_box(),  # the logo
        _account_link(page, label).bounding_box(),
        banner.get_by_role("button", name="Menu").bounding_box(),
    ]
    assert all(boxes)
    assert max(b["y"] for b in boxes) < min(b["y"] + b["height"] for b in boxes), boxes  # type: ignore[index]
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def _phone_menu_link(page: Page, label: str) -> Locator:
    page.get_by_role("banner").get_by_role("button", name="Menu").click()
    return page.get_by_role("navigation", name="Main").get_by_role("link", name=label, exact=True)


@pytest.mark.parametrize("site", SITES)
def test_the_header_shows_sign_in_signed_out_and_my_garage_signed_in(
    phone: Page, live_server: str, site: str
) -> None:
    base = live_server.format(slug=site)
    garage = _garage_path(live_server, site)
    phone.goto(base + "/search/used-cars")
    href = f"/sign-in?type=garage&redirect={quote(garage, safe='')}&back=%2Fsearch%2Fused-cars"
    expect(_account_link(phone, "Sign in")).to_have_attribute("href", href)
    _assert_one_line(phone, "Sign in")
    in_menu = _phone_menu_link(phone, "Sign in")
    expect(in_menu).to_have_attribute("href", href)
    assert_accessible(phone)

    in_menu.click()
    expect(phone.get_by_role("heading", name="Sign in")).to_be_visible()
    expect(phone.get_by_role("link", name="Back")).to_have_attribute("href", "/search/used-cars")
    verify_phone(phone, live_server, "Sign In")
    expect(phone.get_by_role("heading", name="My garage")).to_be_visible()
    assert phone.url == base + garage

    # A new page load: the header knows without asking for the session.
    phone.goto(base + "/")
    expect(_account_link(phone, "My garage")).to_have_attribute("href", garage)
    _assert_one_line(phone, "My garage")
    expect(_phone_menu_link(phone, "My garage")).to_have_attribute("href", garage)
    assert_accessible(phone)


def _reservable(live_server: str, site: str) -> dict[str, Any]:
    cars = [h for h in demo_hits(live_server, site, car_type="used") if "reserve" in h["buttons"]]
    return cars[-5]  # from the end, past the cars the checkout tests reserve


def _recent_model(live_server: str, site: str) -> dict[str, Any]:
    """A model with plenty of market data for an online trade-in estimate."""
    this_year = time.gmtime().tm_year
    return next(
        h for h in demo_hits(live_server, site, car_type="used") if h["year"] >= this_year - 4
    )


def _post(page: Page, body: dict[str, Any]) -> dict[str, Any]:
    answer = page.evaluate(POST_LEAD, body)
    assert answer["status"] == 201, answer
    lead: dict[str, Any] = answer["body"]
    return lead


def test_my_garage_shows_the_deal_its_hold_finance_trade_in_and_next_step(
    phone: Page, live_server: str
) -> None:
    site = "northside-mazda"
    base = live_server.format(slug=site)
    car, model = _reservable(live_server, site), _recent_model(live_server, site)
    phone.goto(base + car["path"])
    _account_link(phone, "Sign in").click()
    verify_phone(phone, live_server, "Sign In")
    expect(phone.get_by_role("heading", name="My garage")).to_be_visible()
    expect(phone.get_by_test_id("deal")).to_have_count(0)

    shopper = {"name": "Dana", "last_name": "Deal", "email": "dana.deal@example.com"}
    shopper["phone"] = phone.evaluate("fetch('/api/v1/auth/session').then(r => r.json())")["user"][
        "phone"
    ]
    reserved = _post(phone, {"kind": "reserve", **shopper, "car_id": car["id"]})
    token = reserved["deal_token"]
    phone.reload()
    deal = phone.get_by_test_id("deal")
    expect(deal.get_by_role("heading", name=car["name"])).to_be_visible()
    expect(deal.get_by_role("link", name="Get pre-approved for this car")).to_have_attribute(
        "href", f"/personalised/finance?car_id={car['slug']}&deal={token}"
    )
    expect(deal.get_by_role("link", name="Value your trade-in")).to_have_attribute(
        "href", f"/cars/trade-in?car_id={car['slug']}&deal={token}"
    )

    _post(phone, {"kind": "finance", **shopper, "car_id": car["id"], "amount": 30000,
                  "deal_token": token})  # fmt: skip
    traded = _post(phone, {"kind": "trade_in", **shopper, "vehicle_make": model["make"],
                           "vehicle_model": model["model"], "vehicle_year": model["year"],
                           "km": 40000, "condition": "Good", "accidents": "No",
                           "service_history": "Full", "finance_owing": "No",
                           "deal_token": token})  # fmt: skip
    assert traded["deal_token"] == token
    offer = traded["trade_in"]
    assert offer["estimate"], offer

    phone.reload()
    expect(deal).to_have_count(1)
    [mine] = phone.evaluate("fetch('/api/v1/garage/deals').then(r => r.json())")["deals"]
    dealership = mine["dealership"]
    assert dealership["phone"] and dealership["email"]
    expect(deal.get_by_test_id("deal-next-step")).to_have_text(
        f"{dealership['name']} will call you to take the ${reserved['reservation']['amount']}"
        " deposit."
    )
    expect(deal.get_by_role("link", name=car["name"])).to_have_attribute("href", car["path"])
    expect(deal).to_contain_text(car["price"]["text"])
    hold = deal.get_by_test_id("deal-hold")
    expect(hold).to_contain_text(re.compile(r"Held until \w+day \d+ \w+ at \d+:\d\d\s[ap]m"))
    expect(hold).to_contain_text(
        f"${reserved['reservation']['amount']} deposit: to be arranged with the dealer"
    )
    expect(deal.get_by_test_id("deal-finance")).to_contain_text("our finance team will call you")
    expect(deal.get_by_test_id("deal-trade-in")).to_contain_text(
        f"${offer['offer_min']:,} – ${offer['offer_max']:,}"
    )
    expect(deal.get_by_role("link", name="Get pre-approved for this car")).to_have_count(0)
    expect(deal.get_by_role("link", name="Value your trade-in")).to_have_count(0)
    contact = deal.get_by_test_id("deal-dealership")
    expect(contact).to_contain_text(dealership["name"])
    expect(contact.get_by_role("link", name=f"Call {dealership['phone']}")).to_have_attribute(
        "href", re.compile(r"^tel:\+?\d+$")
    )
    expect(contact.get_by_role("link", name=dealership["email"])).to_have_attribute(
        "href", f"mailto:{dealership['email']}"
    )
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert_accessible(phone)
