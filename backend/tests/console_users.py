"""Console users made in the database and signed in through the real endpoints."""

from datetime import timedelta
from typing import Any

import httpx
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.console.models import ConsoleRole, ConsoleUser
from forecourt.console.passwords import LOW_COST
from forecourt.core.clock import utcnow
from forecourt.leads import customers
from forecourt.leads.models import Lead
from forecourt.tenancy.models import Dealership, Site

PASSWORD = "correct horse battery"
# Every test user's hash, made at argon2's lowest cost: a sign-in verifies at the cost its hash
# names, so each of the suite's thousands of sign-ins takes microseconds, not a tenth of a second
# of CPU. The app's own hashes (invitations, new passwords, the demo's users) keep its cost.
_HASH = LOW_COST.hash(PASSWORD)


async def make_console_user(
    session: AsyncSession,
    site: Site | None,
    role: str | None,
    dealership: Dealership | None = None,
    email: str | None = None,
) -> ConsoleUser:
    user = ConsoleUser(
        site_id=site.id if site else None,
        email=email
        or f"{role or 'operator'}-{dealership.slug if dealership else 'all'}@example.com",
        name=(role or "operator").title(),
        password_hash=_HASH,
        created_at=utcnow(),
    )
    session.add(user)
    await session.flush()
    if role:
        session.add(
            ConsoleRole(
                user_id=user.id, dealership_id=dealership.id if dealership else None, role=role
            )
        )
    return user


async def console_sign_in(client: httpx.AsyncClient, email: str, password: str = PASSWORD) -> str:
    """Signs in; returns the session's CSRF token (the cookie stays in the client)."""
    answer = await client.post(
        "/api/v1/console/auth/sign-in", json={"email": email, "password": password}
    )
    assert answer.status_code == 200, answer.text
    me = await client.get("/api/v1/console/auth/session")
    assert me.status_code == 200, me.text
    token: str = me.json()["csrf_token"]
    client.headers["X-CSRF-Token"] = token
    return token


async def make_lead(
    session: AsyncSession,
    dealership: Dealership,
    *,
    kind: str = "enquiry",
    ago_minutes: int = 0,
    **fields: Any,
) -> Lead:
    lead = Lead(
        site_id=dealership.site_id,
        dealership_id=dealership.id,
        kind=kind,
        category=fields.pop("category", "General Enquiry"),
        name=fields.pop("name", "Sam"),
        last_name=fields.pop("last_name", "Shopper"),
        email=fields.pop("email", "sam@example.com"),
        phone=fields.pop("phone", "0412345678"),
        created_at=utcnow() - timedelta(minutes=ago_minutes),
        **fields,
    )
    session.add(lead)
    await session.flush()
    await customers.attach(session, lead, lead.created_at)  # as a shopper's lead is taken
    return lead
