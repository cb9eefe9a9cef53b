"""Delivery through the outbox to real receivers on loopback: an SMTP server (aiosmtpd) gets the
dealer's e-mail, the ADF/XML and the shopper's acknowledgement; a webhook receiver gets a body
whose signature verifies. Faults: the SMTP server down, a webhook failing, a worker killed
mid-delivery, two workers at once."""

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from datetime import timedelta

import httpx
from sqlalchemy import select, update

from forecourt.core.clock import utcnow
from forecourt.core.db import make_sessionmaker
from forecourt.main import create_app
from forecourt.outbox.dispatcher import Dispatcher
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.service import claim_due
from forecourt.outbox.transports import MailboxTransport, SmtpTransport, verify_signature
from tests.factories import make_car, make_dealership, make_location, make_site
from tests.loopback import SmtpServer

SECRET = "whsec-test-0123456789abcdef"
SHOPPER = {
    "name": "Jane",
    "last_name": "Citizen",
    "email": "jane@example.com",
    "phone": "+61 412 345 678",
}


async def _lead(session, client_for, webhook_url=None, **extra):
    site = await make_site(
        session, "alpha", name="Alpha Cars", config={"sign_in": {"captcha": False}}
    )
    destinations = {"emails": ["sales@alpha.example"], "adf_emails": ["crm@alpha.example"]}
    if webhook_url:
        destinations["webhooks"] = [{"url": webhook_url, "secret": SECRET}]
    dealership = await make_dealership(
        session,
        site,
        name="Alpha Motors",
        email="sales@alpha.example",
        lead_destinations=destinations,
    )
    location = await make_location(
        session, dealership, name="Alpha Motors Sales", phone="07 3000 9999"
    )
    car = await make_car(session, dealership, location_id=location.id, make="Mazda", model="CX-5",
                         year=2021, vin="JM0KF4W7A00123456", stocknum="A1234", price=31990)  # fmt: skip
    await session.commit()
    body = {"kind": "enquiry", **SHOPPER, "postcode": "4000", "car_id": car.id,
            "message": "Can I see it <Saturday> & test drive?", **extra}  # fmt: skip
    response = await client_for("alpha").post("/api/v1/leads", json=body)
    assert response.status_code == 201, response.text
    return response.json()["lead_id"], car.slug


def _dispatcher(engine, smtp_url: str) -> Dispatcher:
    return Dispatcher(make_sessionmaker(engine), SmtpTransport(smtp_url))


async def _statuses(session) -> dict[str, str]:
    session.expire_all()
    rows = await session.scalars(select(OutboxMessage))
    return {r.purpose: r.status for r in rows}


async def test_the_dealer_gets_the_email_and_adf_and_the_webhook_verifies(
    session, engine, client_for, smtp, webhook
):
    lead_id, car_slug = await _lead(session, client_for, webhook.url)
    assert await _dispatcher(engine, smtp.url).run_once() == 4
    assert await _statuses(session) == {
        "dealer": "delivered", "adf": "delivered", "acknowledgement": "delivered", "webhook": "delivered",
    }  # fmt: skip

    [dealer] = smtp.to("sales@alpha.example")
    assert dealer["Reply-To"] == "jane@example.com"
    assert "Jane Citizen" in dealer["Subject"] and "Mazda CX-5" in dealer["Subject"]
    text = dealer.get_body(("plain",)).get_content()
    assert "Can I see it <Saturday> & test drive?" in text and "Stock number A1234" in text

    [adf_mail] = smtp.to("crm@alpha.example")
    [attachment] = list(adf_mail.iter_attachments())
    assert attachment.get_content_type() == "application/x-adf+xml"
    xml = attachment.get_content()
    xml = xml if isinstance(xml, str) else xml.decode()
    assert xml.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>')
    prospect = ET.fromstring(xml).find("prospect")
    assert prospect is not None and prospect.findtext("requestdate")
    vehicle = prospect.find("vehicle")
    assert vehicle.attrib == {"interest": "buy", "status": "used"}
    assert [vehicle.findtext(t) for t in ("year", "make", "model", "vin", "stock", "price")] == [
        "2021", "Mazda", "CX-5", "JM0KF4W7A00123456", "A1234", "31990",
    ]  # fmt: skip
    contact = prospect.find("customer/contact")
    names = {n.attrib["part"]: n.text for n in contact.findall("name")}
    assert names == {"first": "Jane", "last": "Citizen"}
    assert contact.findtext("email") == "jane@example.com"
    assert contact.findtext("phone") == "0412345678"
    assert contact.findtext("address/postalcode") == "4000"
    assert prospect.findtext("customer/comments") == "Can I see it <Saturday> & test drive?"
    assert prospect.findtext("vendor/vendorname") == "Alpha Motors"
    assert prospect.findtext("provider/name") == "Alpha Cars"

    [ack] = smtp.to("jane@example.com")
    ack_text = ack.get_body(("plain",)).get_content()
    assert "07 3000 9999" in ack_text and "Monday: 8:30am - 5:30pm" in ack_text.replace(
        "8:30 am", "8:30am"
    )
    assert "Sunday: Closed" in ack_text and car_slug in ack_text

    [hook] = webhook.received
    assert verify_signature(SECRET, hook.headers["forecourt-signature"], hook.body)
    assert not verify_signature(
        "another-secret-0123456789", hook.headers["forecourt-signature"], hook.body
    )
    payload = json.loads(hook.body)
    assert payload["type"] == "lead.created" and payload["lead"]["id"] == lead_id
    assert payload["car"]["vin"] == "JM0KF4W7A00123456"


