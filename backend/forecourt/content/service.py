"""Reading and saving a site's content pages."""

import re
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.content.models import ContentPage
from forecourt.content.render import render_markdown
from forecourt.content.schemas import PAGE_PATH, PageIn, PageOut
from forecourt.core.errors import NotFound

NO_PAGE = "There is no page at this address."
_PATH = re.compile(PAGE_PATH)


def is_page_path(path: str) -> bool:
    return bool(_PATH.fullmatch(path))


async def find_page(session: AsyncSession, site_id: int, path: str) -> ContentPage | None:
    if not is_page_path(path):
        return None
    return await session.scalar(
        select(ContentPage).where(
            ContentPage.site_id == site_id,
            ContentPage.path == path,
            ContentPage.published.is_(True),
        )
    )


async def page_out(session: AsyncSession, site_id: int, path: str) -> PageOut:
    page = await find_page(session, site_id, path)
    if page is None:
        raise NotFound(NO_PAGE)
    return PageOut(
        path=page.path,
        title=page.title,
        description=page.description,
        og_image=page.og_image,
        layout=page.layout,
        html=page.body_html,
        updated_at=page.updated_at,
    )


async def save_page(
    session: AsyncSession, site_id: int, body: PageIn, now: datetime
) -> ContentPage:
    """Creates or replaces the page at `body.path`; the HTML is rendered here, once."""
    page = await session.scalar(
        select(ContentPage).where(ContentPage.site_id == site_id, ContentPage.path == body.path)
    ) or ContentPage(site_id=site_id, path=body.path)
    page.title, page.description = body.title, body.description
    page.og_image, page.layout, page.published = body.og_image, body.layout, body.published
    page.body_markdown = body.markdown
    page.body_html = render_markdown(body.markdown)
    page.updated_at = now
    session.add(page)
    await session.flush()
    return page
