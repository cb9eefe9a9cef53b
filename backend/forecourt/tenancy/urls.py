"""Absolute URLs of a site: what a message links to, and what a page names itself by.

Links that leave in an e-mail, a text or a feed come from configuration only (architecture
principle 16): the site's primary domain, else the site's name under the development host
suffix at the platform's configured address (settings `platform_base_url`). A request's Host is
the attacker's to choose, and a password-reset link built from it hands the token to whoever
chose it.

A page (canonical URL, Open Graph, JSON-LD, sitemap, the printable car) may name the host it was
asked for, once checked (core/hosts.py), when that host is the site's own development address,
so `make run` on any port links to itself; otherwise it names the same address as its messages."""

from fastapi import Request

from forecourt.core.hosts import request_host
from forecourt.core.settings import Settings, settings_of
from forecourt.tenancy.service import ResolvedSite


def site_address(slug: str, settings: Settings, scheme: str, port: int | None) -> str:
    """A site's address without a domain: `{slug}.{dev_host_suffix}` at the given scheme and
    port (the platform's; a scheme's own port is left out)."""
    default = {"http": 80, "https": 443}.get(scheme)
    port_part = f":{port}" if port is not None and port != default else ""
    return f"{scheme}://{slug}.{settings.dev_host_suffix}{port_part}"


def link_base_url(settings: Settings, site: ResolvedSite) -> str:
    """Where messages about the site link to: never from a request."""
    if site.primary_domain:
        return f"{settings.public_base_scheme}://{site.primary_domain}"
    scheme, port = settings.platform_origin
    return site_address(site.slug, settings, scheme, port)


def page_base_url(request: Request, site: ResolvedSite) -> str:
    """What the site's pages call themselves: the primary domain, else the request's own host
    when it is the site's development address, else the messages' address."""
    settings = settings_of(request)
    if site.primary_domain:
        return link_base_url(settings, site)
    host = request_host(request)
    if host is not None and host.name == f"{site.slug}.{settings.dev_host_suffix}":
        return f"{request.url.scheme}://{host}"
    return link_base_url(settings, site)
