from datetime import datetime

from pydantic import BaseModel, Field, JsonValue, field_validator
from pydantic_core import PydanticCustomError

from forecourt.core.types import MAX_DB_ID
from forecourt.tracking.events import EVENT_NAMES, is_known_event

MetaValue = str | int | float | bool | None
MAX_META_KEYS = 20
MAX_META_TEXT = 500
MAX_META_KEY = 50


class EventIn(BaseModel):
    event_id: int = Field(
        description="One of the spec's tracking event ids.",
        json_schema_extra={"enum": list[JsonValue](sorted(EVENT_NAMES))},
    )
    car_id: int | None = Field(None, ge=1, le=MAX_DB_ID)
    path: str | None = Field(None, max_length=500, pattern=r"^/")
    meta: dict[str, MetaValue] = Field(
        default_factory=dict,
        json_schema_extra={
            "maxProperties": MAX_META_KEYS,
            "propertyNames": {"maxLength": MAX_META_KEY},
            "additionalProperties": {
                "anyOf": [
                    {"type": "string", "maxLength": MAX_META_TEXT},
                    {"type": "integer"},
                    {"type": "number"},
                    {"type": "boolean"},
                    {"type": "null"},
                ]
            },
        },
    )

    @field_validator("event_id")
    @classmethod
    def _known(cls, value: int) -> int:
        if not is_known_event(value):
            known = ", ".join(str(i) for i in sorted(EVENT_NAMES))
            raise PydanticCustomError(
                "unknown_event", "Unknown event id; known ids are {known}.", {"known": known}
            )
        return value

    @field_validator("meta")
    @classmethod
    def _small(cls, value: dict[str, MetaValue]) -> dict[str, MetaValue]:
        if len(value) > MAX_META_KEYS:
            raise PydanticCustomError(
                "meta_size", "At most {n} meta entries.", {"n": MAX_META_KEYS}
            )
        for key, item in value.items():
            if len(key) > MAX_META_KEY or (isinstance(item, str) and len(item) > MAX_META_TEXT):
                raise PydanticCustomError(
                    "meta_size",
                    "Meta keys are at most 50 and values {n} characters.",
                    {"n": MAX_META_TEXT},
                )
        return value


class EventOut(BaseModel):
    id: int
    event_id: int
    name: str
    car_id: int | None
    created_at: datetime
