"""Settings in the console: the configuration and theme are saved through the same
models that read them (a wrong key or value is refused by its path) and show on the site at once;
domains; lead destinations whose secrets are never shown again, and a test lead that travels the
real delivery path to an SMTP server and a webhook receiver on loopback."""

from sqlalchemy import select, update

from forecourt.core.clock import utcnow
from forecourt.core.db import make_sessionmaker
from forecourt.outbox.dispatcher import Dispatcher
from forecourt.outbox.transports import SmtpTransport, verify_signature
from forecourt.tenancy.models import Site, SiteDomain
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_car, make_dealership, make_site

SECRET = "whsec-console-0123456789"


async def _owner(session, client_for, role="owner"):
    site = await make_site(session, "alpha", config={"cards": {"sold_tag_name": "SOLD"}})
    dealership = await make_dealership(session, site, name="Alpha Motors", email="a@alpha.example")
    user = await make_console_user(session, site, role)
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, user.email)
    return site, dealership, console


async def test_a_config_change_is_validated_by_path_and_shows_at_once(session, client_for):
    site, dealership, console = await _owner(session, client_for)
    for _ in range(25):
        await make_car(session, dealership)
    await session.commit()
    read = (await console.get("/api/v1/console/settings")).json()
    assert read["config"]["search"]["hits_per_page"] == 21  # every default filled in
    assert read["config"]["cards"]["sold_tag_name"] == "SOLD"
    assert "search" in read["config_schema"]["properties"]
    assert read["theme_schema"]["properties"]["primary"]["pattern"]

    config = read["config"]
    config["search"]["hits_per_page"] = 24
    saved = await console.put("/api/v1/console/settings/config", json=config)
    assert saved.status_code == 200, saved.text
    hits = (await client_for("alpha").get("/api/v1/search")).json()["hits"]
    assert len(hits) == 24  # no wait for the site cache
    await session.refresh(await session.get_one(Site, site.id))
    stored = (await session.get_one(Site, site.id)).config
    assert stored == {"search": {"hits_per_page": 24}, "cards": {"sold_tag_name": "SOLD"}}

    config["search"]["sold_tag"] = "X"
    unknown = await console.put("/api/v1/console/settings/config", json=config)
    assert unknown.status_code == 422
    assert unknown.json()["errors"][0]["field"] == "search.sold_tag"
    del config["search"]["sold_tag"]
    config["search"]["hits_per_page"] = "many"
    wrong = await console.put("/api/v1/console/settings/config", json=config)
    assert [e["field"] for e in wrong.json()["errors"]] == ["search.hits_per_page"]

    log = (await console.get("/api/v1/console/audit", params={"object_type": "site_config"})).json()
    [entry] = log["entries"]
    assert entry["before"] == {"search.hits_per_page": 21}
    assert entry["after"] == {"search.hits_per_page": 24}


async def test_a_theme_takes_only_colours_and_shows_on_the_site(session, client_for):
    _, _, console = await _owner(session, client_for)
    theme = (await console.get("/api/v1/console/settings")).json()["theme"]
    bad = await console.put(
        "/api/v1/console/settings/theme", json={**theme, "primary": "red;}</style>"}
    )
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "primary"
    good = await console.put("/api/v1/console/settings/theme", json={**theme, "primary": "#aa0011"})
    assert good.status_code == 200
    site = (await client_for("alpha").get("/api/v1/site")).json()
    assert site["theme"]["primary"] == "#aa0011"


async def test_domains_serve_the_site_and_belong_to_one_site(session, client_for):
    _, _, console = await _owner(session, client_for)
    await make_site(session, "beta")
    await session.commit()
    added = await console.post("/api/v1/console/domains", json={"host": "WWW.Alpha-Cars.com.au"})
    assert added.status_code == 201 and added.json()["host"] == "www.alpha-cars.com.au"
    # Primary only once its DNS records are found (test_custom_domains); verified here.
    assert added.json()["primary"] is False
    await session.execute(update(SiteDomain).values(verified_at=utcnow()))
    await session.commit()
    promoted = await console.patch(
        f"/api/v1/console/domains/{added.json()['id']}", json={"primary": True}
    )
    assert promoted.json()["primary"] is True
    site = (await client_for("www.alpha-cars.com.au").get("/api/v1/site")).json()
    assert site["slug"] == "alpha"
    taken = await console.post("/api/v1/console/domains", json={"host": "www.alpha-cars.com.au"})
    assert taken.status_code == 409 and taken.json()["errors"][0]["field"] == "host"
    bad = await console.post("/api/v1/console/domains", json={"host": "not a host"})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "host"
    second = (await console.post("/api/v1/console/domains", json={"host": "alpha.example"})).json()
    await session.execute(update(SiteDomain).values(verified_at=utcnow()))
    await session.commit()
    primary = added.json()["id"]
    refused = await console.delete(f"/api/v1/console/domains/{primary}")
    assert refused.status_code == 409
    assert (await console.patch(f"/api/v1/console/domains/{second['id']}",
                                json={"primary": True})).json()["primary"]  # fmt: skip
    assert (await console.delete(f"/api/v1/console/domains/{primary}")).status_code == 204
    hosts = [
        (d["host"], d["primary"]) for d in (await console.get("/api/v1/console/domains")).json()
    ]
    assert hosts == [("alpha.example", True)]

    beta_owner = await make_console_user(session, await _site(session, "beta"), "owner")
    await session.commit()
    beta = client_for("beta")
    await console_sign_in(beta, beta_owner.email)
    assert (await beta.delete(f"/api/v1/console/domains/{second['id']}")).status_code == 404


