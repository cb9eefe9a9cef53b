"""The new-site wizard's richer steps on the platform API: the first feed from its HTTPS address
(a real HTTPS server on loopback, as the scheduled feeds are tested), the logo into the media
store, a postcode's position and its state's holidays, every kind of lead destination and a test
lead delivered through the real outbox to an SMTP server and a webhook receiver on loopback."""

import io

import pytest
from PIL import Image
from sqlalchemy import select

from forecourt.core.db import make_sessionmaker
from forecourt.locations.models import Location
from forecourt.outbox.dispatcher import Dispatcher
from forecourt.outbox.transports import SmtpTransport, verify_signature
from tests.api.test_new_site_wizard import FEED, YARD
from tests.api.test_site_lifecycle import PLATFORM, _operator
from tests.https_feed_server import https_feed_server

SECRET = "whsec-wizard-0123456789"


@pytest.fixture
def feed_server(tmp_path):
    with https_feed_server(tmp_path) as server:
        yield server


@pytest.fixture
def settings(settings, feed_server):
    # The app trusts the loopback server's test CA and may reach loopback, as the live server.
    return settings.model_copy(
        update={"feed_ca_file": feed_server.ca_file, "feed_private_hosts": True}
    )


async def _new_site(session, client_for, slug="kelly", platform=None):
    platform = platform or await _operator(session, client_for("localhost"))
    site = (await platform.post(f"{PLATFORM}/sites", json={"slug": slug, "name": "Kelly"})).json()
    made = await platform.post(f"{PLATFORM}/sites/{site['id']}/dealerships", json=YARD)
    assert made.status_code == 201, made.text
    return platform, site, made.json()["dealerships"][0]


async def test_the_first_feed_is_fetched_from_its_https_address_dry_run_first(
    session, client_for, feed_server
):
    platform, site, dealership = await _new_site(session, client_for)
    feed_server.feeds["/stock.csv"] = FEED
    url = f"{PLATFORM}/sites/{site['id']}/imports/stock-address"
    body = {"dealership_id": dealership["id"], "url": feed_server.url + "/stock.csv",
            "format": "csv"}  # fmt: skip
    dry = await platform.post(url, json=body)
    assert dry.status_code == 200, dry.text
    assert (dry.json()["dry_run"], dry.json()["accepted"], dry.json()["created"]) == (
        True, True, 2,
    )  # fmt: skip
    setup = f"{PLATFORM}/sites/{site['id']}/setup"
    assert (await platform.get(setup)).json()["cars"] == 0
    done = await platform.post(url, json={**body, "dry_run": False})
    assert done.json()["created"] == 2
    assert (await platform.get(setup)).json()["cars"] == 2

    for wrong, message in (
        ("http://127.0.0.1/stock.csv", "starting with https://"),
        (feed_server.url + "/missing.csv", "404"),
    ):
        refused = await platform.post(url, json={**body, "url": wrong})
        assert refused.status_code == 422, refused.text
        [error] = refused.json()["errors"]
        assert error["field"] == "url" and message in error["message"]


async def test_a_feed_on_a_private_network_is_refused_unless_allowed(
    session, client_for, feed_server, app
):
    platform, site, dealership = await _new_site(session, client_for)
    feed_server.feeds["/stock.csv"] = FEED
    app.state.settings = app.state.settings.model_copy(update={"feed_private_hosts": False})
    body = {"dealership_id": dealership["id"], "url": feed_server.url + "/stock.csv",
            "format": "csv"}  # fmt: skip
    refused = await platform.post(f"{PLATFORM}/sites/{site['id']}/imports/stock-address", json=body)
    assert refused.status_code == 422
    assert refused.json()["errors"][0]["message"] == "The feed's address is on a private network."


def _image(fmt: str, mode: str = "RGBA") -> bytes:
    data = io.BytesIO()
    Image.new(mode, (300, 100), (200, 0, 0, 0) if mode == "RGBA" else (200, 0, 0)).save(data, fmt)
    return data.getvalue()


