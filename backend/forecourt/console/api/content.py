"""The console's content endpoints: pages, offers, locations, reviews and the site's
presentation. Thin: each validates, calls its domain's service (which commits) and makes the site
show the change at once."""

from functools import cache
from typing import Annotated, Any

from fastapi import APIRouter, Body, Query, Request

from forecourt.console.api.common import GUARDED, ObjectId, Page, show_now
from forecourt.console.content_schemas import (
    LocationsOut,
    OffersOut,
    PagesOut,
    PresentationOut,
    PreviewIn,
    PreviewOut,
    ReviewsPage,
    ShownIn,
)
from forecourt.console.permissions import (
    ReadContent,
    ReadSiteContent,
    WriteContent,
    WriteSiteContent,
)
from forecourt.content import desk as pages
from forecourt.content.render import MAX_MARKDOWN, render_markdown
from forecourt.content.schemas import PageDetail, PageIn
from forecourt.core.access import Access
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import CONFLICT, not_found
from forecourt.core.request_limits import allow_larger_bodies
from forecourt.locations import desk as locations
from forecourt.locations.schemas import LocationIn, LocationRow, NewLocationIn
from forecourt.media.deps import Known, Media
from forecourt.offers import desk as offers
from forecourt.offers.schemas import OfferIn, OfferRow
from forecourt.reviews import moderation as reviews
from forecourt.reviews.schemas import ModerationIn, ReviewRow
from forecourt.tenancy import presentation

router = APIRouter(prefix="/console", tags=["console"])
# A page's Markdown is bounded in characters (MAX_MARKDOWN), and JSON may spend 12 bytes on one
# (an escaped surrogate pair): the byte cap follows from that bound, so the 422 that names the
# field is what a too-long page gets, not a 413.
PAGE_BODY_CAP = MAX_MARKDOWN * 12 + 64 * 1024
for _prefix in ("/api/v1/console/pages", "/api/v1/console/page-preview"):
    allow_larger_bodies(_prefix, PAGE_BODY_CAP)
# Pages, offers and the site's presentation belong to the whole site; locations, reviews and a
# dealership's overrides to a dealership.
NO_PAGE = not_found(pages.NO_PAGE)
NO_OFFER = not_found(offers.NO_OFFER)
NO_LOCATION = not_found(locations.NO_LOCATION)
NO_DEALERSHIP = not_found(presentation.NO_DEALERSHIP)


@cache
def _schema(model: Any) -> dict[str, Any]:
    return model.model_json_schema()


# --- content pages ------------------------------------------------------------------------------


@router.get("/pages", response_model=PagesOut, responses=GUARDED)
async def list_pages(access: ReadSiteContent, session: DbSession) -> PagesOut:
    return PagesOut(
        pages=await pages.site_pages(session, access.site_id), form_schema=_schema(PageIn)
    )


@router.get("/pages/{page_id}", response_model=PageDetail, responses={**GUARDED, **NO_PAGE})
async def read_page(page_id: ObjectId, access: ReadSiteContent, session: DbSession) -> PageDetail:
    return pages.page_detail(await pages.find_page(session, access.site_id, page_id))


@router.post(
    "/pages", response_model=PageDetail, status_code=201, responses={**GUARDED, **CONFLICT}
)
async def create_page(body: PageIn, access: WriteSiteContent, session: DbSession) -> PageDetail:
    page = await pages.create_page(session, access, body)
    return pages.page_detail(page)


@router.put(
    "/pages/{page_id}", response_model=PageDetail, responses={**GUARDED, **NO_PAGE, **CONFLICT}
)
async def change_page(
    page_id: ObjectId, body: PageIn, access: WriteSiteContent, session: DbSession
) -> PageDetail:
    page = await pages.change_page(session, access, page_id, body)
    return pages.page_detail(page)


@router.delete("/pages/{page_id}", status_code=204, responses={**GUARDED, **NO_PAGE})
async def delete_page(page_id: ObjectId, access: WriteSiteContent, session: DbSession) -> None:
    await pages.delete_page(session, access, page_id)


@router.post("/page-preview", response_model=PreviewOut, responses=GUARDED)
async def preview_page(body: PreviewIn, access: WriteSiteContent) -> PreviewOut:
    """The draft's body as the site would show it; nothing is saved."""
    return PreviewOut(html=render_markdown(body.markdown))


# --- offers -------------------------------------------------------------------------------------


@router.get("/offers", response_model=OffersOut, responses=GUARDED)
async def list_offers(access: ReadSiteContent, session: DbSession) -> OffersOut:
    today = utcnow().date()
    rows = [offers.offer_row(o, access.site_id, today)
            for o in await offers.site_offers(session, access.site_id)]  # fmt: skip
    return OffersOut(offers=rows, form_schema=_schema(OfferIn))


@router.post("/offers", response_model=OfferRow, status_code=201, responses=GUARDED)
async def create_offer(body: OfferIn, access: WriteSiteContent, session: DbSession) -> OfferRow:
    offer = await offers.create_offer(session, access, body)
    return offers.offer_row(offer, access.site_id, utcnow().date())


