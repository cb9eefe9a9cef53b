"""Saved searches and alerts: a signed-in shopper keeps a search page; new matching
stock and price drops of saved cars are told by e-mail or text through the outbox, at most once a
day, with a link that stops them; nobody else can read, change or stop them."""

from datetime import timedelta

from sqlalchemy import select, update

from forecourt.core.clock import utcnow
from forecourt.core.db import make_sessionmaker
from forecourt.core.secrets import secret_key
from forecourt.garage.alerts import AlertJob
from forecourt.inventory.models import Car
from forecourt.outbox.email import build_message
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.sms import open_text
from forecourt.search.sql_backend import SqlSearchBackend
from tests.factories import make_car, make_dealership, make_site
from tests.shoppers import MOBILE, sign_in

MAZDA_SEARCH = "/search/used-cars?make=Mazda&sortBy=price:asc&page=2"


async def _site(session, slug="alpha"):
    site = await make_site(session, slug)
    dealership = await make_dealership(session, site)
    await make_car(session, dealership, make="Mazda", model="CX-5", price=30000)
    await make_car(session, dealership, make="Kia", model="Sportage", price=28000)
    await session.commit()
    return dealership


async def _signed_in(client_for, engine, settings, slug="alpha", phone=MOBILE):
    client = client_for(slug)
    token = await sign_in(client, engine, settings, phone)
    client.headers["X-CSRF-Token"] = token
    return client


async def _outbox(engine, purpose):
    async with make_sessionmaker(engine)() as session:
        rows = await session.scalars(
            select(OutboxMessage).where(OutboxMessage.purpose == purpose).order_by(OutboxMessage.id)
        )
        return list(rows)


def _job(settings):
    return AlertJob(settings, secret_key(settings), SqlSearchBackend())


async def _run(engine, settings, now):
    async with make_sessionmaker(engine)() as session:
        return await _job(settings).run_once(session, now)


async def test_a_shopper_saves_renames_and_deletes_a_search(session, client_for, engine, settings):
    await _site(session)
    client = await _signed_in(client_for, engine, settings)
    saved = await client.post(
        "/api/v1/garage/searches", json={"name": "Mazdas", "path": MAZDA_SEARCH, "alert": "sms"}
    )
    assert saved.status_code == 201, saved.text
    search = saved.json()
    assert search["name"] == "Mazdas" and search["alert"] == "sms"
    again = await client.post(
        "/api/v1/garage/searches", json={"name": "My Mazdas", "path": MAZDA_SEARCH, "alert": "off"}
    )
    assert again.json()["id"] == search["id"] and again.json()["alert"] == "off"
    renamed = await client.patch(
        f"/api/v1/garage/searches/{search['id']}", json={"name": "CX-5s", "alert": "sms"}
    )
    assert renamed.json()["name"] == "CX-5s"
    [listed] = (await client.get("/api/v1/garage")).json()["searches"]
    assert listed["path"] == "/search/used-cars?make=Mazda&sortBy=price:asc"  # opens at page 1
    assert listed["alert"] == "sms"
    assert (await client.delete(f"/api/v1/garage/searches/{search['id']}")).status_code == 204
    assert (await client.get("/api/v1/garage")).json()["searches"] == []


async def test_saving_a_search_checks_the_page_the_channel_and_the_shopper(
    session, client_for, engine, settings
):
    await _site(session)
    stranger = client_for("alpha")
    body = {"name": "Mazdas", "path": MAZDA_SEARCH, "alert": "email"}
    assert (await stranger.post("/api/v1/garage/searches", json=body)).status_code == 401
    client = await _signed_in(client_for, engine, settings)
    no_email = await client.post("/api/v1/garage/searches", json=body)
    assert no_email.status_code == 422
    assert no_email.json()["errors"][0] == {
        "field": "alert",
        "message": "Add your email in My details to get alerts by email.",
    }
    unknown = await client.post(
        "/api/v1/garage/searches", json={**body, "alert": "sms", "path": "/search/no-such-make"}
    )
    assert unknown.status_code == 404
    bad_filter = await client.post(
        "/api/v1/garage/searches",
        json={**body, "alert": "sms", "path": "/search/used-cars?car_type=spaceship"},
    )
    assert bad_filter.status_code == 422 and bad_filter.json()["errors"][0]["field"] == "car_type"
    no_token = await client.post(
        "/api/v1/garage/searches", json={**body, "alert": "sms"}, headers={"X-CSRF-Token": ""}
    )
    assert no_token.status_code == 403


async def test_another_shopper_cannot_touch_my_search(session, client_for, engine, settings):
    await _site(session)
    mine = await _signed_in(client_for, engine, settings)
    search = (
        await mine.post(
            "/api/v1/garage/searches", json={"name": "Mazdas", "path": MAZDA_SEARCH, "alert": "sms"}
        )
    ).json()
    other = await _signed_in(client_for, engine, settings, phone="0499 888 777")
    changed = await other.patch(f"/api/v1/garage/searches/{search['id']}", json={"alert": "off"})
    assert changed.status_code == 404
    assert (await other.delete(f"/api/v1/garage/searches/{search['id']}")).status_code == 204
    assert (await other.get("/api/v1/garage")).json()["searches"] == []
    [kept] = (await mine.get("/api/v1/garage")).json()["searches"]
    assert kept["alert"] == "sms"


