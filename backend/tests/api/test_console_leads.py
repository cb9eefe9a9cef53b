"""The leads inbox: the leads a role reaches, filters and search, a lead's whole
story, the status workflow with notes and history, retrying a failed delivery, CSV export."""

import csv
import io

from forecourt.outbox.models import FAILED, PENDING, OutboxMessage
from tests.console_users import console_sign_in, make_console_user, make_lead
from tests.factories import make_car, make_dealership, make_site


async def test_each_role_sees_the_leads_of_its_dealerships_and_kinds(session, client_for):
    site = await make_site(session, "alpha")
    north, south = await make_dealership(session, site), await make_dealership(session, site)
    await make_lead(session, north, name="Ann", ago_minutes=3)
    await make_lead(
        session, north, kind="service_booking", category="Service", name="Ben", ago_minutes=2
    )
    await make_lead(session, south, name="Cat", ago_minutes=1)
    sales = await make_console_user(session, site, "sales", north)
    service = await make_console_user(session, site, "service", None, email="svc@example.com")
    owner = await make_console_user(session, site, "owner")
    await session.commit()

    async def names(email: str, query: str = "") -> list[str]:
        client = client_for("alpha")
        await console_sign_in(client, email)
        answer = await client.get(f"/api/v1/console/leads{query}")
        assert answer.status_code == 200, answer.text
        return [row["name"].split()[0] for row in answer.json()["leads"]]

    assert await names(owner.email) == ["Cat", "Ben", "Ann"]  # newest first
    assert await names(sales.email) == ["Ben", "Ann"]
    assert await names(service.email) == ["Ben"]
    assert await names(owner.email, f"?dealership_id={south.id}") == ["Cat"]
    assert await names(owner.email, "?kind=service_booking") == ["Ben"]
    assert await names(owner.email, "?q=ann") == ["Ann"]
    assert await names(owner.email, "?status=contacted") == []


async def test_a_sales_user_moves_a_lead_along_with_a_note_and_the_history_shows_it(
    session, client_for
):
    site = await make_site(session, "alpha")
    north, south = await make_dealership(session, site), await make_dealership(session, site)
    car = await make_car(session, north)
    lead = await make_lead(
        session, north, car_id=car.id, message="Is it still available?",
        attributes={"visited_pages": ["/search/used-cars", f"/cars/{car.slug}"]},
    )  # fmt: skip
    theirs = await make_lead(session, south)
    sales = await make_console_user(session, site, "sales", north)
    failed = OutboxMessage(
        site_id=site.id, lead_id=lead.id, channel="webhook", purpose="webhook",
        destination="https://crm.example.com/hook", payload={}, status=FAILED, attempts=12,
        next_attempt_at=lead.created_at, last_error="HTTP 502",
    )  # fmt: skip
    session.add(failed)
    await session.commit()
    client = client_for("alpha")
    await console_sign_in(client, sales.email)
    assert (await client.get("/api/v1/console/inbox")).json() == {"new": 1, "latest": lead.id}
    assert (await client.get(f"/api/v1/console/leads/{theirs.id}")).status_code == 404
    detail = (await client.get(f"/api/v1/console/leads/{lead.id}")).json()
    assert detail["car_name"] == car.name and detail["car_path"] == f"/cars/{car.slug}"
    assert detail["pages_visited"][-1] == f"/cars/{car.slug}"
    assert detail["deliveries"][0]["last_error"] == "HTTP 502"

    changed = await client.patch(f"/api/v1/console/leads/{lead.id}", json={"status": "contacted"})
    assert changed.status_code == 200
    assert changed.json()["status"] == "contacted" and changed.json()["first_contacted_at"]
    note = await client.post(
        f"/api/v1/console/leads/{lead.id}/notes", json={"text": "Called, booked Sat"}
    )
    assert note.status_code == 201 and note.json()["author"] == "Sales"
    retried = await client.post(f"/api/v1/console/leads/{lead.id}/deliveries/{failed.id}/retry")
    assert retried.json()["status"] == PENDING
    again = await client.post(f"/api/v1/console/leads/{lead.id}/deliveries/{failed.id}/retry")
    assert again.status_code == 422

    detail = (await client.get(f"/api/v1/console/leads/{lead.id}")).json()
    assert [n["text"] for n in detail["notes"]] == ["Called, booked Sat"]
    actions = [h["action"] for h in detail["history"]]
    assert actions == ["retry_delivery", "note", "update"]
    update = detail["history"][-1]
    assert update["before"]["status"] == "new" and update["after"]["status"] == "contacted"
    assert update["actor"] == sales.email
    assert (await client.get("/api/v1/console/inbox")).json()["new"] == 0
    # only users whose role reaches the lead can be assigned
    bad = await client.patch(f"/api/v1/console/leads/{lead.id}", json={"assignee_id": 999999})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "assignee_id"
    mine = await client.patch(f"/api/v1/console/leads/{lead.id}", json={"assignee_id": sales.id})
    assert mine.json()["assignee_id"] == sales.id


async def test_the_csv_export_has_the_filtered_leads_and_no_formulas(session, client_for):
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    await make_lead(session, dealership, name='=HYPERLINK("http://x")', message="+1 for this car")
    await make_lead(session, dealership, kind="trade_in", category="Trade-in")
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    client = client_for("alpha")
    await console_sign_in(client, owner.email)
    answer = await client.get("/api/v1/console/exports/leads.csv?kind=enquiry")
    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(answer.text)))
    assert len(rows) == 1
    assert rows[0]["first name"].startswith("'=") and rows[0]["message"] == "'+1 for this car"
