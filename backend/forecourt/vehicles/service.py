"""The vehicle page: the car with every display decision, similar cars, market price, views."""

from collections.abc import Sequence
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import as_utc, utcnow
from forecourt.core.errors import Conflict
from forecourt.core.session_memo import remembered
from forecourt.finance.card_repayment import with_repayments
from forecourt.finance.lenders import CarFacts
from forecourt.finance.schemas import CarFinanceOut
from forecourt.finance.service import car_finance
from forecourt.inventory.card_loader import load_cards
from forecourt.inventory.cards import car_path, price_out, tag_out
from forecourt.inventory.models import Car
from forecourt.inventory.rules import format_aud, is_available
from forecourt.inventory.schemas import CarCard, PriceOut
from forecourt.inventory.visibility import visible_car_conditions
from forecourt.reservations.service import car_reservable
from forecourt.tenancy.service import ResolvedSite
from forecourt.tracking import views as car_views
from forecourt.tracking.events import PHONE_REVEAL
from forecourt.tracking.schemas import EventOut
from forecourt.tracking.service import record_event
from forecourt.tradein.rules import instant_valuation_eligible
from forecourt.valuation.gauge import build_gauge
from forecourt.valuation.port import MarketValuation, ValuationProvider, ValuationSubject
from forecourt.vehicles import page, repository, rules
from forecourt.vehicles.page_reviews import page_reviews
from forecourt.vehicles.pdf import PdfCar, PdfDealer
from forecourt.vehicles.places import CarPlaces, Place, car_places
from forecourt.vehicles.repository import find_car
from forecourt.vehicles.schemas import (
    Autogauge,
    AvailabilityOut,
    CarDetail,
    CarFields,
    FuelCalculatorOut,
    LocationBlockOut,
    MarketOut,
    PhoneRevealIn,
    Specification,
    ViewCount,
)
from forecourt.vehicles.specifications import specification_rows

UPDATED_AT_TOLERANCE = timedelta(seconds=1)


def pdf_path(slug: str) -> str:
    return f"/api/v1/cars/{slug}/pdf"


def listing_price(price: PriceOut) -> int | None:
    """The price a shopper pays outright; a subscription or no price has nothing to compare."""
    return price.amount if price.kind == "price" else None


def valuation_subject(car: Car, state: str | None) -> ValuationSubject:
    return ValuationSubject(
        make=car.make,
        model=car.model,
        year=car.year,
        km=car.km,
        item_type=car.item_type,
        state=state,
        car_id=car.id,
        vin=car.vin,
    )


def market_out(price: int | None, valuation: MarketValuation) -> MarketOut:
    return MarketOut(
        average_market_price=valuation.average,
        state_average_market_price=valuation.state_average,
        below_market_price=rules.is_below_market(price, valuation.average, valuation.state_average),
    )


async def _places(session: AsyncSession, site: ResolvedSite, car: Car) -> CarPlaces:
    return await car_places(session, site.id, car.dealership_id, car.location_id)


async def _market(
    session: AsyncSession, valuation: ValuationProvider, subject: ValuationSubject
) -> MarketValuation:
    """The market value, asked of the provider once per request and car."""
    return await remembered(session, ("market", subject), lambda: valuation.value(subject))


def _state(location: Place | None, dealership: Place) -> str | None:
    return (location.state if location else None) or dealership.state


def _finance(
    site: ResolvedSite, car: Car, price: PriceOut, dealership: Place, this_year: int
) -> CarFinanceOut:
    facts = CarFacts(
        price=price.amount if price.kind == "price" else None,
        year=car.year,
        available=is_available(car.status),
    )
    phone = site.config.finance.phone or dealership.phone
    return car_finance(site, facts, phone, this_year)


