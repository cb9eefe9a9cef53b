"""Every router of the console's API, for the app and the role-matrix test alike."""

from fastapi import APIRouter

from forecourt.console.content.router import router as content_router
from forecourt.console.dashboard_router import router as dashboard_router
from forecourt.console.feed_sources_router import router as feed_sources_router
from forecourt.console.feeds_router import router as feeds_router
from forecourt.console.photos_router import router as photos_router
from forecourt.console.router import router as core_router
from forecourt.console.settings_router import router as settings_router

ROUTERS: tuple[APIRouter, ...] = (
    core_router, content_router, dashboard_router, feeds_router, feed_sources_router,
    photos_router, settings_router,
)  # fmt: skip
