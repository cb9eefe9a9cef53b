"""Reserve this Car: a reserve lead holds the car with its deposit (default $200, or a capped
percentage), ten buyers at once give exactly one hold (the others' leads are kept as back-up
buyers), unconfirmed holds expire, the dealer confirms or releases, and a remote payment
processor on loopback authorises, declines or is unreachable."""

import asyncio
import json
from datetime import timedelta

from sqlalchemy import func, select, update

from forecourt.core.clock import utcnow
from forecourt.core.db import make_sessionmaker
from forecourt.core.secrets import secret_key
from forecourt.inventory.models import Car
from forecourt.leads.models import Lead
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.transports import verify_signature
from forecourt.reservations.models import Reservation
from forecourt.reservations.service import decide
from forecourt.reservations.sweeper import hold_sweeper
from tests.factories import make_car, make_dealership, make_location, make_site
from tests.loopback import WebhookReceiver

NO_CAPTCHA = {"sign_in": {"captcha": False}}


async def _car(session, config=None, **car_fields):
    site = await make_site(session, "alpha", config={**NO_CAPTCHA, **(config or {})})
    dealership = await make_dealership(session, site, email="sales@alpha.example")
    location = await make_location(session, dealership)
    car = await make_car(session, dealership, location_id=location.id, **car_fields)
    await session.commit()
    return car


def _reserve(car, n=0):
    return {
        "kind": "reserve",
        "name": f"Buyer{n}",
        "email": f"buyer{n}@example.com",
        "phone": "0412 345 678",
        "car_id": car.id,
    }


async def _detail(client, car):
    return (await client.get(f"/api/v1/cars/{car.slug}")).json()


async def test_a_reservation_holds_the_car_with_the_default_deposit(session, client_for):
    car = await _car(session, price=31990)
    client = client_for("alpha")
    quote = (await client.get(f"/api/v1/cars/{car.slug}/reservation")).json()
    assert quote["reservable"] is True and quote["amount"] == 200  # spec: default $200
    assert quote["fee_label"] == "Holding deposit" and "No payment is taken online" in quote["note"]
    assert "reserve" in (await _detail(client, car))["sidebar_buttons"]

    answer = await client.post("/api/v1/leads", json=_reserve(car))
    assert answer.status_code == 201, answer.text
    held = answer.json()["reservation"]
    assert held["status"] == "held" and held["amount"] == 200
    assert held["processor_status"] == "pending_dealer"
    assert "No payment is taken online" in held["message"]

    detail = await _detail(client, car)
    assert detail["reserved"] is True and "reserve" not in detail["sidebar_buttons"]
    assert (await client.get(f"/api/v1/cars/{car.slug}/reservation")).json()["reservable"] is False
    cards = (await client.get("/api/v1/search")).json()["hits"]
    card = next(c for c in cards if c["id"] == car.id)
    assert (
        card["reserved"] and "reserve" not in card["buttons"] and card["tag"]["text"] == "Reserved"
    )
    dealer = await session.scalar(select(OutboxMessage).where(OutboxMessage.purpose == "dealer"))
    assert "Held, deposit $200" in json.dumps(dealer.payload)


async def test_a_computed_deposit_is_a_capped_percentage_of_the_price(session, client_for):
    config = {"reserve": {"deposit_percent": 2, "deposit_max": 1000}}
    car = await _car(session, config=config, price=31990)
    client = client_for("alpha")
    assert (await client.get(f"/api/v1/cars/{car.slug}/reservation")).json()["amount"] == 640
    await session.execute(update(Car).where(Car.id == car.id).values(price=95000))
    await session.commit()
    assert (await client.get(f"/api/v1/cars/{car.slug}/reservation")).json()["amount"] == 1000


async def test_ten_buyers_at_once_give_exactly_one_hold_and_ten_kept_leads(session, client_for):
    car = await _car(session)
    client = client_for("alpha")
    answers = await asyncio.gather(
        *(client.post("/api/v1/leads", json=_reserve(car, n)) for n in range(10))
    )
    assert [a.status_code for a in answers] == [201] * 10
    states = sorted(a.json()["reservation"]["status"] for a in answers)
    assert states == ["held"] + ["taken"] * 9
    taken = next(a.json() for a in answers if a.json()["reservation"]["status"] == "taken")
    assert "passed your details to the dealer" in taken["reservation"]["message"]
    assert await session.scalar(select(func.count()).select_from(Reservation)) == 1
    assert await session.scalar(select(func.count()).select_from(Lead)) == 10


async def test_one_buyers_retries_at_once_answer_the_one_hold_with_its_deposit(session, client_for):
    car = await _car(session)
    client = client_for("alpha")
    headers = {"Idempotency-Key": "reserve-retries-0001"}
    answers = await asyncio.gather(
        *(client.post("/api/v1/leads", json=_reserve(car), headers=headers) for _ in range(5))
    )
    assert [a.status_code for a in answers] == [201] * 5, [a.text for a in answers]
    assert len({a.text for a in answers}) == 1  # the deposit's state included
    assert answers[0].json()["reservation"]["processor_status"] == "pending_dealer"
    assert await session.scalar(select(func.count()).select_from(Reservation)) == 1
    assert await session.scalar(select(func.count()).select_from(Lead)) == 1


