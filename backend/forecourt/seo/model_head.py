"""A model's intro page (/models/{slug}): its name and short description; unknown is a 404."""

import re
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import NotFound
from forecourt.model_pages.service import model_detail
from forecourt.pages.head import PageHead, page_not_found_head, register_head
from forecourt.tenancy.service import ResolvedSite

MODEL_PAGE = r"/models/(?P<slug>(?!order-now)[a-z0-9-]+)/?"


async def model_head(
    session: AsyncSession, site: ResolvedSite, match: re.Match[str], base_url: str, _state: Any
) -> PageHead:
    try:
        model = await model_detail(session, site, match.group("slug"))
    except NotFound:
        return page_not_found_head(site)
    return PageHead(
        title=f"{model.manufacturer} {model.name} | {site.name}",
        description=model.short_description
        or f"The {model.manufacturer} {model.name} at {site.name}.",
        canonical=base_url + model.path,
        og_image=model.image_url or site.theme.logo_url,
    )


register_head(MODEL_PAGE, model_head)
