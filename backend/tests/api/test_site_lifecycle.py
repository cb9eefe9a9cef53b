"""A site's life from the platform console (issue: a new dealer live in ten minutes): made in
preview (noindex, a banner), switched live by an operator or the owner, suspended (a short notice
for shoppers, every datum kept) and offboarded (an archive checked against the database, the
data deleted after the grace period, the audit trail kept). Only operators make, suspend and
offboard sites."""

import csv
import io
import json
import zipfile
from datetime import timedelta

import httpx
from sqlalchemy import func, select

from forecourt.audit.models import AuditEntry
from forecourt.console.offboarding import KEPT_TABLES, SECTIONS, purge_due, section_rows
from forecourt.content.models import ContentPage
from forecourt.core.clock import utcnow
from forecourt.core.db import Base
from forecourt.identity.models import ShopperUser
from forecourt.inventory.models import Car, CarImage
from forecourt.leads.models import Lead, LeadNote
from forecourt.tenancy.lifecycle import PREVIEW_BANNER, SUSPENDED_NOTICE
from forecourt.tenancy.models import Site, SiteArchive
from tests.console_users import PASSWORD, console_sign_in, make_console_user, make_lead
from tests.factories import make_car, make_dealership, make_location, make_site, new_offer

PLATFORM = "/api/v1/platform"


async def _operator(session, client: httpx.AsyncClient) -> httpx.AsyncClient:
    operator = await make_console_user(session, None, None, email="ops@forecourt.example")
    await session.commit()
    answer = await client.post(
        f"{PLATFORM}/auth/sign-in", json={"email": operator.email, "password": PASSWORD}
    )
    assert answer.status_code == 200, answer.text
    me = (await client.get(f"{PLATFORM}/auth/session")).json()
    client.headers["X-CSRF-Token"] = me["csrf_token"]
    return client


async def test_a_new_site_is_in_preview_with_noindex_and_a_banner_until_switched_live(
    session, shell_client
):
    platform = await _operator(session, shell_client("localhost"))
    made = await platform.post(f"{PLATFORM}/sites", json={"slug": "kelly-motors", "name": "Kelly"})
    assert made.status_code == 201, made.text
    site = made.json()
    assert site["status"] == "preview" and site["url"] == "http://kelly-motors.localhost"
    taken = await platform.post(f"{PLATFORM}/sites", json={"slug": "kelly-motors", "name": "K"})
    assert taken.status_code == 409 and taken.json()["errors"][0]["field"] == "slug"
    bad = await platform.post(f"{PLATFORM}/sites", json={"slug": "Kelly Motors", "name": "K"})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "slug"

    shopper = shell_client("kelly-motors.localhost")
    home = await shopper.get("/")
    assert home.status_code == 200
    assert '<meta name="robots" content="noindex">' in home.text
    assert home.headers["x-robots-tag"] == "noindex"
    assert PREVIEW_BANNER in home.text
    robots = await shopper.get("/robots.txt")
    assert robots.text == "User-agent: *\nDisallow: /\n"
    assert (await shopper.get("/api/v1/site")).status_code == 200  # shoppers may look around

    live = await platform.put(f"{PLATFORM}/sites/{site['id']}/status", json={"status": "live"})
    assert live.status_code == 200 and live.json()["status"] == "live"
    home = await shopper.get("/")
    assert "noindex" not in home.text and "x-robots-tag" not in home.headers
    assert PREVIEW_BANNER not in home.text
    assert "Disallow: /\n" not in (await shopper.get("/robots.txt")).text
    back = await platform.put(f"{PLATFORM}/sites/{site['id']}/status", json={"status": "preview"})
    assert back.status_code == 409 and back.json()["errors"][0]["field"] == "status"
    trail = await session.scalars(
        select(AuditEntry.action).where(AuditEntry.site_id == site["id"]).order_by(AuditEntry.id)
    )
    assert list(trail) == ["create", "update"]


async def test_the_owner_switches_a_site_in_preview_live_but_cannot_resume_a_suspended_one(
    session, client_for
):
    alpha = await make_site(session, "alpha")
    alpha.status = "preview"
    owner = await make_console_user(session, alpha, "owner")
    manager = await make_console_user(session, alpha, "manager")
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    as_manager = client_for("alpha")
    await console_sign_in(as_manager, manager.email)
    assert (await as_manager.post("/api/v1/console/go-live")).status_code == 403
    assert (await console.get("/api/v1/console/site-status")).json() == {"status": "preview"}
    assert (await console.post("/api/v1/console/go-live")).json() == {"status": "live"}
    alpha.status = "suspended"
    await session.commit()
    refused = await console.post("/api/v1/console/go-live")
    assert refused.status_code == 409


