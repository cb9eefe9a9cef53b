"""Taking a lead: the site's rules, one transaction for the lead, its idempotency record and its
outbox rows, and the same answer for a repeated request (leads/idempotency.py)."""

import hashlib
import json
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from forecourt.captcha import proof_of_work as captcha
from forecourt.core.clock import utcnow
from forecourt.core.errors import FieldError, InvalidFields, NotFound
from forecourt.core.form_fields import TERMS_MESSAGE
from forecourt.inventory.models import Car
from forecourt.inventory.rules import TEST_DRIVE_ONLY
from forecourt.leads import (
    assignment,
    availability,
    bookings,
    compose,
    customers,
    deals,
    idempotency,
    response_time,
    rules,
)
from forecourt.leads.context import LeadContext
from forecourt.leads.kind_rules import rules_for
from forecourt.leads.models import Deal, Lead
from forecourt.leads.schemas import (
    LeadBase,
    LeadOut,
    ServiceBookingLead,
    TestDriveLead,
    TradeInOffer,
)
from forecourt.locations.hours import open_on
from forecourt.locations.models import Location
from forecourt.outbox.service import enqueue
from forecourt.reservations import service as reservations
from forecourt.reservations.models import Reservation
from forecourt.reservations.payments import PaymentProcessor
from forecourt.tenancy.dealerships import visible_dealerships
from forecourt.tenancy.lead_destinations import destinations_of
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

CAR_NOT_FOUND = "This car is not available on this site."
# Shown to shoppers on sites without the terms checkbox (spec: finance-signin-locations §5).
OPT_OUT_NOTICE = (
    "By submitting this form you agree to receive future communications from us. You can opt out"
    " at any time by replying STOP or through the unsubscribe link in our e-mails."
)
TERMS_TEXT = "I agree to the terms of use and the privacy policy."
COMMON_FIELDS = set(LeadBase.model_fields) | {"kind"}


@dataclass(frozen=True)
class Submission:
    body: Any  # one of the LeadIn models
    idempotency_key: str | None
    base_url: str
    captcha_secret: str
    processor: PaymentProcessor  # holds a reserve lead's deposit
    # A shopper signed in by a texted code has proved more than a proof-of-work can.
    verified_shopper: bool = False
    shopper_user_id: int | None = None
    sms_secret: str | None = None  # seals the texted lead alerts; None: alerts by e-mail only


@dataclass(frozen=True)
class Accepted:
    lead: LeadOut  # the whole answer, a reserve lead's hold included
    replayed: bool


