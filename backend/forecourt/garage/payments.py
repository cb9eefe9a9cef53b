"""The shopper's payment page (/online-payment, always behind sign-in): what the signed-in shopper
owes on this site, the deposits of their reservations that the payment processor has not held
yet, and paying one through the site's processor (reservations/payments.py), as reserving does.

A shopper's reservations are those of their deals (made signed in, or with their verified phone:
leads/deals.py), on this site only. Paying twice at once asks the processor twice for the same
`reservation-{id}` reference, which a payment service answers once."""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import Conflict, NotFound
from forecourt.garage.schemas import DealContact, DepositPaymentOut, OwedDeposit
from forecourt.identity.models import ShopperUser
from forecourt.inventory.card_loader import load_cards
from forecourt.inventory.models import Car
from forecourt.leads.deals import deals_of_shopper
from forecourt.leads.models import Lead
from forecourt.reservations.models import ACTIVE, DEPOSIT_OWED, Reservation
from forecourt.reservations.payments import PaymentProcessor
from forecourt.reservations.service import reservation_out, take_deposit
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

NOT_OWED = "There is no deposit of yours to pay here."
IN_PERSON = "Deposits are not taken online here: {dealer} will call you to arrange yours."
UNREACHABLE = (
    "We couldn't reach the payment service, so nothing was taken. Please try again shortly."
)


@dataclass(frozen=True)
class Owed:
    reservation: Reservation
    lead: Lead  # the reserve lead: the e-mail the shopper gave for the payment


async def _owed(
    session: AsyncSession, site: ResolvedSite, user: ShopperUser, now: datetime
) -> list[Owed]:
    national = "0" + user.phone.removeprefix("+61")
    deals = await deals_of_shopper(session, site.id, user.id, national)
    if not deals:
        return []
    rows = await session.execute(
        select(Reservation, Lead)
        .join(Lead, Lead.id == Reservation.lead_id)
        .where(
            Reservation.site_id == site.id,
            Lead.deal_id.in_([deal.id for deal in deals]),
            Reservation.status.in_(ACTIVE),
            Reservation.processor_status.in_(DEPOSIT_OWED),
        )
        .order_by(Reservation.id.desc())
    )
    return [
        Owed(reservation, lead)
        for reservation, lead in rows
        if reservation.status == "confirmed" or reservation.expires_at > now  # not lapsed
    ]


async def owed_deposits(
    session: AsyncSession, site: ResolvedSite, user: ShopperUser, now: datetime
) -> list[OwedDeposit]:
    owed = await _owed(session, site, user, now)
    cars = list(
        await session.scalars(select(Car).where(Car.id.in_([o.reservation.car_id for o in owed])))
    )
    cards = dict(zip([c.id for c in cars], await load_cards(session, cars, site, now), strict=True))
    names = {car.id: car.name for car in cars}
    return [
        OwedDeposit(
            reservation_id=o.reservation.id,
            amount=o.reservation.amount,
            car=cards.get(o.reservation.car_id),
            car_name=names.get(o.reservation.car_id, "Your car"),
            status="confirmed" if o.reservation.status == "confirmed" else "held",
            expires_at=o.reservation.expires_at,
            dealership=await _contact(session, o.reservation.dealership_id),
        )
        for o in owed
    ]


async def _contact(session: AsyncSession, dealership_id: int) -> DealContact:
    dealership = await session.get_one(Dealership, dealership_id)
    return DealContact(name=dealership.name, phone=dealership.phone, email=dealership.email)


async def pay_deposit(
    session: AsyncSession,
    site: ResolvedSite,
    user: ShopperUser,
    reservation_id: int,
    processor: PaymentProcessor,
    now: datetime,
) -> DepositPaymentOut:
    """Asks the processor to hold one owed deposit of this shopper's; a decline releases the car
    and an unreachable processor leaves the deposit owed, as when reserving."""
    owed = next(
        (o for o in await _owed(session, site, user, now) if o.reservation.id == reservation_id),
        None,
    )
    if owed is None:  # paid already, lapsed, another shopper's or another site's: all alike
        raise NotFound(NOT_OWED)
    if not processor.pays_online:
        dealer = await session.get_one(Dealership, owed.reservation.dealership_id)
        raise Conflict(IN_PERSON.format(dealer=dealer.name))
    reservation = owed.reservation
    await take_deposit(session, reservation, processor, now, owed.lead.email)
    out = reservation_out(reservation, processor)
    paid = reservation.processor_status == "authorised"
    message = UNREACHABLE if reservation.processor_status == "unreachable" else out.message
    return DepositPaymentOut(paid=paid, message=message, reservation=out)
