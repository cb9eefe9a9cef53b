"""A site's settings as its owners change them: its configuration and theme, validated by the
same models as everywhere (SiteConfig, Theme), its lender, its domains, and where each
dealership's leads go. Every change is audited by the paths it changed, with their values before
and after."""

import re
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import Conflict, InvalidInput, NotFound, invalid_fields
from forecourt.core.settings import Settings
from forecourt.tenancy.config import SiteConfig, Theme, parse_site_config
from forecourt.tenancy.dns import DnsResolver
from forecourt.tenancy.domains import NOT_VERIFIED, new_token, problems
from forecourt.tenancy.lead_destinations import LeadDestinations, Webhook, destinations_of
from forecourt.tenancy.models import Dealership, Site, SiteDomain

NO_DOMAIN = "No such domain on this site"
NO_DEALERSHIP = "No such dealership"
HOST = re.compile(r"^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$")
M = TypeVar("M", bound=BaseModel)


async def _site(session: AsyncSession, access: Access) -> Site:
    return await session.get_one(Site, access.site_id)


def validated(model: type[M], raw: dict[str, Any]) -> M:
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise invalid_fields(exc) from exc


async def save_config(session: AsyncSession, access: Access, raw: dict[str, Any]) -> None:
    """Validated by SiteConfig itself (a wrong key or value is refused by its path); keeps what
    differs from the defaults, so a later default still reaches the site."""
    config = validated(SiteConfig, raw)
    site = await _site(session, access)
    before = parse_site_config(site.config).model_dump(mode="json")
    site.config = config.model_dump(mode="json", exclude_defaults=True)
    audit.record_changes(
        session, access, "site_config", site.id, before, config.model_dump(mode="json")
    )
    await session.commit()


async def save_theme(session: AsyncSession, access: Access, raw: dict[str, Any]) -> None:
    theme = validated(Theme, raw)
    site = await _site(session, access)
    before = Theme.model_validate(site.theme or {}).model_dump(mode="json")
    site.theme = theme.model_dump(mode="json", exclude_defaults=True)
    audit.record_changes(
        session, access, "site_theme", site.id, before, theme.model_dump(mode="json")
    )
    await session.commit()


NOT_A_LENDER = "Choose one of the site's lenders (Settings, finance section)."


async def save_finance_provider(
    session: AsyncSession, access: Access, provider: str | None
) -> None:
    """Which of the configured lenders is the site's own (the finance forms' provider)."""
    site = await _site(session, access)
    lenders = parse_site_config(site.config).finance.lenders
    if provider is not None and provider not in {lender.provider for lender in lenders}:
        raise InvalidInput(NOT_A_LENDER, field="finance_provider")
    if site.finance_provider == provider:
        return
    audit.record(session, access, object_type="site_finance_provider", object_id=site.id,
                 action="update", before={"finance_provider": site.finance_provider},
                 after={"finance_provider": provider})  # fmt: skip
    site.finance_provider = provider
    await session.commit()


# --- domains ------------------------------------------------------------------------------------


async def domains(session: AsyncSession, site_id: int) -> list[SiteDomain]:
    rows = await session.scalars(
        select(SiteDomain).where(SiteDomain.site_id == site_id).order_by(SiteDomain.host)
    )
    return list(rows)


async def _domain(session: AsyncSession, access: Access, domain_id: int) -> SiteDomain:
    found = await session.scalar(
        select(SiteDomain).where(SiteDomain.id == domain_id, SiteDomain.site_id == access.site_id)
    )
    if found is None:
        raise NotFound(NO_DOMAIN)
    return found


async def _make_primary(session: AsyncSession, site_id: int, domain: SiteDomain) -> None:
    for other in await domains(session, site_id):
        other.primary = other.id == domain.id


async def add_domain(session: AsyncSession, access: Access, host: str) -> SiteDomain:
    """A new address, unverified until its DNS records are found (check_domain); only then may
    it be primary."""
    host = host.strip().lower().rstrip(".")
    if not HOST.match(host):
        raise InvalidInput("Enter a host name such as www.example.com.au.", field="host")
    if await session.scalar(select(SiteDomain.id).where(SiteDomain.host == host)):
        # Whose it is stays private: another site's addresses are not this owner's business.
        raise Conflict("That address is already in use.", field="host")
    domain = SiteDomain(
        site_id=access.site_id, host=host, primary=False, verification_token=new_token()
    )
    session.add(domain)
    await session.flush()
    audit.record(session, access, object_type="domain", object_id=domain.id, action="create",
                 before={}, after={"host": host, "primary": False})  # fmt: skip
    await session.commit()
    return domain


