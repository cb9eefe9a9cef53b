"""A dealer's one-time sign-up link: a platform operator makes it for a new site in preview; the
dealer opens it on the site's own host, chooses a password and is the site's owner, then runs the
new-site wizard's steps in the site's console without a platform account. The token is kept
hashed, works once, expires, and opens nothing on another site."""

from datetime import timedelta

from sqlalchemy import select, update

from forecourt.console.models import ConsoleLink, ConsoleRole, ConsoleUser
from forecourt.core.clock import utcnow
from forecourt.core.sessions import token_hash
from tests.api.test_new_site_wizard import FEED, YARD
from tests.api.test_site_lifecycle import PLATFORM, _operator

SIGN_UP = "/api/v1/console/auth/sign-up"
PASSWORD = "a dealer's long password"


async def _sites(session, client_for):
    platform = await _operator(session, client_for("localhost"))
    made = {}
    for slug in ("kelly", "other"):
        answer = await platform.post(f"{PLATFORM}/sites", json={"slug": slug, "name": slug.title()})
        made[slug] = answer.json()
    return platform, made


async def _link(platform, site, email="kim@kelly.example.com"):
    answer = await platform.post(
        f"{PLATFORM}/sites/{site['id']}/sign-up-links", json={"email": email, "name": "Kim"}
    )
    assert answer.status_code == 201, answer.text
    url = answer.json()["url"]
    assert url.startswith(f"http://{site['slug']}.localhost/console/sign-up#token=")
    return url.split("#token=", 1)[1]


async def test_a_sign_up_link_makes_the_dealer_the_owner_once(session, client_for):
    platform, sites = await _sites(session, client_for)
    token = await _link(platform, sites["kelly"])
    # Hashed at rest: the token itself is nowhere in the database.
    links = list(await session.scalars(select(ConsoleLink)))
    assert [link.token_hash for link in links] == [token_hash(token)]
    assert all(token not in link.token_hash for link in links)

    # Another site's host does not know it.
    elsewhere = await client_for("other").post(SIGN_UP, json={"token": token, "password": PASSWORD})
    assert elsewhere.status_code == 422 and elsewhere.json()["errors"][0]["field"] == "token"
    short = await client_for("kelly").post(SIGN_UP, json={"token": token, "password": "short"})
    assert short.json()["errors"][0]["field"] == "password"

    dealer = client_for("kelly")
    signed_up = await dealer.post(SIGN_UP, json={"token": token, "password": PASSWORD})
    assert signed_up.status_code == 200, signed_up.text
    me = (await dealer.get("/api/v1/console/auth/session")).json()
    assert (me["email"], me["operator"]) == ("kim@kelly.example.com", False)
    assert me["roles"] == [{"dealership_id": None, "role": "owner"}]
    dealer.headers["X-CSRF-Token"] = me["csrf_token"]

    # Used once: a second use is refused, on any client.
    again = await client_for("kelly").post(SIGN_UP, json={"token": token, "password": PASSWORD})
    assert again.status_code == 422 and again.json()["errors"][0]["field"] == "token"
    # The password it chose signs in as usual.
    signed_in = await client_for("kelly").post(
        "/api/v1/console/auth/sign-in",
        json={"email": "kim@kelly.example.com", "password": PASSWORD},
    )  # fmt: skip
    assert signed_in.status_code == 200

    # The dealer runs the wizard's steps on the site's own host.
    setup = "/api/v1/console/setup"
    assert (await dealer.get(setup)).json()["next_step"] == "brand"
    themed = await dealer.put(f"{setup}/theme", json={"primary": "#aa0011"})
    assert themed.status_code == 200 and themed.json()["next_step"] == "dealership"
    made = await dealer.post(f"{setup}/dealerships", json=YARD)
    assert made.status_code == 201, made.text
    dealership = made.json()["dealerships"][0]
    upload = {"dealership_id": dealership["id"], "format": "csv", "content": FEED}
    dry = (await dealer.post(f"{setup}/imports/stock", json=upload)).json()
    assert (dry["dry_run"], dry["created"]) == (True, 2)
    await dealer.post(f"{setup}/imports/stock", json={**upload, "dry_run": False})
    leads = await dealer.put(
        f"{setup}/lead-destinations/{dealership['id']}", json={"emails": ["leads@kelly.example"]}
    )
    assert leads.json()["next_step"] == "live"  # the dealer is the owner already
    assert (await dealer.post("/api/v1/console/go-live")).json()["status"] == "live"
    assert (await dealer.get(setup)).json()["next_step"] == "done"

    # Nothing of another site is reachable: its host refuses the session, its dealership is
    # not found from this one.
    other_host = client_for("other")
    other_host.cookies.set("fc_console", dealer.cookies.get("fc_console"))
    other_host.headers["X-CSRF-Token"] = me["csrf_token"]
    assert (await other_host.get(setup)).status_code == 401
    other_yard = await platform.post(
        f"{PLATFORM}/sites/{sites['other']['id']}/dealerships", json={**YARD, "name": "Other"}
    )
    other_id = other_yard.json()["dealerships"][0]["id"]
    stray = await dealer.put(f"{setup}/lead-destinations/{other_id}", json={"emails": ["x@y.com"]})
    assert stray.status_code == 404


async def test_an_expired_or_replaced_sign_up_link_is_refused(session, client_for):
    platform, sites = await _sites(session, client_for)
    first = await _link(platform, sites["kelly"])
    second = await _link(platform, sites["kelly"])  # made again: the first stops working
    refused = await client_for("kelly").post(SIGN_UP, json={"token": first, "password": PASSWORD})
    assert refused.status_code == 422
    await session.execute(
        update(ConsoleLink)
        .where(ConsoleLink.token_hash == token_hash(second))
        .values(expires_at=utcnow() - timedelta(seconds=1))
    )
    await session.commit()
    expired = await client_for("kelly").post(SIGN_UP, json={"token": second, "password": PASSWORD})
    assert expired.status_code == 422
    assert "expired" in expired.json()["errors"][0]["message"]
    # One owner-to-be, still without a password.
    [user] = list(
        await session.scalars(select(ConsoleUser).where(ConsoleUser.site_id.is_not(None)))
    )
    assert user.password_hash is None
    assert await session.scalar(select(ConsoleRole.role).where(ConsoleRole.user_id == user.id)) == (
        "owner"
    )


async def test_sign_up_links_are_for_sites_in_preview_and_operators_only(session, client_for):
    platform, sites = await _sites(session, client_for)
    kelly = sites["kelly"]
    await platform.put(f"{PLATFORM}/sites/{kelly['id']}/status", json={"status": "live"})
    live = await platform.post(
        f"{PLATFORM}/sites/{kelly['id']}/sign-up-links", json={"email": "a@b.com", "name": "A"}
    )
    assert live.status_code == 409
    url = f"{PLATFORM}/sites/{sites['other']['id']}/sign-up-links"
    body = {"email": "a@b.com", "name": "A"}
    assert (await client_for("localhost").post(url, json=body)).status_code == 401
    assert (await client_for("other").post(url, json=body)).status_code == 404
