"""The site's presentation in the console (slides, promotion banners, promo cards among results,
navigation, footer, contact links...) and each dealership's overrides of it (spec §2.7). Both are
parts of SiteConfig and are saved through the settings' one path (validated, audited, only what
differs kept); a dealership's override keeps only what differs from the site's own values."""

from functools import cache
from typing import Any

from pydantic import BaseModel, Field
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.access import Access
from forecourt.core.errors import InvalidInput, NotFound
from forecourt.tenancy.config import (
    DEALERSHIP_SECTIONS,
    PresentationConfig,
    SiteConfig,
    deep_merge,
    parse_site_config,
)
from forecourt.tenancy.models import Dealership, Site
from forecourt.tenancy.site_settings import save_config, validated

NO_DEALERSHIP = "No such dealership"


class DealershipOverride(BaseModel):
    dealership_id: int
    name: str
    slug: str
    override: dict[str, Any] = Field(description="What this dealership sets its own way")
    effective: dict[str, Any] = Field(description="Its sections as shown (site's, then its own)")


@cache
def presentation_schema() -> dict[str, Any]:
    return PresentationConfig.model_json_schema()


@cache
def override_schema() -> dict[str, Any]:
    """SiteConfig's schema cut to the sections a dealership may set its own way."""
    schema = SiteConfig.model_json_schema()
    keep = {k: v for k, v in schema["properties"].items() if k in DEALERSHIP_SECTIONS}
    return {**schema, "properties": keep, "required": []}


def differences(base: Any, edited: Any) -> Any:
    """The parts of `edited` that differ from `base` (objects compared key by key, anything else
    whole); None when nothing differs."""
    if isinstance(base, dict) and isinstance(edited, dict):
        found = {}
        for key, value in edited.items():
            changed = differences(base.get(key), value) if key in base else value
            if changed is not None:
                found[key] = changed
        return found or None
    return None if base == edited else edited


def _sections(config: SiteConfig) -> dict[str, Any]:
    dumped = config.model_dump(mode="json")
    return {name: dumped[name] for name in DEALERSHIP_SECTIONS}


async def _config(session: AsyncSession, site_id: int) -> SiteConfig:
    site = await session.get_one(Site, site_id)
    return parse_site_config(site.config)


async def overrides(session: AsyncSession, access: Access) -> list[DealershipOverride]:
    config = await _config(session, access.site_id)
    query = select(Dealership).where(Dealership.site_id == access.site_id)
    if access.dealership_ids is not None:
        query = query.where(Dealership.id.in_(access.dealership_ids))
    return [
        DealershipOverride(
            dealership_id=d.id,
            name=d.name,
            slug=d.slug,
            override=config.dealership_overrides.get(d.slug, {}),
            effective=_sections(config.for_dealership(d.slug)),
        )  # fmt: skip
        for d in await session.scalars(query.order_by(Dealership.name))
    ]


async def site_presentation(session: AsyncSession, site_id: int) -> dict[str, Any]:
    return (await _config(session, site_id)).presentation.model_dump(mode="json")


async def save_presentation(session: AsyncSession, access: Access, raw: dict[str, Any]) -> None:
    presentation = validated(PresentationConfig, raw)  # errors named within the presentation
    config = (await _config(session, access.site_id)).model_dump(mode="json")
    config["presentation"] = presentation.model_dump(mode="json")
    await save_config(session, access, config)
    await session.commit()


async def save_override(
    session: AsyncSession, access: Access, dealership_id: int, edited: dict[str, Any]
) -> None:
    """`edited`: the dealership's sections as they should show; what equals the site's is
    dropped, so a later change of the site's own values still reaches the dealership."""
    dealership = await session.scalar(
        select(Dealership).where(
            Dealership.id == dealership_id, Dealership.site_id == access.site_id
        )
    )
    if dealership is None or not access.covers(dealership.id):
        raise NotFound(NO_DEALERSHIP)
    unknown = sorted(set(edited) - set(DEALERSHIP_SECTIONS))
    if unknown:
        raise InvalidInput(
            f"Not a per-dealership setting (use {', '.join(DEALERSHIP_SECTIONS)}).",
            field=unknown[0],
        )
    config = await _config(session, access.site_id)
    base = config.model_dump(mode="json", exclude={"dealership_overrides"})
    validated(SiteConfig, deep_merge(base, edited))  # errors named as in the form
    override = differences(_sections(config), edited) or {}
    raw = config.model_dump(mode="json")
    raw["dealership_overrides"] = {
        **{slug: o for slug, o in config.dealership_overrides.items() if slug != dealership.slug},
        **({dealership.slug: override} if override else {}),
    }
    await save_config(session, access, raw)
    await session.commit()
