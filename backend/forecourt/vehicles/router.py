from typing import Annotated, Literal

from fastapi import APIRouter, Path, Query, Request
from fastapi.responses import Response
from starlette.concurrency import run_in_threadpool

from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import CONFLICT, INVALID, RATE_LIMITED, not_found
from forecourt.core.form_fields import RequiredPostcode
from forecourt.core.gzipped import gzipped_response
from forecourt.core.rate_limit import RateLimit
from forecourt.core.secrets import SecretKey
from forecourt.core.types import MAX_DB_ID, Timestamp
from forecourt.delivery import service as delivery
from forecourt.delivery.service import DeliveryQuote
from forecourt.inventory.schemas import CarCard
from forecourt.leads import availability
from forecourt.leads.availability import Availability
from forecourt.media.deps import Media
from forecourt.reservations import service as reservations
from forecourt.reservations.payments import processor_for
from forecourt.reservations.schemas import ReserveQuote
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.urls import page_base_url
from forecourt.tracking.schemas import EventOut
from forecourt.valuation.deps import Valuation
from forecourt.vehicles import service
from forecourt.vehicles.page_cache import autogauge_json, car_page_json
from forecourt.vehicles.pdf import pdf_filename, render_car_pdf
from forecourt.vehicles.repository import find_car
from forecourt.vehicles.schemas import Autogauge, CarDetail, CarList, PhoneRevealIn, ViewCount

router = APIRouter(prefix="/cars", tags=["vehicles"])
NOT_FOUND = not_found("No such car on this site")
CarType = Annotated[list[Literal["new", "demo", "used"]] | None, Query()]


@router.get("", response_model=CarList)
async def list_cars(
    site: CurrentSite,
    session: DbSession,
    limit: Annotated[int, Query(ge=1, le=100)] = 6,
    car_type: CarType = None,
    make: Annotated[str | None, Query(max_length=100)] = None,
    min_photos: Annotated[int, Query(ge=0, le=50)] = 0,
) -> CarList:
    """Plain lookup: available cars of the current site, best ranked first (home page, featured)."""
    hits = await service.lookup_cars(
        session, site, limit=limit, car_type=car_type, make=make, min_photos=min_photos
    )
    return CarList(hits=hits)


@router.get("/{slug}", response_model=CarDetail, responses=NOT_FOUND)
async def get_car(
    slug: Annotated[str, Path(description="The car's slug, or its id (as ?car_id= links carry)")],
    request: Request,
    site: CurrentSite,
    session: DbSession,
    valuation: Valuation,
) -> Response:
    """One car of the current site with everything its page shows (404 for another site's car).
    Made once per stock version and configuration, then served as made for up to a minute."""
    body = await car_page_json(session, site, slug, valuation, request.app.state)
    return gzipped_response(request, body)


@router.get("/{slug}/similar", response_model=list[CarCard], responses=NOT_FOUND)
async def similar_cars(slug: str, site: CurrentSite, session: DbSession) -> list[CarCard]:
    """Up to 6 in-stock cars of this site in the car's price window, best matches first."""
    return await service.similar(session, site, slug)


@router.get("/{slug}/autogauge", response_model=Autogauge, responses=NOT_FOUND)
async def autogauge(
    slug: str, request: Request, site: CurrentSite, session: DbSession, valuation: Valuation
) -> Response:
    """The price comparison: where the listing price sits in the market range (made once per
    stock version, like the car's page data)."""
    body = await autogauge_json(session, site, slug, valuation, request.app.state)
    return gzipped_response(request, body)


@router.get(
    "/{slug}/view.json",
    response_model=ViewCount,
    responses={**NOT_FOUND, **CONFLICT, **RATE_LIMITED},
    dependencies=[RateLimit("car_view")],
)
async def count_view(
    slug: str,
    site: CurrentSite,
    session: DbSession,
    photos_count: Annotated[int | None, Query(ge=0, le=1000)] = None,
    updated_at: Timestamp | None = None,
    website_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
) -> ViewCount:
    """Counts one view of the car and answers the count with the car's fresh fields."""
    return await service.record_view(
        session, site, slug, photos_count=photos_count, updated_at=updated_at, website_id=website_id
    )


@router.post(
    "/{slug}/phone-reveal",
    response_model=EventOut,
    status_code=201,
    responses={**NOT_FOUND, **CONFLICT, **RATE_LIMITED},
    dependencies=[RateLimit("phone_reveal")],
)
async def phone_reveal(
    slug: str, body: PhoneRevealIn, site: CurrentSite, session: DbSession
) -> EventOut:
    """Logs that a shopper revealed the dealer's phone number."""
    return await service.phone_reveal(session, site, slug, body)


@router.get(
    "/{slug}/pdf",
    response_class=Response,
    responses={
        **NOT_FOUND,
        200: {"content": {"application/pdf": {}}, "description": "The car as a PDF"},
    },
)
async def car_pdf(
    slug: str, request: Request, site: CurrentSite, session: DbSession, store: Media
) -> Response:
    """The printable PDF of the car, downloaded as {slug}.pdf."""
    data = await service.pdf_data(session, site, slug, page_base_url(request, site))
    body = await run_in_threadpool(render_car_pdf, data, store)
    return Response(
        body,
        media_type="application/pdf",
        headers={"Content-Disposition": f'attachment; filename="{pdf_filename(slug)}"'},
    )


@router.get("/{slug}/test-drive-slots", response_model=Availability, responses=NOT_FOUND)
async def test_drive_slots(
    slug: str,
    site: CurrentSite,
    session: DbSession,
    days: Annotated[int, Query(ge=1, le=availability.MAX_DAYS)] = 7,
) -> Availability:
    """Test-drive times from today for `days` days: the car's location's opening hours in
    slots of the site's length, less booked and past ones. No `days` when hours are unknown."""
    car = await find_car(session, site, slug, media=False)
    minutes = site.config.leads.test_drive_slot_minutes
    return await availability.availability(session, car, minutes, days, utcnow())


@router.get(
    "/{slug}/delivery-quote",
    response_model=DeliveryQuote,
    responses={**NOT_FOUND, **INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("delivery_quote")],
)
async def delivery_quote(
    slug: str,
    site: CurrentSite,
    session: DbSession,
    postcode: Annotated[RequiredPostcode, Query(description="The shopper's 4-digit postcode")],
) -> DeliveryQuote:
    """The delivery estimate to a postcode from the nearest sales location, by the dealer's
    price bands; `available` false when no estimate can be given there."""
    car = await find_car(session, site, slug, media=False)
    return await delivery.quote(session, site, car, postcode)


@router.get("/{slug}/reservation", response_model=ReserveQuote, responses=NOT_FOUND)
async def reservation_quote(
    slug: str, site: CurrentSite, session: DbSession, secret: SecretKey
) -> ReserveQuote:
    """Whether the car can be reserved online now, the deposit, what it is called (by the car's
    payment processors) and what the shopper is told about the payment (the site's processor)."""
    car = await find_car(session, site, slug, media=False)
    await reservations.refresh_hold(session, car, utcnow())
    processor = processor_for(site.config.reserve, secret)
    return reservations.quote(car, site, processor)