async def _site(session, slug):
    return await session.scalar(select(Site).where(Site.slug == slug))


async def test_a_test_lead_reaches_every_destination_and_secrets_stay_hidden(
    session, engine, client_for, smtp, webhook
):
    _, dealership, console = await _owner(session, client_for)
    url = f"/api/v1/console/lead-destinations/{dealership.id}"
    body = {
        "emails": ["sales@alpha.example"],
        "adf_emails": ["crm@alpha.example"],
        "webhooks": [{"url": webhook.url, "secret": SECRET}],
    }
    saved = await console.put(url, json=body)
    assert saved.status_code == 200, saved.text
    assert (
        SECRET not in saved.text
        and SECRET not in (await console.get("/api/v1/console/lead-destinations")).text
    )
    kept = await console.put(url, json={**body, "webhooks": [{"url": webhook.url}]})
    assert kept.status_code == 200  # the secret it has is kept
    new_hook = {**body, "webhooks": [{"url": "https://crm.example/hook"}]}
    missing = await console.put(url, json=new_hook)
    assert missing.status_code == 422
    assert missing.json()["errors"][0]["field"] == "webhooks.0.secret"

    sent = await console.post(f"/api/v1/console/test-leads/{dealership.id}")
    assert sent.status_code == 201 and sent.json()["deliveries"] == 3
    dispatcher = Dispatcher(make_sessionmaker(engine), SmtpTransport(smtp.url))
    assert await dispatcher.run_once() == 3
    [mail] = smtp.to("sales@alpha.example")
    assert mail["Subject"].startswith("Test lead from")
    assert smtp.to("crm@alpha.example")
    [hook] = webhook.received
    assert verify_signature(SECRET, hook.headers["forecourt-signature"], hook.body)
    lead = (await console.get(f"/api/v1/console/leads/{sent.json()['lead_id']}")).json()
    assert lead["kind"] == "test"
    assert {d["status"] for d in lead["deliveries"]} == {"delivered"}


async def test_a_manager_changes_settings_and_a_viewer_only_reads(session, client_for):
    site, _, manager = await _owner(session, client_for, role="manager")
    viewer = await make_console_user(session, site, "viewer")
    await session.commit()
    reader = client_for("alpha")
    await console_sign_in(reader, viewer.email)
    assert (await reader.get("/api/v1/console/settings")).status_code == 200
    refused = await reader.put("/api/v1/console/settings/theme", json={"primary": "#000000"})
    assert refused.status_code == 403
    allowed = await manager.put("/api/v1/console/settings/theme", json={"primary": "#000000"})
    assert allowed.status_code == 200


