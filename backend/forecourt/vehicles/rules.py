"""Pure rules of the vehicle page: data in, decisions out, shipped in CarDetail.

Price precedence, availability and the card tag live in inventory/rules.py (shared with cards);
this module holds what only the vehicle page decides.
"""

import re
from dataclasses import dataclass
from datetime import date
from typing import Literal

from forecourt.finance.lenders import finance_offered
from forecourt.inventory.rules import TEST_DRIVE_ONLY, is_available
from forecourt.tenancy.config import SidebarButton, VehiclePageConfig

# spec: vehicle §2 - a video URL starting with the https video-embed prefix plays in an embedded player.
VIDEO_EMBED_PREFIX = "https://www.youtube.com/embed/"
SOLD_MESSAGE = "SOLD"
FIND_SIMILAR = "Find Me Something Similar"
PENDING_COMMENTS = "Dealer comments are pending. Please check back here later."
UNREGISTERED = "Unregistered"
# spec: vehicle §9 - sticky header after 500px; the sticky bottom bar layout after 900px.
STICKY_THRESHOLDS = {"header": 500, "bottom_bar": 900}
# spec: vehicle §9 - key specs first 4 then collapsible; feature list default limit 8.
KEY_INFORMATION_SHOWN = 4
FEATURES_SHOWN = 8
THUMBNAILS_MIN_IMAGES = 4  # spec: thumbnails only when more than 3 images
PHONE_VISIBLE_CHARS = 5
PHONE_MASK = "X"
# spec: vehicle §7 similar cars - price window +-10000 under 50000, else +-25000.
SIMILAR_NARROW_LIMIT = 50000
SIMILAR_NARROW_WINDOW = 10000
SIMILAR_WIDE_WINDOW = 25000
SIMILAR_MAX = 6
# spec: vehicle §5 - below-market badge when market average minus price is above 499.
BELOW_MARKET_MARGIN = 499


@dataclass(frozen=True)
class Availability:
    available: bool
    sold_message: str | None  # "SOLD" for unavailable cars
    find_similar: bool  # the Find Me Something Similar button replaces the action buttons


def availability(status: str) -> Availability:
    """spec: vehicle §4 - in_stock and coming_soon are available; anything else shows SOLD."""
    if is_available(status):
        return Availability(True, None, False)
    return Availability(False, SOLD_MESSAGE, True)


InterestedAction = Literal["reserve", "tradeIn"]


def sidebar_buttons(
    *,
    status: str,
    reservable: bool,
    tag: str | None,
    finance_shown: bool,
    instant_valuation: bool,
    configured: list[SidebarButton],
) -> list[str]:
    """Action buttons in the configured order; none for an unavailable car (spec: vehicle §4).

    A test-drive-only car offers only calling the dealer and a test drive; reserve and the online
    purchase show only for a reservable car (spec §4; inventory/reserve_rules.py), the trade-in
    valuation only for a car eligible for it (tradein/rules.py).
    """
    if not is_available(status):
        return []
    buttons: list[str] = list(configured)
    if tag == TEST_DRIVE_ONLY:
        return [b for b in buttons if b in ("CTD", "testDrive")]
    if not reservable:
        buttons = [b for b in buttons if b not in ("reserve", "buyOnline")]
    if not finance_shown:
        buttons = [b for b in buttons if b != "finance"]
    if not instant_valuation:
        buttons = [b for b in buttons if b != "tradeIn"]
    return buttons


def interested_actions(
    *, enabled: bool, status: str, reservable: bool, instant_valuation: bool, tag: str | None
) -> list[InterestedAction]:
    """The 'Interested in this vehicle?' block (spec §2.7): Reserve Now for a car that can be
    reserved, and Trade In Valuation for a car eligible for it; nothing for an unavailable or
    test-drive-only car."""
    if not enabled or not is_available(status) or tag == TEST_DRIVE_ONLY:
        return []
    actions: list[InterestedAction] = ["reserve"] if reservable else []
    return [*actions, "tradeIn"] if instant_valuation else actions


