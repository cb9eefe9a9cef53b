"""The console's settings endpoints: configuration and theme (forms generated from
their JSON schemas, validated by the same models), domains, lead destinations and test leads."""

from functools import cache
from typing import Annotated, Any

from fastapi import APIRouter, Body, Request
from pydantic import BaseModel, Field
from sqlalchemy import func, select

from forecourt.console import security
from forecourt.console.api.common import GUARDED, ObjectId, sender_of, show_now
from forecourt.console.permissions import ManageUsers, ReadSettings, WriteSettings
from forecourt.console.schemas import (
    DestinationsIn,
    DestinationsOut,
    DnsRecordOut,
    DomainChange,
    DomainCheckOut,
    DomainIn,
    DomainOut,
    FinanceProviderIn,
    SecurityIn,
    SecurityOut,
    SettingsOut,
    TestLeadOut,
    WebhookOut,
)
from forecourt.core.db import DbSession
from forecourt.core.errors import CONFLICT, not_found
from forecourt.core.rate_limit import RateLimit
from forecourt.core.settings import AppSettings, Settings, settings_of
from forecourt.leads import test_leads
from forecourt.outbox.models import OutboxMessage
from forecourt.tenancy import business, domains, site_settings
from forecourt.tenancy.config import SiteConfig, Theme, parse_site_config
from forecourt.tenancy.deps import CurrentSite, Dns
from forecourt.tenancy.models import Dealership, Site, SiteDomain
from forecourt.tenancy.urls import link_base_url

router = APIRouter(prefix="/console", tags=["console"])
NO_DOMAIN = not_found(site_settings.NO_DOMAIN)
NO_DEALERSHIP = not_found(site_settings.NO_DEALERSHIP)


@cache
def _schemas() -> tuple[dict[str, Any], dict[str, Any]]:
    return SiteConfig.model_json_schema(), Theme.model_json_schema()


async def _settings(session: DbSession, site_id: int) -> SettingsOut:
    row = await session.get_one(Site, site_id)
    config_schema, theme_schema = _schemas()
    return SettingsOut(
        config=parse_site_config(row.config).model_dump(mode="json"),
        theme=Theme.model_validate(row.theme or {}).model_dump(mode="json"),
        template=row.template, finance_provider=row.finance_provider,
        config_schema=config_schema, theme_schema=theme_schema,
    )  # fmt: skip


@router.get("/settings", response_model=SettingsOut, responses=GUARDED)
async def read_settings(access: ReadSettings, session: DbSession) -> SettingsOut:
    return await _settings(session, access.site_id)


@router.put("/settings/config", response_model=SettingsOut, responses=GUARDED)
async def save_config(
    body: Annotated[dict[str, Any], Body(description="The whole SiteConfig (config_schema)")],
    request: Request,
    access: WriteSettings,
    session: DbSession,
) -> SettingsOut:
    """The whole configuration; an unknown key or a wrong value is refused by its path."""
    await site_settings.save_config(session, access, body)
    show_now(request, access.site_id)
    return await _settings(session, access.site_id)


@router.put("/settings/theme", response_model=SettingsOut, responses=GUARDED)
async def save_theme(
    body: Annotated[dict[str, Any], Body(description="The whole Theme (theme_schema)")],
    request: Request,
    access: WriteSettings,
    session: DbSession,
) -> SettingsOut:
    await site_settings.save_theme(session, access, body)
    show_now(request, access.site_id)
    return await _settings(session, access.site_id)


@router.put("/settings/finance-provider", response_model=SettingsOut, responses=GUARDED)
async def save_finance_provider(
    body: FinanceProviderIn, request: Request, access: WriteSettings, session: DbSession
) -> SettingsOut:
    """One of finance.lenders' providers, or None for the first of them."""
    await site_settings.save_finance_provider(session, access, body.finance_provider)
    show_now(request, access.site_id)
    return await _settings(session, access.site_id)


# --- the owners' security rule -----------------------------------------------------------------


