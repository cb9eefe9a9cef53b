"""Writes the demo plan to the database: sites, dealerships, locations, manufacturers and stock.

Stock goes in with bulk INSERTs in batches (thousands of rows per statement), never ORM objects one
by one, so `forecourt demo --cars 50000` stays well under two minutes on SQLite.
"""

import random
import time
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any, cast

from sqlalchemy import Table, delete, exists, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.catalog.models import Manufacturer
from forecourt.content.service import save_page
from forecourt.core.db import Base
from forecourt.core.slugs import slugify
from forecourt.demo.car_media import hotspot_rows, image_rows, spin_rows, video_rows
from forecourt.demo.catalogue import MAKE_COLOURS
from forecourt.demo.models import seed_models
from forecourt.demo.offers import seed_national_offers, seed_site_offers
from forecourt.demo.pages import demo_pages
from forecourt.demo.places import LocationPlan, brand_logo_url, logo_url, place_image_url
from forecourt.demo.plan import DEFAULT_CARS, DEFAULT_SEED, SiteStockPlan, plan_demo
from forecourt.demo.sites import SITES
from forecourt.demo.stock import ALL_MODELS, CarPlan
from forecourt.inventory.models import Car, CarHotspot, CarImage, CarSpinFrame, CarVideo
from forecourt.inventory.stock_version import bump_stock_version
from forecourt.locations.models import Location, OpeningHours, SpecialHours
from forecourt.reviews.demo import seed_reviews
from forecourt.tenancy.config import check_site_config, parse_theme
from forecourt.tenancy.models import Dealership, Site, SiteDomain
from forecourt.tracking.models import CarViewHour
from forecourt.tracking.views import spread_views

CAR_BATCH = 1000
CHILD_BATCH = 5000


@dataclass
class SiteSummary:
    name: str
    slug: str
    domain: str
    dealerships: int
    locations: int
    cars: int


@dataclass
class DemoSummary:
    sites: list[SiteSummary] = field(default_factory=list)
    statuses: Counter[str] = field(default_factory=Counter)
    images: int = 0
    seconds: float = 0.0
    skipped: bool = False

    def lines(self) -> list[str]:
        if self.skipped:
            return ["Sites already exist; demo data not loaded (--if-empty)."]
        out = [f"Demo data loaded in {self.seconds:.1f} s:"]
        for s in self.sites:
            out.append(
                f"  {s.name} ({s.slug}.localhost, {s.domain}): {s.dealerships} dealerships, "
                f"{s.locations} locations, {s.cars} cars"
            )
        total = sum(s.cars for s in self.sites)
        out.append(f"  {total} cars, {self.images} images; by status: " + ", ".join(
            f"{k} {v}" for k, v in sorted(self.statuses.items())))  # fmt: skip
        return out


def status_label(row: dict[str, Any], now: datetime) -> str:
    """The summary's buckets: the spec's statuses plus the flags that change how a car shows."""
    if not row["show_on_dealer_website"]:
        return "hidden"
    if row["status"] == "sold":
        return "sold (recent)" if now - row["sold_at"] <= timedelta(days=3) else "sold (earlier)"
    if row["reserved"]:
        return "reserved"
    return str(row["status"])


async def sites_exist(session: AsyncSession) -> bool:
    return bool(await session.scalar(select(exists().where(Site.id.is_not(None)))))


async def build_demo(
    session: AsyncSession, now: datetime, *, seed: int = DEFAULT_SEED, cars: int = DEFAULT_CARS
) -> DemoSummary:
    """Replaces the demo sites (by slug) with freshly planned ones, in one transaction."""
    started = time.perf_counter()
    summary = DemoSummary()
    await _remove_demo_sites(session)
    makes = await _ensure_manufacturers(session)
    await seed_national_offers(session, now)
    await seed_models(session, makes)
    for site_plan in plan_demo(now, seed=seed, cars=cars):
        site_summary, images = await _write_site(session, site_plan, makes, now, seed)
        summary.sites.append(site_summary)
        summary.images += images
        summary.statuses.update(status_label(c.row, now) for c in site_plan.cars)
    await session.commit()
    summary.seconds = time.perf_counter() - started
    return summary


