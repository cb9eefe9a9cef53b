"""An offer's page (/offers/{manufacturer}/{id} or /offers/{id}): its name and description in the
head; an offer this site does not show today is a 404."""

import re
from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.core.errors import NotFound
from forecourt.offers.service import offer_out, one_offer
from forecourt.pages.head import PageHead, page_not_found_head, register_head
from forecourt.search.promos import promo_date
from forecourt.tenancy.service import ResolvedSite

OFFER_PAGE = r"/offers/(?:(?P<make>[a-z0-9-]+)/)?(?P<id>[0-9]{1,9})/?"


async def offer_head(
    session: AsyncSession, site: ResolvedSite, match: re.Match[str], base_url: str, _state: Any
) -> PageHead:
    try:
        offer = await one_offer(
            session, site.id, int(match.group("id")), promo_date(utcnow()), match.group("make")
        )
    except NotFound:
        return page_not_found_head(site)
    out = offer_out(offer)
    text = out.description_text
    return PageHead(
        title=f"{offer.name} | {site.name}",
        description=text[:200] or f"{offer.name} at {site.name}.",
        canonical=base_url + out.path,
        og_image=offer.image_url or site.theme.logo_url,
    )


register_head(OFFER_PAGE, offer_head)
