"""Console sign-in: password, second factor, invitation and reset links through
the outbox, sessions tied to the host's site and separate from the shoppers'."""

import re

import pyotp
from sqlalchemy import select

from forecourt.outbox.models import OutboxMessage
from tests.console_users import PASSWORD, console_sign_in, make_console_user, make_lead
from tests.factories import make_car, make_dealership, make_site


async def _link_token(session, to: str) -> str:  # type: ignore[no-untyped-def]
    row = await session.scalar(
        select(OutboxMessage)
        .where(OutboxMessage.destination == to)
        .order_by(OutboxMessage.id.desc())
    )
    assert row is not None, f"no e-mail to {to}"
    found = re.search(r"/console/password\?token=([\w-]+)", row.payload["text"])
    assert found
    return found.group(1)


async def test_an_owner_signs_in_and_sees_every_permission(session, client_for):
    site = await make_site(session, "alpha")
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    client = client_for("alpha")
    wrong = await client.post(
        "/api/v1/console/auth/sign-in", json={"email": owner.email, "password": "not it at all"}
    )
    assert wrong.status_code == 401
    assert wrong.json()["detail"] == "The e-mail address or password is incorrect."
    await console_sign_in(client, owner.email.upper())  # e-mail case does not matter
    me = (await client.get("/api/v1/console/auth/session")).json()
    assert me["roles"] == [{"dealership_id": None, "role": "owner"}]
    assert me["permissions"]["users:manage"] == "all" and me["operator"] is False
    assert (await client.post("/api/v1/console/auth/sign-out")).status_code == 204
    assert (await client.get("/api/v1/console/auth/session")).status_code == 401


async def test_a_console_cookie_opens_nothing_on_another_site_nor_as_a_shopper(session, client_for):
    alpha = await make_site(session, "alpha")
    await make_site(session, "beta")
    owner = await make_console_user(session, alpha, "owner")
    await session.commit()
    client = client_for("alpha")
    await console_sign_in(client, owner.email)
    cookie = client.cookies.get("fc_console")
    beta = client_for("beta")
    beta.cookies.set("fc_console", cookie)
    assert (await beta.get("/api/v1/console/auth/session")).status_code == 401
    assert (await beta.get("/api/v1/console/leads")).status_code == 401
    # the shopper's side does not know this cookie either
    assert (await client.get("/api/v1/garage")).status_code == 401
    # and the owner cannot sign in on the other site's host
    other = await beta.post(
        "/api/v1/console/auth/sign-in", json={"email": owner.email, "password": PASSWORD}
    )
    assert other.status_code == 401


async def test_an_invited_user_chooses_a_password_by_the_link_once(session, client_for):
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    client = client_for("alpha")
    await console_sign_in(client, owner.email)
    invited = await client.post(
        "/api/v1/console/users",
        json={
            "email": "sales@example.com",
            "name": "Sal",
            "role": "sales",
            "dealership_id": dealership.id,
        },
    )
    assert invited.status_code == 201, invited.text
    assert invited.json()["invited"] is True
    again = await client.post(
        "/api/v1/console/users", json={"email": "SALES@example.com", "name": "Sal", "role": "sales"}
    )
    assert again.status_code == 409
    token = await _link_token(session, "sales@example.com")
    sales = client_for("alpha")
    short = await sales.post(
        "/api/v1/console/auth/password", json={"token": token, "password": "short"}
    )
    assert short.status_code == 422 and short.json()["errors"][0]["field"] == "password"
    chosen = await sales.post(
        "/api/v1/console/auth/password", json={"token": token, "password": "a long new password"}
    )
    assert chosen.status_code == 204
    reused = await sales.post(
        "/api/v1/console/auth/password", json={"token": token, "password": "another long password"}
    )
    assert reused.status_code == 422
    await console_sign_in(sales, "sales@example.com", "a long new password")
    me = (await sales.get("/api/v1/console/auth/session")).json()
    assert me["permissions"]["leads:read"] == [dealership.id]
    assert "users:manage" not in me["permissions"]
    log = (await client.get("/api/v1/console/audit")).json()["entries"]
    assert log[0]["action"] == "invite" and log[0]["actor"] == owner.email


