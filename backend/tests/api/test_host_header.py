"""The request's Host chooses the site and nothing else: a malformed Host answers 400, an unknown
one 404, and what leaves in an e-mail links to the site's primary domain or the platform's
configured address, never to a host the request carried (architecture principle 16).

The attack these tests replay: `Host: redgum-car-co.localhost:@evil.example` once chose the site
and put evil.example in the password-reset e-mail's link, so whoever asked for a reset of a
dealer's account got its token."""

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx
import pytest
from sqlalchemy import select

from forecourt.core.db import make_sessionmaker
from forecourt.main import create_app
from forecourt.outbox.dispatcher import Dispatcher
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.transports import SmtpTransport
from forecourt.tenancy.models import SiteDomain
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_car, make_dealership, make_location, make_site

SLUG = "redgum-car-co"
SITE_HOST = f"{SLUG}.localhost"
EVIL = "evil.example"
# Where messages link to: the platform's configured address, which the requests never name.
PLATFORM = "http://localhost:8000"
LINKS = f"http://{SITE_HOST}:8000"
OWNER = "owner@redgum.example"

MALFORMED: list[str | bytes] = [
    f"{SITE_HOST}:@{EVIL}",
    f"{SITE_HOST}@{EVIL}",
    f"{SITE_HOST}:80@{EVIL}",
    f"user:pass@{SITE_HOST}",
    f"{SITE_HOST}:abc",
    f"{SITE_HOST}:80:{EVIL}",
    f"{SITE_HOST}/{EVIL}",
    f"{SITE_HOST}:8000/@{EVIL}",
    f"{SITE_HOST} {EVIL}",
    f"{SITE_HOST}.{'a' * 64}.{EVIL}",  # a label over 63 characters
    f"{'a.' * 200}{SITE_HOST}",  # a name over 253 characters
    f"{SITE_HOST}{'x' * 10_000}.{EVIL}",
    f"rédgum-car-co.localhost@{EVIL}".encode(),  # UTF-8
    f"rédgum-car-co.localhost@{EVIL}".encode("latin-1"),
    f"{SITE_HOST}\u3002{EVIL}".encode(),  # an ideographic full stop
    "",
]
UNKNOWN = [EVIL, f"{EVIL}:8000", f"{SLUG}.{EVIL}", f"{SITE_HOST}.{EVIL}", f"www.{EVIL}."]


@dataclass
class Redgum:
    car: str
    dealership_id: int


@pytest.fixture
async def redgum(session, settings) -> Redgum:
    settings.platform_base_url = PLATFORM
    site = await make_site(
        session, SLUG, name="Redgum Car Co", config={"sign_in": {"captcha": False}}
    )
    dealership = await make_dealership(
        session, site, email="sales@redgum.example",
        lead_destinations={"emails": ["sales@redgum.example"]},
    )  # fmt: skip
    location = await make_location(session, dealership)
    car = await make_car(session, dealership, location_id=location.id, slug="2021-mazda-cx-5")
    await make_console_user(session, site, "owner", email=OWNER)
    await session.commit()
    return Redgum(car.slug, dealership.id)


def _lead(redgum: Redgum, email: str = "jane@example.com") -> dict[str, Any]:
    return {"kind": "enquiry", "name": "Jane", "last_name": "Citizen", "email": email,
            "phone": "0412 345 678", "postcode": "4000", "car_id": None,
            "message": "Is it still there?"}  # fmt: skip


def _probes(redgum: Redgum) -> Iterator[tuple[str, str, dict[str, Any] | None]]:
    """Pages, the API, and the flows that send e-mail: the password reset and a lead."""
    yield "GET", "/", None
    yield "GET", f"/cars/{redgum.car}", None
    yield "GET", "/sitemap.xml", None
    yield "GET", "/robots.txt", None
    yield "GET", "/console/password?token=x", None
    yield "GET", "/api/v1/site", None
    yield "GET", f"/api/v1/cars/{redgum.car}", None
    yield "GET", "/api/v1/search", None
    yield "POST", "/api/v1/console/auth/password-reset", {"email": OWNER}
    yield "POST", "/api/v1/leads", _lead(redgum)


def _names_no_evil(response: httpx.Response) -> None:
    assert EVIL not in response.text, response.text[:500]
    for name, value in response.headers.multi_items():  # Location among them
        assert EVIL not in value, (name, value)


