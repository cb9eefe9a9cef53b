"""Phone one-time-code sign-in: codes texted through the outbox and kept only as a keyed hash,
5 tries per code, 5 codes per phone and 200 per address an hour (past 3, with the captcha's proof
of work), sessions that are worthless on another site, CSRF on every change, and gated pages that
redirect to /sign-in."""

import asyncio
import json
import re

from sqlalchemy import func, select, text

from forecourt.core.db import make_sessionmaker
from forecourt.core.secrets import secret_key
from forecourt.identity.models import OneTimeCode, ShopperSession, Verification
from forecourt.models import Base
from forecourt.outbox.dispatcher import Dispatcher
from forecourt.outbox.sms import HttpSmsGateway
from forecourt.outbox.transports import MailboxTransport
from tests.captcha import solved
from tests.factories import make_site
from tests.loopback import WebhookReceiver
from tests.shoppers import MOBILE, MOBILE_E164, sign_in, texted_code

TOO_MANY = "Too many verification attempts. Please try again later."
INVALID = "The verification code is invalid. Please try again."


async def _sites(session, **config):
    await make_site(session, "alpha", name="Alpha Motors", config=config)
    await make_site(session, "beta", name="Beta Cars")
    await session.commit()


def _wrong(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


async def test_a_texted_code_signs_the_shopper_in_with_an_http_only_cookie(
    session, client_for, engine, settings
):
    await _sites(session)
    client = client_for("alpha")
    sent = await client.post(
        "/api/v1/auth/code", json={"phone": "+61 412 345 678", "name": "Sam", "email": "s@x.au"}
    )
    assert sent.status_code == 202, sent.text
    assert sent.json() == {"sent_to": "04xx xxx 678", "expires_in_seconds": 600, "code_length": 6}
    code = await texted_code(engine, settings)

    wrong = await client.post("/api/v1/auth/verify", json={"phone": MOBILE, "code": _wrong(code)})
    assert wrong.status_code == 422
    assert wrong.json()["errors"] == [{"field": "code", "message": INVALID}]
    short = await client.post("/api/v1/auth/verify", json={"phone": MOBILE, "code": "123"})
    assert short.json()["errors"] == [{"field": "code", "message": "Code must be 6 digits."}]

    ok = await client.post("/api/v1/auth/verify", json={"phone": MOBILE, "code": code})
    assert ok.status_code == 200, ok.text
    cookie = ok.headers["set-cookie"]
    assert "fc_session=" in cookie and "HttpOnly" in cookie and "SameSite=lax" in cookie
    assert "Domain" not in cookie  # host-only: no other site's host ever receives it
    assert ok.json()["user"] == {
        "phone": "0412345678",  # spec §5: 61... becomes 0...
        "name": "Sam",
        "last_name": None,
        "email": "s@x.au",
        "postcode": None,
        "price_alert": "sms",
    }
    me = (await client.get("/api/v1/auth/session")).json()
    assert me["user"]["phone"] == "0412345678" and me["csrf_token"] == ok.json()["csrf_token"]
    # A used code opens nothing the second time.
    again = await client.post("/api/v1/auth/verify", json={"phone": MOBILE, "code": code})
    assert again.status_code == 422
    kinds = list(await session.scalars(select(Verification.verification_type)))
    assert sorted(kinds) == ["sms", "verify"]  # the verification log (spec §3)


async def test_the_sixth_try_is_refused_even_with_the_right_code(
    session, client_for, engine, settings
):
    await _sites(session)
    client = client_for("alpha")
    await client.post("/api/v1/auth/code", json={"phone": MOBILE})
    code = await texted_code(engine, settings)
    for _ in range(5):
        answer = await client.post(
            "/api/v1/auth/verify", json={"phone": MOBILE, "code": _wrong(code)}
        )
        assert answer.status_code == 422
    sixth = await client.post("/api/v1/auth/verify", json={"phone": MOBILE, "code": code})
    assert sixth.status_code == 429 and sixth.json()["detail"] == TOO_MANY
    assert "fc_session" not in sixth.headers.get("set-cookie", "")


async def test_parallel_guesses_share_one_count(session, client_for, engine, settings):
    await _sites(session)
    client = client_for("alpha")
    await client.post("/api/v1/auth/code", json={"phone": MOBILE})
    code = await texted_code(engine, settings)
    answers = await asyncio.gather(
        *(
            client.post("/api/v1/auth/verify", json={"phone": MOBILE, "code": _wrong(code)})
            for _ in range(12)
        )
    )
    assert sorted(a.status_code for a in answers) == [422] * 5 + [429] * 7
    attempts = await session.scalar(select(OneTimeCode.attempts))
    assert attempts == 5


async def test_codes_are_not_in_the_database_in_clear(session, client_for, engine, settings):
    await _sites(session)
    client = client_for("alpha")
    await client.post("/api/v1/auth/code", json={"phone": MOBILE})
    gateway = WebhookReceiver()
    try:
        sms = HttpSmsGateway(gateway.url, "gw-token", secret_key(settings))
        await Dispatcher(make_sessionmaker(engine), MailboxTransport(), sms=sms).run_once()
        sent = json.loads(gateway.received[0].body)
        assert gateway.received[0].headers["authorization"] == "Bearer gw-token"
    finally:
        gateway.close()
    assert sent["to"] == MOBILE_E164 and sent["from"] == "AlphaMotors"
    code = sent["text"][:6]
    assert code.isdigit() and code in sent["text"]
    async with engine.connect() as conn:
        for table in Base.metadata.sorted_tables:
            for row in (await conn.execute(table.select())).all():
                assert code not in json.dumps([str(v) for v in row]), table.name
    ok = await client.post("/api/v1/auth/verify", json={"phone": MOBILE, "code": code})
    assert ok.status_code == 200


async def test_a_session_of_one_site_is_worthless_on_another(session, client_for, engine, settings):
    await _sites(session)
    alpha = client_for("alpha")
    await sign_in(alpha, engine, settings)
    cookie = alpha.cookies["fc_session"]
    beta = client_for("beta")
    answer = await beta.get("/api/v1/auth/session", headers={"Cookie": f"fc_session={cookie}"})
    assert answer.json() == {"user": None, "csrf_token": None}
    page = await beta.get(
        "/my-garage", headers={"Cookie": f"fc_session={cookie}"}, follow_redirects=False
    )
    assert page.status_code == 303


async def test_changes_need_the_csrf_token_and_the_same_origin(
    session, client_for, engine, settings
):
    await _sites(session)
    client = client_for("alpha")
    token = await sign_in(client, engine, settings)
    body = {"name": "Samantha"}
    missing = await client.patch("/api/v1/garage/profile", json=body)
    assert missing.status_code == 403
    wrong = await client.patch(
        "/api/v1/garage/profile", json=body, headers={"X-CSRF-Token": token[:-2] + "xx"}
    )
    assert wrong.status_code == 403
    other_origin = await client.patch(
        "/api/v1/garage/profile",
        json=body,
        headers={"X-CSRF-Token": token, "Origin": "https://evil.example"},
    )
    assert other_origin.status_code == 403
    # Login CSRF too: another site's page cannot send codes or sign a browser in.
    forged = await client.post(
        "/api/v1/auth/code", json={"phone": MOBILE}, headers={"Sec-Fetch-Site": "cross-site"}
    )
    assert forged.status_code == 403
    ok = await client.patch(
        "/api/v1/garage/profile",
        json=body,
        headers={"X-CSRF-Token": token, "Origin": "http://alpha.localhost"},
    )
    assert ok.status_code == 200 and ok.json()["name"] == "Samantha"


async def test_signing_in_again_rotates_the_session_and_signing_out_ends_it(
    session, client_for, engine, settings
):
    await _sites(session)
    client = client_for("alpha")
    await sign_in(client, engine, settings)
    first = client.cookies["fc_session"]
    token = await sign_in(client, engine, settings)
    second = client.cookies["fc_session"]
    assert first != second
    assert await session.scalar(select(func.count()).select_from(ShopperSession)) == 1
    out = await client.post("/api/v1/auth/sign-out", headers={"X-CSRF-Token": token})
    assert out.status_code == 204
    assert await session.scalar(select(func.count()).select_from(ShopperSession)) == 0
    stale = await client_for("alpha").get(
        "/api/v1/auth/session", headers={"Cookie": f"fc_session={second}"}
    )
    assert stale.json()["user"] is None


async def test_codes_go_to_australian_mobiles_only(session, client_for):
    await _sites(session)
    client = client_for("alpha")
    for phone in ("02 9876 5432", "+1 202 555 0100", "0412", "not a phone", "0412345678\n"):
        answer = await client.post("/api/v1/auth/code", json={"phone": phone})
        assert answer.status_code == 422, phone
        assert answer.json()["errors"] == [
            {"field": "phone", "message": "Please enter a valid Australian mobile number."}
        ]


async def test_every_phone_the_document_allows_is_a_mobile_the_server_takes(session, client_for):
    # One pattern documents and validates the mobile of the sign-in operations: a number that
    # fits it, in any of its spellings and whatever range it is from, is never refused as a phone.
    await _sites(session)
    client = client_for("alpha")
    document = (await client.get("/api/v1/openapi.json")).json()
    pattern = document["components"]["schemas"]["PhoneIn"]["properties"]["phone"]["pattern"]
    query = document["paths"]["/api/check-if-contact-exists"]["get"]["parameters"][0]
    assert query["schema"]["pattern"] == pattern
    for phone in ("0400000000", "+614 9 9 9 9 9 9 9 9", "61 441 000 000", "0483 999 999"):
        assert re.fullmatch(pattern, phone), phone
        checked = await client.get("/api/check-if-contact-exists", params={"phone_number": phone})
        allowed = await client.post("/api/rate-limit", json={"phone": phone})
        verified = await client.post("/api/v1/auth/verify", json={"phone": phone, "code": "000000"})
        assert checked.status_code == allowed.status_code == 200, (phone, checked.text)
        assert verified.json()["errors"][0]["field"] == "code", phone  # a phone it took
    landline = await client.get("/api/check-if-contact-exists?phone_number=0298765432")
    assert landline.json()["errors"] == [
        {"field": "phone_number", "message": "Please enter a valid Australian mobile number."}
    ]


async def _send_code(client, phone: str):
    """As the sign-in form does: the captcha's proof of work only when the server asks for it."""
    answer = await client.post("/api/v1/auth/code", json={"phone": phone})
    if answer.status_code == 422 and answer.json()["errors"][0]["field"] == "altcha":
        proof = await solved(client)
        answer = await client.post("/api/v1/auth/code", json={"phone": phone, "altcha": proof})
    return answer


async def test_code_limits_per_phone_answer_429_and_many_sends_need_proof_of_work(
    session, client_for
):
    await _sites(session)
    client = client_for("alpha")
    for _ in range(5):
        assert (await _send_code(client, MOBILE)).status_code == 202
    check = await client.post("/api/rate-limit", json={"phone": MOBILE})
    assert check.status_code == 429 and check.json()["detail"] == TOO_MANY
    sixth = await _send_code(client, MOBILE)
    assert sixth.status_code == 429 and sixth.json()["detail"] == TOO_MANY
    assert "retry-after" in sixth.headers
    # Past 3 sends from one address, another phone's code needs the captcha's proof of work,
    # and a proof counts once.
    bare = await client.post("/api/v1/auth/code", json={"phone": "0413 000 001"})
    assert bare.status_code == 422
    assert bare.json()["errors"] == [
        {"field": "altcha", "message": "Please complete the verification."}
    ]
    proof = await solved(client)
    body = {"phone": "0413 000 001", "altcha": proof}
    assert (await client.post("/api/v1/auth/code", json=body)).status_code == 202
    body = {"phone": "0413 000 002", "altcha": proof}
    assert (await client.post("/api/v1/auth/code", json=body)).status_code == 422
    assert await session.scalar(select(func.count()).select_from(OneTimeCode)) == 6


async def test_fifty_shoppers_behind_one_address_each_get_their_code(session, client_for):
    """A showroom's Wi-Fi or a carrier's shared address: many shoppers, one address."""
    await _sites(session)
    client = client_for("alpha")
    for n in range(50):
        answer = await _send_code(client, f"0413 000 {n:03d}")
        assert answer.status_code == 202, (n, answer.text)
    phones = select(func.count(func.distinct(OneTimeCode.phone)))
    assert await session.scalar(phones) == 50


async def test_the_rate_limit_check_and_contact_lookup_answer_in_the_specs_shapes(
    session, client_for, engine, settings
):
    await _sites(session)
    alpha = client_for("alpha")
    assert (await alpha.post("/api/rate-limit", json={"phone": MOBILE})).json() == {"ok": True}
    url = "/api/check-if-contact-exists?phone_number=0412345678"
    assert (await alpha.get(url)).json() == {"data": {"exists": False}}
    await sign_in(alpha, engine, settings)
    assert (await alpha.get(url)).json() == {"data": {"exists": True}}
    assert (await client_for("beta").get(url)).json() == {"data": {"exists": False}}
    bad = await alpha.get("/api/check-if-contact-exists?phone_number=abc")
    assert bad.status_code == 422


async def test_gated_pages_redirect_to_sign_in_with_type_and_redirect(
    session, client_for, engine, settings
):
    await _sites(
        session, sign_in={"gate_checkout": True, "garage_paths": ["/my-garage", "/myblinkr"]}
    )
    alpha = client_for("alpha")
    cases = {
        "/my-garage": "type=garage&redirect=%2Fmy-garage",
        "/myblinkr": "type=garage&redirect=%2Fmyblinkr",
        "/online-payment?car=3": "type=online-payment&redirect=%2Fonline-payment%3Fcar%3D3",
        "/spin-to-win": "type=spin-to-win&redirect=%2Fspin-to-win",
    }
    for path, query in cases.items():
        page = await alpha.get(path, follow_redirects=False)
        assert page.status_code == 303, path
        assert page.headers["location"] == f"/sign-in?{query}"
        assert page.headers["cache-control"] == "private, no-store"
    # Checkout is gated only where the site says so; trade-in never (spec §2.2).
    beta = client_for("beta")
    assert (await beta.get("/cars/x/checkout", follow_redirects=False)).status_code != 303
    assert (await alpha.get("/trade-in", follow_redirects=False)).status_code != 303
    await sign_in(alpha, engine, settings)
    assert (await alpha.get("/my-garage", follow_redirects=False)).status_code == 200
    site = (await alpha.get("/api/v1/site")).json()
    assert {
        "pattern": "^/(my\\-garage|myblinkr)(/.*)?$",
        "type": "garage",
        "in_place": False,
    } in site["gates"]
    # Checkout's forms ask for the phone code themselves: one rule for the page and the API.
    # The prize draw's entry needs a signed-in shopper on every site.
    assert site["sign_in_kinds"] == ["online_purchase", "reserve", "sweepstake"]
    in_place = {g["pattern"] for g in site["gates"] if g["in_place"]}
    assert "^/cars/[^/]+/buy-online/?$" in in_place and "^/cars/[^/]+/checkout/?$" in in_place
    signed_out = client_for("alpha")
    for path in ("/cars/2020-mazda-cx-5-1/checkout", "/cars/2020-mazda-cx-5-1/buy-online"):
        assert (await signed_out.get(path, follow_redirects=False)).status_code != 303, path
    reserve = {"kind": "reserve", "name": "Sam", "email": "s@x.au", "phone": MOBILE, "car_id": 1}
    refused = await signed_out.post("/api/v1/leads", json=reserve)
    assert refused.status_code == 401 and refused.json()["detail"] == "Please sign in to continue."


async def test_deleting_my_data_signs_out_and_forgets_the_shopper(
    session, client_for, engine, settings
):
    await _sites(session)
    client = client_for("alpha")
    token = await sign_in(client, engine, settings)
    gone = await client.delete("/api/v1/garage/account", headers={"X-CSRF-Token": token})
    assert gone.status_code == 204
    assert (await client.get("/api/v1/garage")).status_code == 401
    async with engine.connect() as conn:
        users = await conn.scalar(text("SELECT count(*) FROM shopper_users"))
        logged = await conn.scalar(text("SELECT count(*) FROM verifications WHERE user_id IS NULL"))
    assert users == 0 and logged == 2


async def test_buy_online_leads_to_the_online_purchase_journey_not_a_dead_end(session, client_for):
    await _sites(session, sign_in={"gate_checkout": True})
    signed_out = client_for("alpha")
    moved = {
        "/buy-online": "/checkout-journey",
        "/buy-online/2020-mazda-cx-5-1": "/checkout-journey?car_id=2020-mazda-cx-5-1",
        "/buy-online?car_id=2020-mazda-cx-5-1": "/checkout-journey?car_id=2020-mazda-cx-5-1",
    }
    for path, journey in moved.items():
        page = await signed_out.get(path, follow_redirects=False)
        assert page.status_code == 308, path
        assert page.headers["location"] == journey
    # The journey signs the shopper in in place: the page itself, never a trip to /sign-in.
    journey = await signed_out.get("/checkout-journey?car_id=2020-mazda-cx-5-1")
    assert journey.status_code == 200
    assert "/sign-in" not in str(journey.url)
