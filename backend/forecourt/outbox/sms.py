"""Text messages through the outbox. The text is sealed (Fernet, under a key derived from the
deployment's secret) because it may carry a one-time code, which must never sit in the database
in clear; the transport opens it at delivery.

Transports: the development mailbox (built in: `make run` signs in end to end, the code shows at
/dev/mailbox) and an HTTP SMS gateway (FORECOURT_SMS_GATEWAY_URL), which receives
`{"to", "from", "text"}` as JSON with a bearer token."""

import base64
import hashlib
from email.message import EmailMessage
from typing import Protocol

import httpx
from cryptography.fernet import Fernet, InvalidToken
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.outbox.models import MailboxMessage, OutboxMessage
from forecourt.outbox.service import enqueue
from forecourt.outbox.transports import DeliveryError

SMS_TIMEOUT_SECONDS = 10.0
SENDER_ID_MAX = 11  # an alphanumeric sender id is at most 11 characters


def _fernet(secret: str) -> Fernet:
    key = hashlib.sha256(f"forecourt-sms:{secret}".encode()).digest()
    return Fernet(base64.urlsafe_b64encode(key))


def sender_id(name: str) -> str:
    """The site's name as an SMS sender id: letters and digits, at most 11."""
    return "".join(ch for ch in name if ch.isalnum())[:SENDER_ID_MAX] or "Forecourt"


def enqueue_sms(
    session: AsyncSession,
    *,
    site_id: int,
    to: str,
    sender: str,
    text: str,
    secret: str,
    purpose: str = "sign_in_code",
) -> OutboxMessage:
    sealed = _fernet(secret).encrypt(text.encode()).decode()
    return enqueue(
        session,
        site_id=site_id,
        channel="sms",
        purpose=purpose,
        destination=to,
        payload={"from": sender_id(sender), "sealed": sealed},
    )


def open_text(secret: str, row: OutboxMessage) -> str:
    try:
        return _fernet(secret).decrypt(row.payload["sealed"].encode()).decode()
    except (InvalidToken, KeyError) as exc:  # sealed under another key: it can never be sent
        raise DeliveryError("SMS text cannot be opened with this deployment's key") from exc


class SmsTransport(Protocol):
    async def send(self, session: AsyncSession, row: OutboxMessage) -> None: ...


class MailboxSms:
    """Keeps each text in the development mailbox, addressed to the phone number."""

    def __init__(self, secret: str) -> None:
        self.secret = secret

    async def send(self, session: AsyncSession, row: OutboxMessage) -> None:
        text = open_text(self.secret, row)
        message = EmailMessage()
        message["From"] = f"SMS from {row.payload['from']}"
        message["To"] = row.destination
        message["Subject"] = f"SMS: {text[:80]}"
        message.set_content(text)
        session.add(
            MailboxMessage(
                outbox_id=row.id,
                sender=str(message["From"]),
                recipient=row.destination,
                subject=str(message["Subject"]),
                raw=message.as_string(),
            )
        )


class HttpSmsGateway:
    def __init__(
        self, url: str, token: str | None, secret: str, client: httpx.AsyncClient | None = None
    ) -> None:
        self.url = url
        self.token = token
        self.secret = secret
        self.client = client

    async def send(self, session: AsyncSession, row: OutboxMessage) -> None:
        body = {
            "to": row.destination,
            "from": row.payload["from"],
            "text": open_text(self.secret, row),
        }
        headers = {"Authorization": f"Bearer {self.token}"} if self.token else {}
        try:
            async with httpx.AsyncClient(timeout=SMS_TIMEOUT_SECONDS) as client:
                response = await (self.client or client).post(self.url, json=body, headers=headers)
        except httpx.HTTPError as exc:
            raise DeliveryError(f"SMS gateway: {type(exc).__name__}: {exc}") from exc
        if not 200 <= response.status_code < 300:
            raise DeliveryError(f"SMS gateway: HTTP {response.status_code}")
