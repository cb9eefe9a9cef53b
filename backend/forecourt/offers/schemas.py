from datetime import date
from typing import Annotated, Any, Self

from pydantic import AfterValidator, BaseModel, Field, model_validator

from forecourt.content.render import links_allowed
from forecourt.core.forms import Form, Image, Link


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


class OfferIn(Form):
    name: Annotated[str, Field(min_length=1, max_length=160)]
    description: Annotated[
        str,
        Field(
            min_length=1,
            max_length=20_000,
            description="Markdown or HTML; sanitised",
            json_schema_extra={
                "format": "markdown"
            },  # the console's form: several lines, a preview
        ),
        AfterValidator(links_allowed),
    ]
    disclaimer: Annotated[str, Field(max_length=5_000)] = ""
    category: Annotated[str, Field(min_length=1, max_length=40)] = "Special offer"
    manufacturer: Annotated[str, Field(min_length=1, max_length=60)] | None = None
    model_name: Annotated[str, Field(min_length=1, max_length=80)] | None = None
    override_url: Link | None = Field(None, description="Where 'Explore' goes instead of stock")
    image_url: Image | None = None
    starts_on: date | None = None
    ends_on: date | None = None
    position: Annotated[int, Field(ge=0, le=1000, description="Lowest first")] = 0

    @model_validator(mode="after")
    def _dates_in_order(self) -> Self:
        if self.starts_on and self.ends_on and self.ends_on < self.starts_on:
            raise ValueError("ends_on: The offer cannot end before it starts.")
        return self


class OfferRow(BaseModel):
    id: int
    national: bool = Field(description="A maker's national offer: it can be hidden, not edited")
    shown: bool = Field(description="Shown on this site (a national offer can be hidden)")
    live: bool = Field(description="Inside its dates today")
    path: str
    values: dict[str, Any] = Field(description="The offer as OfferIn")
