"""Builds the parts of the vehicle page payload from loaded rows. No queries here."""

from datetime import date
from typing import Any

from forecourt.inventory.models import Car
from forecourt.media.urls import image_url, responsive_image
from forecourt.tenancy.config import SiteConfig
from forecourt.vehicles import rules
from forecourt.vehicles.places import Place
from forecourt.vehicles.schemas import (
    ContactOut,
    GalleryOut,
    HotspotOut,
    InfoIcon,
    PageLayoutOut,
    RegoOut,
    Specification,
    SpinFrameOut,
    VideoSlide,
    ViewerOut,
)
from forecourt.vehicles.specifications import is_blank

SPIN_WIDTH = 992
CAR_TYPE_LABELS = {"new": "New", "demo": "Demo", "used": "Used"}


def format_km(km: int) -> str:
    return f"{km:,} km"


def _rows(pairs: list[tuple[str, Any]]) -> list[Specification]:
    """Label/value rows with blank values dropped (spec: vehicle §5)."""
    return [
        Specification(label=label, value=str(value))
        for label, value in pairs
        if not is_blank(value)
    ]


def info_icons(car: Car) -> list[InfoIcon]:
    """spec: vehicle §2 - car info icons: km, transmission, body type."""
    icons = [InfoIcon(kind="km", label="Odometer", value=format_km(car.km))]
    if not is_blank(car.simple_transmission or car.trans):
        icons.append(
            InfoIcon(
                kind="transmission",
                label="Transmission",
                value=car.simple_transmission or car.trans or "",
            )
        )
    if not is_blank(car.simple_body or car.body):
        icons.append(
            InfoIcon(kind="body", label="Body Type", value=car.simple_body or car.body or "")
        )
    return icons


def rego(car: Car, today: date, config: SiteConfig) -> RegoOut:
    return RegoOut(
        plate=car.regplate,
        expiry=car.rego_expiry,
        text=rules.rego_text(
            car.rego_expiry,
            today,
            unregistered_when_expired=config.vehicle_page.rego_unregistered_when_expired,
        ),
    )


def _date(value: date | None) -> str | None:
    return rules.format_au_date(value) if value else None


def details(car: Car, rego_out: RegoOut) -> list[Specification]:
    """The Vehicle Details list, in reading order."""
    return _rows(
        [
            ("Condition", CAR_TYPE_LABELS.get(car.car_type, car.car_type.title())),
            ("Year", car.year),
            ("Make", car.make),
            ("Model", car.model),
            ("Badge", car.badge),
            ("Series", car.series),
            ("Variant", car.variant),
            ("Colour", car.colour),
            ("Interior Colour", car.interior_colour),
            ("Stock Number", car.stocknum),
            ("VIN", car.vin),
            ("Rego", car.regplate),
            ("Rego Expiry", rego_out.text),
            ("Build Date", _date(car.build_date)),
            ("Compliance Date", _date(car.compliance_date)),
        ]
    )


def key_information(car: Car) -> list[Specification]:
    """Key information grid, most telling first: the page shows 4, the rest behind Show More."""
    engine = f"{car.engine_size_litres:.1f} L" if car.engine_size_litres else None
    return _rows(
        [
            ("Odometer", format_km(car.km)),
            ("Transmission", car.trans or car.simple_transmission),
            ("Fuel Type", car.fuel or car.simple_fuel),
            ("Body Type", car.body or car.simple_body),
            ("Engine", engine),
            ("Drive Type", car.drive or car.simple_drive),
            ("Seats", car.seats),
            ("Doors", car.doors),
            ("Colour", car.colour),
        ]
    )


def video_slide(car: Car) -> VideoSlide | None:
    url = car.video_url or next((v.url for v in car.videos if v.kind == "video"), None)
    if not url:
        return None
    return VideoSlide(url=url, embed=rules.is_video_embed(url))


def gallery(car: Car, config: SiteConfig) -> GalleryOut:
    return GalleryOut(
        images=[responsive_image(i.source, alt=i.alt or car.name) for i in car.images],
        thumbnails=len(car.images) >= rules.THUMBNAILS_MIN_IMAGES,
        video=video_slide(car),
        video_slide_position=config.vehicle_page.video_slide_position,
    )


def viewer(car: Car, config: SiteConfig) -> ViewerOut:
    frames: dict[str, list[SpinFrameOut]] = {"exterior": [], "interior": []}
    for frame in car.spin_frames:  # loaded in position order
        frames.setdefault(frame.kind, []).append(
            SpinFrameOut(position=frame.position, src=image_url(frame.source, SPIN_WIDTH))
        )
    hotspots = [
        HotspotOut(
            kind="interior" if h.kind == "interior" else "exterior",
            frame_index=h.frame_index,
            angle=rules.hotspot_angle(h.frame_index, len(frames.get(h.kind, []))),
            x=h.x,
            y=h.y,
            title=h.title,
            description=h.description,
        )
        for h in sorted(car.hotspots, key=lambda h: (h.kind, h.frame_index, h.id))
    ]
    walkaround = next((v.url for v in car.videos if v.kind == "walkaround"), None)
    views: list[Any] = []
    if frames["exterior"]:
        views.append("spinner")
    if walkaround:
        views.append("walkaround")
    views.append("gallery")
    if frames["interior"]:
        views.append("interior")
    return ViewerOut(
        default_view=rules.default_view(config.vehicle_page, bool(frames["exterior"])),
        views=views,
        exterior=frames["exterior"],
        interior=frames["interior"],
        hotspots=hotspots,
        walkaround_url=walkaround,
        walkaround=VideoSlide(url=walkaround, embed=rules.is_video_embed(walkaround))
        if walkaround
        else None,
        external_video_url=car.external_video_url,
        spin_code=car.spin_code,
    )


def contact(car: Car, location: Place | None, dealership: Place, config: SiteConfig) -> ContactOut:
    page = config.vehicle_page
    choice = rules.choose_phone(
        car_type=car.car_type,
        location_phone=location.phone if location else None,
        dealership_phone=dealership.phone,
        by_car_type=page.phone_by_car_type,
    )
    return ContactOut(
        phone=choice.phone if choice else None,
        phone_masked=rules.mask_phone(choice.phone) if choice else None,
        phone_revealed=page.phone_revealed,
        tel=rules.tel_href(choice.phone) if choice else None,
        source=choice.source if choice else None,
        contact_text=page.contact_text,
    )


def print_path(slug: str) -> str:
    return f"/print?car_id={slug}"


def layout(car: Car, config: SiteConfig, pdf_path: str) -> PageLayoutOut:
    page = config.vehicle_page
    return PageLayoutOut(
        sticky_layout=page.sticky_layout,
        sticky_threshold_px=rules.STICKY_THRESHOLDS[page.sticky_layout],
        show_print_link=page.show_print_link,
        print_path=print_path(car.slug),
        pdf_path=pdf_path,
        announcement=page.announcement or None,
        payment_icons=page.payment_icons,
        trade_in_faq=page.trade_in_faq,
        show_sales_counter=page.show_sales_counter,
        similar_cars_carousel=page.similar_cars_carousel,
        show_view_count=config.cards.show_view_count,
    )