async def get_detail(
    session: AsyncSession, site: ResolvedSite, slug: str, valuation: ValuationProvider
) -> CarDetail:
    car = await find_car(session, site, slug)
    config = site.config_for(car.dealership_id)  # the car's own dealership's presentation
    now = utcnow()
    places = await _places(session, site, car)
    dealership, location = places.dealer, places.location
    block = places.site.block(
        car.dealership_id, car.location_id, config.vehicle_page.location_block
    )
    reviews = await page_reviews(session, site.id, config.vehicle_page.review_min_rating)
    market = await _market(session, valuation, valuation_subject(car, _state(location, dealership)))
    price = price_out(car, config)
    tag = tag_out(car, config, now)
    finance = rules.finance_shown(
        car.make, config.finance.hidden_for_makes, config.finance.enabled, car.status
    )
    shown = rules.availability(car.status)
    rego = page.rego(car, now.date(), config)
    reservable = car_reservable(car, site)
    valuation_offered = instant_valuation_eligible(
        price=car.price, status=car.status, reserved=car.reserved
    )
    return CarDetail(
        id=car.id,
        slug=car.slug,
        path=car_path(car.slug),
        name=car.name,
        carsales_title=car.carsales_title,
        year=car.year,
        make=car.make,
        model=car.model,
        badge=car.badge,
        series=car.series,
        variant=car.variant,
        car_type=car.car_type,
        item_type=car.item_type,
        status=car.status,
        available=shown.available,
        availability=AvailabilityOut(
            available=shown.available,
            sold_message=shown.sold_message,
            find_similar=shown.find_similar,
        ),
        reserved=car.reserved,
        certified=car.certified,
        preorder=car.preorder,
        tag=tag,
        test_drive_only=car.tag == rules.TEST_DRIVE_ONLY,
        price=price,
        sidebar_buttons=rules.sidebar_buttons(
            status=car.status,
            reservable=reservable,
            tag=car.tag,
            finance_shown=finance,
            instant_valuation=valuation_offered,
            configured=config.vehicle_page.sidebar_buttons,
        ),
        interested_actions=rules.interested_actions(
            enabled=config.vehicle_page.interested_block,
            status=car.status,
            reservable=reservable,
            instant_valuation=valuation_offered,
            tag=car.tag,
        ),
        can_save=rules.can_save(car.status),
        finance_shown=finance,
        finance=_finance(site, car, price, dealership, now.year) if finance else None,
        market=market_out(listing_price(price), market),
        contact=page.contact(car, location, dealership, config),
        stocknum=car.stocknum,
        vin=car.vin,
        rego=rego,
        build_date=car.build_date,
        compliance_date=car.compliance_date,
        km=car.km,
        views=car.views,
        colour=car.colour,
        interior_colour=car.interior_colour,
        body=car.body,
        simple_body=car.simple_body,
        transmission=car.trans,
        simple_transmission=car.simple_transmission,
        fuel=car.fuel,
        simple_fuel=car.simple_fuel,
        drive=car.drive,
        simple_drive=car.simple_drive,
        seats=car.seats,
        doors=car.doors,
        engine_size_litres=car.engine_size_litres,
        info_icons=page.info_icons(car),
        details=page.details(car, rego),
        key_information=page.key_information(car),
        key_information_shown=rules.KEY_INFORMATION_SHOWN,
        specifications=[Specification(label=k, value=v) for k, v in specification_rows(car)],
        features=[f for f in car.standard_equipment if f and f.strip()],
        features_shown=rules.FEATURES_SHOWN,
        dealercomments=rules.dealer_comments(car.dealercomments),
        fuel_calculator=(
            FuelCalculatorOut(consumption=car.fuel_consumption_combined)
            if rules.fuel_calculator_shown(car.simple_fuel, car.fuel)
            else None
        ),
        gallery=page.gallery(car, config),
        viewer=page.viewer(car, config),
        history_report_url=car.history_report_url,
        dealership_id=car.dealership_id,
        dealership_slug=dealership.slug,
        dealership_name=dealership.name,
        location=location.out if location else None,
        location_block=LocationBlockOut(
            mode=str(config.vehicle_page.location_block), locations=[x.out for x in block]
        ),
        reviews=reviews,
        layout=page.layout(car, config, pdf_path(car.slug)),
        created_at=as_utc(car.created_at),
        updated_at=as_utc(car.updated_at),
        sold_at=as_utc(car.sold_at) if car.sold_at else None,
    )


async def similar(session: AsyncSession, site: ResolvedSite, slug: str) -> list[CarCard]:
    car = await find_car(session, site, slug, media=False)
    now = utcnow()
    price = listing_price(price_out(car, site.config)) or car.price
    cars = await repository.similar_cars(session, site, car, price, now)
    return with_repayments(site, await load_cards(session, cars, site, now), now.year)


async def autogauge(
    session: AsyncSession, site: ResolvedSite, slug: str, valuation: ValuationProvider
) -> Autogauge:
    car = await find_car(session, site, slug, media=False)
    places = await _places(session, site, car)
    dealership, location = places.dealer, places.location
    market = await _market(session, valuation, valuation_subject(car, _state(location, dealership)))
    gauge = build_gauge(
        listing_price(price_out(car, site.config)), market, f"{car.make} {car.model} cars"
    )
    return Autogauge(
        fill=gauge.fill,
        listing_price=gauge.listing_price,
        market_range_min=gauge.market_range_min,
        market_range_max=gauge.market_range_max,
        confidence=gauge.confidence,
        description=gauge.description,
        visible=gauge.visible,
    )


