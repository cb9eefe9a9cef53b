"""A shopper of the live server over real HTTP, as the browser's calls are made: the site named
by the Host header, a fresh captcha solved (tests/captcha.py) for each lead."""

from typing import Any

import httpx

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
