"""The owners' security rule: whether every console user of the site must sign in with a second
factor."""

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.console.deps import ConsoleAccess
from forecourt.core.errors import InvalidInput
from forecourt.tenancy.models import Site

NO_SECOND_FACTOR = "Set up two-step sign-in for yourself before requiring it."


async def require_second_factor(
    session: AsyncSession, access: ConsoleAccess, required: bool
) -> None:
    """Only an owner who uses a second factor can require one: nobody locks themselves out."""
    if required and access.user.totp_secret is None and not access.signed_in.operator:
        raise InvalidInput(NO_SECOND_FACTOR, field="totp_required")
    site = await session.get_one(Site, access.site_id)
    audit.record_changes(session, access, "console_security", site.id,
            {"totp_required": site.console_totp_required}, {"totp_required": required})  # fmt: skip
    site.console_totp_required = required
    await session.commit()
