"""The audit log: paged and filtered by user, subject and date, with the names
a person reads (the car's stock number and name, the user's name) and never another site's."""

from datetime import timedelta

from sqlalchemy import update

from forecourt.audit.models import AuditEntry
from forecourt.core.clock import utcnow
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_car, make_dealership, make_site

URL = "/api/v1/console/audit"


async def test_the_log_names_the_car_and_the_user_and_filters_by_user_subject_and_date(
    session, client_for
):
    site = await make_site(session, "alpha")
    other = await make_site(session, "beta")
    dealership = await make_dealership(session, site)
    car = await make_car(session, dealership, stocknum="KS100", price=41990)
    sales = await make_console_user(session, site, "sales", dealership)
    owner = await make_console_user(session, site, "owner")
    stranger = await make_console_user(session, other, "owner")
    await session.commit()
    seller, reader = client_for("alpha"), client_for("alpha")
    await console_sign_in(seller, sales.email)
    await console_sign_in(reader, owner.email)
    await seller.patch(f"/api/v1/console/stock/{car.id}", json={"price": 39990})
    await reader.patch(f"/api/v1/console/stock/{car.id}", json={"tag": "Hot"})
    # The first change happened three days ago: whatever the hour, that is before yesterday in the
    # site's (Australian) time zone, whose days the filters count.
    first = await session.scalar(
        AuditEntry.__table__.select()
        .with_only_columns(AuditEntry.id)
        .order_by(AuditEntry.id)
        .limit(1)
    )
    await session.execute(
        update(AuditEntry)
        .where(AuditEntry.id == first)
        .values(created_at=utcnow() - timedelta(days=3))
    )
    await session.commit()

    log = (await reader.get(URL)).json()
    assert log["total"] == 2 and log["pages"] == 1
    by_sales = (await reader.get(URL, params={"user_id": sales.id})).json()["entries"]
    assert [e["after"] for e in by_sales] == [{"price": 39990}]
    [entry] = by_sales
    assert entry["actor_name"] == sales.name and entry["actor"] == sales.email
    assert (entry["subject_kind"], entry["subject_name"]) == ("Car", f"KS100 {car.name}")
    assert log["subject_kinds"]["content_page"] == "Page"

    today = utcnow().date()
    recent = (await reader.get(URL, params={"since": str(today - timedelta(days=1))})).json()
    assert [e["after"] for e in recent["entries"]] == [{"tag": "Hot"}]
    older = (await reader.get(URL, params={"until": str(today - timedelta(days=1))})).json()
    assert [e["after"] for e in older["entries"]] == [{"price": 39990}]
    cars = (await reader.get(URL, params={"object_type": "car", "object_id": car.id})).json()
    assert cars["total"] == 2
    assert (await reader.get(URL, params={"object_type": "lead"})).json()["total"] == 0
    backwards = await reader.get(
        URL, params={"since": str(today), "until": str(today - timedelta(days=3))}
    )
    assert backwards.status_code == 422 and backwards.json()["errors"][0]["field"] == "until"

    beta = client_for("beta")
    await console_sign_in(beta, stranger.email)
    assert (await beta.get(URL)).json()["total"] == 0  # another site sees none of it
    assert (await seller.get(URL)).status_code == 403  # the log is the owners'
