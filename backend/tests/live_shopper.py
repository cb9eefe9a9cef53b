"""A shopper of the live server over real HTTP, as the browser's calls are made: the site named
by the Host header, the one-time code read from the development mailbox, a fresh captcha solved
(tests/captcha.py) for each lead of a shopper who is not signed in."""

import html
import re
from typing import Any

import httpx

from tests.browser.forms import wait_for
from tests.captcha import solve


def site_client(live_server: str, slug: str) -> httpx.Client:
    """A client of one demo site: the resolver here knows no *.localhost, so it connects to
    127.0.0.1 and names the site in Host (and Origin, which the CSRF check reads)."""
    port = live_server.rsplit(":", 1)[1]
    host = f"{slug}.localhost:{port}"
    return httpx.Client(
        base_url=f"http://127.0.0.1:{port}",
        headers={"Host": host, "Origin": f"http://{host}"},
        timeout=10,
    )


def solved_captcha(shopper: httpx.Client) -> str:
    return solve(shopper.get("/api/v1/leads/challenge").json())


def texted_code(live_server: str, mobile: str) -> str:
    """The code in the newest text to `mobile`, from /dev/mailbox on the platform host."""
    port = live_server.rsplit(":", 1)[1]
    e164 = "+61" + mobile.replace(" ", "")[1:]

    def latest() -> str | None:
        listing = httpx.get(f"http://127.0.0.1:{port}/dev/mailbox").text
        for row in re.findall(r"<tr>(.*?)</tr>", listing, re.S):
            if html.escape(e164) in row and (found := re.search(r"SMS: (\d{6}) ", row)):
                return found.group(1)
        return None

    code: str = wait_for(latest)
    return code


def sign_in(shopper: httpx.Client, live_server: str, mobile: str) -> None:
    """Signs the shopper in with the texted code; their changes carry the session's CSRF token.
    The captcha goes with the request for a code: the tests ask for many from one address."""
    sent = shopper.post(
        "/api/v1/auth/code", json={"phone": mobile, "altcha": solved_captcha(shopper)}
    )
    assert sent.status_code == 202, sent.text
    code = texted_code(live_server, mobile)
    verified = shopper.post("/api/v1/auth/verify", json={"phone": mobile, "code": code})
    assert verified.status_code == 200, verified.text
    shopper.headers["X-CSRF-Token"] = verified.json()["csrf_token"]


def post_lead(shopper: httpx.Client, body: dict[str, Any]) -> dict[str, Any]:
    """Posts a lead (a shopper not signed in adds the solved captcha, `altcha`); the LeadOut."""
    answer = shopper.post("/api/v1/leads", json=body)
    assert answer.status_code == 201, answer.text
    result: dict[str, Any] = answer.json()
    return result


def send_enquiry(shopper: httpx.Client, name: str, last_name: str) -> dict[str, Any]:
    """An enquiry about the site's first car, from a shopper who is not signed in."""
    car = shopper.get("/api/v1/cars", params={"limit": 1}).json()["hits"][0]
    return post_lead(shopper, {
        "kind": "enquiry", "name": name, "last_name": last_name,
        "email": f"{name.lower()}@example.com", "phone": "0412 345 678", "car_id": car["id"],
        "message": "Is it still available?", "terms_conditions": True,
        "altcha": solved_captcha(shopper),
    })  # fmt: skip


def send_deal(
    live_server: str, shopper: httpx.Client, car_id: int, customer: dict[str, str]
) -> dict[str, int]:
    """The customer signs in (the checkout and finance forms are behind sign-in), reserves the
    car, then sends its finance and a trade-in carrying the reservation's `deal_token`, as the
    next steps offered after reserving do; the three lead ids by kind."""
    sign_in(shopper, live_server, customer["phone"])
    contact = {**customer, "terms_conditions": True}
    reserved = post_lead(shopper, {"kind": "reserve", **contact, "car_id": car_id})
    token = reserved["deal_token"]
    assert token, reserved
    financed = post_lead(shopper, {
        "kind": "finance", **contact, "car_id": car_id, "amount": 30000, "term": 5,
        "selfAssessedCreditScore": "GREAT", "deal_token": token,
    })  # fmt: skip
    traded = post_lead(shopper, {
        "kind": "trade_in", **contact, "car_id": car_id, "vehicle_make": "Toyota",
        "vehicle_model": "Corolla", "vehicle_year": 2019, "km": 60000, "deal_token": token,
    })  # fmt: skip
    return {"reserve": reserved["lead_id"], "finance": financed["lead_id"],
            "trade_in": traded["lead_id"]}  # fmt: skip
