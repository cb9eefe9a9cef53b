"""The shopper's payment page (/online-payment): the signed-in shopper sees the deposits they owe
on this site (their reservations whose deposit the payment processor has not held) and pays one
through the site's processor; a site whose dealer takes deposits in person lists them and says
so; nobody sees or pays another shopper's or another site's deposit."""

import json

from sqlalchemy import select

from forecourt.reservations.models import Reservation
from tests.factories import make_car, make_dealership, make_location, make_site
from tests.loopback import WebhookReceiver
from tests.shoppers import MOBILE, sign_in

NO_CAPTCHA = {"sign_in": {"captcha": False}}
OTHER_MOBILE = "0412 999 888"
DEPOSITS = "/api/v1/payments/deposits"


async def _site(session, slug="alpha", reserve=None):
    site = await make_site(session, slug, config={**NO_CAPTCHA, "reserve": reserve or {}})
    dealership = await make_dealership(session, site, name=f"{slug.title()} Motors")
    location = await make_location(session, dealership)
    car = await make_car(session, dealership, location_id=location.id, price=31990)
    await session.commit()
    return car


async def _reserve(client, car, phone=MOBILE, csrf=None):
    body = {"kind": "reserve", "name": "Pat", "email": "pat@example.com", "phone": phone,
            "car_id": car.id}  # fmt: skip
    headers = {"X-CSRF-Token": csrf} if csrf else {}
    answer = await client.post("/api/v1/leads", json=body, headers=headers)
    assert answer.status_code == 201, answer.text
    return answer.json()["reservation"]


async def _pay(client, reservation_id, csrf):
    return await client.post(f"{DEPOSITS}/{reservation_id}", headers={"X-CSRF-Token": csrf})


async def test_a_shopper_pays_the_deposit_they_owe_online(session, client_for, engine, settings):
    processor = WebhookReceiver(status=503)  # down when the car was reserved
    try:
        car = await _site(session, reserve={"processor": "remote", "remote_url": processor.url})
        client = client_for("alpha")
        csrf = await sign_in(client, engine, settings)
        held = await _reserve(client, car, csrf=csrf)
        assert held["processor_status"] == "unreachable"

        owed = (await client.get(DEPOSITS)).json()
        assert owed["pays_online"] is True and owed["fee_label"] == "Refundable deposit"
        [deposit] = owed["deposits"]
        assert deposit["reservation_id"] == held["id"] and deposit["amount"] == 200
        assert deposit["car"]["id"] == car.id and deposit["dealership"]["name"] == "Alpha Motors"

        processor.status, processor.reply = 200, b'{"status": "authorised", "reference": "pay_9"}'
        paid = await _pay(client, held["id"], csrf)
        assert paid.status_code == 200, paid.text
        assert paid.json()["paid"] is True
        assert paid.json()["reservation"]["processor_status"] == "authorised"
        assert json.loads(processor.received[-1].body)["reference"] == f"reservation-{held['id']}"
        assert (await client.get(DEPOSITS)).json()["deposits"] == []  # nothing owed now
        assert (await _pay(client, held["id"], csrf)).status_code == 404  # never paid twice
    finally:
        processor.close()


async def test_a_declined_payment_releases_the_car_and_a_missed_one_stays_owed(
    session, client_for, engine, settings
):
    processor = WebhookReceiver(status=503)
    try:
        car = await _site(session, reserve={"processor": "remote", "remote_url": processor.url})
        client = client_for("alpha")
        csrf = await sign_in(client, engine, settings)
        held = await _reserve(client, car, csrf=csrf)
        missed = (await _pay(client, held["id"], csrf)).json()
        assert missed["paid"] is False and "nothing was taken" in missed["message"]
        assert len((await client.get(DEPOSITS)).json()["deposits"]) == 1

        processor.status, processor.reply = 200, b'{"status": "declined"}'
        declined = (await _pay(client, held["id"], csrf)).json()
        assert declined["paid"] is False and declined["reservation"]["status"] == "released"
        assert (await client.get(f"/api/v1/cars/{car.slug}")).json()["reserved"] is False
        assert (await client.get(DEPOSITS)).json()["deposits"] == []
    finally:
        processor.close()


async def test_where_the_dealer_takes_deposits_in_person_they_are_listed_not_paid(
    session, client_for, engine, settings
):
    car = await _site(session)  # the built-in processor: no money moves online
    client = client_for("alpha")
    held = await _reserve(client, car)  # reserved before signing in, with the same phone
    csrf = await sign_in(client, engine, settings)
    owed = (await client.get(DEPOSITS)).json()
    assert owed["pays_online"] is False and "No payment is taken online" in owed["note"]
    assert [d["reservation_id"] for d in owed["deposits"]] == [held["id"]]
    refused = await _pay(client, held["id"], csrf)
    assert refused.status_code == 409
    assert refused.json()["detail"] == (
        "Deposits are not taken online here: Alpha Motors will call you to arrange yours."
    )
    reservation = await session.get(Reservation, held["id"])
    assert reservation.processor_status == "pending_dealer"


async def test_nobody_sees_or_pays_another_shoppers_or_another_sites_deposit(
    session, client_for, engine, settings
):
    processor = WebhookReceiver(status=503)
    try:
        remote = {"processor": "remote", "remote_url": processor.url}
        car = await _site(session, reserve=remote)
        await _site(session, "beta", reserve=remote)
        owner = client_for("alpha")
        held = await _reserve(owner, car, csrf=await sign_in(owner, engine, settings))
        processor.status, processor.reply = 200, b'{"status": "authorised"}'

        # Another shopper of the same site.
        other = client_for("alpha")
        other_csrf = await sign_in(other, engine, settings, phone=OTHER_MOBILE)
        assert (await other.get(DEPOSITS)).json()["deposits"] == []
        assert (await _pay(other, held["id"], other_csrf)).status_code == 404
        # The same phone signed in on another site is another shopper there.
        beta = client_for("beta")
        beta_csrf = await sign_in(beta, engine, settings)
        assert (await beta.get(DEPOSITS)).json()["deposits"] == []
        assert (await _pay(beta, held["id"], beta_csrf)).status_code == 404
        # The owner's session carried to beta's host opens nothing; signed out, nothing at all.
        carried = client_for("beta")
        carried.cookies = owner.cookies
        assert (await carried.get(DEPOSITS)).status_code == 401
        assert (await client_for("alpha").get(DEPOSITS)).status_code == 401
        # A change needs the session's CSRF token.
        assert (await owner.post(f"{DEPOSITS}/{held['id']}")).status_code == 403
        assert len(processor.received) == 1  # the reservation's own request, no payment
        still = await session.scalar(select(Reservation.processor_status))
        assert still == "unreachable"
    finally:
        processor.close()
