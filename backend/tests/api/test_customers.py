"""Customers: a site's leads from one person (the same phone or e-mail, however spelled) are one
customer with one timeline of leads, replies and notes; the inbox marks a returning customer; a
role sees a customer only through the leads it reaches, and another site's never."""

import asyncio

from sqlalchemy import func, select

from forecourt.core.clock import utcnow
from forecourt.core.db import make_sessionmaker
from forecourt.identity.models import ShopperUser
from forecourt.leads.models import Customer
from tests.console_users import console_sign_in, make_console_user, make_lead
from tests.factories import make_car, make_dealership, make_site

JANE = {"name": "Jane", "last_name": "Citizen", "email": "jane@example.com",
        "phone": "0412 345 678", "postcode": "4000"}  # fmt: skip


async def test_leads_with_the_same_phone_or_email_are_one_customer_with_one_timeline(
    session, client_for
):
    site = await make_site(session, "alpha", config={"sign_in": {"captcha": False}})
    north = await make_dealership(session, site)
    car = await make_car(session, north, make="Mazda", model="CX-5", year=2021)
    owner = await make_console_user(session, site, "owner", email="alex@example.com")
    owner.name = "Alex"
    await session.commit()
    shopper = client_for("alpha")

    async def submit(**fields: object) -> int:
        body = {"kind": "enquiry", "car_id": car.id, "message": "Is it still here?", **JANE}
        answer = await shopper.post("/api/v1/leads", json={**body, **fields})
        assert answer.status_code == 201, answer.text
        return int(answer.json()["lead_id"])

    first = await submit()
    # the same phone in another spelling, the e-mail in capitals: the same person
    second = await submit(kind="test_drive", phone="+61 412 345 678", email="JANE@EXAMPLE.COM",
                          message=None)  # fmt: skip
    # a new phone but Jane's e-mail: still Jane, and the new phone is hers from now on
    third = await submit(phone="0499 000 111", email="Jane@Example.com")
    fourth = await submit(phone="0499000111", email="jane.work@example.com")
    other = await submit(name="Bob", last_name="Other", email="bob@example.com",
                         phone="0400 222 333")  # fmt: skip
    console = client_for("alpha")
    await console_sign_in(console, owner.email)

    replied = await console.post(f"/api/v1/console/leads/{first}/replies", json={
        "channel": "email", "subject": "Your CX-5", "text": "Yes, come and see it."})  # fmt: skip
    assert replied.status_code == 201, replied.text
    noted = await console.post(f"/api/v1/console/leads/{second}/notes",
                               json={"text": "Prefers Saturday mornings"})  # fmt: skip
    assert noted.status_code == 201

    listed = (await console.get("/api/v1/console/customers")).json()
    assert listed["total"] == 2
    jane, bob = listed["customers"]  # the last contact first: the reply to Jane came last
    assert (jane["name"], jane["leads"], jane["latest_lead_id"]) == ("Jane Citizen", 4, fourth)
    assert jane["last_contact_at"] > bob["last_contact_at"]
    assert (bob["name"], bob["leads"]) == ("Bob Other", 1)
    found = (await console.get("/api/v1/console/customers?q=0412 345 678")).json()
    assert [c["id"] for c in found["customers"]] == [jane["id"]]
    assert (await console.get("/api/v1/console/customers?q=bob@")).json()["total"] == 1

    story = (await console.get(f"/api/v1/console/customers/{jane['id']}")).json()
    assert [lead["id"] for lead in story["leads"]] == [fourth, third, second, first]
    # each once, as the newest lead spells it
    assert {(c["kind"], c["value"].lower()) for c in story["contacts"]} == {
        ("phone", "0412345678"), ("phone", "0499000111"),
        ("email", "jane@example.com"), ("email", "jane.work@example.com"),
    }  # fmt: skip
    kinds = [(e["type"], e["lead_id"]) for e in story["timeline"]]
    assert set(kinds) == {("lead", first), ("lead", second), ("lead", third), ("lead", fourth),
                          ("reply", first), ("note", second)}  # fmt: skip
    assert kinds[0] == ("note", second)  # newest first
    reply = next(e for e in story["timeline"] if e["type"] == "reply")
    assert (reply["author"], reply["channel"], reply["subject"]) == ("Alex", "email", "Your CX-5")
    assert reply["status"] == "pending"
    assert next(e for e in story["timeline"] if e["lead_id"] == second)["kind"] == "test_drive"

    # the inbox marks every lead after Jane's first as a returning customer's
    rows = {r["id"]: r for r in (await console.get("/api/v1/console/leads")).json()["leads"]}
    assert [rows[i]["returning"] for i in (first, second, third, fourth, other)] == [
        False, True, True, True, False]  # fmt: skip
    assert rows[second]["customer_leads"] == 4 and rows[second]["customer_id"] == jane["id"]
    assert rows[other]["customer_leads"] == 1
    lead_page = (await console.get(f"/api/v1/console/leads/{third}")).json()
    assert lead_page["customer_id"] == jane["id"] and lead_page["returning"]


async def test_a_lead_whose_phone_and_email_are_two_customers_joins_the_phones(session, client_for):
    site = await make_site(session, "alpha")
    north = await make_dealership(session, site)
    ann = await make_lead(session, north, name="Ann", email="family@example.com",
                          phone="0411111111")  # fmt: skip
    ben = await make_lead(session, north, name="Ben", email="ben@example.com", phone="0422222222")
    both = await make_lead(session, north, name="Ben", email="family@example.com",
                           phone="0422 222 222")  # fmt: skip
    test = await make_lead(session, north, kind="test", email="family@example.com",
                           phone="0411111111")  # fmt: skip
    await session.commit()
    assert both.customer_id == ben.customer_id != ann.customer_id
    assert test.customer_id is None  # the console's test lead is nobody's
    # never merged by themselves: the shared e-mail stays Ann's, Ben keeps his own
    assert await session.scalar(select(Customer.name).where(Customer.id == ann.customer_id)) == (
        "Ann Shopper"
    )
    later = await make_lead(session, north, name="Ann", email="family@example.com", phone="")
    assert later.customer_id == ann.customer_id


