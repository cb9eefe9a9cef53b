"""Stock in the console: a manager's price edit shows on the site at once and is in
the audit trail; a feed dry run reports what would change, or every bad row, and writes nothing."""

from sqlalchemy import func, select

from forecourt.audit.models import AuditEntry
from forecourt.inventory.models import Car
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_car, make_dealership, make_site

HEADER = "stocknum,year,make,model,car_type,price,km,status\n"


async def test_a_managers_price_edit_shows_on_the_site_at_once(session, client_for):
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    car = await make_car(session, dealership, price=41990)
    manager = await make_console_user(session, site, "manager")
    await session.commit()
    shopper = client_for("alpha")
    before = (await shopper.get("/api/v1/search")).json()["hits"][0]  # now in the result cache
    assert before["price"]["amount"] == 41990
    console = client_for("alpha")
    await console_sign_in(console, manager.email)
    listed = (await console.get("/api/v1/console/stock", params={"q": car.stocknum})).json()
    assert [c["id"] for c in listed["cars"]] == [car.id]
    edited = await console.patch(f"/api/v1/console/stock/{car.id}", json={"price": 39990})
    assert edited.status_code == 200 and edited.json()["price"] == 39990
    page = (await shopper.get(f"/api/v1/cars/{car.slug}")).json()
    assert page["price"]["amount"] == 39990
    hit = (await shopper.get("/api/v1/search")).json()["hits"][0]
    assert hit["price"]["amount"] == 39990  # the stock version moved: not the cached answer
    bad = await console.patch(f"/api/v1/console/stock/{car.id}", json={"offer_price": 45000})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "offer_price"
    sold = await console.patch(f"/api/v1/console/stock/{car.id}", json={"status": "sold"})
    assert sold.json()["status"] == "sold"
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    reader = client_for("alpha")
    await console_sign_in(reader, owner.email)
    log = (await reader.get("/api/v1/console/audit", params={"object_type": "car"})).json()
    price_change = log["entries"][-1]
    assert price_change["actor"] == manager.email
    assert price_change["before"] == {"price": 41990} and price_change["after"] == {"price": 39990}


async def test_a_feed_dry_run_lists_the_cars_and_writes_nothing(session, client_for):
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    await make_car(session, dealership, stocknum="A1")
    sales = await make_console_user(session, site, "sales", dealership)
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, sales.email)
    count = select(func.count()).select_from(Car).where(Car.dealership_id == dealership.id)

    good = (
        HEADER
        + "A1,2024,Mazda,CX-5,used,31990,20000,in stock\nB2,2025,Mazda,CX-30,new,38990,10,in stock\n"
    )
    body = {"dealership_id": dealership.id, "format": "csv", "content": good}
    report = (await console.post("/api/v1/console/imports/stock", json=body)).json()
    assert report == {
        "dry_run": True, "accepted": True, "rows": 2, "created": 1, "updated": 1,
        "marked_sold": 0, "problems": [], "needs_confirmation": False,
        "cars": [
            {"action": "update", "stocknum": "A1", "name": "2024 Mazda CX-5"},
            {"action": "add", "stocknum": "B2", "name": "2025 Mazda CX-30"},
        ],
    }  # fmt: skip
    assert await session.scalar(count) == 1  # nothing written

    bad = (
        HEADER
        + "C3,2024,Mazda,CX-5,used,31990,20000,in stock\nC4,1800,Mazda,2,used,nope,5,in stock\n"
    )
    refused = (
        await console.post("/api/v1/console/imports/stock", json={**body, "content": bad})
    ).json()
    assert refused["accepted"] is False
    # the spreadsheet's own row number: the header is row 1, the bad car row 3
    assert {(p["row"], p["field"]) for p in refused["problems"]} >= {(3, "year"), (3, "price")}
    assert await session.scalar(count) == 1

    done = (
        await console.post("/api/v1/console/imports/stock", json={**body, "dry_run": False})
    ).json()
    assert done["accepted"] is True and done["created"] == 1
    assert await session.scalar(count) == 2
    # a salesperson cannot send the whole stock (which marks the missing cars sold)
    whole = await console.post("/api/v1/console/imports/whole-stock", json=body)
    assert whole.status_code == 403


