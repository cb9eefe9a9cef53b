"""Constrained types shared by request models, so every bound the server enforces is in the
OpenAPI document too (and in the frontend's generated types)."""

import re
from datetime import datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, Field
from pydantic_core import PydanticCustomError

# Row ids are 32-bit on both databases; a larger number cannot name a row (and would overflow).
MAX_DB_ID = 2_147_483_647
DbId = Annotated[int, Field(ge=1, le=MAX_DB_ID)]


# RFC 3339's date-time, which `format: date-time` documents: a date, a time and an offset. Pydantic
# alone also takes a bare date, a time without offset, or a number of seconds ("0").
_RFC3339 = re.compile(
    r"^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$"
)
TIMESTAMP_MESSAGE = "Please send a date and time with its offset, as 2026-01-31T09:30:00Z."


def _rfc3339(value: Any) -> Any:
    if isinstance(value, datetime) or (isinstance(value, str) and _RFC3339.match(value)):
        return value
    raise PydanticCustomError("date_time", TIMESTAMP_MESSAGE)


def _aware(value: datetime) -> datetime:
    if value.tzinfo is None:  # a datetime given in Python, not on the wire
        raise PydanticCustomError("date_time", TIMESTAMP_MESSAGE)
    return value


# Compare it with another aware datetime by subtraction: converting 0001-01-01T00:00:00+01:00 to
# UTC overflows.
Timestamp = Annotated[datetime, BeforeValidator(_rfc3339), AfterValidator(_aware)]
