"""The new-site wizard's steps on the platform API: each validated by the console's own rules,
each resumable from what the site has (`next_step`), operators only."""

from sqlalchemy import select

from forecourt.locations.models import Location
from forecourt.outbox.models import OutboxMessage
from tests.api.test_site_lifecycle import PLATFORM, _operator
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_site

HEADER = "stocknum,vin,year,make,model,badge,car_type,price,km,colour,body,fuel,transmission,drive,status,images\n"
FEED = HEADER + (
    "K1,,2022,Toyota,HiLux,SR5,used,45990,31000,White,Ute,Diesel,Automatic,4x4,In Stock,\n"
    "K2,,2021,Mazda,CX-5,Maxx,used,32990,52000,Red,Wagon,Unleaded Petrol,Automatic,FWD,In Stock,\n"
)
YARD = {
    "name": "Kelly Motors Geelong", "street": "1 Latrobe Tce", "city": "Geelong", "state": "VIC",
    "postcode": "3220", "phone": "03 5222 0000", "email": "sales@kelly.example.com",
    "dealer_licence_number": "LMCT 12345",
    "opening_hours": [{"weekday": 1, "status": "Open", "open": "08:30", "close": "17:30"}],
}  # fmt: skip


async def test_the_wizard_goes_step_by_step_and_resumes_where_it_was_left(session, client_for):
    platform = await _operator(session, client_for("localhost"))
    site = (
        await platform.post(f"{PLATFORM}/sites", json={"slug": "kelly", "name": "Kelly"})
    ).json()
    setup = f"{PLATFORM}/sites/{site['id']}/setup"
    assert (await platform.get(setup)).json()["next_step"] == "brand"

    theme = f"{PLATFORM}/sites/{site['id']}/theme"
    bad = await platform.put(theme, json={"primary": "red", "fonts": "x"})
    assert bad.status_code == 422
    assert {e["field"] for e in bad.json()["errors"]} == {"primary", "fonts"}
    good = await platform.put(theme, json={"primary": "#aa0011", "font": "Georgia, serif"})
    assert good.json()["theme"]["primary"] == "#aa0011"
    assert good.json()["next_step"] == "dealership"

    dealerships = f"{PLATFORM}/sites/{site['id']}/dealerships"
    bad = await platform.post(dealerships, json={**YARD, "postcode": "32200"})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "postcode"
    made = await platform.post(dealerships, json=YARD)
    assert made.status_code == 201, made.text
    assert made.json()["next_step"] == "stock"
    dealership = made.json()["dealerships"][0]
    # Its first location, with the same address and the hours given.
    location = await session.scalar(select(Location).where(Location.site_id == site["id"]))
    await session.refresh(location, ["opening_hours"])
    assert (location.name, location.postcode, location.location_type) == (
        "Kelly Motors Geelong", "3220", "sales",
    )  # fmt: skip
    assert [(h.weekday, h.open) for h in location.opening_hours] == [(1, "08:30")]

    upload = {"dealership_id": dealership["id"], "format": "csv", "content": FEED}
    dry = (await platform.post(f"{PLATFORM}/sites/{site['id']}/imports/stock", json=upload)).json()
    assert (dry["dry_run"], dry["accepted"], dry["created"]) == (True, True, 2)
    assert (await platform.get(setup)).json()["cars"] == 0
    wrong = {**upload, "content": FEED.replace("45990", "lots"), "dry_run": True}
    report = (
        await platform.post(f"{PLATFORM}/sites/{site['id']}/imports/stock", json=wrong)
    ).json()
    assert report["accepted"] is False and report["problems"][0]["field"] == "price"
    done = await platform.post(
        f"{PLATFORM}/sites/{site['id']}/imports/stock", json={**upload, "dry_run": False}
    )
    assert done.json()["created"] == 2
    # Left here and resumed later: the wizard knows where it stands.
    assert (await platform.get(setup)).json()["next_step"] == "leads"

    leads = f"{PLATFORM}/sites/{site['id']}/lead-destinations/{dealership['id']}"
    assert (await platform.put(leads, json={"emails": ["not an address"]})).status_code == 422
    answer = await platform.put(leads, json={"emails": ["leads@kelly.example.com"]})
    assert answer.json()["dealerships"][0]["lead_emails"] == ["leads@kelly.example.com"]
    assert answer.json()["next_step"] == "owner"

    owner = f"{PLATFORM}/sites/{site['id']}/owner"
    invited = await platform.post(owner, json={"email": "Kim@Kelly.example.com", "name": "Kim"})
    assert invited.status_code == 201 and invited.json()["owner"] == "kim@kelly.example.com"
    assert invited.json()["next_step"] == "live"
    again = await platform.post(owner, json={"email": "kim@kelly.example.com", "name": "Kim"})
    assert again.status_code == 409
    sent = await session.scalar(
        select(OutboxMessage).where(OutboxMessage.destination == "kim@kelly.example.com")
    )
    assert "http://kelly.localhost/console/password?token=" in str(sent.payload)

    live = await platform.put(f"{PLATFORM}/sites/{site['id']}/status", json={"status": "live"})
    assert live.json()["status"] == "live"
    assert (await platform.get(setup)).json()["next_step"] == "done"
    search = (await client_for("kelly").get("/api/v1/search")).json()
    assert search["total"] == 2


async def test_only_operators_use_the_wizard(session, client_for):
    alpha = await make_site(session, "alpha")
    owner = await make_console_user(session, alpha, "owner")
    await session.commit()
    on_site = client_for("alpha")
    await console_sign_in(on_site, owner.email)
    anonymous = client_for("localhost")
    calls = [
        ("GET", f"{PLATFORM}/sites/{alpha.id}/setup", None),
        ("PUT", f"{PLATFORM}/sites/{alpha.id}/theme", {}),
        ("POST", f"{PLATFORM}/sites/{alpha.id}/dealerships", YARD),
        (
            "POST",
            f"{PLATFORM}/sites/{alpha.id}/imports/stock",
            {"dealership_id": 1, "format": "csv", "content": FEED},
        ),  # fmt: skip
        ("PUT", f"{PLATFORM}/sites/{alpha.id}/lead-destinations/1", {"emails": ["a@b.com"]}),
        ("POST", f"{PLATFORM}/sites/{alpha.id}/owner", {"email": "a@b.com", "name": "A"}),
    ]
    for method, url, body in calls:
        assert (await anonymous.request(method, url, json=body)).status_code == 401, url
        assert (await on_site.request(method, url, json=body)).status_code == 404, url
    platform = await _operator(session, client_for("localhost"))
    for method, url, body in calls[:3]:
        answer = await platform.request(method, url, json=body)
        assert answer.is_success, (url, answer.text)
