"""The model lines a site shows: those of the makes it sells new (spec §2.6)."""

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.catalog.models import Manufacturer, VehicleModel
from forecourt.core.errors import NotFound
from forecourt.inventory.makes import new_makes
from forecourt.model_pages.schemas import ModelCard, ModelFeature, ModelList, ModelOut
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

BODIES = ("SUV", "Passenger", "Commercial", "Camper")  # spec: /models?body=
MAX_MODELS = 200
NO_MODEL = "There is no such model here."


def _card(model: VehicleModel, make: Manufacturer) -> ModelCard:
    return ModelCard(
        id=model.id,
        slug=model.slug,
        name=model.name,
        manufacturer=make.name,
        manufacturer_slug=make.slug,
        body=model.body,
        status=model.status,
        image_url=model.image_url,
        short_description=model.short_description,
        path=f"/models/{model.slug}",
    )


async def _rows(
    session: AsyncSession, site_id: int, slug: str | None = None
) -> list[tuple[VehicleModel, Manufacturer]]:
    makes = await new_makes(session, site_id)
    if not makes:
        return []
    query = (
        select(VehicleModel, Manufacturer)
        .join(Manufacturer, Manufacturer.id == VehicleModel.manufacturer_id)
        .where(func.lower(Manufacturer.name).in_(makes))
        .order_by(Manufacturer.name, VehicleModel.position, VehicleModel.name)
        .limit(MAX_MODELS)
    )
    if slug is not None:
        query = query.where(VehicleModel.slug == slug)
    return [(m, make) for m, make in (await session.execute(query)).all()]


async def site_models(session: AsyncSession, site: ResolvedSite, body: str | None) -> ModelList:
    rows = await _rows(session, site.id)
    present = {m.body for m, _ in rows}
    return ModelList(
        models=[_card(m, make) for m, make in rows if body is None or m.body == body],
        bodies=[b for b in BODIES if b in present],
    )


async def _for_sale_in(session: AsyncSession, site: ResolvedSite) -> str | None:
    if site.primary_dealership_id is None:
        return None
    dealer = await session.get(Dealership, site.primary_dealership_id)
    if dealer is None or not dealer.city:
        return None
    return " ".join(p for p in (dealer.city, dealer.state) if p)


async def model_detail(session: AsyncSession, site: ResolvedSite, slug: str) -> ModelOut:
    rows = await _rows(session, site.id, slug)
    if not rows:
        raise NotFound(NO_MODEL)
    model, make = rows[0]
    return ModelOut(
        **_card(model, make).model_dump(),
        description=model.description,
        features=[ModelFeature.model_validate(f) for f in model.features],
        gallery=list(model.gallery),
        for_sale_in=await _for_sale_in(session, site),
    )
