"""Building blocks of the models a dealer edits through a form: unknown fields are refused, and
the console draws each form from the model's JSON schema."""

import re
from collections.abc import Callable
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, WrapValidator
from pydantic_core import PydanticCustomError

# Where a link a dealer writes may lead (menus, footer, slides, banners, promo cards, offers,
# contact links, content pages): an http(s) page, an e-mail or phone link, a path of this site
# (one /, not // which is another host), or a place on this page (#). Nothing else: an href with
# any other scheme (javascript:, data:, vbscript:) is code, and one without a scheme or a leading
# / is relative to wherever the page is. No whitespace, control characters or backslashes
# anywhere: browsers drop tabs and newlines inside a URL and read \ as /, so "java\tscript:" or
# "/\\evil.example" would otherwise become what this rule refuses. Schemes in lower case.
_UNSAFE = r"\s\x00-\x1f\x7f\\"
LINK = (
    rf"^(https?://[^/{_UNSAFE}][^{_UNSAFE}]*"
    rf"|mailto:[^{_UNSAFE}]+"
    r"|tel:\+?[(0-9][0-9 ().-]{2,30}"
    rf"|/([^/{_UNSAFE}][^{_UNSAFE}]*)?"
    r"|#[A-Za-z0-9_-]*)$"
)
LINK_MAX_LENGTH = 500
LINK_MESSAGE = (
    "Use a link starting with https://, http://, mailto: or tel:, "
    "or a path of this site starting with a single /."
)
INERT_LINK = "#"  # what a stored link the rule now refuses becomes: it goes nowhere
_LINK = re.compile(LINK)


def allowed_link(url: str) -> bool:
    """The one rule for every link a dealer writes (`Link` below, content pages' Markdown)."""
    return len(url) <= LINK_MAX_LENGTH and _LINK.fullmatch(url) is not None


def _link(value: Any, handler: Callable[[Any], Any], info: ValidationInfo) -> Any:
    try:
        return handler(value)
    except (ValidationError, ValueError) as exc:
        # Stored under an earlier rule: read as a link to nowhere, so the site still loads.
        if info.context and info.context.get("stored") and isinstance(value, str):
            return INERT_LINK
        raise PydanticCustomError("link", LINK_MESSAGE) from exc


Link = Annotated[str, Field(max_length=LINK_MAX_LENGTH, pattern=LINK), WrapValidator(_link)]
IMAGE = r"^(https://\S+|/\S+|[A-Za-z0-9][A-Za-z0-9._/-]*)$"  # an address or a media key
HHMM = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"
Text = Annotated[str, Field(min_length=1)]
Image = Annotated[str, Field(max_length=500, pattern=IMAGE)]
Clock = Annotated[str, Field(pattern=HHMM, description="24-hour time, e.g. 08:30")]
WEEKDAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
# A business's or a location's phone number as a shopper dials it
Phone = Annotated[str, Field(max_length=40, pattern=r"^\+?[0-9 ()-]{6,40}$")]
Postcode = Annotated[str, Field(pattern=r"^[0-9]{4}$")]
AustralianState = Literal["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]


class Form(BaseModel):
    model_config = ConfigDict(extra="forbid")
