"""GET /api/v1/models and /api/v1/models/{slug}: the model lines this site shows."""

from typing import Annotated, Literal

from fastapi import APIRouter, Path, Query

from forecourt.core.db import DbSession
from forecourt.core.errors import INVALID, not_found
from forecourt.model_pages.schemas import ModelList, ModelOut
from forecourt.model_pages.service import NO_MODEL, model_detail, site_models
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/models", tags=["models"])


@router.get("", response_model=ModelList, responses=INVALID)
async def models(
    site: CurrentSite,
    session: DbSession,
    body: Annotated[Literal["SUV", "Passenger", "Commercial", "Camper"] | None, Query()] = None,
) -> ModelList:
    """The models of the makes this site sells new, by make; `body` narrows to one body."""
    return await site_models(session, site, body)


@router.get("/{slug}", response_model=ModelOut, responses={**INVALID, **not_found(NO_MODEL)})
async def model(
    site: CurrentSite,
    session: DbSession,
    slug: Annotated[str, Path(max_length=100, pattern=r"^[a-z0-9-]+$")],
) -> ModelOut:
    return await model_detail(session, site, slug)