async def test_billing_details_are_the_owners_and_checked_by_field(session, client_for):
    site, _dealership, console = await _owner(session, client_for)
    manager = await make_console_user(session, site, "manager")
    await session.commit()
    read = (await console.get("/api/v1/console/billing")).json()
    assert read["billing"]["abn"] is None and "abn" in read["form_schema"]["properties"]

    details = {**read["billing"], "legal_name": "Alpha Motors Pty Ltd", "abn": "51824753557"}
    details["address"] = {**details["address"], "state": "VIC", "postcode": "30000"}
    wrong = await console.put("/api/v1/console/billing", json=details)
    assert wrong.status_code == 422
    assert {e["field"]: e["message"] for e in wrong.json()["errors"]} == {
        "abn": "Enter the 11-digit ABN the business is registered with",
        "address.postcode": "String should match pattern '^[0-9]{4}$'",
    }
    details["abn"], details["address"]["postcode"] = "51824753556", "3000"
    saved = await console.put("/api/v1/console/billing", json=details)
    assert saved.status_code == 200, saved.text
    assert saved.json()["billing"]["abn"] == "51 824 753 556"  # kept in the register's spacing
    await session.refresh(await session.get_one(Site, site.id))
    assert (await session.get_one(Site, site.id)).billing["legal_name"] == "Alpha Motors Pty Ltd"

    log = (
        await console.get("/api/v1/console/audit", params={"object_type": "site_billing"})
    ).json()
    assert log["entries"][0]["after"]["abn"] == "51 824 753 556"
    # Billing is not the site's: nothing of it reaches the site's public answer.
    assert "Pty Ltd" not in (await client_for("alpha").get("/api/v1/site")).text

    other = client_for("alpha")
    await console_sign_in(other, manager.email)
    assert (await other.get("/api/v1/console/billing")).status_code == 403
    assert (await other.put("/api/v1/console/billing", json=details)).status_code == 403


async def test_the_sites_own_lender_is_one_of_its_lenders(session, client_for):
    _site, _dealership, console = await _owner(session, client_for)
    config = (await console.get("/api/v1/console/settings")).json()["config"]
    config["finance"]["lenders"].append({"provider": "acme-credit", "name": "Acme Credit"})
    assert (await console.put("/api/v1/console/settings/config", json=config)).status_code == 200
    url = "/api/v1/console/settings/finance-provider"
    wrong = await console.put(url, json={"finance_provider": "nobody"})
    assert wrong.json()["errors"] == [
        {
            "field": "finance_provider",
            "message": "Choose one of the site's lenders (Settings, finance section).",
        }
    ]
    saved = await console.put(url, json={"finance_provider": "acme-credit"})
    assert saved.json()["finance_provider"] == "acme-credit"
    site = (await client_for("alpha").get("/api/v1/site")).json()
    assert site["finance_provider"] == "acme-credit"  # the finance forms' lender, at once
    assert (await console.put(url, json={"finance_provider": None})).json()[
        "finance_provider"
    ] is None


async def test_the_business_details_are_set_in_settings_and_the_site_shows_them(
    session, client_for
):
    """The business's phone and details in one place, Settings, checked by a
    location's rules; the site's header and footer read them (its public payload) at once."""
    site = await make_site(session, "alpha")
    head, branch = await make_dealership(session, site), await make_dealership(session, site)
    site.primary_dealership_id = head.id
    owner = await make_console_user(session, site, "owner")
    branch_manager = await make_console_user(session, site, "manager", branch)
    viewer = await make_console_user(session, site, "viewer")
    await session.commit()
    shopper = client_for("alpha")
    assert (await shopper.get("/api/v1/site")).status_code == 200  # cached before the change
    console = client_for("alpha")
    await console_sign_in(console, owner.email)

    listed = (await console.get("/api/v1/console/settings/business")).json()
    assert {d["id"] for d in listed["dealerships"]} == {head.id, branch.id}
    assert listed["schema"]["properties"]["phone"]["title"] == "Phone"
    details = {"name": "Alpha Motors", "phone": "(03) 9000 1234", "email": "hello@alpha.example",
               "street": "1 Main Rd", "city": "Geelong", "state": "VIC", "postcode": "3220",
               "dealer_licence_number": "LMCT 1234"}  # fmt: skip
    url = f"/api/v1/console/settings/business/{head.id}"
    saved = await console.put(url, json=details)
    assert saved.status_code == 200, saved.text
    shown = (await shopper.get("/api/v1/site")).json()
    mine = next(d for d in shown["dealerships"] if d["id"] == head.id)
    assert (mine["name"], mine["phone"], mine["postcode"]) == (
        "Alpha Motors",
        "(03) 9000 1234",
        "3220",
    )

    bad = await console.put(url, json={**details, "phone": "call us", "postcode": "32", "name": ""})
    assert bad.status_code == 422
    assert {e["field"] for e in bad.json()["errors"]} == {"phone", "postcode", "name"}
    assert (await console.put(url, json={**details, "abn": "1"})).status_code == 422
    manager = client_for("alpha")
    await console_sign_in(manager, branch_manager.email)
    assert (await manager.put(url, json=details)).status_code in (403, 404)  # not their dealership
    assert mine == next(
        d for d in (await shopper.get("/api/v1/site")).json()["dealerships"] if d["id"] == head.id
    )
    reader = client_for("alpha")
    await console_sign_in(reader, viewer.email)
    assert (await reader.put(url, json=details)).status_code == 403
