"""The console's API (/api/v1/console), one module of endpoints per subject, and the platform
operators' (/api/v1/platform). Endpoints stay thin: each names its permission through `require`,
the one authorisation dependency, and calls the owning domain's service, which commits."""

from fastapi import APIRouter

from forecourt.console.api import (
    audit,
    billing,
    calendar,
    content,
    customers,
    dashboard,
    feeds,
    lead_handling,
    leads,
    offer_images,
    photos,
    platform_setup,
    settings,
    sign_in,
    site_status,
    stock,
    users,
)

ROUTERS: tuple[APIRouter, ...] = (
    *(
        module.router
        for module in (
            sign_in, users, leads, customers, calendar, lead_handling, audit, stock, photos, feeds,
            content, offer_images, settings, billing, dashboard, site_status,
        )
    ),
    platform_setup.console_router,  # the new-site wizard's steps for a site's owner
)  # fmt: skip
