"""The lead desk: every lead owned (assigned to anyone whose role reaches it, or by
the dealership's round robin; "My leads"; the history says who assigned whom), its owner alerted
with the console link through the outbox, and replies to the shopper from the console."""

from datetime import timedelta

from sqlalchemy import select

from forecourt.core.secrets import secret_key
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.sms import open_text
from tests.console_users import console_sign_in, make_console_user, make_lead
from tests.factories import make_car, make_dealership, make_site

SHOPPER = {"name": "Jane", "last_name": "Citizen", "email": "jane@example.com",
           "phone": "0412 345 678", "postcode": "4000"}  # fmt: skip


async def _rows(session, purpose: str) -> list[OutboxMessage]:
    query = select(OutboxMessage).where(OutboxMessage.purpose == purpose)
    fresh = query.order_by(OutboxMessage.id).execution_options(populate_existing=True)
    return list(await session.scalars(fresh))


async def test_a_lead_is_assigned_to_someone_who_may_see_it_and_the_history_says_by_whom(
    session, client_for
):
    site = await make_site(session, "alpha", name="Alpha Cars")
    north, south = await make_dealership(session, site), await make_dealership(session, site)
    car = await make_car(session, north, make="Mazda", model="CX-5", year=2021)
    lead = await make_lead(session, north, car_id=car.id)
    owner = await make_console_user(session, site, "owner", email="alex@example.com")
    owner.name = "Alex"
    sam = await make_console_user(session, site, "sales", north, email="sam@alpha.example")
    sam.name, sam.mobile = "Sam", "+61400111222"
    elsewhere = await make_console_user(session, site, "sales", south)
    service = await make_console_user(session, site, "service", None, email="svc@example.com")
    await session.commit()
    client = client_for("alpha")
    await console_sign_in(client, owner.email)

    who = (await client.get(f"/api/v1/console/leads/{lead.id}/assignees")).json()
    assert [p["name"] for p in who] == ["Alex", "Sam"]  # not the south's nor the service desk's
    for outsider in (elsewhere, service):
        refused = await client.patch(
            f"/api/v1/console/leads/{lead.id}", json={"assignee_id": outsider.id}
        )
        assert refused.status_code == 422
        assert refused.json()["errors"][0]["field"] == "assignee_id"

    given = await client.patch(f"/api/v1/console/leads/{lead.id}", json={"assignee_id": sam.id})
    assert given.status_code == 200
    assert given.json()["assignee_id"] == sam.id and given.json()["assignee_name"] == "Sam"
    [entry] = [h for h in given.json()["history"] if h["action"] == "assign"]
    assert entry["after"] == {"assignee_id": sam.id, "assignee": "Sam", "by": "Alex"}

    [mail] = [r for r in await _rows(session, "lead_alert") if r.channel == "email"]
    assert mail.destination == "sam@alpha.example" and mail.lead_id == lead.id
    assert mail.payload["subject"].startswith("Alex assigned you a lead")
    assert f"http://alpha.localhost/console/leads/{lead.id}" in mail.payload["text"]
    [text] = [r for r in await _rows(session, "lead_alert") if r.channel == "sms"]
    assert text.destination == "+61400111222"

    # the owner's list shows who has it; Sam's "My leads" has it, the unassigned list does not
    rows = (await client.get("/api/v1/console/leads")).json()["leads"]
    assert rows[0]["assignee_name"] == "Sam"
    assert (await client.get("/api/v1/console/leads?assignee=none")).json()["total"] == 0
    assert (await client.get("/api/v1/console/leads?assignee=me")).json()["total"] == 0
    mine = client_for("alpha")
    await console_sign_in(mine, sam.email)
    assert [
        r["id"] for r in (await mine.get("/api/v1/console/leads?assignee=me")).json()["leads"]
    ] == [lead.id]

    # taking a lead oneself alerts nobody; unassigning is recorded too
    await mine.patch(f"/api/v1/console/leads/{lead.id}", json={"assignee_id": sam.id})
    await client.patch(f"/api/v1/console/leads/{lead.id}", json={"assignee_id": owner.id})
    assert len(await _rows(session, "lead_alert")) == 2
    off = await client.patch(f"/api/v1/console/leads/{lead.id}", json={"unassign": True})
    assert off.json()["assignee_id"] is None
    assert off.json()["history"][0]["after"]["assignee"] is None


async def test_the_round_robin_shares_a_dealerships_new_leads_in_turn(session, client_for):
    site = await make_site(
        session, "alpha", name="Alpha Cars", config={"sign_in": {"captcha": False}}
    )
    north = await make_dealership(session, site, email="leads@alpha.example")
    car = await make_car(session, north)
    ann = await make_console_user(session, site, "sales", north, email="ann@alpha.example")
    bob = await make_console_user(session, site, "sales", None, email="bob@alpha.example")
    owner = await make_console_user(session, site, "owner")
    await make_console_user(session, site, "viewer", north)
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    shopper = client_for("alpha")

    async def submit() -> int:
        answer = await shopper.post("/api/v1/leads", json={"kind": "enquiry", "car_id": car.id,
                                                           "message": "Hi", **SHOPPER})  # fmt: skip
        assert answer.status_code == 201, answer.text
        return answer.json()["lead_id"]

    first = await submit()  # the round robin is off: nobody has it
    assert (await console.get(f"/api/v1/console/leads/{first}")).json()["assignee_id"] is None
    saved = await console.put(
        f"/api/v1/console/lead-handling/{north.id}", json={"round_robin": True}
    )
    assert saved.status_code == 200 and saved.json()["response_minutes"] == 15
    owners = [(await console.get(f"/api/v1/console/leads/{await submit()}")).json()
              for _ in range(3)]  # fmt: skip
    assert [o["assignee_id"] for o in owners] == [ann.id, bob.id, ann.id]
    assert owners[0]["history"][0]["after"]["by"] == "round robin"
    assert owners[0]["respond_by"] and not owners[0]["overdue"]  # the target is set on taking
    alerts = [r.destination for r in await _rows(session, "lead_alert")]
    assert alerts == [ann.email, bob.email, ann.email]
    [dealer_mail, *_] = await _rows(session, "dealer")
    assert f"/console/leads/{first}" in dealer_mail.payload["text"]
    bad = await console.put(f"/api/v1/console/lead-handling/{north.id}",
                            json={"round_robin": True, "response_minutes": 0})  # fmt: skip
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "response_minutes"


