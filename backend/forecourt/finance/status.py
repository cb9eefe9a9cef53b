"""A finance application's status, moved on by the dealer's finance team (from the shell until
the console offers it): the status page shows it at once, and the shopper gets a text saying so
with the page's link, through the outbox."""

from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import InvalidInput, NotFound
from forecourt.core.secrets import secret_key
from forecourt.core.settings import Settings
from forecourt.finance.models import STATUS_TEXT, FinanceApplication
from forecourt.identity.models import ShopperUser
from forecourt.outbox.sms import enqueue_sms
from forecourt.tenancy.service import site_by_id
from forecourt.tenancy.urls import link_base_url


def status_text_message(site_name: str, status: str, link: str) -> str:
    return f"{site_name}: your finance application is now {STATUS_TEXT[status]} {link}"


async def set_status(
    session: AsyncSession, public_id: str, status: str, now: datetime, settings: Settings
) -> FinanceApplication:
    if status not in STATUS_TEXT:
        raise InvalidInput(f"Use one of: {', '.join(STATUS_TEXT)}.", field="status")
    row = await session.scalar(
        select(FinanceApplication).where(FinanceApplication.public_id == public_id)
    )
    if row is None:
        raise NotFound("No such finance application.")
    if row.status == status:
        return row  # no change, no text
    row.status, row.updated_at = status, now
    user = await session.get(ShopperUser, row.user_id) if row.user_id else None
    site = await site_by_id(session, row.site_id)
    if user is not None and site is not None:
        link = f"{link_base_url(settings, site)}/finance/applications/{row.public_id}"
        enqueue_sms(
            session,
            site_id=site.id,
            to=user.phone,
            sender=site.name,
            text=status_text_message(site.name, status, link),
            secret=secret_key(settings),
            purpose="finance_status",
        )
    await session.commit()
    return row