def body_hash(body: Any) -> str:
    canonical = json.dumps(body.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def _lead_out(lead: Lead, deal: Deal | None) -> LeadOut:
    offer = lead.details.get("offer")  # a valued car's (tradein/service.py)
    return LeadOut(
        lead_id=lead.id,
        kind=lead.kind,
        category=lead.category,
        created_at=lead.created_at,
        trade_in=TradeInOffer.model_validate(offer) if offer else None,
        deal_token=deal.token if deal else None,
    )


async def _replay(
    session: AsyncSession, answered: idempotency.Answered, processor: PaymentProcessor
) -> Accepted:
    if answered.response is not None:
        return Accepted(LeadOut.model_validate(answered.response), replayed=True)
    # Kept before answers were, or its holder died after the commit: the lead says it again.
    lead = await session.get(Lead, answered.lead_id)
    assert lead is not None  # the request row is deleted with its lead
    deal = await session.get(Deal, lead.deal_id) if lead.deal_id else None
    out = _lead_out(lead, deal)
    if lead.kind == "reserve":
        held = await session.scalar(select(Reservation).where(Reservation.lead_id == lead.id))
        out.reservation = reservations.reservation_out(held, processor)
    return Accepted(out, replayed=True)


async def _car(session: AsyncSession, site: ResolvedSite, car_id: int | None) -> Car | None:
    if car_id is None:
        return None
    car = await session.scalar(select(Car).where(Car.id == car_id, Car.site_id == site.id))
    if car is None:
        raise NotFound(CAR_NOT_FOUND, field="car_id")
    return car


class _Errors:
    def __init__(self) -> None:
        self.items: list[FieldError] = []

    def add(self, field: str, message: str) -> None:
        self.items.append(FieldError(field=field, message=message))


async def _dealership(
    session: AsyncSession, site: ResolvedSite, body: Any, car: Car | None, errors: _Errors
) -> Dealership | None:
    """From the car; else the dealership select (required when the site has more than one)."""
    visible = await visible_dealerships(session, site.id)
    if car is not None:
        return await session.get(Dealership, car.dealership_id)
    if body.dealership_slug:
        chosen = next((d for d in visible if d.slug == body.dealership_slug), None)
        if chosen is None:
            errors.add("dealership_slug", "Please choose one of our dealerships.")
        return chosen
    if len(visible) > 1:
        errors.add("dealership_slug", "Please choose a dealership.")
        return None
    if visible:
        return visible[0]
    primary = site.primary_dealership_id
    return await session.get(Dealership, primary) if primary else None


async def _location(
    session: AsyncSession,
    site: ResolvedSite,
    body: Any,
    dealership: Dealership | None,
    car: Car | None,
    errors: _Errors,
) -> Location | None:
    location_id = body.location_id or (car.location_id if car else None)
    if location_id is None:
        if site.config.leads.location_select and body.kind == "enquiry":
            errors.add("location_id", "Please choose a location.")
        return None
    location = await session.scalar(
        select(Location)
        .where(Location.id == location_id, Location.site_id == site.id)
        .options(selectinload(Location.opening_hours), selectinload(Location.special_hours))
    )
    if location is None or (dealership is not None and location.dealership_id != dealership.id):
        errors.add("location_id", "Please choose one of this dealership's locations.")
        return None
    return location


def _category(site: ResolvedSite, body: Any, errors: _Errors) -> str:
    if body.kind != "enquiry":
        return rules.CATEGORY_BY_KIND[body.kind]
    category = body.category or rules.CATEGORY_BY_KIND["enquiry"]
    if (
        category not in site.config.leads.categories
        and category != rules.CATEGORY_BY_KIND["enquiry"]
    ):
        errors.add("category", "Please choose one of the options.")
    return category


async def _service_booking_rules(
    session: AsyncSession,
    site: ResolvedSite,
    body: ServiceBookingLead,
    dealership: Dealership | None,
    errors: _Errors,
) -> None:
    config = site.config.leads.service
    if config.interval_required and not body.service_interval:
        errors.add("service_interval", "Please choose a service interval.")
    elif body.service_interval and body.service_interval not in config.intervals:
        errors.add("service_interval", "Please choose one of the options.")
    earliest = date.today() + timedelta(days=config.lead_days)
    if body.preferred_date < earliest:
        errors.add("preferred_date", f"Please choose a date from {earliest:%d/%m/%Y}.")
    elif dealership is not None and not await service_open_on(
        session, dealership.id, body.preferred_date
    ):
        errors.add(
            "preferred_date",
            "The service centre is closed on that day. Please choose another date.",
        )


async def service_open_on(session: AsyncSession, dealership_id: int, day: date) -> bool:
    """Open when any service location (or, without one, any location) of the dealership opens
    that weekday and has no closure on that date."""
    locations = list(
        await session.scalars(
            select(Location)
            .where(Location.dealership_id == dealership_id, Location.visible.is_(True))
            .options(selectinload(Location.opening_hours), selectinload(Location.special_hours))
        )
    )
    service = [loc for loc in locations if loc.location_type == "service"] or locations
    if not service:
        return True  # nothing is known of its hours: let the dealer confirm the date
    return any(open_on(loc, day) for loc in service)


def _details(body: Any) -> dict[str, Any]:
    data = body.model_dump(mode="json")
    return {k: v for k, v in data.items() if k not in COMMON_FIELDS and v is not None}


async def _check(
    session: AsyncSession, site: ResolvedSite, sub: Submission, car: Car | None
) -> tuple[Dealership, Location | None, str]:
    body = sub.body
    errors = _Errors()
    if body.website:
        errors.add("website", "This field must be left empty.")
    if body.kind in rules.CAR_KINDS and car is None:
        errors.add("car_id", "Please choose a car.")
    if (
        body.kind == "enquiry"
        and site.config.leads.comments_required
        and not (body.message or "").strip()
    ):
        errors.add("message", "Please enter your comments.")
    if site.config.sign_in.terms_checkbox_required and not body.terms_conditions:
        errors.add("terms_conditions", TERMS_MESSAGE)
    category = _category(site, body, errors)
    dealership = await _dealership(session, site, body, car, errors)
    location = await _location(session, site, body, dealership, car, errors)
    if isinstance(body, ServiceBookingLead):
        await _service_booking_rules(session, site, body, dealership, errors)
    if isinstance(body, TestDriveLead) and car is not None and body.preferred_date:
        minutes = site.config.leads.test_drive_slot_minutes
        problem = await availability.test_drive_problem(
            session, car, minutes, body.preferred_date, body.preferred_time, utcnow()
        )
        if problem:
            errors.add(*problem)
    kind_rules = rules_for(body.kind)
    if kind_rules is not None:
        for field, message in await kind_rules.problems(session, site, body, sub.shopper_user_id):
            errors.add(field, message)
    # Last: a solution is spent only by a submission that is otherwise good.
    captcha_due = site.config.sign_in.captcha and not errors.items and not sub.verified_shopper
    if captcha_due and kind_rules is not None:
        captcha_due = not await kind_rules.is_follow_up(session, site, body)
    if captcha_due and not await captcha.accept_solution(session, body.altcha, sub.captcha_secret):
        errors.add("altcha", captcha.CAPTCHA_MESSAGE)
    if errors.items:
        raise InvalidFields(errors.items)
    if dealership is None:
        raise NotFound("This site has no dealership to send your enquiry to.")
    return dealership, location, category


async def submit_lead(
    session: AsyncSession, site: ResolvedSite, sub: Submission, sender: str
) -> Accepted:
    """Takes the lead, or with an Idempotency-Key, answers as the request that took it did."""
    if not sub.idempotency_key:
        return await _take(session, site, sub, sender, None)
    digest = body_hash(sub.body)
    while True:
        claimed = await idempotency.claim(session, site.id, sub.idempotency_key, digest)
        if isinstance(claimed, idempotency.Answered):
            return await _replay(session, claimed, sub.processor)
        try:
            return await _take(session, site, sub, sender, claimed)
        except idempotency.Superseded:
            await session.rollback()  # too slow: the request that took over answers for both
        except BaseException:
            await idempotency.release(session, claimed)
            raise


async def _take(
    session: AsyncSession,
    site: ResolvedSite,
    sub: Submission,
    sender: str,
    claim: idempotency.Claim | None,
) -> Accepted:
    body = sub.body
    car = await _car(session, site, body.car_id)
    dealership, location, category = await _check(session, site, sub, car)
    terms_required = site.config.sign_in.terms_checkbox_required
    lead = Lead(
        site_id=site.id,
        dealership_id=dealership.id,
        location_id=location.id if location else None,
        car_id=car.id if car else None,
        kind=body.kind,
        category=category,
        subcategory=body.subcategory,
        status="new",
        name=body.name,
        last_name=body.last_name or None,
        email=body.email,
        phone=body.phone,
        postcode=body.postcode,
        message=(body.message or "").strip() or None,
        opt_in=body.opt_in,
        terms_accepted=bool(terms_required and body.terms_conditions),
        consent_text=TERMS_TEXT if terms_required else OPT_OUT_NOTICE,
        event_id=rules.event_id(
            body.kind,
            category,
            car.car_type if car else None,
            bool(car and car.tag == TEST_DRIVE_ONLY),
        ),
        details=_details(body),
        attributes=body.lead_attributes.model_dump(mode="json"),
        created_at=utcnow(),
    )
    # Read before the lead's first write: on SQLite a write holds the database until the commit.
    await response_time.set_respond_by(session, lead, dealership, location)
    texted = await assignment.recipients_with_a_mobile(session, lead, dealership)
    session.add(lead)
    await session.flush()
    held = None
    reserving = body.kind == "reserve"
    if reserving and car is not None:  # a reserve lead names its car (rules.CAR_KINDS)
        held = await reservations.hold(session, site, car, lead.id, utcnow())
        lead.details = {**lead.details, **_hold_details(held)}
    kind_rules = rules_for(body.kind)
    if kind_rules is not None:
        await kind_rules.apply_to_lead(session, site, body, lead, sub.shopper_user_id)
    await bookings.book_from_lead(session, site, lead, dealership, car, location)
    deal = await deals.attach(
        session, lead, token=body.deal_token, shopper_user_id=sub.shopper_user_id, now=utcnow()
    )
    await customers.attach(session, lead, utcnow())
    others = (
        [d for d in await deals.deal_leads(session, deal.id) if d.id != lead.id] if deal else []
    )
    assignee = await assignment.assign_by_round_robin(session, lead, dealership)
    ctx = LeadContext(lead, site, dealership, sub.base_url, car, location, tuple(others))
    enqueue_deliveries(session, ctx, sender)
    assignment.alert_new_lead(session, ctx, sender, sub.sms_secret, assignee, texted)
    out = _lead_out(lead, deal)
    if claim is not None:
        # A reserve lead's answer is whole only once the deposit was asked for, after the commit.
        answer = None if reserving else out.model_dump(mode="json")
        await idempotency.record(session, claim, lead.id, answer)
    await session.commit()
    if reserving:
        if held is not None:
            await reservations.take_deposit(session, held, sub.processor, utcnow(), body.email)
        out.reservation = reservations.reservation_out(held, sub.processor)
        if claim is not None:
            await idempotency.keep_answer(session, claim, out.model_dump(mode="json"))
    return Accepted(out, replayed=False)


def _hold_details(held: Reservation | None) -> dict[str, Any]:
    """What the dealer reads about the hold in the lead's e-mail, ADF comments and webhook."""
    if held is None:
        return {"reservation": "Not held: another buyer reserved this car first"}
    return {
        "reservation": f"Held, deposit ${held.amount}, until {held.expires_at:%d/%m/%Y %H:%M} UTC",
        "reservation_id": held.id,
    }


def enqueue_deliveries(
    session: AsyncSession, ctx: LeadContext, sender: str, *, acknowledge: bool = True
) -> None:
    """One outbox row per destination of the lead's own dealership, and the acknowledgement
    (not for a console's test lead)."""
    lead, site = ctx.lead, ctx.site
    destinations = destinations_of(ctx.dealership.lead_destinations, ctx.dealership.email)

    def add(channel: str, purpose: str, destination: str, payload: dict[str, Any]) -> None:
        enqueue(
            session,
            site_id=site.id,
            lead_id=lead.id,
            channel=channel,
            purpose=purpose,
            destination=destination,
            payload=payload,
        )

    for address in destinations.emails:
        add("email", "dealer", address, compose.dealer_email(ctx, sender, address))
    for address in destinations.adf_emails:
        add("email", "adf", address, compose.adf_email(ctx, sender, address))
    if destinations.webhooks:
        body = compose.webhook_body(ctx)
        for hook in destinations.webhooks:
            add("webhook", "webhook", hook.url, {"secret": hook.secret, "body": body})
    if acknowledge and site.config.leads.acknowledge_shopper:
        add("email", "acknowledgement", lead.email, compose.acknowledgement_email(ctx, sender))
