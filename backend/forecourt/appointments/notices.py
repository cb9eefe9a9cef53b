"""What the shopper is told when the dealer books, moves or cancels their appointment: an e-mail, and
a text where they gave a mobile. Plain functions of the words, so each message is tested as read."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Booking:
    """The words a message needs about one appointment."""

    shopper: str  # the shopper's first name
    kind: str  # test_drive or service_booking
    car: str | None  # "2021 Mazda CX-5" (a test drive's car), None without one
    place: str  # the location's name and address
    dealership: str
    phone: str | None  # the location's phone, for the shopper's questions


@dataclass(frozen=True)
class Notice:
    subject: str
    text: str
    sms: str


def _what(b: Booking) -> str:
    if b.kind == "test_drive":
        return f"test drive of the {b.car}" if b.car else "test drive"
    return "service booking"


def _sign_off(b: Booking) -> str:
    return f"\n\n{b.dealership}" + (f"\n{b.phone}" if b.phone else "")


def booked(b: Booking, when: str) -> Notice:
    """A time the dealer gave a request that came without one; `when` as rules.when_label."""
    what = _what(b)
    return Notice(
        subject=f"Your {what} is booked for {when}",
        text=f"Hi {b.shopper},\n\nThanks for your request. Your {what} is booked for {when}, at "
        f"{b.place}.\n\nIf that time does not suit you, reply to this e-mail or call us."
        + _sign_off(b),
        sms=f"{b.dealership}: your {what} is booked for {when} at {b.place}. Call us if it does "
        "not suit.",
    )


def rescheduled(b: Booking, day_before: str, when: str) -> Notice:
    """`day_before` and `when`: the old and new times as the shopper reads them (rules.when_label)."""
    what = _what(b)
    return Notice(
        subject=f"Your {what} is now {when}",
        text=f"Hi {b.shopper},\n\nYour {what} has moved from {day_before} to {when}, at "
        f"{b.place}.\n\nIf the new time does not suit you, reply to this e-mail or call us."
        + _sign_off(b),
        sms=f"{b.dealership}: your {what} is now {when} at {b.place}. Call us if it does not suit.",
    )


def cancelled(b: Booking, day_before: str, reason: str | None) -> Notice:
    what = _what(b)
    because = f"\n\nThe reason: {reason}" if reason else ""
    return Notice(
        subject=f"Your {what} on {day_before} is cancelled",
        text=f"Hi {b.shopper},\n\nYour {what} on {day_before} at {b.place} is cancelled."
        f"{because}\n\nTo book another time, reply to this e-mail or call us." + _sign_off(b),
        sms=f"{b.dealership}: your {what} on {day_before} is cancelled."
        + (f" {reason}" if reason else "")
        + " Call us to book another time.",
    )
