"""Holding a car for a shopper: one live hold per car (a conditional update of the car, backed
by a unique index), expiry of unconfirmed holds, and the dealer's confirm or release."""

from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import FieldError, InvalidFields, NotFound
from forecourt.inventory.cards import price_out
from forecourt.inventory.models import Car
from forecourt.inventory.reserve_rules import deposit_for, fee_label, reservable
from forecourt.inventory.rules import TEST_DRIVE_ONLY
from forecourt.inventory.stock_version import bump_stock_version
from forecourt.reservations.models import Reservation
from forecourt.reservations.payments import HoldRequest, PaymentProcessor
from forecourt.reservations.schemas import ReservationOut, ReserveQuote
from forecourt.tenancy.service import ResolvedSite

NOT_RESERVABLE = "This car cannot be reserved online. Please enquire instead."
TAKEN = (
    "This car has just been reserved by another buyer. We have passed your details to the dealer,"
    " who will contact you if it becomes available."
)
EXPIRY_BATCH = 100


def listing_price(car: Car, site: ResolvedSite) -> int | None:
    shown = price_out(car, site.config)
    return shown.amount if shown.kind == "price" else None


def car_reservable(car: Car, site: ResolvedSite) -> bool:
    return reservable(
        config=site.config.reserve,
        status=car.status,
        reserved=car.reserved,
        test_drive_only=car.tag == TEST_DRIVE_ONLY,
        listing_price=listing_price(car, site),
    )


def quote(car: Car, site: ResolvedSite, processor: PaymentProcessor) -> ReserveQuote:
    price = listing_price(car, site)
    ok = car_reservable(car, site)
    return ReserveQuote(
        reservable=ok,
        amount=deposit_for(site.config.reserve, price) if ok and price else None,
        fee_label=fee_label(site.config.reserve, car.payment_processors, processor.fee_label),
        hold_hours=site.config.reserve.hold_hours,
        note=processor.shopper_note,
    )


async def expire_due(session: AsyncSession, now: datetime, car_id: int | None = None) -> int:
    """Unconfirmed holds past their time release their car."""
    query = select(Reservation).where(Reservation.status == "held", Reservation.expires_at <= now)
    if car_id is not None:
        query = query.where(Reservation.car_id == car_id)
    due = list(await session.scalars(query.order_by(Reservation.id).limit(EXPIRY_BATCH)))
    for reservation in due:
        await _end(session, reservation, "expired", now)
    return len(due)


async def refresh_hold(session: AsyncSession, car: Car, now: datetime) -> None:
    """Before a car's reservation quote: a hold past its time releases the car (committed)."""
    await expire_due(session, now, car_id=car.id)
    await session.commit()
    await session.refresh(car, ["reserved"])


async def _end(session: AsyncSession, reservation: Reservation, status: str, now: datetime) -> None:
    reservation.status, reservation.decided_at = status, now
    await session.execute(update(Car).where(Car.id == reservation.car_id).values(reserved=False))
    await bump_stock_version(session, reservation.site_id)


async def hold(
    session: AsyncSession, site: ResolvedSite, car: Car, lead_id: int, now: datetime
) -> Reservation | None:
    """Holds the car for this lead in the lead's transaction; None when another buyer holds it
    (the lead is still kept and sent: the dealer has a back-up buyer)."""
    await expire_due(session, now, car_id=car.id)
    await session.refresh(car, ["reserved"])
    if car.reserved:
        return None
    price = listing_price(car, site)
    if not car_reservable(car, site) or price is None:
        raise InvalidFields([FieldError(field="car_id", message=NOT_RESERVABLE)])
    # Whoever flips the flag first holds the car; the others see it already set.
    flipped = await session.execute(
        update(Car).where(Car.id == car.id, Car.reserved.is_(False)).values(reserved=True)
    )
    if flipped.rowcount == 0:  # type: ignore[attr-defined]
        return None
    reservation = Reservation(
        site_id=site.id,
        dealership_id=car.dealership_id,
        car_id=car.id,
        lead_id=lead_id,
        status="held",
        amount=deposit_for(site.config.reserve, price),
        processor=site.config.reserve.processor,
        processor_status="requested",
        expires_at=now + timedelta(hours=site.config.reserve.hold_hours),
        created_at=now,
    )
    session.add(reservation)
    await bump_stock_version(session, site.id)
    await session.flush()
    return reservation


async def take_deposit(
    session: AsyncSession,
    reservation: Reservation,
    processor: PaymentProcessor,
    now: datetime,
    payer_email: str,
) -> None:
    """After the lead is committed: ask the processor to hold the deposit. A decline releases
    the car at once; an unreachable processor leaves the hold for the dealer to follow up."""
    car = await session.get(Car, reservation.car_id)
    assert car is not None  # a car outlives its reservation
    result = await processor.hold(
        HoldRequest(reservation.id, reservation.amount, f"Reservation of {car.name}", payer_email)
    )
    reservation.processor_status, reservation.processor_reference = result.status, result.reference
    if result.status == "declined":
        await _end(session, reservation, "released", now)
    await session.commit()


def reservation_out(reservation: Reservation | None, processor: PaymentProcessor) -> ReservationOut:
    if reservation is None:
        return ReservationOut(
            id=None, status="taken", amount=None, expires_at=None, processor_status=None,
            message=TAKEN,
        )  # fmt: skip
    declined = reservation.processor_status == "declined"
    return ReservationOut(
        id=reservation.id,
        status=reservation.status,
        amount=reservation.amount,
        expires_at=reservation.expires_at,
        processor_status=reservation.processor_status,
        message="Your deposit was declined, so the car is not held. The dealer has your details."
        if declined
        else processor.shopper_note,
    )


async def decide(
    session: AsyncSession, reservation_id: int, confirm: bool, now: datetime
) -> Reservation:
    """The dealer confirms a held reservation (the car stays reserved) or releases it."""
    reservation = await session.get(Reservation, reservation_id)
    if reservation is None:
        raise NotFound("No such reservation.")
    if reservation.status != "held":
        raise InvalidFields(
            [FieldError(field="status", message=f"This reservation is {reservation.status}.")]
        )
    if confirm:
        reservation.status, reservation.decided_at = "confirmed", now
    else:
        await _end(session, reservation, "released", now)
    await session.commit()
    return reservation
