from datetime import date
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from forecourt.core.forms import Form


class ReviewOut(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: int
    location_id: int | None
    customer_name: str
    text: str
    rating: int
    review_date: date
    reply_text: str | None
    reply_date: date | None
    image: str | None


class ReviewSummary(BaseModel):
    count: int
    average_rating: float | None


class ReviewsOut(BaseModel):
    summary: ReviewSummary  # every review in scope, so the stars are honest
    min_rating: int  # reviews below this rating are not listed (spec: vehicle §9)
    items: list[ReviewOut]


class ReviewRow(ReviewOut):
    hidden: bool
    location_name: str | None


class ModerationIn(Form):
    hidden: bool | None = Field(None, description="Hide the review from the site, or show it")
    reply: Annotated[str, Field(max_length=2000)] | None = Field(
        None, description="The dealer's public reply; empty removes it"
    )
