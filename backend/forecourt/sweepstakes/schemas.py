"""What the prize draw's page reads."""

from datetime import date, datetime

from pydantic import BaseModel, Field

from forecourt.sweepstakes.rules import Period


class SweepstakeOut(BaseModel):
    name: str
    description: str
    terms_path: str = Field(description="The draw's terms and conditions, a page of this site")
    opens: date | None
    closes: date | None
    status: Period
    message: str | None = Field(description="Why entries are not taken today; None while open")
    min_age: int
    states: list[str] = Field(description="Entrants must live in one of these; empty is any")
    entered_at: datetime | None = Field(
        description="When the signed-in shopper entered this draw; None if not (or signed out)"
    )
