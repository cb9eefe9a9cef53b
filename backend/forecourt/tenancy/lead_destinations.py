"""Where a dealership's leads go: e-mail addresses, ADF/XML e-mail addresses (CRMs) and signed
webhooks. Kept on the dealership (JSON), validated by this model wherever it is written."""

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from forecourt.core.form_fields import STORED, Email


class Webhook(BaseModel):
    model_config = ConfigDict(extra="forbid")

    url: Annotated[str, Field(max_length=500, pattern=r"^https?://")]
    secret: Annotated[str, Field(min_length=16, max_length=200)]


class LeadDestinations(BaseModel):
    model_config = ConfigDict(extra="forbid")

    emails: list[Email] = Field(default_factory=list, max_length=20)
    adf_emails: list[Email] = Field(default_factory=list, max_length=10)
    webhooks: list[Webhook] = Field(default_factory=list, max_length=5)


def destinations_of(raw: dict[str, object] | None, fallback_email: str | None) -> LeadDestinations:
    """The dealership's destinations; with none configured, its own e-mail address, so a lead
    always reaches somebody."""
    destinations = LeadDestinations.model_validate(raw or {}, context=STORED)
    nothing = not (destinations.emails or destinations.adf_emails or destinations.webhooks)
    if nothing and fallback_email:
        destinations.emails = [fallback_email]
    return destinations