async def test_a_whole_stock_import_marking_over_20_sold_asks_for_the_number(session, client_for):
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    for n in range(22):
        await make_car(session, dealership, stocknum=f"S{n}")
    manager = await make_console_user(session, site, "manager", dealership)
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, manager.email)
    sold = select(func.count()).select_from(Car).where(Car.status == "sold")
    url = "/api/v1/console/imports/whole-stock"
    body = {
        "dealership_id": dealership.id, "format": "csv", "dry_run": True,
        "content": HEADER + "S0,2024,Mazda,CX-5,used,31990,20000,in stock\n",
    }  # fmt: skip

    checked = (await console.post(url, json=body)).json()
    assert checked["marked_sold"] == 21 and checked["needs_confirmation"] is True
    assert [c["stocknum"] for c in checked["cars"] if c["action"] == "sell"] == [
        f"S{n}" for n in range(1, 22)
    ]
    unconfirmed = await console.post(url, json={**body, "dry_run": False})
    assert unconfirmed.status_code == 409
    assert unconfirmed.json()["errors"] == [{
        "field": "confirm_marked_sold",
        "message": "This import would mark 21 cars sold. Confirm that number to go ahead.",
    }]  # fmt: skip
    wrong = await console.post(url, json={**body, "dry_run": False, "confirm_marked_sold": 20})
    assert wrong.status_code == 409 and await session.scalar(sold) == 0

    done = await console.post(url, json={**body, "dry_run": False, "confirm_marked_sold": 21})
    assert done.status_code == 200 and done.json()["marked_sold"] == 21
    assert await session.scalar(sold) == 21


async def test_the_stock_table_filters_sorts_and_counts_photos_views_and_leads(session, client_for):
    from datetime import timedelta

    from forecourt.core.clock import utcnow
    from tests.console_users import make_lead

    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    old = await make_car(session, dealership, stocknum="OLD", make="Ford", price=20000, images=2)
    old.created_at = utcnow() - timedelta(days=90)
    bare = await make_car(session, dealership, stocknum="BARE", make="Mazda", price=35000, images=0)
    await make_lead(session, dealership, car_id=old.id)
    sales = await make_console_user(session, site, "sales", dealership)
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, sales.email)

    async def stocknums(**params):
        answer = (await console.get("/api/v1/console/stock", params=params)).json()
        return [c["stocknum"] for c in answer["cars"]]

    table = (await console.get("/api/v1/console/stock", params={"sort": "oldest"})).json()
    first = table["cars"][0]
    assert (first["stocknum"], first["photos"], first["leads"]) == ("OLD", 2, 1)
    assert first["days_in_stock"] == 90 and table["makes"] == ["Ford", "Mazda"]
    assert await stocknums(make="mazda") == ["BARE"]
    assert await stocknums(min_days=60) == ["OLD"]  # the factory's cars arrived 30 days ago
    assert await stocknums(no_photos=True) == ["BARE"]
    assert await stocknums(min_price=30000, max_price=40000) == ["BARE"]
    assert await stocknums(sort="-price") == ["BARE", "OLD"]
    bad = await console.get("/api/v1/console/stock", params={"min_price": 5, "max_price": 1})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "max_price"

    # km is edited; a sold car comes back in stock and its sale stays on record
    assert (await console.patch(f"/api/v1/console/stock/{bare.id}", json={"km": 12345})).json()[
        "km"
    ] == 12345
    sold = (await console.patch(f"/api/v1/console/stock/{bare.id}", json={"status": "sold"})).json()
    assert sold["status"] == "sold" and sold["sold_at"]
    back = (
        await console.patch(f"/api/v1/console/stock/{bare.id}", json={"status": "in_stock"})
    ).json()
    assert back["status"] == "in_stock" and back["sold_at"] is None
    entries = (
        await session.scalars(
            select(AuditEntry).where(AuditEntry.object_id == bare.id).order_by(AuditEntry.id)
        )
    ).all()
    assert [e.action for e in entries] == ["update", "update", "back_in_stock"]
    assert entries[1].after["price"] == 35000 and entries[1].after["sold_at"]
    assert entries[2].before["sold_at"] == entries[1].after["sold_at"]
    assert entries[2].before["price"] == 35000


async def test_a_bulk_price_change_is_previewed_then_applied_all_or_none(session, client_for):
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    a = await make_car(session, dealership, stocknum="A", price=20000)
    b = await make_car(session, dealership, stocknum="B", price=30000)
    sales = await make_console_user(session, site, "sales", dealership)
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, sales.email)
    url = "/api/v1/console/stock-price-changes"

    preview = await console.post(url, json={"car_ids": [a.id, b.id], "percent": -5})
    assert [(c["stocknum"], c["price"], c["new_price"]) for c in preview.json()] == [
        ("A", 20000, 19000), ("B", 30000, 28500),
    ]  # fmt: skip
    await session.refresh(a)
    assert a.price == 20000  # a preview writes nothing
    both = await console.post(url, json={"car_ids": [a.id], "percent": 5, "dollars": 5})
    assert both.status_code == 422
    done = await console.post(url, json={"car_ids": [a.id, b.id], "dollars": 500, "dry_run": False})
    assert [c["new_price"] for c in done.json()] == [20500, 30500]
    too_low = await console.post(url, json={"car_ids": [a.id], "dollars": -20500, "dry_run": False})
    assert too_low.status_code == 422 and "less than $1" in too_low.json()["errors"][0]["message"]
    await session.refresh(a)
    assert a.price == 20500
    log = (
        await session.scalars(select(AuditEntry).where(AuditEntry.after["price"].isnot(None)))
    ).all()
    assert len(log) == 2


