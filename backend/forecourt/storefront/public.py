"""Builds the public picture of a site (config, theme, dealerships, locations), cached briefly."""

import time

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.clock import utcnow
from forecourt.core.json_text import RawJson
from forecourt.core.settings import Settings
from forecourt.identity.gates import gates, sign_in_kinds
from forecourt.inventory.models import Car
from forecourt.inventory.stock_offer import (
    leads_to_new_cars,
    listed_car_types,
    sells_new,
    stock_title,
)
from forecourt.locations.service import list_site_locations
from forecourt.media.urls import responsive_image
from forecourt.storefront.schemas import (
    DealershipOut,
    GateOut,
    HomeOut,
    PromotionOut,
    SiteListing,
    SitePublic,
    SlideOut,
    StockOfferOut,
)
from forecourt.tenancy.config import FooterGroup, NavItem, SiteConfig
from forecourt.tenancy.dealerships import visible_dealerships
from forecourt.tenancy.models import Dealership, Site
from forecourt.tenancy.service import ResolvedSite
from forecourt.tenancy.urls import site_address

_TTL = 10.0
_cache: dict[int, tuple[float, SitePublic]] = {}
_encoded: dict[int, tuple[SitePublic, RawJson]] = {}  # each site's kept answer, as JSON text


def home_out(config: SiteConfig) -> HomeOut:
    p = config.presentation
    return HomeOut(
        slides=[
            SlideOut(name=s.name, description=s.description, url=s.url, hide_overlay=s.hide_overlay,
                     image=responsive_image(s.image, s.name, default_width=1200))
            for s in p.slides
        ],
        promotions=[
            PromotionOut(name=m.name, url=m.url, image=responsive_image(m.image, m.name, 1400))
            for m in p.promotions
        ],
    )  # fmt: skip


def dealership_homes(config: SiteConfig) -> dict[str, HomeOut]:
    """The homes of dealerships that bring their own slides or promotions."""
    homes = {}
    for slug, override in config.dealership_overrides.items():
        presentation = override.get("presentation", {})
        if "slides" in presentation or "promotions" in presentation:
            homes[slug] = home_out(config.for_dealership(slug))
    return homes


def _kept_links(items: list[NavItem]) -> list[NavItem]:
    return [
        item.model_copy(update={"dropdown": _kept_links(item.dropdown)})
        for item in items
        if not leads_to_new_cars(item.url, item.dynamic_models)
    ]


def without_new_car_links(config: SiteConfig) -> SiteConfig:
    """A site that sells no new or demo cars has no New Vehicles menu and no links to new-car
    pages in its header or footer (nothing would be behind them)."""
    presentation = config.presentation.model_copy(
        update={
            "nav": _kept_links(config.presentation.nav),
            "footer": [
                FooterGroup(title=g.title, links=_kept_links(g.links))
                for g in config.presentation.footer
            ],
        }
    )
    return config.model_copy(update={"presentation": presentation})


async def site_public(session: AsyncSession, site: ResolvedSite) -> SitePublic:
    hit = _cache.get(site.id)
    if hit and hit[0] > time.monotonic():
        return hit[1]
    dealerships = await visible_dealerships(session, site.id, order_by=Dealership.name)
    car_types = await listed_car_types(session, site.id, site.config, utcnow())
    config = site.config.model_copy(
        # Overrides as resolved settings, so the app can lay them over the site's as they are.
        update={"dealership_overrides": site.config.resolved_overrides()}
    )
    if not sells_new(car_types):
        config = without_new_car_links(config)
    public = SitePublic(
        id=site.id,
        slug=site.slug,
        name=site.name,
        template=site.template,
        description=site.description,
        finance_provider=site.finance_provider,
        dealership_id=site.primary_dealership_id,
        theme=site.theme,
        config=config,
        dealerships=[DealershipOut.model_validate(d) for d in dealerships],
        locations=await list_site_locations(session, site.id),
        gates=[
            GateOut(pattern=g.pattern, type=g.type, in_place=g.in_place) for g in gates(site.config)
        ],
        sign_in_kinds=sign_in_kinds(site.config),
        home=home_out(site.config),
        stock=StockOfferOut(car_types=car_types, title=stock_title(car_types)),
        dealership_homes=dealership_homes(site.config),
    )
    _cache[site.id] = (time.monotonic() + _TTL, public)
    return public


async def site_public_json(session: AsyncSession, site: ResolvedSite) -> RawJson:
    """`site_public` as JSON text, encoded once per answer kept: every page inlines it."""
    public = await site_public(session, site)
    known = _encoded.get(site.id)
    if known is None or known[0] is not public:
        known = (public, RawJson(public.model_dump_json()))
        _encoded[site.id] = known
    return known[1]


_generation = 0  # counts the clears: caches elsewhere key on it (the vehicle page's data)


def clear_public_cache() -> None:
    """A console change shows at once: this process's cached public answers are dropped."""
    global _generation
    _cache.clear()
    _encoded.clear()
    _generation += 1


def public_generation() -> int:
    return _generation


async def list_sites(
    session: AsyncSession, settings: Settings, scheme: str, port: int | None
) -> list[SiteListing]:
    counts = dict(
        (
            await session.execute(
                select(Car.site_id, func.count()).where(Car.status != "sold").group_by(Car.site_id)
            )
        ).all()
    )
    sites = await session.scalars(select(Site).order_by(Site.name))
    return [
        SiteListing(
            slug=s.slug,
            name=s.name,
            template=s.template,
            description=s.description,
            url=site_address(s.slug, settings, scheme, port),
            car_count=counts.get(s.id, 0),
        )
        for s in sites
    ]