async def test_only_operators_create_suspend_and_offboard_sites(session, client_for):
    alpha = await make_site(session, "alpha")
    owner = await make_console_user(session, alpha, "owner")
    await session.commit()
    site_console = client_for("alpha")
    await console_sign_in(site_console, owner.email)
    platform = await _operator(session, client_for("localhost"))
    # The owner's session copied to the platform host opens nothing there, and the owner cannot
    # sign in on it.
    owner_on_platform = client_for("localhost")
    owner_on_platform.cookies.set("fc_console", site_console.cookies.get("fc_console"))
    owner_on_platform.headers["X-CSRF-Token"] = site_console.headers["X-CSRF-Token"]
    refused = await client_for("localhost").post(
        f"{PLATFORM}/auth/sign-in", json={"email": owner.email, "password": PASSWORD}
    )
    assert refused.status_code == 401
    writes = [
        ("POST", f"{PLATFORM}/sites", {"slug": "new-one", "name": "New"}),
        ("PUT", f"{PLATFORM}/sites/{alpha.id}/status", {"status": "suspended"}),
        ("PUT", f"{PLATFORM}/sites/{alpha.id}/status", {"status": "live"}),
        ("POST", f"{PLATFORM}/sites/{alpha.id}/offboard", None),
        ("GET", f"{PLATFORM}/sites/{alpha.id}/archive", None),
    ]
    anonymous = client_for("localhost")
    for method, url, body in writes:
        for who, client, expected in [
            ("anonymous", anonymous, 401),
            ("owner", owner_on_platform, 401),
            ("on a site's host", site_console, 404),
        ]:
            answer = await client.request(method, url, json=body)
            assert answer.status_code == expected, (method, url, who, answer.text)
        answer = await platform.request(method, url, json=body)
        assert 200 <= answer.status_code < 300, (method, url, answer.text)
    # Without the CSRF token an operator's change is refused too.
    del platform.headers["X-CSRF-Token"]
    answer = await platform.post(f"{PLATFORM}/sites", json={"slug": "other", "name": "Other"})
    assert answer.status_code == 403


async def test_a_suspended_site_shows_shoppers_a_notice_and_keeps_every_datum(
    session, shell_client
):
    alpha = await make_site(session, "alpha")
    dealership = await make_dealership(session, alpha)
    car = await make_car(session, dealership, make="Mazda", model="CX-5")
    lead = await make_lead(session, dealership)
    owner = await make_console_user(session, alpha, "owner")
    await session.commit()
    platform = await _operator(session, shell_client("localhost"))
    shopper = shell_client("alpha.localhost")
    assert (await shopper.get(f"/api/v1/cars/{car.slug}")).status_code == 200
    for _ in range(2):  # the second answer is a kept one (search/kept_answers.py)
        assert (await shopper.get("/api/v1/search")).json()["total"] == 1

    answer = await platform.put(f"{PLATFORM}/sites/{alpha.id}/status", json={"status": "suspended"})
    assert answer.json()["status"] == "suspended"
    for path in ("/", "/cars", f"/cars/{car.slug}", "/contact"):
        page = await shopper.get(path)
        assert page.status_code == 503 and SUSPENDED_NOTICE in page.text, path
        assert (
            "CX-5" not in page.text
            and "<form" not in page.text
            and "forecourt-state" not in page.text
        )
        assert page.headers["x-robots-tag"] == "noindex"
    for method, path, body in [
        ("GET", "/api/v1/site", None),
        ("GET", f"/api/v1/cars/{car.slug}", None),
        ("GET", "/api/v1/search", None),
        ("GET", "/api/v1/search", None),  # the site is known as suspended by now: not kept
        ("POST", "/api/v1/leads", {"kind": "enquiry", "name": "Ann", "email": "a@example.com"}),
    ]:
        answer = await shopper.request(method, path, json=body)
        assert answer.status_code == 404, (path, answer.text)
    # The dealer still reads its leads; nothing was deleted.
    console = shell_client("alpha.localhost")
    await console_sign_in(console, owner.email)
    assert (await console.get("/console")).status_code == 200
    leads = (await console.get("/api/v1/console/leads")).json()
    assert [row["id"] for row in leads["leads"]] == [lead.id]
    assert await session.scalar(select(func.count()).select_from(Car)) == 1

    await platform.put(f"{PLATFORM}/sites/{alpha.id}/status", json={"status": "live"})
    assert (await shopper.get(f"/api/v1/cars/{car.slug}")).status_code == 200
    assert (await shopper.get("/")).status_code == 200


async def _site_rows(session, site_id: int) -> dict[str, int]:
    """Rows per table that belong to the site (the offboarding's own rule, counted)."""
    from forecourt.console.offboarding import _of_site

    tables = {t.name: t for t in Base.metadata.sorted_tables}
    counts = {}
    for table in Base.metadata.sorted_tables:
        where = _of_site(table, site_id, tables)
        if where is not None:
            counts[table.name] = await session.scalar(
                select(func.count()).select_from(table).where(where)
            )
    return counts