async def check_domain(
    session: AsyncSession, access: Access, domain_id: int, resolver: DnsResolver, settings: Settings
) -> tuple[SiteDomain, list[str]]:
    """Looks for the domain's DNS records; found, the domain is verified (and primary when the
    site has no verified primary address). Returns what is still missing."""
    domain = await _domain(session, access, domain_id)
    if domain.verification_token is None:  # set up before checks existed: give it one now
        domain.verification_token = new_token()
    missing = await problems(resolver, domain.host, domain.verification_token, settings)
    if not missing and domain.verified_at is None:
        domain.verified_at = utcnow()
        current = [d for d in await domains(session, access.site_id) if d.primary]
        if not any(d.verified_at is not None for d in current):
            await _make_primary(session, access.site_id, domain)
        audit.record(session, access, object_type="domain", object_id=domain.id,
                     action="verify", before={"verified": False},
                     after={"verified": True, "primary": domain.primary})  # fmt: skip
    await session.commit()
    return domain, missing


async def set_primary(session: AsyncSession, access: Access, domain_id: int) -> SiteDomain:
    domain = await _domain(session, access, domain_id)
    if domain.verified_at is None:
        raise Conflict(NOT_VERIFIED, field="domain")
    await _make_primary(session, access.site_id, domain)
    audit.record(session, access, object_type="domain", object_id=domain.id, action="update",
                 before={}, after={"host": domain.host, "primary": True})  # fmt: skip
    await session.commit()
    return domain


async def remove_domain(session: AsyncSession, access: Access, domain_id: int) -> None:
    domain = await _domain(session, access, domain_id)
    if domain.primary:
        raise Conflict("Make another address primary before removing this one.", field="domain")
    await session.delete(domain)
    audit.record(session, access, object_type="domain", object_id=domain_id, action="delete",
                 before={"host": domain.host}, after={})  # fmt: skip
    await session.commit()


# --- lead destinations --------------------------------------------------------------------------


async def dealerships(session: AsyncSession, site_id: int) -> list[Dealership]:
    rows = await session.scalars(
        select(Dealership).where(Dealership.site_id == site_id).order_by(Dealership.name)
    )
    return list(rows)


async def find_dealership(session: AsyncSession, access: Access, dealership_id: int) -> Dealership:
    found = await session.scalar(
        select(Dealership).where(
            Dealership.id == dealership_id, Dealership.site_id == access.site_id
        )
    )
    if found is None:
        raise NotFound(NO_DEALERSHIP)
    return found


def _without_secrets(raw: dict[str, Any]) -> dict[str, Any]:
    return {**raw, "webhooks": [{"url": w.get("url")} for w in raw.get("webhooks", [])]}


async def save_destinations(
    session: AsyncSession,
    access: Access,
    dealership: Dealership,
    emails: list[str],
    adf_emails: list[str],
    webhooks: list[tuple[str, str | None]],
) -> None:
    """A webhook sent without a secret keeps the one it has (secrets are never shown again)."""
    kept = {w["url"]: w["secret"] for w in (dealership.lead_destinations or {}).get("webhooks", [])}
    hooks = []
    for i, (url, secret) in enumerate(webhooks):
        secret = secret or kept.get(url)
        if not secret:
            raise InvalidInput(
                "Enter a signing secret for this webhook.", field=f"webhooks.{i}.secret"
            )
        hooks.append(Webhook(url=url, secret=secret))
    parsed = LeadDestinations(emails=emails, adf_emails=adf_emails, webhooks=hooks)
    before = dealership.lead_destinations or {}
    dealership.lead_destinations = parsed.model_dump(mode="json")
    audit.record_changes(session, access, "lead_destinations", dealership.id,
            _without_secrets(before), _without_secrets(dealership.lead_destinations))  # fmt: skip
    await session.commit()


def effective_destinations(dealership: Dealership) -> LeadDestinations:
    return destinations_of(dealership.lead_destinations, dealership.email)
