"""A content page's head: its own title, description and share image. A fallback: asked only for
a path no page of the app serves."""

import re
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.content.schemas import PAGE_PATH
from forecourt.content.service import find_page
from forecourt.pages.head import PageHead, register_head
from forecourt.tenancy.service import ResolvedSite


async def content_head(
    session: AsyncSession, site: ResolvedSite, match: re.Match[str], base_url: str, _state: Any
) -> PageHead | None:
    page = await find_page(session, site.id, match.group(0))
    if page is None:
        return None  # the app's own page, or a 404
    return PageHead(
        title=f"{page.title} | {site.name}",
        description=page.description,
        canonical=base_url + page.path,
        og_image=page.og_image or site.theme.logo_url,
    )


register_head(PAGE_PATH.removeprefix("^").removesuffix("$"), content_head, fallback=True)
