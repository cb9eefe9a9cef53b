"""What the trade-in valuation answers and takes."""

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from forecourt.core import form_fields as f
from forecourt.leads.schemas import TradeInOffer


class TradeInVehicle(BaseModel):
    make: str
    model: str
    year: int
    badge: str | None = None
    km: int | None = None


class Catalogue(BaseModel):
    """Choices from the platform's own stock: makes; a make's models; a model's years and
    badges."""

    makes: list[str]
    models: list[str]
    years: list[int]
    badges: list[str]


class RegoLookupIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rego: Annotated[f.Rego, Field(min_length=1)]
    state: f.State


class ValuationValue(TradeInOffer):
    """A valuation as a client sends it back: exactly the answer's shape, no coercion (true is
    not a confidence of 1)."""

    model_config = ConfigDict(strict=True, extra="forbid")


class MiscellaneousIn(BaseModel):
    """A record kept for the dealer's reporting (spec: vehicle §7): today the valuation result
    with column_name "valuation"."""

    model_config = ConfigDict(extra="forbid")

    column_name: Annotated[str, Field(pattern=r"^valuation$")]
    lead_id: int | None = Field(None, ge=1, le=2_147_483_647)
    value: ValuationValue


class MiscellaneousOut(BaseModel):
    id: int
