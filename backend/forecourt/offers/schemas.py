from datetime import date

from pydantic import BaseModel, Field


class OfferModel(BaseModel):
    name: str
    slug: str | None
    override_url: str | None


class OfferOut(BaseModel):
    id: int
    name: str
    manufacturer: str | None
    category: str
    sanitized_description: str = Field(description="The description as sanitised HTML")
    description_text: str = Field(description="The description as plain text (for truncation)")
    disclaimer: str
    model: OfferModel | None
    image_url: str | None
    starts_on: date | None
    ends_on: date | None
    path: str = Field(description="/offers/{manufacturer}/{id}, or /offers/{id} without a make")
    explore_href: str | None = Field(description="Explore {model}: the override or its stock")


class OfferList(BaseModel):
    offers: list[OfferOut]
    manufacturers: list[str] = Field(description="Makes with offers here, for the filter")
    categories: list[str]