async def test_a_second_factor_holds_the_session_until_the_code(session, client_for):
    site = await make_site(session, "alpha")
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    client = client_for("alpha")
    await console_sign_in(client, owner.email)
    setup = (await client.post("/api/v1/console/auth/totp/setup")).json()
    assert setup["uri"].startswith("otpauth://totp/")
    wrong = await client.post(
        "/api/v1/console/auth/totp/enable", json={"secret": setup["secret"], "code": "000000"}
    )
    assert wrong.status_code == 422
    code = pyotp.TOTP(setup["secret"]).now()
    enabled = await client.post(
        "/api/v1/console/auth/totp/enable", json={"secret": setup["secret"], "code": code}
    )
    assert enabled.status_code == 204
    fresh = client_for("alpha")
    first = await fresh.post(
        "/api/v1/console/auth/sign-in", json={"email": owner.email, "password": PASSWORD}
    )
    assert first.json() == {"status": "totp_required"}
    assert (await fresh.get("/api/v1/console/auth/session")).status_code == 401
    bad = await fresh.post("/api/v1/console/auth/totp", json={"code": "12345x"})
    assert bad.status_code == 422
    done = await fresh.post(
        "/api/v1/console/auth/totp", json={"code": pyotp.TOTP(setup["secret"]).now()}
    )
    assert done.json() == {"status": "signed_in"}
    assert (await fresh.get("/api/v1/console/auth/session")).status_code == 200


async def test_a_password_reset_link_ends_every_session(session, client_for):
    site = await make_site(session, "alpha")
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    signed = client_for("alpha")
    await console_sign_in(signed, owner.email)
    anyone = client_for("alpha")
    for email in (owner.email, "nobody@example.com"):  # the same answer either way
        asked = await anyone.post("/api/v1/console/auth/password-reset", json={"email": email})
        assert asked.status_code == 202
    token = await _link_token(session, owner.email)
    done = await anyone.post(
        "/api/v1/console/auth/password", json={"token": token, "password": "a fresh long password"}
    )
    assert done.status_code == 204
    assert (await signed.get("/api/v1/console/auth/session")).status_code == 401
    await console_sign_in(anyone, owner.email, "a fresh long password")


