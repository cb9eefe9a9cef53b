from pydantic import BaseModel, Field


class ModelFeature(BaseModel):
    title: str
    description: str
    image_url: str | None = None


class ModelCard(BaseModel):
    id: int
    slug: str
    name: str
    manufacturer: str
    manufacturer_slug: str
    body: str = Field(description="manufacturer_body: SUV, Passenger, Commercial or Camper")
    status: str = Field(description="available, or coming_soon (Register Your Interest)")
    image_url: str | None
    short_description: str
    path: str


class ModelOut(ModelCard):
    description: str = Field(description="Sanitised HTML")
    features: list[ModelFeature]
    gallery: list[str]
    for_sale_in: str | None = Field(description="'{city} {state}' of the site's main location")


class ModelList(BaseModel):
    models: list[ModelCard]
    bodies: list[str] = Field(description="Bodies with models here, in menu order")
