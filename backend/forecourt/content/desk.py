"""Content pages in the console: list, read, create, change, delete, and a preview that renders
a draft with the very renderer and sanitiser the site uses (content/render.py)."""

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.content.models import ContentPage
from forecourt.content.render import render_markdown
from forecourt.content.schemas import PageDetail, PageIn, PageSummary
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.errors import Conflict, NotFound

NO_PAGE = "No such page on this site"
PATH_TAKEN = "Another page already has this address."
MAX_PAGES = 500  # bounded work: a dealer site has a few dozen


async def site_pages(session: AsyncSession, site_id: int) -> list[PageSummary]:
    rows = await session.scalars(
        select(ContentPage)
        .where(ContentPage.site_id == site_id)
        .order_by(ContentPage.path)
        .limit(MAX_PAGES)
    )
    return [PageSummary.model_validate(r, from_attributes=True) for r in rows]


def page_detail(page: ContentPage) -> PageDetail:
    return PageDetail(
        id=page.id, path=page.path, title=page.title, layout=page.layout,
        published=page.published, updated_at=page.updated_at, description=page.description,
        og_image=page.og_image, markdown=page.body_markdown, html=page.body_html,
    )  # fmt: skip


async def find_page(session: AsyncSession, site_id: int, page_id: int) -> ContentPage:
    page = await session.scalar(
        select(ContentPage).where(ContentPage.id == page_id, ContentPage.site_id == site_id)
    )
    if page is None:
        raise NotFound(NO_PAGE)
    return page


def _values(page: ContentPage) -> dict[str, object]:
    return PageIn(
        path=page.path, title=page.title, description=page.description,
        markdown=page.body_markdown, layout=page.layout,
        og_image=page.og_image, published=page.published,
    ).model_dump(mode="json")  # fmt: skip


async def _path_free(session: AsyncSession, site_id: int, path: str, page_id: int | None) -> None:
    taken = await session.scalar(
        select(ContentPage.id).where(ContentPage.site_id == site_id, ContentPage.path == path)
    )
    if taken is not None and taken != page_id:
        raise Conflict(PATH_TAKEN, field="path")


def _apply(page: ContentPage, body: PageIn) -> None:
    page.path, page.title, page.description = body.path, body.title, body.description
    page.og_image, page.layout, page.published = body.og_image, body.layout, body.published
    page.body_markdown = body.markdown
    page.body_html = render_markdown(body.markdown)  # rendered once, when saved
    page.updated_at = utcnow()


async def create_page(session: AsyncSession, access: Access, body: PageIn) -> ContentPage:
    await _path_free(session, access.site_id, body.path, None)
    page = ContentPage(site_id=access.site_id)
    _apply(page, body)
    session.add(page)
    await session.flush()
    audit.record(session, access, object_type="content_page", object_id=page.id,
                 action="create", before={}, after=_values(page))  # fmt: skip
    await session.commit()
    return page


async def change_page(
    session: AsyncSession, access: Access, page_id: int, body: PageIn
) -> ContentPage:
    page = await find_page(session, access.site_id, page_id)
    await _path_free(session, access.site_id, body.path, page.id)
    before = _values(page)
    _apply(page, body)
    audit.record_changes(session, access, "content_page", page.id, before, _values(page))
    await session.commit()
    return page


async def delete_page(session: AsyncSession, access: Access, page_id: int) -> None:
    page = await find_page(session, access.site_id, page_id)
    audit.record(session, access, object_type="content_page", object_id=page.id,
                 action="delete", before=_values(page), after={})  # fmt: skip
    await session.delete(page)
    await session.commit()
