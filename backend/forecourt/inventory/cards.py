"""Builds the card payload for a car: every display decision made here, once."""

from datetime import datetime

from forecourt.inventory.models import Car
from forecourt.inventory.reserve_rules import reservable
from forecourt.inventory.rules import (
    TEST_DRIVE_ONLY,
    card_tag,
    is_available,
    price_display,
    price_summary,
    was_price,
)
from forecourt.inventory.schemas import CarCard, CardLocation, PriceOut, TagOut
from forecourt.locations.models import Location
from forecourt.media.urls import responsive_image
from forecourt.tenancy.config import SiteConfig


def car_path(slug: str) -> str:
    return f"/cars/{slug}"


def price_out(car: Car, config: SiteConfig) -> PriceOut:
    shown = price_display(
        price=car.price,
        offer_price=car.offer_price,
        subscription_price=car.subscription_price,
        preorder=car.preorder,
        config=config,
    )
    was = was_price(price=car.price, offer_price=car.offer_price, before_price=car.before_price)
    price_type = car.price_type if shown.kind == "price" else None
    was_amount = was if shown.kind == "price" else None
    return PriceOut(
        kind=shown.kind,
        amount=shown.amount,
        text=shown.text,
        label=shown.label,
        price_type=price_type,
        was_amount=was_amount,
        summary=price_summary(shown, price_type=price_type, was_amount=was_amount),
    )


def tag_out(car: Car, config: SiteConfig, now: datetime) -> TagOut | None:
    """The tag a car shows (spec: search §4 precedence), for cards and the vehicle page alike."""
    tag = card_tag(
        status=car.status,
        reserved=car.reserved,
        certified=car.certified,
        make=car.make,
        car_type=car.car_type,
        simple_fuel=car.simple_fuel,
        custom_tag=car.tag,
        created_at=car.created_at,
        now=now,
        config=config,
    )
    return TagOut(kind=tag.kind, text=tag.text, image_url=tag.image_url) if tag else None


def card_buttons(car: Car, config: SiteConfig, price: PriceOut) -> list[str]:
    """spec: search §4 - enquiry and reserve only for available cars; else Find Me Something
    Similar. Reserve only for a reservable car (inventory/reserve_rules.py)."""
    if not is_available(car.status):
        return ["findSimilar"]
    if car.tag == TEST_DRIVE_ONLY:
        return ["testDrive", "viewDetails"]
    buttons: list[str] = list(config.cards.buttons)
    can_reserve = reservable(
        config=config.reserve,
        status=car.status,
        reserved=car.reserved,
        test_drive_only=False,
        listing_price=price.amount if price.kind == "price" else None,
    )
    if not can_reserve and "reserve" in buttons:
        buttons.remove("reserve")
    return buttons


def build_card(
    car: Car,
    config: SiteConfig,
    now: datetime,
    *,
    first_image: str | None,
    photos_count: int,
    location: Location | None,
) -> CarCard:
    tag = tag_out(car, config, now)
    price = price_out(car, config)
    return CarCard(
        id=car.id,
        slug=car.slug,
        path=car_path(car.slug),
        name=car.name,
        year=car.year,
        make=car.make,
        model=car.model,
        badge=car.badge,
        series=car.series,
        car_type=car.car_type,
        item_type=car.item_type,
        status=car.status,
        available=is_available(car.status),
        reserved=car.reserved,
        certified=car.certified,
        custom_tag=car.tag,
        km=car.km,
        transmission=car.simple_transmission,
        fuel=car.simple_fuel,
        body=car.simple_body,
        colour=car.colour,
        price=price,
        tag=tag,
        image=responsive_image(first_image, alt=car.name) if first_image else None,
        photos_count=photos_count,
        location=CardLocation(
            id=location.id if location else None,
            name=location.name if location else None,
            city=location.city if location else None,
            state=location.state if location else None,
        ),
        dealership_id=car.dealership_id,
        views=car.views if config.cards.show_view_count else None,
        extra_fields=config.cards.show_extra_fields,
        test_drive_only=car.tag == TEST_DRIVE_ONLY,
        buttons=card_buttons(car, config, price),
        created_at=car.created_at,
    )
