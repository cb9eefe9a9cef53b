"""Building blocks of the models a dealer edits through a form: unknown fields are refused, and
the console draws each form from the model's JSON schema."""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

# An address a link may take: the site's own path or an https page.
LINK = r"^(/\S*|https://\S+)$"
IMAGE = r"^(https://\S+|/\S+|[A-Za-z0-9][A-Za-z0-9._/-]*)$"  # an address or a media key
HHMM = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"
Text = Annotated[str, Field(min_length=1)]
Link = Annotated[str, Field(max_length=500, pattern=LINK)]
Image = Annotated[str, Field(max_length=500, pattern=IMAGE)]
Clock = Annotated[str, Field(pattern=HHMM, description="24-hour time, e.g. 08:30")]
WEEKDAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
AustralianState = Literal["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]


class Form(BaseModel):
    model_config = ConfigDict(extra="forbid")