async def _a_site_with_everything(session, slug: str) -> Site:
    site = await make_site(session, slug)
    dealership = await make_dealership(session, site, email=f"sales@{slug}.example.com")
    await make_location(session, dealership)
    car = await make_car(session, dealership, make="Toyota", model="HiLux", price=45990)
    session.add(CarImage(car_id=car.id, source="a.jpg"))
    lead = await make_lead(session, dealership)
    session.add(LeadNote(lead_id=lead.id, text="Called back", author="Sam",
                         created_at=utcnow()))  # fmt: skip
    session.add(ShopperUser(site_id=site.id, phone="+61412345678", name="Ann",
                            email=f"ann@{slug}.example.com", created_at=utcnow()))  # fmt: skip
    session.add(ContentPage(site_id=site.id, path="/pages/about", title="About us",
                            description="Who we are", body_markdown="# Hi", body_html="<h1>Hi</h1>",
                            updated_at=utcnow()))  # fmt: skip
    session.add(new_offer(site.id, f"Offer of {slug}"))
    await make_console_user(session, site, "owner", email=f"owner@{slug}.example.com")
    await session.flush()
    return site


async def test_offboarding_archives_the_site_checked_against_the_database_then_deletes_it(
    session, shell_client
):
    alpha = await _a_site_with_everything(session, "alpha")
    beta = await _a_site_with_everything(session, "beta")
    await session.commit()
    owner = shell_client("alpha.localhost")
    await console_sign_in(owner, "owner@alpha.example.com")
    # A change in the console: the audit trail has an entry by the site's own user.
    assert (await owner.put("/api/v1/console/presentation", json={"hero_title": "Hi"})).is_success
    platform = await _operator(session, shell_client("localhost"))
    expected = {s.name: await section_rows(session, s, alpha.id) for s in SECTIONS}
    assert all(expected[name] for name in ("leads", "customers", "stock", "pages", "lead_notes",
                                           "lead_customers", "lead_customer_contacts"))  # fmt: skip
    beta_before = await _site_rows(session, beta.id)

    answer = await platform.post(f"{PLATFORM}/sites/{alpha.id}/offboard")
    assert answer.status_code == 200, answer.text
    body = answer.json()
    assert body["site"]["status"] == "offboarded" and body["site"]["delete_after"]
    again = await platform.post(f"{PLATFORM}/sites/{alpha.id}/offboard")
    assert again.status_code == 409
    download = await platform.get(body["archive"]["url"])
    assert download.status_code == 200
    assert download.headers["content-type"] == "application/zip"
    assert len(download.content) == body["archive"]["bytes"]

    with zipfile.ZipFile(io.BytesIO(download.content)) as archive:
        names = set(archive.namelist())
        assert {"site.json", "leads.csv", "leads.json", "customers.csv", "customers.json",
                "stock.csv", "stock.json", "pages.csv", "pages.json"} <= names  # fmt: skip
        assert json.loads(archive.read("site.json"))["slug"] == "alpha"
        for section in SECTIONS:
            rows = json.loads(archive.read(f"{section.name}.json"))
            assert rows == expected[section.name], section.name
            table = list(csv.DictReader(io.StringIO(archive.read(f"{section.name}.csv").decode())))
            assert [int(r["id"]) for r in table] == [r["id"] for r in rows], section.name
        stock = json.loads(archive.read("stock.json"))
        assert [(c["make"], c["model"], c["price"]) for c in stock] == [("Toyota", "HiLux", 45990)]
        customers = json.loads(archive.read("customers.json"))
        assert [c["email"] for c in customers] == ["ann@alpha.example.com"]
        dealerships = json.loads(archive.read("dealerships.json"))
        assert "lead_destinations" not in dealerships[0]  # webhook secrets stay behind
        assert "beta" not in archive.read("leads.json").decode()

    # Not served any more, to shoppers or in the console; the data waits out the grace period.
    assert (await shell_client("alpha.localhost").get("/")).status_code == 410
    assert (await owner.get("/api/v1/console/leads")).status_code == 404
    trail_before = await session.scalar(
        select(func.count()).select_from(AuditEntry).where(AuditEntry.site_id == alpha.id)
    )
    assert await purge_due(session, utcnow()) == 0
    assert (await _site_rows(session, alpha.id))["leads"] == 1
    later = utcnow() + timedelta(days=30, minutes=1)
    assert await purge_due(session, later) == 1
    assert await purge_due(session, later) == 0  # once

    left = {name: n for name, n in (await _site_rows(session, alpha.id)).items() if n}
    assert set(left) <= KEPT_TABLES, left
    assert await session.scalar(select(func.count()).select_from(Lead)) == 1  # beta's
    assert await _site_rows(session, beta.id) == beta_before
    trail = list(await session.scalars(
        select(AuditEntry).where(AuditEntry.site_id == alpha.id).order_by(AuditEntry.id)
    ))  # fmt: skip
    assert len(trail) == trail_before + 1
    assert [e.action for e in trail][-2:] == ["offboard", "delete_data"]
    assert any(e.actor == "owner@alpha.example.com" for e in trail)  # who, kept by e-mail
    assert await session.scalar(select(func.count()).select_from(SiteArchive)) == 1
    assert (await platform.get(body["archive"]["url"])).content == download.content