@router.put(
    "/offers/{offer_id}", response_model=OfferRow, responses={**GUARDED, **NO_OFFER, **CONFLICT}
)
async def change_offer(
    offer_id: ObjectId,
    body: OfferIn,
    access: WriteSiteContent,
    session: DbSession,
    store: Media,
    known: Known,
) -> OfferRow:
    offer = await offers.change_offer(session, access, offer_id, body, store.blobs)
    known.expire()  # an image address typed in, or an uploaded one dropped, served as it is now
    return offers.offer_row(offer, access.site_id, utcnow().date())


@router.delete("/offers/{offer_id}", status_code=204, responses={**GUARDED, **NO_OFFER, **CONFLICT})
async def delete_offer(
    offer_id: ObjectId, access: WriteSiteContent, session: DbSession, store: Media
) -> None:
    await offers.delete_offer(session, access, offer_id, store.blobs)


@router.put(
    "/national-offers/{national_offer_id}",
    response_model=OfferRow,
    responses={**GUARDED, **NO_OFFER},
)
async def show_national_offer(
    national_offer_id: ObjectId, body: ShownIn, access: WriteSiteContent, session: DbSession
) -> OfferRow:
    """A maker's national offer, shown on this site or hidden from it."""
    offer = await offers.show_national_offer(session, access, national_offer_id, body.shown)
    return offers.offer_row(offer, access.site_id, utcnow().date())


# --- locations ----------------------------------------------------------------------------------


@router.get("/locations", response_model=LocationsOut, responses=GUARDED)
async def list_locations(access: ReadContent, session: DbSession) -> LocationsOut:
    return LocationsOut(
        locations=await locations.site_locations(session, access), form_schema=_schema(LocationIn)
    )


@router.post(
    "/locations",
    response_model=LocationRow,
    status_code=201,
    responses={**GUARDED, **NO_DEALERSHIP},
)
async def create_location(
    body: NewLocationIn, request: Request, access: WriteContent, session: DbSession
) -> LocationRow:
    loc, dealership_name = await locations.create_location(session, access, body)
    show_now(request, access.site_id)
    return locations.location_row(loc, dealership_name)


@router.put(
    "/locations/{location_id}", response_model=LocationRow, responses={**GUARDED, **NO_LOCATION}
)
async def change_location(
    location_id: ObjectId,
    body: LocationIn,
    request: Request,
    access: WriteContent,
    session: DbSession,
) -> LocationRow:
    loc, dealership_name = await locations.change_location(session, access, location_id, body)
    show_now(request, access.site_id)
    return locations.location_row(loc, dealership_name)


# --- reviews ------------------------------------------------------------------------------------


@router.get("/reviews", response_model=ReviewsPage, responses=GUARDED)
async def list_reviews(
    access: ReadContent,
    session: DbSession,
    hidden: bool | None = None,
    unanswered: bool = False,
    max_rating: Annotated[int | None, Query(ge=1, le=5)] = None,
    page: Page = 1,
) -> ReviewsPage:
    items, total = await reviews.page_of_reviews(
        session, access, hidden=hidden, unanswered=unanswered, max_rating=max_rating, page=page
    )
    return ReviewsPage(items=items, total=total, page=page, page_size=reviews.PAGE_SIZE)


@router.patch(
    "/reviews/{review_id}", response_model=ReviewRow,
    responses={**GUARDED, **not_found(reviews.NO_REVIEW)},
)  # fmt: skip
async def moderate_review(
    review_id: ObjectId, body: ModerationIn, access: WriteContent, session: DbSession
) -> ReviewRow:
    """Hide or show a review on the site, and write, change or remove the dealer's reply."""
    row = await reviews.moderate(session, access, review_id, body)
    return row


# --- presentation -------------------------------------------------------------------------------


async def _presentation(session: DbSession, access: Access) -> PresentationOut:
    return PresentationOut(
        presentation=await presentation.site_presentation(session, access.site_id),
        form_schema=presentation.presentation_schema(),
        dealerships=await presentation.overrides(session, access),
        override_schema=presentation.override_schema(),
    )


@router.get("/presentation", response_model=PresentationOut, responses=GUARDED)
async def read_presentation(access: ReadContent, session: DbSession) -> PresentationOut:
    return await _presentation(session, access)


@router.put("/presentation", response_model=PresentationOut, responses=GUARDED)
async def save_presentation(
    body: Annotated[dict[str, Any], Body(description="The whole PresentationConfig (form_schema)")],
    request: Request,
    access: WriteSiteContent,
    session: DbSession,
) -> PresentationOut:
    await presentation.save_presentation(session, access, body)
    show_now(request, access.site_id)
    return await _presentation(session, access)


@router.put(
    "/dealership-overrides/{dealership_id}", response_model=PresentationOut,
    responses={**GUARDED, **NO_DEALERSHIP},
)  # fmt: skip
async def save_dealership_override(
    dealership_id: ObjectId,
    body: Annotated[
        dict[str, Any],
        Body(description="The dealership's sections as they should show (override_schema)"),
    ],
    request: Request,
    access: WriteContent,
    session: DbSession,
) -> PresentationOut:
    """Only what differs from the site's own values is kept as the dealership's override."""
    await presentation.save_override(session, access, dealership_id, body)
    show_now(request, access.site_id)
    return await _presentation(session, access)