def _check_website(site: ResolvedSite, website_id: int | None) -> None:
    # A well-formed id that names another site than the host's: the request conflicts with the
    # page it came from (409), it is not malformed.
    if website_id is not None and website_id != site.id:
        raise Conflict("This is not the current website.", field="website_id")


async def record_view(
    session: AsyncSession,
    site: ResolvedSite,
    slug: str,
    *,
    photos_count: int | None,
    updated_at: datetime | None,
    website_id: int | None,
) -> ViewCount:
    """spec: vehicle §7 view.json - counts a view and answers the car's fresh fields."""
    _check_website(site, website_id)
    car = await find_car(session, site, slug, media=False)
    photos = len(car.images)
    changed = (photos_count is not None and photos_count != photos) or (
        updated_at is not None
        and abs(updated_at - as_utc(car.updated_at)) > UPDATED_AT_TOLERANCE  # aware: no overflow
    )
    fields = CarFields(
        photos_count=photos,
        updated_at=as_utc(car.updated_at),
        status=car.status,
        available=is_available(car.status),
        price=price_out(car, site.config),
        changed=changed,
    )
    return ViewCount(views=await car_views.count_view(session, car, utcnow()), car_fields=fields)


async def phone_reveal(
    session: AsyncSession, site: ResolvedSite, slug: str, body: PhoneRevealIn
) -> EventOut:
    """spec: vehicle §4 - revealing the number logs a reveal event (id ours: tracking/events.py)."""
    _check_website(site, body.website_id)
    car = await find_car(session, site, slug, media=False)
    if body.dealership_id != car.dealership_id:
        raise Conflict("This car is not sold by that dealership.", field="dealership_id")
    return await record_event(
        session,
        site,
        PHONE_REVEAL,
        car_id=car.id,
        path=car_path(car.slug),
        meta={"dealership_id": car.dealership_id},
    )


def _address(location: Place | None, dealership: Place) -> str | None:
    place = location or dealership
    town = " ".join(p for p in (place.city, place.state, place.postcode) if p)
    return ", ".join(p for p in (place.street, town) if p) or None


async def pdf_data(session: AsyncSession, site: ResolvedSite, slug: str, base_url: str) -> PdfCar:
    """What the printable PDF shows: photo, name, price, key specifications, dealer details."""
    car = await find_car(session, site, slug, media=False)
    places = await _places(session, site, car)
    dealership, location = places.dealer, places.location
    price = price_out(car, site.config)
    identity = [("Stock Number", car.stocknum), ("VIN", car.vin or "")]
    specs = [(s.label, s.value) for s in page.key_information(car)]
    specs += [(label, value) for label, value in identity if value]
    specs += specification_rows(car)
    return PdfCar(
        name=car.name,
        price_text=" ".join(t for t in (price.label, price.text) if t),
        price_type=price.price_type,
        was_text=format_aud(price.was_amount) if price.was_amount else None,
        url=base_url + car_path(car.slug),
        specifications=specs,
        dealer=PdfDealer(
            name=dealership.name,
            address=_address(location, dealership),
            phone=page.contact(car, location, dealership, site.config).phone,
        ),
        photo_key=car.images[0].source if car.images else None,
        comments=rules.dealer_comments(car.dealercomments),
    )


async def lookup_cars(
    session: AsyncSession,
    site: ResolvedSite,
    *,
    limit: int,
    car_type: Sequence[str] | None = None,
    make: str | None = None,
    min_photos: int = 0,
) -> list[CarCard]:
    """The plain lookup (filters and a limit): available cars, best ranked first. A reserved car
    is held for another shopper: featured cars are ones a shopper can still buy."""
    now = utcnow()
    query = select(Car).where(
        *visible_car_conditions(site.id, site.config, now, include_sold=False),
        Car.reserved.is_(False),
    )
    if car_type:
        query = query.where(Car.car_type.in_(car_type))
    if make:
        query = query.where(Car.make == make)
    cars = (
        await session.scalars(
            query.order_by(Car.custom_rank.desc(), Car.id.desc()).limit(
                limit * 2 if min_photos else limit
            )
        )
    ).all()
    cards = with_repayments(site, await load_cards(session, cars, site, now), now.year)
    if min_photos:
        cards = [c for c in cards if c.photos_count >= min_photos]
    return cards[:limit]