async def _remove_demo_sites(session: AsyncSession) -> None:
    slugs = [s.slug for s in SITES]
    # Unlink the head dealership first: PostgreSQL refuses a cascade that updates a row it deletes.
    await session.execute(
        update(Site).where(Site.slug.in_(slugs)).values(primary_dealership_id=None)
    )
    await session.execute(delete(Site).where(Site.slug.in_(slugs)))


async def _ensure_manufacturers(session: AsyncSession) -> dict[str, int]:
    existing = dict((await session.execute(select(Manufacturer.name, Manufacturer.id))).all())
    kinds = {m.make: m.item_type for m in ALL_MODELS}
    for make, kind in sorted(kinds.items()):
        if make not in existing:
            slug = slugify(make)
            session.add(Manufacturer(name=make, slug=slug, kind=kind,
                                     logo_url=brand_logo_url(MAKE_COLOURS.get(make, "333333"), slug)))  # fmt: skip
    await session.flush()
    return dict((await session.execute(select(Manufacturer.name, Manufacturer.id))).all())


async def _write_site(
    session: AsyncSession, plan: SiteStockPlan, makes: dict[str, int], now: datetime, seed: int
) -> tuple[SiteSummary, int]:
    sp = plan.site
    theme = parse_theme(sp.theme)  # fail fast on a typo in the demo's own settings
    check_site_config(sp.config)
    site = Site(slug=sp.slug, template=sp.template, name=sp.name, description=sp.description,
                finance_provider=sp.finance_provider, config=sp.config, theme=sp.theme)  # fmt: skip
    session.add(site)
    await session.flush()
    # The demo's domains are made up: not primary, so its pages link to where `make run` serves
    # them ({slug}.localhost:8000) rather than to a domain nobody owns.
    session.add(SiteDomain(host=sp.domain, site_id=site.id, primary=False))
    primary, accent = theme.primary.lstrip("#"), theme.accent.lstrip("#")
    location_ids: dict[str, int] = {}
    images = 0
    for dealer_stock in plan.dealerships:
        d = dealer_stock.dealership
        dealership = Dealership(
            site_id=site.id, slug=d.slug, name=d.name, phone=d.phone, email=d.email,
            street=d.address.street, city=d.address.city, state=d.address.state, postcode=d.address.postcode,
            logo_url=logo_url(primary, accent, slugify(d.name)), dealer_licence_number=d.dealer_licence,
            # The dealer's inbox and a CRM's ADF/XML address: /dev/mailbox shows both under make run.
            lead_destinations={"emails": [d.email], "adf_emails": [f"adf-{d.slug}@crm.example"]},
        )  # fmt: skip
        session.add(dealership)
        await session.flush()
        if site.primary_dealership_id is None:
            site.primary_dealership_id = dealership.id
        for loc in d.locations:
            location = _location(
                loc, site.id, dealership.id, primary, [x.slug for x in d.locations], now
            )
            session.add(location)
            await session.flush()
            location_ids[loc.slug] = location.id
        images += await _insert_stock(
            session, dealer_stock.cars, site.id, dealership.id, location_ids, makes,
            now=now, rng=random.Random(f"{seed}:{d.slug}:views"),
        )  # fmt: skip
    await seed_reviews(session, site.id, list(location_ids.values()), random.Random(f"{seed}:{sp.slug}:reviews"),
                       count=24, today=now.date())  # fmt: skip
    for page in demo_pages(sp):
        await save_page(session, site.id, page, now)
    seed_site_offers(session, sp.slug, site.id, now)
    await bump_stock_version(session, site.id)
    summary = SiteSummary(
        sp.name, sp.slug, sp.domain, len(plan.dealerships), len(location_ids), len(plan.cars)
    )
    return summary, images