async def test_a_car_that_cannot_be_reserved_is_refused_per_field(session, client_for):
    car = await _car(session, price=0)
    answer = await client_for("alpha").post("/api/v1/leads", json=_reserve(car))
    assert answer.status_code == 422
    assert answer.json()["errors"] == [
        {
            "field": "car_id",
            "message": "This car cannot be reserved online. Please enquire instead.",
        }
    ]
    assert await session.scalar(select(func.count()).select_from(Lead)) == 0


async def test_sites_that_do_not_offer_reserving_show_no_button(session, client_for):
    car = await _car(session, config={"reserve": {"enabled": False}})
    client = client_for("alpha")
    assert "reserve" not in (await _detail(client, car))["sidebar_buttons"]
    assert (await client.post("/api/v1/leads", json=_reserve(car))).status_code == 422


async def test_an_unconfirmed_hold_expires_and_the_car_is_available_again(
    session, client_for, engine
):
    car = await _car(session, config={"reserve": {"hold_hours": 1}})
    client = client_for("alpha")
    await client.post("/api/v1/leads", json=_reserve(car))
    await session.execute(update(Reservation).values(expires_at=utcnow() - timedelta(minutes=1)))
    await session.commit()
    assert await hold_sweeper(make_sessionmaker(engine)).run_once() == 1
    detail = await _detail(client, car)
    assert detail["reserved"] is False and "reserve" in detail["sidebar_buttons"]
    assert (await session.scalar(select(Reservation.status))) == "expired"
    again = await client.post("/api/v1/leads", json=_reserve(car, 1))
    assert again.json()["reservation"]["status"] == "held"


async def test_the_reserve_fee_label_comes_from_the_cars_own_payment_processors(
    session, client_for
):
    site = await make_site(
        session, "alpha", config={**NO_CAPTCHA, "reserve": {"fee_labels": {"stripe": "Card fee"}}}
    )
    dealership = await make_dealership(session, site)
    by_card = await make_car(session, dealership, stocknum="S1", payment_processors=["stripe"])
    by_none = await make_car(session, dealership, stocknum="S2", payment_processors=[])
    await session.commit()
    client = client_for("alpha")
    quote = (await client.get(f"/api/v1/cars/{by_card.slug}/reservation")).json()
    assert quote["fee_label"] == "Card fee"
    # The money is still handled as the site's processor says.
    assert "No payment is taken online" in quote["note"]
    plain = (await client.get(f"/api/v1/cars/{by_none.slug}/reservation")).json()
    assert plain["fee_label"] == "Holding deposit"


async def test_the_dealer_confirms_or_releases_a_hold(session, client_for):
    car = await _car(session)
    client = client_for("alpha")
    first = (await client.post("/api/v1/leads", json=_reserve(car))).json()["reservation"]
    released = await decide(session, first["id"], confirm=False, now=utcnow())
    assert released.status == "released"
    assert (await _detail(client, car))["reserved"] is False
    second = (await client.post("/api/v1/leads", json=_reserve(car, 2))).json()["reservation"]
    confirmed = await decide(session, second["id"], confirm=True, now=utcnow())
    assert confirmed.status == "confirmed"
    await session.commit()
    assert (await _detail(client, car))["reserved"] is True


async def test_a_remote_processor_on_loopback_authorises_declines_or_is_unreachable(
    session, client_for, settings
):
    processor = WebhookReceiver(reply=b'{"status": "authorised", "reference": "pay_123"}')
    try:
        config = {"reserve": {"processor": "remote", "remote_url": processor.url}}
        car = await _car(session, config=config)
        client = client_for("alpha")
        quote = (await client.get(f"/api/v1/cars/{car.slug}/reservation")).json()
        assert quote["fee_label"] == "Refundable deposit"
        held = (await client.post("/api/v1/leads", json=_reserve(car))).json()["reservation"]
        assert held["processor_status"] == "authorised" and held["status"] == "held"
        [request] = processor.received
        body = json.loads(request.body)
        assert body["amount_cents"] == 20000 and body["currency"] == "AUD"
        assert verify_signature(
            secret_key(settings), request.headers["forecourt-signature"], request.body
        )

        await decide(session, held["id"], confirm=False, now=utcnow())
        processor.reply = b'{"status": "declined"}'
        declined = (await client.post("/api/v1/leads", json=_reserve(car, 3))).json()
        assert declined["reservation"]["processor_status"] == "declined"
        assert declined["reservation"]["status"] == "released"
        assert (await _detail(client, car))["reserved"] is False

        processor.status, processor.reply = 503, b""
        pending = (await client.post("/api/v1/leads", json=_reserve(car, 4))).json()
        assert pending["reservation"]["processor_status"] == "unreachable"
        assert pending["reservation"]["status"] == "held"  # the dealer follows up
    finally:
        processor.close()
