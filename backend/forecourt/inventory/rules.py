"""Pure display rules for a car: availability, price display, card tag. Data in, decisions out.

These are computed once here and shipped in API payloads; the frontend renders what it is told
(architecture: "a business rule lives once").
"""

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from forecourt.core.clock import as_utc
from forecourt.tenancy.config import SiteConfig

# A dealer tag that turns a car into a test-drive car: the one call to action is a test drive.
TEST_DRIVE_ONLY = "Test Drive Only"

AVAILABLE_STATUSES = frozenset({"in_stock", "coming_soon"})
ELECTRIC_FUELS = frozenset({"electric", "hybrid", "plug-in hybrid"})

PriceKind = Literal["subscription", "price", "preorder", "no_price"]
TagKind = Literal[
    "electric", "hybrid", "reserved", "certified", "custom", "coming_soon", "just_arrived", "sold"
]


def is_available(status: str) -> bool:
    """spec: vehicle §4 - in_stock and coming_soon are available; anything else is not."""
    return status in AVAILABLE_STATUSES


@dataclass(frozen=True)
class PriceDisplay:
    kind: PriceKind
    amount: int | None
    text: str  # the figure: "$23,990", "$189 per week", "PREORDER", "Enquire for price."
    label: str | None = None  # what the figure is, when it is not the car's price: "Subscription"


def format_aud(amount: int | float) -> str:
    return f"${amount:,.0f}"


def price_summary(
    shown: PriceDisplay, *, price_type: str | None = None, was_amount: int | None = None
) -> str:
    """The price as one line of text, for every place that shows it without the page's layout
    (meta description, Open Graph, PDF, print, JSON-LD): "Subscription $189 per week",
    "$22,990 Drive Away (was $24,990)", "PREORDER", "Enquire for price."."""
    words = [shown.label, shown.text, price_type]
    line = " ".join(w for w in words if w)
    return f"{line} (was {format_aud(was_amount)})" if was_amount else line


def price_display(
    *,
    price: int | None,
    offer_price: int | None,
    subscription_price: int | None,
    preorder: bool,
    config: SiteConfig,
) -> PriceDisplay:
    """spec: vehicle §4 price display precedence.

    Subscription price when the dealer offers subscriptions and it is above 0; else the
    reduced/current price when above 10; else PREORDER if set; else the no-price text.
    """
    page = config.vehicle_page
    if page.offers_subscriptions and (subscription_price or 0) > 0:
        assert subscription_price is not None
        text = f"{format_aud(subscription_price)} per {page.subscription_period}"
        return PriceDisplay("subscription", subscription_price, text, page.subscription_label)
    current = offer_price if offer_price and offer_price > 0 else price
    if current is not None and current > 10:
        return PriceDisplay("price", current, format_aud(current))
    if preorder:
        return PriceDisplay("preorder", None, "PREORDER")
    return PriceDisplay("no_price", None, config.vehicle_page.no_price_text)


def was_price(
    *, price: int | None, offer_price: int | None, before_price: int | None
) -> int | None:
    """The struck-through price: the regular price when an offer undercuts it, else before_price."""
    if offer_price and price and offer_price < price:
        return price
    current = offer_price or price or 0
    if before_price and before_price > current:
        return before_price
    return None


@dataclass(frozen=True)
class CardTag:
    kind: TagKind
    text: str
    image_url: str | None = None


def is_just_arrived(created_at: datetime, now: datetime, days: int) -> bool:
    return as_utc(now) - as_utc(created_at) <= timedelta(days=days)


def card_tag(
    *,
    status: str,
    reserved: bool,
    certified: bool,
    make: str,
    car_type: str,
    simple_fuel: str | None,
    custom_tag: str | None,
    created_at: datetime,
    now: datetime,
    config: SiteConfig,
) -> CardTag | None:
    """spec: search §4 - first match wins; an unavailable car shows the sold tag instead."""
    cards = config.cards
    if not is_available(status):
        return CardTag("sold", cards.sold_tag_name)
    fuel = (simple_fuel or "").lower()
    if cards.electric_hybrid_tag and fuel in ELECTRIC_FUELS:
        return CardTag("electric" if fuel == "electric" else "hybrid", simple_fuel or "")
    if reserved:
        return CardTag("reserved", "Reserved")
    if (
        cards.certified_used_make
        and certified
        and car_type == "used"
        and make.lower() == cards.certified_used_make.lower()
    ):
        return CardTag("certified", f"{make} Certified Pre-Owned", cards.certified_used_badge_url)
    if custom_tag:
        return CardTag("custom", custom_tag)
    if status == "coming_soon":
        return CardTag("coming_soon", "Coming Soon")
    if is_just_arrived(created_at, now, cards.just_arrived_days):
        return CardTag("just_arrived", cards.just_arrived_tag_name)
    return None