async def test_a_platform_operator_signs_in_on_the_platform_and_opens_a_site_by_hand_off(
    session, client_for
):
    alpha, beta = await make_site(session, "alpha"), await make_site(session, "beta")
    dealership = await make_dealership(session, alpha)
    await make_car(session, dealership)
    await make_lead(session, dealership)
    operator = await make_console_user(session, None, None, email="ops@forecourt.example")
    owner = await make_console_user(session, alpha, "owner")
    operator.totp_secret = pyotp.random_base32()
    await session.commit()
    credentials = {"email": operator.email, "password": PASSWORD}

    # An operator signs in on the platform host only, and a site's user only on the site's.
    on_site = await client_for("alpha").post("/api/v1/console/auth/sign-in", json=credentials)
    assert on_site.status_code == 401
    platform = client_for("localhost")
    mine = {"email": owner.email, "password": PASSWORD}
    assert (await platform.post("/api/v1/platform/auth/sign-in", json=mine)).status_code == 401
    signed = await platform.post("/api/v1/platform/auth/sign-in", json=credentials)
    assert signed.json() == {"status": "totp_required"}
    assert (await platform.get("/api/v1/platform/sites")).status_code == 401
    code = pyotp.TOTP(operator.totp_secret).now()
    assert (
        await platform.post("/api/v1/platform/auth/totp", json={"code": code})
    ).status_code == 200
    me = (await platform.get("/api/v1/platform/auth/session")).json()
    assert me["email"] == operator.email and me["totp_enabled"] is True

    listed = {s["slug"]: s for s in (await platform.get("/api/v1/platform/sites")).json()}
    assert (listed["alpha"]["cars"], listed["alpha"]["new_leads"]) == (1, 1)
    assert listed["alpha"]["url"] == "http://alpha.localhost" and "beta" in listed
    hand_off_url = f"/api/v1/platform/sites/{alpha.id}/hand-off"
    assert (await platform.post(hand_off_url)).status_code == 403  # no CSRF token
    platform.headers["X-CSRF-Token"] = me["csrf_token"]
    url = (await platform.post(hand_off_url)).json()["url"]
    assert url.startswith("http://alpha.localhost/console/hand-off#")
    token = url.split("#", 1)[1]

    # The platform's cookie opens nothing on a site; the token opens only the site it names.
    copied = client_for("alpha")
    copied.cookies.set("fc_console", platform.cookies.get("fc_console"))
    assert (await copied.get("/api/v1/console/auth/session")).status_code == 401
    wrong_site = await client_for("beta").post(
        "/api/v1/console/auth/hand-off", json={"token": token}
    )
    assert wrong_site.status_code == 401
    client = client_for("alpha")
    arrived = await client.post("/api/v1/console/auth/hand-off", json={"token": token})
    assert arrived.json() == {"status": "signed_in"}
    again = await client_for("alpha").post("/api/v1/console/auth/hand-off", json={"token": token})
    assert again.status_code == 401  # once
    me_here = (await client.get("/api/v1/console/auth/session")).json()
    assert me_here["operator"] is True
    client.headers["X-CSRF-Token"] = me_here["csrf_token"]
    invited = await client.post(
        "/api/v1/console/users",
        json={"email": "v@example.com", "name": "Vi", "role": "viewer",
              "dealership_id": dealership.id},
    )  # fmt: skip
    assert invited.status_code == 201
    entry = (await client.get("/api/v1/console/audit")).json()["entries"][0]
    assert entry["operator"] is True and entry["actor"] == "ops@forecourt.example"

    # The platform's API is the platform host's alone.
    assert (await client.get("/api/v1/platform/sites")).status_code == 404
    assert (await platform.post("/api/v1/platform/auth/sign-out")).status_code == 204
    assert (await platform.get("/api/v1/platform/sites")).status_code == 401
    assert beta.id


async def test_an_owner_requires_a_second_factor_and_a_user_without_one_can_only_set_it_up(
    session, client_for
):
    site = await make_site(session, "alpha")
    owner = await make_console_user(session, site, "owner")
    manager = await make_console_user(session, site, "manager")
    await session.commit()
    managing = client_for("alpha")
    await console_sign_in(managing, manager.email)
    refused = await managing.put("/api/v1/console/security", json={"totp_required": True})
    assert refused.status_code == 403  # a manager does not rule on users
    owning = client_for("alpha")
    await console_sign_in(owning, owner.email)
    first = await owning.put("/api/v1/console/security", json={"totp_required": True})
    assert first.status_code == 422 and first.json()["errors"][0]["field"] == "totp_required"
    await _enable_totp(owning)
    turned_on = await owning.put("/api/v1/console/security", json={"totp_required": True})
    assert turned_on.json() == {"totp_required": True}

    me = (await managing.get("/api/v1/console/auth/session")).json()
    assert me["totp_setup_needed"] is True
    blocked = await managing.get("/api/v1/console/leads")
    assert blocked.status_code == 403 and "two-step sign-in" in blocked.json()["detail"]
    await _enable_totp(managing)
    assert (await managing.get("/api/v1/console/leads")).status_code == 200
    assert (await managing.get("/api/v1/console/auth/session")).json()["totp_setup_needed"] is False
    log = await owning.get("/api/v1/console/audit", params={"object_type": "console_security"})
    assert log.json()["entries"][0]["after"] == {"totp_required": True}


async def _enable_totp(client) -> None:
    setup = (await client.post("/api/v1/console/auth/totp/setup")).json()
    code = pyotp.TOTP(setup["secret"]).now()
    enabled = await client.post(
        "/api/v1/console/auth/totp/enable", json={"secret": setup["secret"], "code": code}
    )
    assert enabled.status_code == 204