def can_save(status: str) -> bool:
    """spec: vehicle §4 - a sold car shows no Save button (unless already saved: client state)."""
    return is_available(status)


def format_au_date(value: date) -> str:
    """Dates as Australians read them, day first: 14/03/2026."""
    return value.strftime("%d/%m/%Y")


def rego_text(expiry: date | None, today: date, *, unregistered_when_expired: bool) -> str | None:
    """spec: vehicle §4 - "Expires on {date}", or "Unregistered" (for some dealers) when past."""
    if expiry is None:
        return None
    if unregistered_when_expired and expiry < today:
        return UNREGISTERED
    return f"Expires on {format_au_date(expiry)}"


@dataclass(frozen=True)
class PhoneChoice:
    phone: str
    source: Literal["car_type", "location", "dealership"]


def choose_phone(
    *,
    car_type: str,
    location_phone: str | None,
    dealership_phone: str | None,
    by_car_type: dict[str, str],
) -> PhoneChoice | None:
    """spec: vehicle §9 - phone chosen by car type if configured, else the location's, else the
    dealership's. None when there is no number (the frontend logs a warning)."""
    for phone, source in (
        (by_car_type.get(car_type), "car_type"),
        (location_phone, "location"),
        (dealership_phone, "dealership"),
    ):
        if phone and phone.strip():
            return PhoneChoice(phone.strip(), source)  # type: ignore[arg-type]
    return None


def mask_phone(phone: str) -> str:
    """spec: vehicle §4 - digits after the first 5 characters are masked until the reveal click."""
    head, tail = phone[:PHONE_VISIBLE_CHARS], phone[PHONE_VISIBLE_CHARS:]
    return head + re.sub(r"\d", PHONE_MASK, tail)


def tel_href(phone: str) -> str:
    return "tel:" + re.sub(r"[^\d+]", "", phone)


def hotspot_angle(index: int, frames: int) -> float:
    """spec: vehicle §9 - angle = (1 - index/(n-1)) x 360, n the frames of the hotspot's kind.

    One frame (or none) has no rotation to place the hotspot on: angle 0. An index outside the
    frames is clamped to them.
    """
    if frames <= 1:
        return 0.0
    index = min(max(index, 0), frames - 1)
    return (1 - index / (frames - 1)) * 360


def similar_price_window(price: int) -> tuple[int, int]:
    """spec: vehicle §7 - +-10000 when the price is under 50000, else +-25000."""
    half = SIMILAR_NARROW_WINDOW if price < SIMILAR_NARROW_LIMIT else SIMILAR_WIDE_WINDOW
    return price - half, price + half


def is_below_market(
    price: int | None, market_average: int | None, state_average: int | None
) -> bool:
    """spec: vehicle §5 - market average minus price above 499, and price below the state average."""
    if price is None or market_average is None or state_average is None:
        return False
    return market_average - price > BELOW_MARKET_MARGIN and price < state_average


def is_video_embed(url: str) -> bool:
    return url.startswith(VIDEO_EMBED_PREFIX)


def fuel_calculator_shown(simple_fuel: str | None, fuel: str | None) -> bool:
    """spec: vehicle §5 - the fuel calculator is hidden for electric cars (hybrids still burn fuel)."""
    return "electric" not in {(simple_fuel or "").strip().lower(), (fuel or "").strip().lower()}


def finance_shown(make: str, hidden_for_makes: list[str], enabled: bool, status: str) -> bool:
    """Whether the car's page offers finance (finance/lenders.finance_offered, one rule for the
    page and the car's card)."""
    return finance_offered(make, hidden_for_makes, enabled, is_available(status))


def default_view(config: VehiclePageConfig, has_spin: bool) -> Literal["spinner", "gallery"]:
    """spec: vehicle §2 - the spinner by default (when the car has spin frames), gallery on one site."""
    if config.default_viewer == "gallery" or not has_spin:
        return "gallery"
    return "spinner"


def dealer_comments(text: str | None) -> str | None:
    """Null when empty: the frontend then shows the spec's pending message."""
    if text is None or not text.strip():
        return None
    return text.strip()