@router.get("/security", response_model=SecurityOut, responses=GUARDED)
async def read_security(site: CurrentSite, access: ManageUsers) -> SecurityOut:
    return SecurityOut(totp_required=site.console_totp_required)


@router.put("/security", response_model=SecurityOut, responses=GUARDED)
async def save_security(
    body: SecurityIn, request: Request, access: ManageUsers, session: DbSession
) -> SecurityOut:
    """Owners only: with two-step sign-in required, a user without an authenticator can only
    set one up (the session says `totp_setup_needed`)."""
    await security.require_second_factor(session, access, body.totp_required)
    show_now(request, access.site_id)
    return SecurityOut(totp_required=body.totp_required)


# --- domains ------------------------------------------------------------------------------------


def _domain_out(d: SiteDomain, settings: Settings) -> DomainOut:
    records = (
        domains.records(d.host, d.verification_token, settings) if d.verification_token else []
    )
    return DomainOut(
        id=d.id, host=d.host, primary=d.primary, verified=d.verified_at is not None,
        verified_at=d.verified_at, records=[DnsRecordOut(**r.__dict__) for r in records],
    )  # fmt: skip


@router.get("/domains", response_model=list[DomainOut], responses=GUARDED)
async def list_domains(
    access: ReadSettings, session: DbSession, settings: AppSettings
) -> list[DomainOut]:
    """Each address with the DNS records that verify it."""
    rows = await site_settings.domains(session, access.site_id)
    return [_domain_out(d, settings) for d in rows]


@router.post(
    "/domains", response_model=DomainOut, status_code=201, responses={**GUARDED, **CONFLICT}
)
async def add_domain(
    body: DomainIn, request: Request, access: WriteSettings, session: DbSession,
    settings: AppSettings,
) -> DomainOut:  # fmt: skip
    """Serves the site at another host name too; one host belongs to one site only. The answer
    names the DNS records to create; once POST .../check finds them the address is verified
    (and primary, when the site has no verified primary address)."""
    domain = await site_settings.add_domain(session, access, body.host)
    show_now(request, access.site_id)
    return _domain_out(domain, settings)


@router.post(
    "/domains/{domain_id}/check",
    response_model=DomainCheckOut,
    responses={**GUARDED, **NO_DOMAIN},
    dependencies=[RateLimit("domain_checks")],
)
async def check_domain(
    domain_id: ObjectId, request: Request, access: WriteSettings, session: DbSession,
    settings: AppSettings, resolver: Dns,
) -> DomainCheckOut:  # fmt: skip
    """Looks the domain's records up in the DNS now; `problems` says what is still missing."""
    domain, problems = await site_settings.check_domain(
        session, access, domain_id, resolver, settings
    )
    show_now(request, access.site_id)
    return DomainCheckOut(domain=_domain_out(domain, settings), problems=problems)


@router.patch(
    "/domains/{domain_id}", response_model=DomainOut,
    responses={**GUARDED, **NO_DOMAIN, **CONFLICT},
)  # fmt: skip
async def make_primary(
    domain_id: ObjectId, body: DomainChange, request: Request, access: WriteSettings,
    session: DbSession,
) -> DomainOut:  # fmt: skip
    """The primary address is the canonical one in links, feeds and e-mails: a verified one."""
    domain = await site_settings.set_primary(session, access, domain_id)
    show_now(request, access.site_id)
    return _domain_out(domain, settings_of(request))


@router.delete(
    "/domains/{domain_id}", status_code=204, responses={**GUARDED, **NO_DOMAIN, **CONFLICT}
)
async def remove_domain(
    domain_id: ObjectId, request: Request, access: WriteSettings, session: DbSession
) -> None:
    await site_settings.remove_domain(session, access, domain_id)
    show_now(request, access.site_id)


# --- lead destinations --------------------------------------------------------------------------