async def test_select_every_filtered_car_for_a_price_change_names_them_up_to_the_most(
    session, client_for, monkeypatch
):
    site = await make_site(session, "alpha")
    north, south = await make_dealership(session, site), await make_dealership(session, site)
    mazdas = [await make_car(session, north, make="Mazda", price=p) for p in (20000, 30000, 40000)]
    await make_car(session, north, make="Kia", price=25000)
    await make_car(session, south, make="Mazda", price=25000)  # not this salesperson's
    sales = await make_console_user(session, site, "sales", north)
    viewer = await make_console_user(session, site, "viewer", north)
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, sales.email)
    url = "/api/v1/console/stock-ids"

    found = (await console.get(url, params={"make": "mazda", "sort": "price"})).json()
    assert found == {"ids": [c.id for c in mazdas], "total": 3, "most": 200}
    cheap = (await console.get(url, params={"make": "Mazda", "max_price": 30000})).json()
    assert sorted(cheap["ids"]) == [mazdas[0].id, mazdas[1].id]
    monkeypatch.setattr("forecourt.inventory.stock_desk.MAX_BULK_CARS", 2)
    many = (await console.get(url, params={"make": "Mazda"})).json()
    assert many == {"ids": [], "total": 3, "most": 2}  # too many for one change: only the number
    wrong = await console.get(url, params={"min_price": 5, "max_price": 1})
    assert wrong.status_code == 422
    assert wrong.json()["errors"][0]["field"] == "max_price"

    reader = client_for("alpha")
    await console_sign_in(reader, viewer.email)
    assert (await reader.get(url)).status_code == 403  # a viewer changes no prices


async def test_a_cars_specifications_and_features_edited_show_on_its_page_with_an_audit_entry(
    session, client_for
):
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    car = await make_car(session, dealership, power_kw=110, fuel="Petrol", trans="Manual",
                         standard_equipment=["Air conditioning"])  # fmt: skip
    manager = await make_console_user(session, site, "manager")
    viewer = await make_console_user(session, site, "viewer")
    await session.commit()
    shopper = client_for("alpha")
    page = (await shopper.get(f"/api/v1/cars/{car.slug}")).json()  # the kept page, made now
    assert {"label": "Power", "value": "110 kW"} in page["specifications"]
    console = client_for("alpha")
    await console_sign_in(console, manager.email)
    url = f"/api/v1/console/stock/{car.id}/specifications"

    read = (await console.get(url)).json()
    assert read["values"]["power_kw"] == 110 and read["values"]["transmission"] == "Manual"
    assert read["schema"]["properties"]["power_kw"]["title"] == "Power (kW)"
    values = {**read["values"], "power_kw": 135, "towing_capacity_braked_kg": 2100,
              "transmission": "6 speed automatic", "fuel": "Hybrid petrol",
              "standard_equipment": ["Air conditioning", "Apple CarPlay"]}  # fmt: skip
    saved = await console.put(url, json=values)
    assert saved.status_code == 200, saved.text
    assert saved.json()["values"]["power_kw"] == 135

    page = (await shopper.get(f"/api/v1/cars/{car.slug}")).json()
    assert {"label": "Power", "value": "135 kW"} in page["specifications"]
    assert {"label": "Towing Capacity (Braked)", "value": "2,100 kg"} in page["specifications"]
    assert page["features"] == ["Air conditioning", "Apple CarPlay"]
    await session.refresh(car)
    assert (car.simple_transmission, car.simple_fuel) == ("Automatic", "Hybrid")  # search facets
    entry = await session.scalar(select(AuditEntry).order_by(AuditEntry.id.desc()).limit(1))
    assert entry.before["power_kw"] == 110 and entry.after["power_kw"] == 135
    assert entry.after["standard_equipment"] == ["Air conditioning", "Apple CarPlay"]
    assert "colour" not in entry.after  # only what changed

    # the feed import's rules: an ANCAP rating of 7 and a word for seats are named by field
    bad = await console.put(url, json={**values, "ancap_rating": 7, "seats": "many"})
    assert bad.status_code == 422
    assert {e["field"] for e in bad.json()["errors"]} == {"ancap_rating", "seats"}
    unknown = await console.put(url, json={**values, "price": 1})
    assert unknown.status_code == 422
    reader = client_for("alpha")
    await console_sign_in(reader, viewer.email)
    assert (await reader.get(url)).status_code == 200
    assert (await reader.put(url, json=values)).status_code == 403
