"""What every console endpoint module shares: the answers a guarded endpoint may give, the ids
and pages it takes, and what a change of what the site shows needs."""

from typing import Annotated

from fastapi import Path, Query, Request

from forecourt.core.errors import (
    INVALID,
    ResponsesDict,
    error_response,
)
from forecourt.core.sessions import SIGNED_OUT
from forecourt.core.settings import settings_of
from forecourt.core.types import MAX_DB_ID
from forecourt.storefront.public import clear_public_cache
from forecourt.storefront.shown import shown_changes_for
from forecourt.tenancy.deps import resolver_of

__all__ = ["SIGNED_OUT"]
DENIED: ResponsesDict = {
    403: error_response("The role does not allow this, or the X-CSRF-Token header is wrong")
}
GUARDED = {**SIGNED_OUT, **DENIED, **INVALID}
ObjectId = Annotated[int, Path(ge=1, le=MAX_DB_ID)]
Page = Annotated[int, Query(ge=1, le=400)]


def sender_of(request: Request) -> str:
    return settings_of(request).mail_from


def show_now(request: Request, site_id: int) -> None:
    """After a change of settings, content or locations: this worker serves it at once, others
    within the resolver's few seconds; the pages and answers kept for the site are made anew."""
    resolver_of(request).clear()
    clear_public_cache()
    shown_changes_for(request.app.state).changed(site_id)