def _destinations_out(d: Dealership) -> DestinationsOut:
    raw = d.lead_destinations or {}
    return DestinationsOut(
        dealership_id=d.id, name=d.name, email=d.email, emails=raw.get("emails", []),
        adf_emails=raw.get("adf_emails", []),
        webhooks=[WebhookOut(url=w["url"]) for w in raw.get("webhooks", [])],
    )  # fmt: skip


@router.get("/lead-destinations", response_model=list[DestinationsOut], responses=GUARDED)
async def list_destinations(access: ReadSettings, session: DbSession) -> list[DestinationsOut]:
    """Where each dealership's leads go (with nothing set, to the dealership's own address)."""
    return [_destinations_out(d) for d in await site_settings.dealerships(session, access.site_id)]


@router.put(
    "/lead-destinations/{dealership_id}",
    response_model=DestinationsOut,
    responses={**GUARDED, **NO_DEALERSHIP},
)
async def save_destinations(
    dealership_id: ObjectId, body: DestinationsIn, access: WriteSettings, session: DbSession
) -> DestinationsOut:
    dealership = await site_settings.find_dealership(session, access, dealership_id)
    await site_settings.save_destinations(
        session, access, dealership, [str(e) for e in body.emails],
        [str(e) for e in body.adf_emails], [(w.url, w.secret) for w in body.webhooks],
    )  # fmt: skip
    return _destinations_out(dealership)


@router.post(
    "/test-leads/{dealership_id}",
    response_model=TestLeadOut,
    status_code=201,
    responses={**GUARDED, **NO_DEALERSHIP},
)
async def send_test_lead(
    dealership_id: ObjectId, request: Request, site: CurrentSite, access: WriteSettings,
    session: DbSession,
) -> TestLeadOut:  # fmt: skip
    """A lead marked as a test, delivered to every destination of the dealership like a real
    one; its page in the inbox shows each delivery's result."""
    dealership = await site_settings.find_dealership(session, access, dealership_id)
    lead = await test_leads.send_test_lead(
        session,
        access,
        site,
        dealership,
        link_base_url(settings_of(request), site),
        sender_of(request),
    )
    count = await session.scalar(
        select(func.count()).select_from(OutboxMessage).where(OutboxMessage.lead_id == lead.id)
    )
    return TestLeadOut(lead_id=lead.id, deliveries=count or 0)


class BusinessRow(BaseModel):
    id: int
    values: dict[str, Any] = Field(description="The dealership's details (schema)")


class BusinessOut(BaseModel):
    dealerships: list[BusinessRow]
    schema_: dict[str, Any] = Field(alias="schema", description="BusinessDetails' JSON schema")


@cache
def _business_schema() -> dict[str, Any]:
    return business.BusinessDetails.model_json_schema()


def _business_row(dealership: Dealership) -> BusinessRow:
    return BusinessRow(id=dealership.id, values=business.details_of(dealership))


@router.get("/settings/business", response_model=BusinessOut, responses=GUARDED)
async def read_business(access: ReadSettings, session: DbSession) -> BusinessOut:
    """The business details the site's header and footer show, per dealership the user reaches."""
    rows = [
        _business_row(d)
        for d in await site_settings.dealerships(session, access.site_id)
        if access.covers(d.id)
    ]
    return BusinessOut.model_validate({"dealerships": rows, "schema": _business_schema()})


@router.put(
    "/settings/business/{dealership_id}",
    response_model=BusinessRow,
    responses={**GUARDED, **NO_DEALERSHIP},
)
async def save_business(
    dealership_id: ObjectId,
    body: Annotated[dict[str, Any], Body(description="Every field of BusinessDetails (schema)")],
    request: Request,
    access: WriteSettings,
    session: DbSession,
) -> BusinessRow:
    """A dealership's name, phone, e-mail, address and licence as the site shows them; a wrong
    value is named by its field."""
    details = site_settings.validated(business.BusinessDetails, body)
    dealership = await business.save_details(session, access, dealership_id, details)
    show_now(request, access.site_id)
    return _business_row(dealership)
