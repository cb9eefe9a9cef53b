"""Signing a shopper in through the real endpoints, reading the code as the phone would."""

import re

import httpx
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from forecourt.core.db import make_sessionmaker
from forecourt.core.secrets import secret_key
from forecourt.core.settings import Settings
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.sms import open_text

MOBILE = "0412 345 678"
MOBILE_E164 = "+61412345678"


async def texted_code(engine: AsyncEngine, settings: Settings, e164: str = MOBILE_E164) -> str:
    """The code in the last text to `e164`, opened with the deployment key like the gateway."""
    async with make_sessionmaker(engine)() as session:
        row = await session.scalar(
            select(OutboxMessage)
            .where(OutboxMessage.channel == "sms", OutboxMessage.destination == e164)
            .order_by(OutboxMessage.id.desc())
            .limit(1)
        )
    assert row is not None, f"no text to {e164}"
    found = re.search(r"\b(\d{6})\b", open_text(secret_key(settings), row))
    assert found
    return found.group(1)


async def sign_in(
    client: httpx.AsyncClient, engine: AsyncEngine, settings: Settings, phone: str = MOBILE
) -> str:
    """Signs in; returns the session's CSRF token (the cookie stays in the client)."""
    sent = await client.post("/api/v1/auth/code", json={"phone": phone, "name": "Sam"})
    assert sent.status_code == 202, sent.text
    e164 = "+61" + "".join(ch for ch in phone if ch.isdigit())[1:]
    code = await texted_code(engine, settings, e164)
    verified = await client.post("/api/v1/auth/verify", json={"phone": phone, "code": code})
    assert verified.status_code == 200, verified.text
    token: str = verified.json()["csrf_token"]
    return token