async def test_a_phone_proven_with_the_sign_in_code_is_marked_verified(session, client_for):
    site = await make_site(session, "alpha")
    north = await make_dealership(session, site)
    session.add(ShopperUser(site_id=site.id, phone="+61412345678", created_at=utcnow()))
    lead = await make_lead(session, north, email="jane@example.com", phone="0412345678")
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    story = (await console.get(f"/api/v1/console/customers/{lead.customer_id}")).json()
    assert {c["value"]: c["verified"] for c in story["contacts"]} == {
        "0412345678": True, "jane@example.com": False}  # fmt: skip


async def test_a_salesperson_sees_a_customer_only_through_their_own_leads(session, client_for):
    site = await make_site(session, "alpha")
    north, south = await make_dealership(session, site), await make_dealership(session, site)
    mine = await make_lead(session, north, email="jane@example.com", phone="0412345678",
                           message="North enquiry")  # fmt: skip
    theirs = await make_lead(session, south, email="jane.private@example.com",
                             phone="0412345678", message="South enquiry")  # fmt: skip
    service = await make_lead(session, north, kind="service_booking", phone="0412345678",
                              email="jane@example.com")  # fmt: skip
    only_south = await make_lead(session, south, name="Sid", email="sid@example.com",
                                 phone="0433333333")  # fmt: skip
    await session.commit()
    assert mine.customer_id == theirs.customer_id == service.customer_id
    sales = await make_console_user(session, site, "sales", north, email="sam@alpha.example")
    desk = await make_console_user(session, site, "service", north, email="svc@alpha.example")
    await session.commit()
    sam = client_for("alpha")
    await console_sign_in(sam, sales.email)

    listed = (await sam.get("/api/v1/console/customers")).json()
    assert [(c["id"], c["leads"]) for c in listed["customers"]] == [(mine.customer_id, 2)]
    story = (await sam.get(f"/api/v1/console/customers/{mine.customer_id}")).json()
    assert {lead["id"] for lead in story["leads"]} == {mine.id, service.id}
    assert all(e["lead_id"] != theirs.id for e in story["timeline"])
    assert "jane.private@example.com" not in {c["value"] for c in story["contacts"]}
    assert "South enquiry" not in str(story)
    hidden = await sam.get(f"/api/v1/console/customers/{only_south.customer_id}")
    assert hidden.status_code == 404
    assert (await sam.get("/api/v1/console/customers?q=sid")).json()["total"] == 0
    rows = (await sam.get("/api/v1/console/leads")).json()["leads"]
    assert {r["id"]: r["customer_leads"] for r in rows} == {mine.id: 2, service.id: 2}

    # the service desk sees the customer through the service booking alone
    svc = client_for("alpha")
    await console_sign_in(svc, desk.email)
    story = (await svc.get(f"/api/v1/console/customers/{mine.customer_id}")).json()
    assert [lead["id"] for lead in story["leads"]] == [service.id]
    row = (await svc.get("/api/v1/console/leads")).json()["leads"][0]
    assert (row["customer_leads"], row["returning"]) == (1, False)


async def test_another_sites_customers_are_never_visible(session, client_for):
    alpha, beta = await make_site(session, "alpha"), await make_site(session, "beta")
    a_lead = await make_lead(session, await make_dealership(session, alpha), phone="0412345678")
    b_lead = await make_lead(session, await make_dealership(session, beta), phone="0412345678")
    owner = await make_console_user(session, alpha, "owner", email="owner@alpha.example")
    await session.commit()
    # the same phone on two sites is two customers
    assert a_lead.customer_id != b_lead.customer_id
    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    listed = (await console.get("/api/v1/console/customers")).json()
    assert [c["id"] for c in listed["customers"]] == [a_lead.customer_id]
    other = await console.get(f"/api/v1/console/customers/{b_lead.customer_id}")
    assert other.status_code == 404
    assert other.json()["detail"] == "No such customer"
    # and from another site's host, alpha's console session opens nothing
    stranger = client_for("beta")
    stranger.cookies = console.cookies
    answer = await stranger.get(f"/api/v1/console/customers/{a_lead.customer_id}")
    assert answer.status_code in (401, 403)


async def test_two_leads_of_a_new_shopper_taken_at_once_are_one_customer(session, engine):
    """The second transaction's claim of the phone waits for the first's commit, finds the phone
    taken, drops the customer it began and joins the first's."""
    site = await make_site(session, "alpha")
    north = await make_dealership(session, site)
    await session.commit()
    maker = make_sessionmaker(engine)
    async with maker() as first, maker() as second:
        one = await make_lead(first, north, email="jane@example.com", phone="0412345678")
        if engine.dialect.name == "sqlite":
            await first.commit()  # SQLite takes one writer at a time: the second waits for this
            two = await make_lead(second, north, email="JANE@example.com", phone="0412345678")
        else:
            taking = asyncio.create_task(
                make_lead(second, north, email="JANE@example.com", phone="0412 345 678")
            )
            await asyncio.sleep(0.5)  # the second waits on the first's claim of the phone
            assert not taking.done()
            await first.commit()
            two = await taking
        await second.commit()
        assert one.customer_id == two.customer_id
    assert await session.scalar(select(func.count()).select_from(Customer)) == 1