async def _send(
    client: httpx.AsyncClient, method: str, path: str, body: Any, host: str | bytes
) -> httpx.Response:
    return await client.request(method, path, json=body, headers={"Host": host})


async def _outbox(engine) -> list[OutboxMessage]:  # type: ignore[no-untyped-def]
    async with make_sessionmaker(engine)() as session:
        return list(await session.scalars(select(OutboxMessage)))


async def _delivered(engine, smtp) -> list[str]:  # type: ignore[no-untyped-def]
    """Every e-mail the outbox sends, as the SMTP server received it."""
    await Dispatcher(make_sessionmaker(engine), SmtpTransport(smtp.url)).run_once()
    return [message.as_string() for message in smtp.messages]


async def _invite(client: httpx.AsyncClient, email: str, host: str | bytes, redgum: Redgum):  # type: ignore[no-untyped-def]
    body = {"email": email, "name": "Sal", "role": "sales", "dealership_id": redgum.dealership_id}
    return await _send(client, "POST", "/api/v1/console/users", body, host)


async def test_a_malformed_host_answers_400_everywhere_and_sends_nothing(
    redgum, client_for, engine, smtp
):
    owner = client_for(SLUG)
    await console_sign_in(owner, OWNER)
    anyone = client_for(SLUG)
    for host in MALFORMED:
        for method, path, body in _probes(redgum):
            answer = await _send(anyone, method, path, body, host)
            assert answer.status_code == 400, (host, path, answer.status_code)
            assert answer.json()["detail"].startswith("The Host header")
            _names_no_evil(answer)
        invited = await _invite(owner, "sales@redgum.example", host, redgum)
        assert invited.status_code == 400, host
        _names_no_evil(invited)
    assert await _outbox(engine) == []
    assert await _delivered(engine, smtp) == []


async def test_an_unknown_host_answers_404_without_repeating_it(redgum, client_for, engine, smtp):
    owner = client_for(SLUG)
    await console_sign_in(owner, OWNER)
    anyone = client_for(SLUG)
    for host in UNKNOWN:
        for method, path, body in _probes(redgum):
            answer = await _send(anyone, method, path, body, host)
            assert answer.status_code == 404, (host, path, answer.status_code)
            _names_no_evil(answer)
        invited = await _invite(owner, "sales@redgum.example", host, redgum)
        assert invited.status_code in (401, 404), host  # no site here, so no session either
        _names_no_evil(invited)
    assert await _outbox(engine) == []
    assert await _delivered(engine, smtp) == []


async def test_two_host_headers_answer_400(redgum, client_for):
    client = client_for(SLUG)
    for hosts in ([SITE_HOST, EVIL], [SITE_HOST, SITE_HOST]):
        answer = await client.get("/", headers=[("Host", h) for h in hosts])
        assert answer.status_code == 400
        _names_no_evil(answer)


async def test_emails_link_to_the_configured_address_whatever_host_was_asked(
    redgum, client_for, engine, smtp
):
    # Asked on the site's host without a port, and with one the platform does not serve: the
    # links carry the configured platform's port, not the request's.
    for host in (SITE_HOST, f"{SITE_HOST}:1234"):
        owner = client_for(SLUG)
        owner.headers["Host"] = host
        await console_sign_in(owner, OWNER)
        reset = await owner.post("/api/v1/console/auth/password-reset", json={"email": OWNER})
        assert reset.status_code == 202
        invited = await _invite(
            owner, f"sales-{host.replace(':', '-')}@redgum.example", host, redgum
        )
        assert invited.status_code == 201, invited.text
        lead = {**_lead(redgum), "car_id": None}
        assert (await owner.post("/api/v1/leads", json=lead)).status_code == 201
    mails = await _delivered(engine, smtp)
    # Two resets, two invitations, two leads (the dealer's e-mail and the shopper's).
    assert len(mails) == 8, mails
    links = [m for m in mails if "/console/password?token=" in m]
    assert len(links) == 4
    for mail in links:
        assert f"{LINKS}/console/password?token=" in mail
    for mail in mails:
        assert EVIL not in mail and ":1234" not in mail
        assert f"http://{SITE_HOST}/" not in mail  # the request's own address, without the port


