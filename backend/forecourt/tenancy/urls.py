"""Absolute URLs of a site's pages (canonical, Open Graph, JSON-LD, sitemap, PDF links).

From the site's primary domain when it has one (search engines should see one address per page);
otherwise from the request as the shopper sent it, scheme, host and port included, so links work
under `make run` on :8000. Behind a trusted proxy the request already carries the forwarded
scheme and host (core/forwarded.py)."""

from fastapi import Request

from forecourt.core.settings import settings_of
from forecourt.tenancy.service import ResolvedSite


def site_base_url(request: Request, site: ResolvedSite) -> str:
    if site.primary_domain:
        return f"{settings_of(request).public_base_scheme}://{site.primary_domain}"
    return f"{request.url.scheme}://{request.headers.get('host') or request.url.netloc}"
