"""Custom domains: the owner adds one and is shown the DNS records to create; the check finds them
through the built-in resolver adapter, asking a real DNS server on loopback; a verified domain
becomes the primary one that canonical URLs and e-mail links use; and the reverse proxy's
certificate "ask" answers 200 only for a verified domain of a live site."""

import pytest
from sqlalchemy import select, update

from forecourt.outbox.models import OutboxMessage
from forecourt.tenancy.dns import SystemResolver
from forecourt.tenancy.domains import NO_ANSWER, NOT_VERIFIED
from forecourt.tenancy.models import Site
from tests.console_users import console_sign_in, make_console_user
from tests.dns_server import dns_server
from tests.factories import make_site

ASK = "/api/v1/platform/certificates/ask"


@pytest.fixture
def zone(app):
    """The app asks a DNS server on loopback, through the built-in adapter."""
    with dns_server() as (zone, address):
        app.state.dns_resolver = SystemResolver([address], timeout=2.0)
        yield zone


async def _owner(session, client_for, slug="alpha", status="live"):
    site = await make_site(session, slug)
    site.status = status
    owner = await make_console_user(session, site, "owner", email=f"owner@{slug}.example.com")
    await session.commit()
    console = client_for(slug)
    await console_sign_in(console, owner.email)
    return site, console


async def test_a_domain_is_verified_by_its_dns_records_and_becomes_primary(
    session, client_for, zone
):
    _, console = await _owner(session, client_for)
    added = await console.post("/api/v1/console/domains", json={"host": "www.alpha-cars.com.au"})
    assert added.status_code == 201, added.text
    domain = added.json()
    assert (domain["verified"], domain["primary"]) == (False, False)
    records = {(r["type"], r["name"]): r["value"] for r in domain["records"]}
    assert records[("CNAME", "www.alpha-cars.com.au")] == "sites.forecourt.localhost"
    assert records[("A", "www.alpha-cars.com.au")] == "127.0.0.1"
    txt = records[("TXT", "_forecourt.www.alpha-cars.com.au")]
    assert txt.startswith("forecourt-verification=") and len(txt) > 30
    check = f"/api/v1/console/domains/{domain['id']}/check"

    # Nothing in the DNS yet: both records are named as missing, and it cannot be primary.
    answer = (await console.post(check)).json()
    assert answer["domain"]["verified"] is False and len(answer["problems"]) == 2
    refused = await console.patch(f"/api/v1/console/domains/{domain['id']}", json={"primary": True})
    assert refused.status_code == 409 and refused.json()["detail"] == NOT_VERIFIED

    zone.add("_forecourt.www.alpha-cars.com.au", "TXT", "some-other-site=1")
    zone.add("_forecourt.www.alpha-cars.com.au", "TXT", txt)
    answer = (await console.post(check)).json()
    assert answer["problems"] == [
        "www.alpha-cars.com.au does not point at the platform: add the CNAME record, or for a "
        "bare domain the A record."
    ]
    zone.add("www.alpha-cars.com.au", "CNAME", "sites.forecourt.localhost")
    answer = (await console.post(check)).json()
    assert answer["problems"] == []
    assert (answer["domain"]["verified"], answer["domain"]["primary"]) == (True, True)

    # A bare domain proves itself with A records; the first verified domain stays primary.
    bare = (
        await console.post("/api/v1/console/domains", json={"host": "alpha-cars.com.au"})
    ).json()
    bare_txt = next(r["value"] for r in bare["records"] if r["type"] == "TXT")
    zone.add("_forecourt.alpha-cars.com.au", "TXT", bare_txt)
    zone.add("alpha-cars.com.au", "A", "127.0.0.1")
    answer = (await console.post(f"/api/v1/console/domains/{bare['id']}/check")).json()
    assert answer["problems"] == [] and answer["domain"]["verified"] is True
    assert answer["domain"]["primary"] is False
    # Pointing somewhere else is not pointing at the platform.
    stray = (await console.post("/api/v1/console/domains", json={"host": "old.alpha.com"})).json()
    zone.add("_forecourt.old.alpha.com", "TXT", next(
        r["value"] for r in stray["records"] if r["type"] == "TXT"
    ))  # fmt: skip
    zone.add("old.alpha.com", "A", "203.0.113.9")
    answer = (await console.post(f"/api/v1/console/domains/{stray['id']}/check")).json()
    assert len(answer["problems"]) == 1 and answer["domain"]["verified"] is False

    # Canonical URLs and e-mail links name the verified primary domain.
    robots = await client_for("alpha").get("/robots.txt")
    assert "Sitemap: https://www.alpha-cars.com.au/sitemap.xml" in robots.text
    invited = await console.post(
        "/api/v1/console/users", json={"email": "new@example.com", "name": "New", "role": "viewer"}
    )
    assert invited.status_code == 201, invited.text
    sent = await session.scalar(
        select(OutboxMessage).where(OutboxMessage.destination == "new@example.com")
    )
    assert "https://www.alpha-cars.com.au/console/password?token=" in str(sent.payload)