async def test_a_finance_enquiry_tells_the_dealer_the_amount_term_score_and_helper(
    session, engine, client_for, smtp
):
    """Spec 002 §3: what the shopper chose in the finance form reaches the dealer's inbox and CRM,
    not only the console."""
    finance = {"amount": 37990, "term": 4, "selfAssessedCreditScore": "DECENT",
               "whoIsHelping": "Priya at the service desk", "message": ""}  # fmt: skip
    await _lead(session, client_for, kind="finance", **finance)
    await _dispatcher(engine, smtp.url).run_once()
    [dealer] = smtp.to("sales@alpha.example")
    text = dealer.get_body(("plain",)).get_content()
    for line in ("Purchase price: $37,990", "Loan term (years): 4",
                 "Credit score (self-assessed): DECENT", "Who is helping: Priya at the service desk"):  # fmt: skip
        assert line in text, line
    [adf_mail] = smtp.to("crm@alpha.example")
    [attachment] = list(adf_mail.iter_attachments())
    xml = attachment.get_content()
    prospect = ET.fromstring(xml if isinstance(xml, str) else xml.decode()).find("prospect")
    assert prospect.findtext("vehicle/finance/method") == "finance"
    assert prospect.findtext("vehicle/finance/amount") == "37990"
    comments = prospect.findtext("customer/comments")
    assert "Loan term (years): 4" in comments and "Credit score (self-assessed): DECENT" in comments


async def test_with_the_smtp_server_down_the_lead_is_kept_and_delivered_when_it_returns(
    session, engine, client_for
):
    smtp = SmtpServer()  # not started: connections are refused
    await _lead(session, client_for)
    dispatcher = _dispatcher(engine, smtp.url)
    assert await dispatcher.run_once() == 3
    session.expire_all()
    rows = (await session.scalars(select(OutboxMessage))).all()
    assert {r.status for r in rows} == {"pending"} and {r.attempts for r in rows} == {1}
    assert all("SMTP 127.0.0.1" in r.last_error for r in rows)
    assert all(r.next_attempt_at > utcnow() for r in rows)  # backing off
    assert await dispatcher.run_once() == 0  # nothing is due yet

    smtp.start()
    try:
        await session.execute(update(OutboxMessage).values(next_attempt_at=utcnow()))  # time passes
        await session.commit()
        assert await dispatcher.run_once() == 3
        assert set((await _statuses(session)).values()) == {"delivered"}
        assert len(smtp.messages) == 3
    finally:
        smtp.stop()


async def test_a_failing_webhook_is_retried_until_it_answers_2xx(
    session, engine, client_for, smtp, webhook
):
    webhook.status = 503
    await _lead(session, client_for, webhook.url)
    dispatcher = _dispatcher(engine, smtp.url)
    await dispatcher.run_once()
    hook = await session.scalar(select(OutboxMessage).where(OutboxMessage.channel == "webhook"))
    assert hook.status == "pending" and hook.last_error.endswith("HTTP 503")
    webhook.status = 204
    await session.execute(update(OutboxMessage).values(next_attempt_at=utcnow()))
    await session.commit()
    await dispatcher.run_once()
    assert (await _statuses(session))["webhook"] == "delivered"
    assert len(webhook.received) == 2  # the same signed body, twice


async def test_a_claim_left_by_a_dead_worker_is_delivered_after_its_lease(
    session, engine, client_for, smtp
):
    await _lead(session, client_for)
    async with make_sessionmaker(engine)() as other:
        claimed = await claim_due(other, 10)  # a worker claims, then dies before sending
    assert len(claimed) == 3
    dispatcher = _dispatcher(engine, smtp.url)
    assert await dispatcher.run_once() == 0  # leased to the dead worker
    await session.execute(
        update(OutboxMessage).values(claimed_until=utcnow() - timedelta(seconds=1))
    )
    await session.commit()
    assert await dispatcher.run_once() == 3
    assert len(smtp.messages) == 3


async def test_two_dispatchers_at_once_deliver_each_message_once(session, engine, client_for, smtp):
    await _lead(session, client_for)
    client = client_for("alpha")
    for n in range(9):
        response = await client.post(
            "/api/v1/leads",
            json={"kind": "enquiry", **SHOPPER, "message": f"Question {n}"},
        )
        assert response.status_code == 201
    first, second = _dispatcher(engine, smtp.url), _dispatcher(engine, smtp.url)
    await asyncio.gather(first.run_once(), second.run_once(), first.run_once(), second.run_once())
    while await first.run_once():
        pass
    ids = [m["Message-ID"] for m in smtp.messages]
    assert len(ids) == 30 and len(set(ids)) == 30  # ten leads, three messages each, once each