async def test_an_unassigned_lead_texts_the_recipients_with_a_mobile(session, client_for, app):
    site = await make_site(session, "alpha", config={"sign_in": {"captcha": False}})
    north = await make_dealership(
        session, site, lead_destinations={"emails": ["kim@alpha.example"]}
    )
    car = await make_car(session, north)
    kim = await make_console_user(session, site, "manager", north, email="kim@alpha.example")
    await session.commit()
    me = client_for("alpha")
    await console_sign_in(me, kim.email)
    bad = await me.put("/api/v1/console/me/alerts", json={"mobile": "02 9999 0000"})
    assert bad.status_code == 422
    assert (await me.put("/api/v1/console/me/alerts", json={"mobile": "0400 111 222"})).json() == {
        "mobile": "+61400111222"
    }
    answer = await client_for("alpha").post(
        "/api/v1/leads", json={"kind": "enquiry", "car_id": car.id, "message": "Hi", **SHOPPER}
    )
    lead_id = answer.json()["lead_id"]
    [text] = await _rows(session, "lead_alert")
    assert text.channel == "sms" and text.destination == "+61400111222"
    assert f"/console/leads/{lead_id}" in open_text(secret_key(app.state.settings), text)


async def test_a_reply_from_the_console_is_sent_through_the_outbox_and_is_the_first_contact(
    session, client_for
):
    site = await make_site(session, "alpha", name="Alpha Cars")
    north = await make_dealership(session, site, name="Alpha Motors")
    car = await make_car(session, north, make="Mazda", model="CX-5", year=2021)
    lead = await make_lead(session, north, car_id=car.id, name="Jane", phone="0412345678")
    landline = await make_lead(session, north, phone="0299990000")
    sam = await make_console_user(session, site, "sales", north, email="sam@alpha.example")
    sam.name = "Sam"
    await session.commit()
    client = client_for("alpha")
    await console_sign_in(client, sam.email)

    templates = (await client.get(f"/api/v1/console/leads/{lead.id}/reply-templates")).json()
    thanks = templates[0]
    assert thanks["subject"] == "Your enquiry about the 2021 Mazda CX-5"
    assert thanks["text"].startswith("Hi Jane,") and "I'm Sam at Alpha Motors" in thanks["text"]

    sent = await client.post(f"/api/v1/console/leads/{lead.id}/replies",
                             json={"channel": "email", "subject": thanks["subject"],
                                   "text": thanks["text"]})  # fmt: skip
    assert sent.status_code == 201, sent.text
    assert sent.json()["status"] == "pending" and sent.json()["destination"] == lead.email
    [mail] = await _rows(session, "reply")
    assert mail.payload["reply_to"] == "sam@alpha.example" and mail.payload["to"] == lead.email
    detail = (await client.get(f"/api/v1/console/leads/{lead.id}")).json()
    assert detail["first_contacted_at"] and detail["status"] == "contacted"
    first = detail["first_contacted_at"]

    texted = await client.post(f"/api/v1/console/leads/{lead.id}/replies",
                               json={"channel": "sms", "text": "See you at 10"})  # fmt: skip
    assert texted.status_code == 201 and texted.json()["destination"] == "0412345678"
    detail = (await client.get(f"/api/v1/console/leads/{lead.id}")).json()
    assert [r["channel"] for r in detail["replies"]] == ["email", "sms"]
    assert detail["first_contacted_at"] == first  # the first reply's time stays

    no_subject = await client.post(f"/api/v1/console/leads/{lead.id}/replies",
                                   json={"channel": "email", "text": "Hi"})  # fmt: skip
    assert no_subject.status_code == 422 and no_subject.json()["errors"][0]["field"] == "subject"
    to_landline = await client.post(f"/api/v1/console/leads/{landline.id}/replies",
                                    json={"channel": "sms", "text": "Hi"})  # fmt: skip
    assert to_landline.status_code == 422
    assert to_landline.json()["errors"][0]["field"] == "channel"


async def test_an_overdue_lead_is_listed_first_with_its_deadline(session, client_for):
    site = await make_site(session, "alpha")
    north = await make_dealership(session, site)
    old = await make_lead(session, north, name="Old", ago_minutes=60)
    old.respond_by = old.created_at + timedelta(minutes=15)  # not answered: overdue
    answered = await make_lead(session, north, name="Answered", ago_minutes=50)
    answered.respond_by = answered.created_at + timedelta(minutes=15)
    answered.first_contacted_at = answered.created_at + timedelta(minutes=5)
    fresh = await make_lead(session, north, name="Fresh", ago_minutes=1)
    fresh.respond_by = fresh.created_at + timedelta(minutes=15)
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    client = client_for("alpha")
    await console_sign_in(client, owner.email)
    rows = (await client.get("/api/v1/console/leads")).json()["leads"]
    assert [(r["name"].split()[0], r["overdue"]) for r in rows] == [
        ("Old", True), ("Fresh", False), ("Answered", False),
    ]  # fmt: skip
