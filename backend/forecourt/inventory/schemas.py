"""Wire shapes for cars: the card (search results, featured cars) and its parts."""

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

from forecourt.media.urls import ResponsiveImage


class PriceOut(BaseModel):
    kind: str  # subscription, price, preorder, no_price
    amount: int | None
    text: str = Field(description="The figure: '$23,990', '$189 per week', 'PREORDER' ...")
    label: str | None = Field(description="What the figure is when not the price: 'Subscription'")
    price_type: str | None
    was_amount: int | None
    summary: str = Field(description="The whole price as one line, for text without layout")


class TagOut(BaseModel):
    kind: str
    text: str
    image_url: str | None = None


class CardLocation(BaseModel):
    id: int | None
    name: str | None
    city: str | None
    state: str | None


class CardRepayment(BaseModel):
    """The car page's finance estimate, on its card: the site's lender's repayment."""

    frequency: Literal["weekly", "monthly"] = Field(description="Monthly on a monthly-only site")
    amount: float = Field(description="Per period, the lender's fees included")


class CarCard(BaseModel):
    id: int
    slug: str
    path: str
    name: str
    year: int
    make: str
    model: str
    badge: str | None
    series: str | None
    car_type: str
    item_type: str
    status: str
    available: bool
    reserved: bool
    certified: bool
    custom_tag: str | None
    km: int
    transmission: str | None
    fuel: str | None
    body: str | None
    colour: str | None
    price: PriceOut
    tag: TagOut | None
    image: ResponsiveImage | None
    photos_count: int
    location: CardLocation
    dealership_id: int
    views: int | None  # present when the site shows view counts
    # Condition, Transmission, Odometer and Fuel Type on the card: the dealership's choice.
    extra_fields: bool = False
    test_drive_only: bool
    buttons: list[str]  # enquire, testDrive, viewDetails, reserve, finance, findSimilar
    created_at: datetime
    # The same figure the car's page shows; None where that page shows none (no price, no
    # eligible lender, finance hidden for the make or the site).
    repayment: CardRepayment | None = None