async def test_a_worker_process_killed_mid_delivery_loses_nothing(
    session, engine, settings, client_for
):
    slow = SmtpServer()
    original = slow.collector.handle_DATA

    async def handle_slowly(server, sess, envelope):  # the first message hangs the worker
        if not slow.messages:
            await asyncio.sleep(30)
        return await original(server, sess, envelope)

    slow.collector.handle_DATA = handle_slowly  # type: ignore[method-assign]
    slow.start()
    try:
        await _lead(session, client_for)
        env = {
            **os.environ,
            "FORECOURT_DATABASE_URL": settings.database_url,
            "FORECOURT_VAR_DIR": str(settings.var_dir),
            "FORECOURT_SMTP_URL": slow.url,
            "FORECOURT_ENV": "test",
        }
        if settings.database_schema:
            env["FORECOURT_DATABASE_SCHEMA"] = settings.database_schema
        worker = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "forecourt.cli", "worker", env=env,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )  # fmt: skip
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            session.expire_all()
            statuses = set(await session.scalars(select(OutboxMessage.status)))
            if "sending" in statuses:
                break
            await asyncio.sleep(0.1)
        assert "sending" in statuses, statuses
        worker.send_signal(signal.SIGKILL)
        await asyncio.wait_for(worker.wait(), timeout=10)

        # Its lease runs out; any worker then delivers everything, none twice to the dealer.
        await session.execute(
            update(OutboxMessage)
            .where(OutboxMessage.status == "sending")
            .values(claimed_until=utcnow() - timedelta(seconds=1))
        )
        await session.commit()
        slow.collector.handle_DATA = original  # type: ignore[method-assign]
        dispatcher = _dispatcher(engine, slow.url)
        while await dispatcher.run_once():
            pass
        assert set((await _statuses(session)).values()) == {"delivered"}
        assert {m["To"] for m in slow.messages} >= {
            "sales@alpha.example",
            "crm@alpha.example",
            "jane@example.com",
        }
    finally:
        slow.stop()


async def test_without_smtp_the_mail_is_kept_in_the_development_mailbox(
    session, engine, settings, client_for
):
    await _lead(session, client_for)
    await make_site(session, "beta", name="Beta Cars")
    await session.commit()
    await Dispatcher(make_sessionmaker(engine), MailboxTransport()).run_once()
    settings.env = "development"
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as platform:
        page = await platform.get("/dev/mailbox")
        assert page.status_code == 200
        assert "General Enquiry from Jane Citizen" in page.text
        assert page.text.count("<tr>") == 4  # a header row and three messages
    # On a site's host, that site's messages only: another dealer's host shows none of them.
    async with httpx.AsyncClient(transport=transport, base_url="http://alpha.localhost") as site:
        page = await site.get("/dev/mailbox")
        assert page.status_code == 200 and page.text.count("<tr>") == 4
        first = page.text.split('href="/dev/mailbox/')[1].split('"')[0]
        assert (await site.get(f"/dev/mailbox/{first}")).status_code == 200
    async with httpx.AsyncClient(transport=transport, base_url="http://beta.localhost") as other:
        page = await other.get("/dev/mailbox")
        assert page.status_code == 200 and "General Enquiry" not in page.text
        assert (await other.get(f"/dev/mailbox/{first}")).status_code == 404
    await app.state.engine.dispose()
    settings.env = "test"
    test_env = await client_for("localhost").get("/dev/mailbox")
    assert test_env.status_code == 404  # only in development


async def test_a_worker_process_marks_what_it_delivered(session, settings, client_for, smtp):
    """`forecourt worker` alone (no app in its process) delivers each message once and records it
    delivered, so its lease never runs out into a second delivery."""
    await _lead(session, client_for)
    env = {
        **os.environ,
        "FORECOURT_DATABASE_URL": settings.database_url,
        "FORECOURT_VAR_DIR": str(settings.var_dir),
        "FORECOURT_SMTP_URL": smtp.url,
        "FORECOURT_ENV": "test",
    }
    if settings.database_schema:
        env["FORECOURT_DATABASE_SCHEMA"] = settings.database_schema
    worker = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "forecourt.cli", "worker", "--poll", "0.2", env=env,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if set((await _statuses(session)).values()) == {"delivered"}:
                break
            await asyncio.sleep(0.2)
        assert await _statuses(session) == {
            "dealer": "delivered",
            "adf": "delivered",
            "acknowledgement": "delivered",
        }
        assert len(smtp.messages) == 3
    finally:
        worker.send_signal(signal.SIGTERM)
        await asyncio.wait_for(worker.wait(), timeout=30)