async def test_new_matching_stock_sends_one_email_digest_a_day_with_an_unsubscribe_link(
    session, client_for, engine, settings
):
    dealership = await _site(session)
    client = await _signed_in(client_for, engine, settings)
    await client.patch("/api/v1/garage/profile", json={"email": "sam@example.com"})
    saved = await client.post(
        "/api/v1/garage/searches",
        json={"name": "Mazdas", "path": MAZDA_SEARCH, "alert": "email"},
    )
    now = utcnow()
    assert await _run(engine, settings, now) == 0  # nothing listed since: nothing to tell
    await make_car(session, dealership, make="Kia", model="Rio", created_at=now)
    new = await make_car(session, dealership, make="Mazda", model="3", price=21990, created_at=now)
    await session.commit()
    later = now + timedelta(hours=2)
    assert await _run(engine, settings, later) == 1
    [row] = await _outbox(engine, "search_alert")
    assert row.channel == "email" and row.destination == "sam@example.com"
    message = build_message(row.payload)
    text = message.get_content()
    assert message["Subject"] == "1 new car matches \u201cMazdas\u201d"
    assert f"http://alpha.localhost/cars/{new.slug}" in text and "$21,990" in text
    assert "Kia" not in text
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert "/api/v1/alerts/unsubscribe?token=" in message["List-Unsubscribe"]

    # More stock the same day waits for tomorrow's digest, which tells only what is new.
    await make_car(session, dealership, make="Mazda", model="CX-3", created_at=later)
    await session.commit()
    assert await _run(engine, settings, later + timedelta(hours=3)) == 0
    assert await _run(engine, settings, now + timedelta(hours=27)) == 1
    second = build_message((await _outbox(engine, "search_alert"))[1].payload).get_content()
    assert "CX-3" in second and new.slug not in second

    token = text.split("unsubscribe?token=")[1].split()[0]
    stopped = await client_for("alpha").post(f"/api/v1/alerts/unsubscribe?token={token}")
    assert stopped.status_code == 200
    assert stopped.json()["message"] == "You will get no more alerts for \u201cMazdas\u201d."
    [listed] = (await client.get("/api/v1/garage")).json()["searches"]
    assert listed["id"] == saved.json()["id"] and listed["alert"] == "off"


async def test_an_unsubscribe_link_works_only_on_its_own_site(
    session, client_for, engine, settings
):
    dealership = await _site(session)
    await _site(session, "beta")
    client = await _signed_in(client_for, engine, settings)
    await client.post(
        "/api/v1/garage/searches", json={"name": "Mazdas", "path": MAZDA_SEARCH, "alert": "sms"}
    )
    await make_car(session, dealership, make="Mazda", model="3", created_at=utcnow())
    await session.commit()
    assert await _run(engine, settings, utcnow() + timedelta(hours=1)) == 1
    [row] = await _outbox(engine, "search_alert")
    text = open_text(secret_key(settings), row)
    assert text.startswith("Alpha: 1 new car matches \u201cMazdas\u201d.")
    assert "http://alpha.localhost/search/used-cars?make=Mazda&sortBy=price:asc " in text
    token = text.split("token=")[1].split()[0]
    elsewhere = await client_for("beta").post(f"/api/v1/alerts/unsubscribe?token={token}")
    assert elsewhere.status_code == 404
    assert elsewhere.json()["detail"] == "This link is not valid any more."
    [listed] = (await client.get("/api/v1/garage")).json()["searches"]
    assert listed["alert"] == "sms"


async def test_a_saved_cars_price_drop_is_texted_once(session, client_for, engine, settings):
    dealership = await _site(session)
    car = await make_car(session, dealership, make="Mazda", model="BT-50", price=40000)
    await session.commit()
    client = await _signed_in(client_for, engine, settings)
    await client.post("/api/watchlist/save-car", json={"phone_number": MOBILE, "car_id": car.id})
    now = utcnow()
    assert await _run(engine, settings, now) == 0
    await session.execute(update(Car).where(Car.id == car.id).values(price=38500))
    await session.commit()
    assert await _run(engine, settings, now + timedelta(hours=1)) == 1
    [row] = await _outbox(engine, "price_alert")
    assert row.channel == "sms" and row.destination == "+61412345678"
    text = open_text(secret_key(settings), row)
    assert text.startswith("Alpha: Price drop on 1 of your saved car")
    assert "http://alpha.localhost/my-garage" in text
    # Told once: the same price is not news tomorrow; a further drop is.
    assert await _run(engine, settings, now + timedelta(days=2)) == 0
    await session.execute(update(Car).where(Car.id == car.id).values(price=37000))
    await session.commit()
    assert await _run(engine, settings, now + timedelta(days=3)) == 1

    token = text.split("token=")[1].split()[0]
    stopped = await client_for("alpha").post(f"/api/v1/alerts/unsubscribe?token={token}")
    assert stopped.json()["message"] == (
        "You will get no more price-drop alerts for your saved cars."
    )
    assert (await client.get("/api/v1/auth/session")).json()["user"]["price_alert"] == "off"


async def test_a_price_alert_by_email_needs_an_email(session, client_for, engine, settings):
    await _site(session)
    client = await _signed_in(client_for, engine, settings)
    refused = await client.patch("/api/v1/garage/profile", json={"price_alert": "email"})
    assert refused.status_code == 422 and refused.json()["errors"][0]["field"] == "price_alert"
    chosen = await client.patch(
        "/api/v1/garage/profile", json={"email": "sam@example.com", "price_alert": "email"}
    )
    assert chosen.json()["price_alert"] == "email"
    kept = await client.patch("/api/v1/garage/profile", json={"price_alert": None})
    assert kept.json()["price_alert"] == "email"


async def test_a_wrong_method_names_every_method_of_the_path(session, client_for):
    await _site(session)
    answer = await client_for("alpha").request("OPTIONS", "/api/v1/garage/searches/1")
    assert answer.status_code == 405 and answer.headers["Allow"] == "DELETE, PATCH"