async def test_in_development_a_site_chosen_by_name_on_a_foreign_host_links_home(
    redgum, settings, client_for, engine, smtp
):
    settings.env = "development"  # `?site=` chooses the site on any well-formed host
    client = client_for(SLUG)
    client.headers["Host"] = EVIL
    page = await client.get(f"/cars/{redgum.car}", params={"site": SLUG})
    assert page.status_code == 200
    assert f'<link rel="canonical" href="{LINKS}/cars/{redgum.car}">' in page.text
    _names_no_evil(page)
    for path in ("/sitemap.xml", "/robots.txt"):
        answer = await client.get(path, params={"site": SLUG})
        assert answer.status_code == 200 and LINKS in answer.text
        _names_no_evil(answer)
    reset = await client.post(
        "/api/v1/console/auth/password-reset", params={"site": SLUG}, json={"email": OWNER}
    )
    assert reset.status_code == 202
    [mail] = await _delivered(engine, smtp)
    assert f"{LINKS}/console/password?token=" in mail and EVIL not in mail


async def test_a_site_with_a_primary_domain_is_linked_there(
    redgum, session, client_for, engine, smtp
):
    site_id = (await client_for(SLUG).get("/api/v1/site")).json()["id"]
    session.add(SiteDomain(site_id=site_id, host="www.redgumcarco.com.au", primary=True))
    await session.commit()
    client = client_for("www.redgumcarco.com.au")
    page = await client.get(f"/cars/{redgum.car}")
    assert f'href="https://www.redgumcarco.com.au/cars/{redgum.car}"' in page.text
    reset = await client.post("/api/v1/console/auth/password-reset", json={"email": OWNER})
    assert reset.status_code == 202
    [mail] = await _delivered(engine, smtp)
    assert "https://www.redgumcarco.com.au/console/password?token=" in mail


async def test_a_page_names_the_sites_own_development_address_as_it_was_asked(redgum, client_for):
    for host in (SITE_HOST, f"{SITE_HOST}:8000", f"{SITE_HOST.upper()}.:9000"):
        client = client_for(SLUG)
        client.headers["Host"] = host
        page = await client.get(f"/cars/{redgum.car}")
        assert page.status_code == 200
        expected = f"http://{host.lower().replace('.:', ':')}/cars/{redgum.car}"
        assert f'<link rel="canonical" href="{expected}">' in page.text


async def test_a_forwarded_host_from_a_trusted_proxy_meets_the_same_rule(redgum, settings):
    settings.trusted_proxies = ["10.0.0.0/8"]
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app, client=("10.1.2.3", 1234))
    async with httpx.AsyncClient(transport=transport, base_url="http://proxy.internal") as proxy:
        for forwarded, status in (
            (SITE_HOST, 200), (f"{SITE_HOST}:8443", 200),
            (f"{SITE_HOST}:@{EVIL}", 400), (f"{SITE_HOST}@{EVIL}", 400),
            (f"{SITE_HOST}:abc", 400), (EVIL, 404),
        ):  # fmt: skip
            answer = await proxy.get(
                f"/cars/{redgum.car}",
                headers={"X-Forwarded-Host": forwarded, "X-Forwarded-Proto": "https"},
            )
            assert answer.status_code == status, (forwarded, answer.status_code)
            _names_no_evil(answer)
            if status == 200:
                assert f'href="https://{forwarded}/cars/{redgum.car}"' in answer.text
    await app.state.engine.dispose()


async def test_the_platform_host_still_serves_the_list_of_sites_and_its_console(redgum, client_for):
    for host in ("localhost", "localhost:8000", "127.0.0.1:8000"):
        client = client_for("localhost")
        client.headers["Host"] = host
        page = await client.get("/")
        assert page.status_code == 200 and "Redgum Car Co" in page.text
        port = f":{host.split(':')[1]}" if ":" in host else ""
        assert f"http://{SITE_HOST}{port}" in page.text
        listing = (await client.get("/api/v1/sites")).json()
        assert [s["url"] for s in listing] == [f"http://{SITE_HOST}{port}"]
        assert (await client.get("/api/v1/platform/auth/session")).status_code == 401
        bad = await client.get("/", headers={"Host": f"{host}:@{EVIL}"})
        assert bad.status_code == 400