async def test_a_dns_server_that_does_not_answer_is_said_so(session, client_for, app):
    _, console = await _owner(session, client_for)
    app.state.dns_resolver = SystemResolver(["127.0.0.1:9"], timeout=0.5)  # nothing listens
    domain = (await console.post("/api/v1/console/domains", json={"host": "www.a.com.au"})).json()
    answer = await console.post(f"/api/v1/console/domains/{domain['id']}/check")
    assert answer.status_code == 200
    assert answer.json()["problems"] == [NO_ANSWER] and answer.json()["domain"]["verified"] is False


async def test_a_certificate_is_allowed_only_for_a_verified_domain_of_a_live_site(
    session, client_for, zone
):
    _, alpha = await _owner(session, client_for, "alpha")
    _, beta = await _owner(session, client_for, "beta", status="preview")
    verified = {}
    for console, host in [(alpha, "www.alpha.com.au"), (beta, "www.beta.com.au")]:
        domain = (await console.post("/api/v1/console/domains", json={"host": host})).json()
        for record in domain["records"]:
            if record["type"] in ("TXT", "CNAME"):
                zone.add(record["name"], record["type"], record["value"])
        checked = (await console.post(f"/api/v1/console/domains/{domain['id']}/check")).json()
        verified[host] = checked["domain"]["verified"]
    assert verified == {"www.alpha.com.au": True, "www.beta.com.au": True}
    await alpha.post("/api/v1/console/domains", json={"host": "shop.alpha.com.au"})  # unverified

    proxy = client_for("localhost")  # the proxy asks on the platform's own host
    answers = {
        name: (await proxy.get(ASK, params={"domain": name})).status_code
        for name in (
            "www.alpha.com.au",  # verified, live site
            "WWW.ALPHA.COM.AU.",  # the same, as a proxy may spell it
            "shop.alpha.com.au",  # added, never verified
            "www.beta.com.au",  # verified, but the site is in preview
            "www.stranger.com",  # no site's
            "alpha.localhost",  # a platform address, not a custom domain
        )
    }
    assert answers == {
        "www.alpha.com.au": 200, "WWW.ALPHA.COM.AU.": 200, "shop.alpha.com.au": 404,
        "www.beta.com.au": 404, "www.stranger.com": 404, "alpha.localhost": 404,
    }  # fmt: skip
    assert (await proxy.get(ASK)).status_code == 422  # which name?
    # Not on a dealer site's host; and a suspended site gets no new certificate either.
    on_site = await client_for("alpha").get(ASK, params={"domain": "www.alpha.com.au"})
    assert on_site.status_code == 404
    await session.execute(update(Site).where(Site.slug == "alpha").values(status="suspended"))
    await session.commit()
    assert (await proxy.get(ASK, params={"domain": "www.alpha.com.au"})).status_code == 404
