"""GET /api/v1/offers and /api/v1/offers/{id}: the offers this site shows today."""

from typing import Annotated

from fastapi import APIRouter, Path, Query

from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import INVALID, not_found
from forecourt.core.types import MAX_DB_ID
from forecourt.offers.schemas import OfferList, OfferOut
from forecourt.offers.service import NO_OFFER, offer_list, offer_out, one_offer
from forecourt.search.promos import promo_date
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/offers", tags=["offers"])


@router.get("", response_model=OfferList, responses=INVALID)
async def offers(
    site: CurrentSite,
    session: DbSession,
    manufacturer: Annotated[str | None, Query(max_length=60)] = None,
    category: Annotated[str | None, Query(max_length=40)] = None,
) -> OfferList:
    """The site's own offers and its makes' national offers running today, optionally by make
    (name or slug) and category."""
    return await offer_list(session, site.id, promo_date(utcnow()), manufacturer, category)


@router.get("/{offer_id}", response_model=OfferOut, responses={**INVALID, **not_found(NO_OFFER)})
async def offer(
    site: CurrentSite, session: DbSession, offer_id: Annotated[int, Path(ge=1, le=MAX_DB_ID)]
) -> OfferOut:
    return offer_out(await one_offer(session, site.id, offer_id, promo_date(utcnow())))
