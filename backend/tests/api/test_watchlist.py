"""The watchlist (spec: vehicle §7 save-car / remove-car) and my garage: only the signed-in
shopper's own phone, only this site's cars, a sold car cannot be newly saved, and the garage
tells what changed since saving."""

from sqlalchemy import update

from forecourt.inventory.models import Car
from tests.factories import make_car, make_dealership, make_site
from tests.shoppers import MOBILE, sign_in


async def _stock(session):
    alpha = await make_site(session, "alpha")
    beta = await make_site(session, "beta")
    ours = await make_car(session, await make_dealership(session, alpha), price=30000)
    sold = await make_car(session, await make_dealership(session, alpha), status="sold")
    theirs = await make_car(session, await make_dealership(session, beta), price=25000)
    await session.commit()
    return ours, sold, theirs


async def test_saving_and_removing_a_car(session, client_for, engine, settings):
    ours, _sold, _theirs = await _stock(session)
    client = client_for("alpha")
    token = await sign_in(client, engine, settings)
    headers = {"X-CSRF-Token": token}
    body = {"phone_number": "+61412345678", "car_id": ours.id}
    saved = await client.post("/api/watchlist/save-car", json=body, headers=headers)
    assert saved.status_code == 200 and saved.json() == {"success": True, "car_ids": [ours.id]}
    twice = await client.post("/api/watchlist/save-car", json=body, headers=headers)
    assert twice.json()["car_ids"] == [ours.id]
    assert (await client.get("/api/v1/garage/watchlist")).json()["car_ids"] == [ours.id]
    removed = await client.post("/api/watchlist/remove-car", json=body, headers=headers)
    assert removed.json() == {"success": True, "car_ids": []}


async def test_the_watchlist_refuses_strangers_other_phones_other_sites_and_sold_cars(
    session, client_for, engine, settings
):
    ours, sold, theirs = await _stock(session)
    client = client_for("alpha")
    signed_out = await client.post(
        "/api/watchlist/save-car", json={"phone_number": MOBILE, "car_id": ours.id}
    )
    assert signed_out.status_code == 401
    token = await sign_in(client, engine, settings)
    headers = {"X-CSRF-Token": token}

    async def save(phone, car_id):
        return await client.post(
            "/api/watchlist/save-car",
            json={"phone_number": phone, "car_id": car_id},
            headers=headers,
        )

    assert (await save("0499 888 777", ours.id)).status_code == 403
    assert (await save(MOBILE, theirs.id)).status_code == 404
    refused = await save(MOBILE, sold.id)
    assert refused.status_code == 409 and "sold" in refused.json()["detail"]
    no_token = await client.post(
        "/api/watchlist/save-car", json={"phone_number": MOBILE, "car_id": ours.id}
    )
    assert no_token.status_code == 403


async def test_my_garage_shows_a_price_drop_and_a_sale_since_saving(
    session, client_for, engine, settings
):
    ours, _sold, _theirs = await _stock(session)
    client = client_for("alpha")
    token = await sign_in(client, engine, settings)
    body = {"phone_number": MOBILE, "car_id": ours.id}
    await client.post("/api/watchlist/save-car", json=body, headers={"X-CSRF-Token": token})
    await session.execute(update(Car).where(Car.id == ours.id).values(price=28500))
    await session.commit()
    garage = (await client.get("/api/v1/garage")).json()
    assert garage["user"]["phone"] == "0412345678" and garage["user"]["name"] == "Sam"
    [car] = garage["cars"]
    assert car["car"]["id"] == ours.id and car["saved_price"] == 30000
    assert car["price_drop"] == 1500 and car["sold"] is False
    await session.execute(update(Car).where(Car.id == ours.id).values(status="sold"))
    await session.commit()
    [car] = (await client.get("/api/v1/garage")).json()["cars"]
    assert car["sold"] is True
    # Another shopper on the same site sees an empty garage.
    other = client_for("alpha")
    await sign_in(other, engine, settings, phone="0499 111 222")
    assert (await other.get("/api/v1/garage")).json()["cars"] == []
