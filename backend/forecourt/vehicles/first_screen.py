"""The vehicle page's and the home page's first screens, inlined into their HTML: the car's page
data and price comparison (the very bytes their endpoints answer, from the same cache; the
comparison's panel would otherwise collapse or grow when it arrives) with the photo its viewer
opens on, and the home page's featured cars with the hero slide's photo."""

from typing import Any

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import NotFound
from forecourt.core.json_text import RawJson
from forecourt.pages.first_screen import FirstScreen, PageRequest, preload_of, register_first_screen
from forecourt.storefront.public import home_out
from forecourt.tenancy.service import ResolvedSite
from forecourt.valuation.builtin import BuiltinValuationProvider
from forecourt.vehicles import service
from forecourt.vehicles.page_cache import autogauge_json, car_page_json
from forecourt.vehicles.paths import CAR_PAGE, NOT_CAR_SLUGS
from forecourt.vehicles.schemas import CarList


def opening_photo(car: dict[str, Any]) -> dict[str, Any] | None:
    """The picture the page opens on: the spinner's first frame when it opens on the spinner,
    else the gallery's first photo unless the video comes first (spec: vehicle §2)."""
    viewer, gallery = car["viewer"], car["gallery"]
    if viewer["default_view"] == "spinner" and "spinner" in viewer["views"] and viewer["exterior"]:
        return {"src": viewer["exterior"][0]["src"], "srcset": ""}
    if gallery["video"] and gallery["video_slide_position"] == "start":
        return None
    images: list[dict[str, Any]] = gallery["images"]
    return images[0] if images else None


async def car_first_screen(
    session: AsyncSession, site: ResolvedSite, page: PageRequest
) -> FirstScreen | None:
    slug = page.match.group("slug")
    if slug in NOT_CAR_SLUGS:
        return None
    valuation = BuiltinValuationProvider(session)
    try:
        car = await car_page_json(session, site, slug, valuation, page.state)
        gauge = await autogauge_json(session, site, slug, valuation, page.state)
    except NotFound:
        return None
    return FirstScreen(
        data={"car": car.json_text(), "autogauge": gauge.json_text()},
        lcp=preload_of(opening_photo(car.json()), page.image_sizes["vehicleMain"]),
    )


async def home_first_screen(
    session: AsyncSession, site: ResolvedSite, page: PageRequest
) -> FirstScreen:
    """The featured cars (as the app asks for them: `limit` alone) and the first hero slide."""
    limit = site.config.presentation.featured_count
    data: dict[str, Any] = {}
    if limit:
        hits = await service.lookup_cars(session, site, limit=limit)
        data["featured"] = {"limit": limit, "answer": RawJson(CarList(hits=hits).model_dump_json())}
    slides = site.config.presentation.slides
    hero = None
    style = site.theme.hero_style
    if slides and style != "text":  # a text hero shows no photo: nothing to preload
        first = home_out(site.config).slides[0].image
        sizes = page.image_sizes["heroSplit" if style == "split" else "hero"]
        hero = preload_of(first.model_dump(), sizes)
    return FirstScreen(data=data, lcp=hero)


register_first_screen(CAR_PAGE, car_first_screen, module="src/app/routes/car.tsx")
register_first_screen(r"/", home_first_screen, module="src/app/routes/home.tsx")
