"""GET /api/v1/pages?path= : a content page of this site, for the app's catch-all route."""

from fastapi import APIRouter, Query

from forecourt.content.schemas import PAGE_PATH, PageOut
from forecourt.content.service import NO_PAGE, page_out
from forecourt.core.db import DbSession
from forecourt.core.errors import INVALID, not_found
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(tags=["content"])


@router.get("/pages", response_model=PageOut, responses={**INVALID, **not_found(NO_PAGE)})
async def page(
    site: CurrentSite,
    session: DbSession,
    path: str = Query(min_length=2, max_length=200, pattern=PAGE_PATH, examples=["/about-us"]),
) -> PageOut:
    """The page at `path`: title, description and its body as sanitised HTML."""
    return await page_out(session, site.id, path)
