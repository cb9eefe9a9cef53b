"""A site's custom domains: the DNS records a dealer creates, the check that finds them (through
the resolver port, tenancy/dns.py), and who may have a certificate.

A domain proves itself with two records: one that points it at the platform (a CNAME to the
platform's target name, or for a bare domain, which cannot carry a CNAME, A records to the
platform's addresses) and a TXT record at `_forecourt.{domain}` carrying the domain's own token.
Only a verified domain may be the site's primary one (the address of its canonical URLs and
e-mail links), and the reverse proxy is allowed a certificate only for a verified domain of a
live site (`certificate_allowed`: the pattern of Caddy's on_demand_tls "ask")."""

import secrets
from dataclasses import dataclass
from typing import Literal

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.settings import Settings
from forecourt.tenancy.dns import DnsResolver, DnsUnavailable
from forecourt.tenancy.lifecycle import LIVE
from forecourt.tenancy.models import Site, SiteDomain

CHALLENGE_LABEL = "_forecourt"
TOKEN_PREFIX = "forecourt-verification="
POINT_AT_US = "Points the address at the platform (a subdomain such as www)."
POINT_BARE = "Instead of the CNAME, for a bare domain such as example.com.au."
PROVE_IT = "Proves the domain is yours."
NO_TXT = "No TXT record {name} with the value {value} was found."
NOT_POINTING = (
    "{host} does not point at the platform: add the CNAME record, or for a bare domain the A "
    "record."
)
NO_ANSWER = "The DNS check could not be completed. Try again in a few minutes."
NOT_VERIFIED = "Verify this address before making it primary."


@dataclass(frozen=True)
class DnsRecord:
    type: Literal["CNAME", "A", "AAAA", "TXT"]
    name: str
    value: str
    purpose: str


def new_token() -> str:
    return secrets.token_hex(16)


def challenge_name(host: str) -> str:
    return f"{CHALLENGE_LABEL}.{host}"


def challenge_value(token: str) -> str:
    return TOKEN_PREFIX + token


def records(host: str, token: str, settings: Settings) -> list[DnsRecord]:
    """What the dealer creates at their DNS provider, in the order the console shows them."""
    pointing = [DnsRecord("CNAME", host, settings.custom_domain_target, POINT_AT_US)]
    pointing += [
        DnsRecord("AAAA" if ":" in address else "A", host, address, POINT_BARE)
        for address in settings.custom_domain_addresses
    ]
    return [*pointing, DnsRecord("TXT", challenge_name(host), challenge_value(token), PROVE_IT)]


async def problems(resolver: DnsResolver, host: str, token: str, settings: Settings) -> list[str]:
    """What the DNS lacks for `host` to be verified; [] when both records are there."""
    found: list[str] = []
    try:
        if challenge_value(token) not in await resolver.txt(challenge_name(host)):
            found.append(NO_TXT.format(name=challenge_name(host), value=challenge_value(token)))
        if not await _points_at_us(resolver, host, settings):
            found.append(NOT_POINTING.format(host=host))
    except DnsUnavailable:
        return [NO_ANSWER]
    return found


async def _points_at_us(resolver: DnsResolver, host: str, settings: Settings) -> bool:
    target = settings.custom_domain_target.rstrip(".").lower()
    if await resolver.cname(host) == target:
        return True
    addresses = await resolver.addresses(host)
    return bool(addresses) and set(addresses) <= set(settings.custom_domain_addresses)


async def certificate_allowed(session: AsyncSession, host: str) -> bool:
    """A certificate may be issued for `host`: a verified domain of a live site."""
    found = await session.scalar(
        select(SiteDomain.id)
        .join(Site, Site.id == SiteDomain.site_id)
        .where(
            SiteDomain.host == host.strip().lower().rstrip("."),
            SiteDomain.verified_at.is_not(None),
            Site.status == LIVE,
        )
    )
    return found is not None