async def test_the_logo_is_uploaded_into_the_media_store_and_served(session, client_for):
    platform, site, _ = await _new_site(session, client_for)
    url = f"{PLATFORM}/sites/{site['id']}/logo"
    answer = await platform.post(url, content=_image("PNG"), headers={"Content-Type": "image/png"})
    assert answer.status_code == 201, answer.text
    logo = answer.json()["theme"]["logo_url"]
    assert logo.startswith(f"/media/400/uploads/{site['id']}/logo/") and logo.endswith(".png")
    served = await client_for("kelly").get(logo)
    assert served.status_code == 200 and served.headers["content-type"] == "image/webp"
    with Image.open(io.BytesIO(served.content)) as image:
        assert image.mode == "RGBA"  # the transparent background stays transparent
    jpeg = await platform.post(url, content=_image("JPEG", "RGB"))
    assert jpeg.status_code == 201 and jpeg.json()["theme"]["logo_url"] != logo

    svg = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    for refused_body in (svg, b"not an image"):
        refused = await platform.post(url, content=refused_body)
        assert refused.status_code == 422
        assert refused.json()["errors"][0]["field"] == "logo"
    huge = await platform.post(url, content=b"x" * (3 * 1024 * 1024))
    assert huge.status_code == 413


async def test_a_postcode_gives_the_position_and_the_states_coming_holidays(session, client_for):
    platform, site, _ = await _new_site(session, client_for)
    place = await platform.get(f"{PLATFORM}/sites/{site['id']}/places/3220")
    assert place.status_code == 200
    assert place.json()["state"] == "VIC" and -39 < place.json()["lat"] < -37
    holidays = place.json()["holidays"]
    assert holidays == sorted(holidays, key=lambda h: h["date"])
    assert all(h["name"] for h in holidays)
    assert (await platform.get(f"{PLATFORM}/sites/{site['id']}/places/0001")).status_code == 404
    assert (await platform.get(f"{PLATFORM}/sites/{site['id']}/places/abc")).status_code == 422
    location = await session.scalar(select(Location).where(Location.site_id == site["id"]))
    assert (location.lat, location.long) == (place.json()["lat"], place.json()["long"])


async def test_every_lead_destination_and_a_test_lead_through_the_real_outbox(
    session, engine, client_for, smtp, webhook
):
    platform, site, dealership = await _new_site(session, client_for)
    url = f"{PLATFORM}/sites/{site['id']}/lead-destinations/{dealership['id']}"
    nothing = await platform.put(url, json={})
    assert nothing.status_code == 422 and nothing.json()["errors"][0]["field"] == "emails"
    no_secret = await platform.put(url, json={"webhooks": [{"url": webhook.url}]})
    assert no_secret.json()["errors"][0]["field"] == "webhooks.0.secret"
    body = {
        "emails": ["sales@kelly.example.com"], "adf_emails": ["crm@kelly.example.com"],
        "webhooks": [{"url": webhook.url, "secret": SECRET}],
    }  # fmt: skip
    saved = await platform.put(url, json=body)
    assert saved.status_code == 200, saved.text
    assert SECRET not in saved.text
    [kept] = saved.json()["dealerships"]
    assert (kept["adf_emails"], kept["webhooks"]) == (["crm@kelly.example.com"], [webhook.url])
    assert saved.json()["next_step"] == "owner"

    sent = await platform.post(
        f"{PLATFORM}/sites/{site['id']}/dealerships/{dealership['id']}/test-leads"
    )
    assert sent.status_code == 201, sent.text
    assert {d["status"] for d in sent.json()["deliveries"]} == {"pending"}
    assert {d["purpose"] for d in sent.json()["deliveries"]} == {"dealer", "adf", "webhook"}
    dispatcher = Dispatcher(make_sessionmaker(engine), SmtpTransport(smtp.url))
    assert await dispatcher.run_once() == 3
    again = await platform.get(f"{PLATFORM}/sites/{site['id']}/test-leads/{sent.json()['lead_id']}")
    assert {d["status"] for d in again.json()["deliveries"]} == {"delivered"}
    [mail] = smtp.to("sales@kelly.example.com")
    assert mail["Subject"].startswith("Test lead from")
    assert smtp.to("crm@kelly.example.com")
    [hook] = webhook.received
    assert verify_signature(SECRET, hook.headers["forecourt-signature"], hook.body)

    # Another site's test lead is not this site's.
    _, other, _ = await _new_site(session, client_for, slug="other", platform=platform)
    lead_id = sent.json()["lead_id"]
    stray = await platform.get(f"{PLATFORM}/sites/{other['id']}/test-leads/{lead_id}")
    assert stray.status_code == 404
