"""How a message leaves: SMTP (aiosmtplib), the development mailbox when no SMTP server is
configured, and signed webhooks (httpx). Each raises DeliveryError on failure; the dispatcher
retries."""

import hashlib
import hmac
import json
import time
from typing import Any, Protocol
from urllib.parse import unquote, urlsplit

import aiosmtplib
import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.outbox.email import build_message
from forecourt.outbox.models import MailboxMessage, OutboxMessage

SIGNATURE_HEADER = "Forecourt-Signature"
WEBHOOK_TIMEOUT_SECONDS = 10.0
SMTP_TIMEOUT_SECONDS = 20.0


class DeliveryError(Exception):
    """A delivery failed; the message says why, for the dealer and for the retry log."""


class EmailTransport(Protocol):
    async def send(self, session: AsyncSession, row: OutboxMessage) -> None: ...


class SmtpTransport:
    """smtp://user:pass@host:port (STARTTLS when offered), smtps://... (TLS from the start)."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        if parts.scheme not in ("smtp", "smtps") or not parts.hostname:
            raise ValueError("FORECOURT_SMTP_URL must look like smtp://user:pass@host:port")
        self.hostname = parts.hostname
        self.port = parts.port or (465 if parts.scheme == "smtps" else 25)
        self.use_tls = parts.scheme == "smtps"
        self.username = unquote(parts.username) if parts.username else None
        self.password = unquote(parts.password) if parts.password else None

    async def send(self, session: AsyncSession, row: OutboxMessage) -> None:
        try:
            await aiosmtplib.send(
                build_message(row.payload),
                hostname=self.hostname,
                port=self.port,
                use_tls=self.use_tls,
                username=self.username,
                password=self.password,
                timeout=SMTP_TIMEOUT_SECONDS,
            )
        except (aiosmtplib.SMTPException, OSError) as exc:
            raise DeliveryError(f"SMTP {self.hostname}:{self.port}: {exc}") from exc


class MailboxTransport:
    """Keeps each e-mail in the database, shown at /dev/mailbox: `make run` without any SMTP
    server still shows the dealer's side of every lead."""

    async def send(self, session: AsyncSession, row: OutboxMessage) -> None:
        message = build_message(row.payload)
        session.add(
            MailboxMessage(
                outbox_id=row.id,
                sender=str(message["From"]),
                recipient=str(message["To"]),
                subject=str(message["Subject"]),
                raw=message.as_string(),
            )
        )


def sign(secret: str, timestamp: int, body: bytes) -> str:
    """`t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`: the timestamp is signed too, so a receiver
    can refuse replays of an old body."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return f"t={timestamp},v1={mac.hexdigest()}"


def verify_signature(secret: str, header: str, body: bytes, tolerance: int = 300) -> bool:
    """What a receiver does (and what our tests do): parse, recompute, compare in constant time."""
    try:
        fields = dict(part.split("=", 1) for part in header.split(","))
        timestamp = int(fields["t"])
    except (ValueError, KeyError):
        return False
    if abs(time.time() - timestamp) > tolerance:
        return False
    return hmac.compare_digest(sign(secret, timestamp, body), header)


class WebhookTransport:
    def __init__(self, client: httpx.AsyncClient | None = None) -> None:
        self.client = client

    async def post(self, url: str, secret: str, body: dict[str, Any]) -> None:
        data = json.dumps(body, separators=(",", ":"), sort_keys=True).encode()
        headers = {
            "Content-Type": "application/json",
            "User-Agent": "Forecourt-Webhook/1",
            SIGNATURE_HEADER: sign(secret, int(time.time()), data),
        }
        try:
            if self.client is not None:
                response = await self.client.post(url, content=data, headers=headers)
            else:
                async with httpx.AsyncClient(timeout=WEBHOOK_TIMEOUT_SECONDS) as client:
                    response = await client.post(url, content=data, headers=headers)
        except httpx.HTTPError as exc:
            raise DeliveryError(f"webhook {url}: {type(exc).__name__}: {exc}") from exc
        if not 200 <= response.status_code < 300:
            raise DeliveryError(f"webhook {url}: HTTP {response.status_code}")

    async def send(self, session: AsyncSession, row: OutboxMessage) -> None:
        await self.post(row.destination, row.payload["secret"], row.payload["body"])