def _location(plan: LocationPlan, site_id: int, dealership_id: int, colour: str, siblings: list[str],
              now: datetime) -> Location:  # fmt: skip
    a = plan.address
    place_id = "ChIJ" + f"{abs(hash_text(plan.slug)):x}".rjust(12, "0") + "AUdemo"
    location = Location(
        site_id=site_id, dealership_id=dealership_id, slug=plan.slug, name=plan.name,
        location_type=plan.location_type, location_subtype=plan.subtype, primary=plan.primary,
        visible=plan.visible, manufacturers=list(plan.manufacturers),
        # A parts counter supplies its dealership's other sites.
        distribution_locations=[s for s in siblings if s != plan.slug] if plan.location_type == "parts" else [],
        street=a.street, city=a.city, state=a.state, postcode=a.postcode, lat=a.lat, long=a.long,
        place_id=place_id, place_url=f"https://www.google.com/maps/place/?q=place_id:{place_id}",
        map_key=f"{a.lat:.5f},{a.long:.5f}", phone=plan.phone, landline_phone=plan.landline, email=plan.email,
        image_url=place_image_url(colour, slugify(plan.name)), dealer_licence_number=plan.dealer_licence,
        motor_vehicle_repairer=plan.repairer, review_average=plan.review[0], review_count=plan.review[1],
        extra={},
    )  # fmt: skip
    location.opening_hours = [
        OpeningHours(weekday=day, status="Open" if hours else "Closed",
                     open=hours[0] if hours else None, close=hours[1] if hours else None)
        for day, hours in enumerate(plan.hours)
    ]  # fmt: skip
    location.special_hours = _special_hours(plan, now)
    return location


def _special_hours(plan: LocationPlan, now: datetime) -> list[SpecialHours]:
    """The dealer's own exceptions around Christmas: short hours on Christmas Eve and, for sales,
    the Boxing Day sale. Every other public holiday is closed by the platform's own rule."""
    year = now.year if (now.month, now.day) <= (12, 24) else now.year + 1
    out = [SpecialHours(date=date(year, 12, 24), status="Open", start_hour="08:30",
                        end_hour="12:00", name="Christmas Eve")]  # fmt: skip
    if plan.location_type == "sales":
        out.append(SpecialHours(date=date(year, 12, 26), status="Open", start_hour="10:00",
                                end_hour="16:00", name="Boxing Day sale"))  # fmt: skip
    return out


def hash_text(text: str) -> int:
    """A stable hash (Python's own is salted per process)."""
    value = 0
    for ch in text:
        value = (value * 131 + ord(ch)) % (1 << 48)
    return value


async def _insert_stock(
    session: AsyncSession,
    plans: Sequence[CarPlan],
    site_id: int,
    dealership_id: int,
    location_ids: dict[str, int],
    makes: dict[str, int],
    *,
    now: datetime,
    rng: random.Random,
) -> int:
    images = 0
    for start in range(0, len(plans), CAR_BATCH):
        batch = plans[start : start + CAR_BATCH]
        rows = [
            {**p.row, "site_id": site_id, "dealership_id": dealership_id,
             "location_id": location_ids[p.location_slug], "manufacturer_id": makes.get(p.row["make"])}
            for p in batch
        ]  # fmt: skip
        # Core inserts (executemany) skip the ORM's per-row bookkeeping: several times faster.
        table = _table(Car)
        returning = insert(table).returning(table.c.id, sort_by_parameter_order=True)
        ids = list((await session.execute(returning, rows)).scalars())
        children: list[tuple[type[Base], Iterable[dict[str, Any]]]] = [
            (CarImage, (r for p, i in zip(batch, ids, strict=True) for r in image_rows(p, i))),
            (CarVideo, (r for p, i in zip(batch, ids, strict=True) for r in video_rows(p, i))),
            (CarSpinFrame, (r for p, i in zip(batch, ids, strict=True) for r in spin_rows(p, i))),
            (CarHotspot, (r for p, i in zip(batch, ids, strict=True) for r in hotspot_rows(p, i))),
            # the views a car's page shows, by the hours the dashboard counts (tracking/views.py)
            (CarViewHour, (r for p, i in zip(batch, ids, strict=True) for r in spread_views(
                i, site_id, p.row.get("views", 0), p.row["created_at"], p.row.get("sold_at") or now, rng,
            ))),
        ]  # fmt: skip
        for model, rows_iter in children:
            count = await _insert_all(session, model, rows_iter)
            if model is CarImage:
                images += count
    return images


def _table(model: type[Base]) -> Table:
    return cast(Table, model.__table__)


async def _insert_all(
    session: AsyncSession, model: type[Base], rows: Iterable[dict[str, Any]]
) -> int:
    count, chunk = 0, []
    for row in rows:
        chunk.append(row)
        if len(chunk) == CHILD_BATCH:
            await session.execute(insert(_table(model)), chunk)
            count, chunk = count + len(chunk), []
    if chunk:
        await session.execute(insert(_table(model)), chunk)
        count += len(chunk)
    return count
