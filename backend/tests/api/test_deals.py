"""One deal: a reservation, the finance for that car and the trade-in, sent by one shopper, are
linked as one purchase that the dealer (the console, each lead's e-mail) and the shopper (My
garage) both see; a deal's token from another site, or another shopper, links nothing."""

from sqlalchemy import select

from forecourt.leads.models import Deal, Lead
from forecourt.outbox.models import OutboxMessage
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_car, make_dealership, make_location, make_site
from tests.shoppers import MOBILE, sign_in

NO_CAPTCHA = {"sign_in": {"captcha": False}}
SHOPPER = {"name": "Dana", "last_name": "Deal", "email": "dana@example.com", "phone": MOBILE}


async def _site(session, slug="alpha"):
    site = await make_site(session, slug, config=NO_CAPTCHA)
    dealership = await make_dealership(session, site, email=f"sales@{slug}.example")
    location = await make_location(session, dealership, phone="07 3000 1111")
    car = await make_car(session, dealership, location_id=location.id, price=37990)
    await session.commit()
    return site, car


async def _post(client, body, csrf=None):
    headers = {"X-CSRF-Token": csrf} if csrf else {}
    answer = await client.post("/api/v1/leads", json=body, headers=headers)
    assert answer.status_code == 201, answer.text
    return answer.json()


def _finance(car, token):
    return {"kind": "finance", **SHOPPER, "car_id": car.id, "amount": 37990, "term": 5,
            "selfAssessedCreditScore": "GREAT", "deal_token": token}  # fmt: skip


def _trade_in(token):
    return {"kind": "trade_in", **SHOPPER, "vehicle_make": "Toyota", "vehicle_model": "Corolla",
            "vehicle_year": 2019, "km": 60000, "deal_token": token}  # fmt: skip


async def test_a_reservation_its_finance_and_trade_in_are_one_deal_for_dealer_and_shopper(
    session, client_for, engine, settings
):
    site, car = await _site(session)
    client = client_for("alpha")
    csrf = await sign_in(client, engine, settings)
    reserved = await _post(client, {"kind": "reserve", **SHOPPER, "car_id": car.id}, csrf)
    token = reserved["deal_token"]
    assert token and reserved["reservation"]["status"] == "held"
    financed = await _post(client, _finance(car, token), csrf)
    traded = await _post(client, _trade_in(token), csrf)
    assert financed["deal_token"] == traded["deal_token"] == token

    [deal] = list(await session.scalars(select(Deal)))
    leads = list(await session.scalars(select(Lead).order_by(Lead.id)))
    assert [lead.deal_id for lead in leads] == [deal.id] * 3

    # The dealer: the trade-in's e-mail carries the rest of the deal, the console shows it whole.
    payloads = await session.scalars(
        select(OutboxMessage.payload).where(
            OutboxMessage.lead_id == traded["lead_id"], OutboxMessage.purpose == "dealer"
        )
    )
    text = str(payloads.one())
    assert "The same customer's deal" in text and "Purchase price $37,990" in text
    assert "Held, deposit $" in text
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    detail = (await console.get(f"/api/v1/console/leads/{financed['lead_id']}")).json()
    assert detail["deal_id"] == deal.id
    assert detail["deal"]["customer"] == "Dana Deal"
    assert [lead["kind"] for lead in detail["deal"]["leads"]] == ["reserve", "finance", "trade_in"]

    # The shopper: My garage shows the purchase and what comes next.
    [mine] = (await client.get("/api/v1/garage/deals")).json()["deals"]
    assert mine["car"]["id"] == car.id and mine["token"] == token
    assert mine["reservation"]["status"] == "held" and mine["reservation"]["amount"] > 0
    assert mine["finance"]["status"] == "enquired"
    assert mine["trade_in"]["vehicle"] == "2019 Toyota Corolla"
    assert mine["dealership"]["name"] and "deposit" in mine["next_step"]


async def test_a_signed_out_reservation_joins_the_shoppers_garage_once_signed_in(
    session, client_for, engine, settings
):
    _, car = await _site(session)
    client = client_for("alpha")
    reserved = await _post(client, {"kind": "reserve", **SHOPPER, "car_id": car.id})
    # The same phone, about the same car, without the token: the same deal.
    financed = await _post(client, {**_finance(car, None), "deal_token": None})
    assert financed["deal_token"] == reserved["deal_token"]
    await sign_in(client, engine, settings)
    [mine] = (await client.get("/api/v1/garage/deals")).json()["deals"]
    assert mine["finance"]["status"] == "enquired" and mine["trade_in"] is None
    assert mine["next_step"] != ""


async def test_a_deal_is_never_seen_or_joined_from_another_site_or_by_another_shopper(
    session, client_for, engine, settings
):
    _, car = await _site(session)
    _, other_car = await _site(session, "beta")
    alpha, beta = client_for("alpha"), client_for("beta")
    token = (await _post(alpha, {"kind": "reserve", **SHOPPER, "car_id": car.id}))["deal_token"]
    # Beta's lead with alpha's token starts or joins nothing of alpha's.
    stranger = {**SHOPPER, "phone": "0499 888 777"}
    beta_lead = await _post(beta, {"kind": "finance", **stranger, "car_id": other_car.id,
                                    "deal_token": token})  # fmt: skip
    assert beta_lead["deal_token"] != token
    # Another shopper on alpha sees none of Dana's deals.
    await sign_in(alpha, engine, settings, phone="0499 888 777")
    assert (await alpha.get("/api/v1/garage/deals")).json()["deals"] == []
    assert (await client_for("alpha").get("/api/v1/garage/deals")).status_code == 401
