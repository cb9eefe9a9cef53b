"""The form fields, each with its constraints in the schema (so the OpenAPI document and the
generated TypeScript types carry them) and one message a shopper can act on, in the spec's words
where it gives them (finance-signin-locations §5, §8)."""

from collections.abc import Callable
from datetime import date
from typing import Annotated, Any

from email_validator import EmailNotValidError, validate_email
from pydantic import AfterValidator, Field, ValidationError, ValidationInfo, WrapValidator
from pydantic_core import PydanticCustomError

POSTCODE_MESSAGE = "Invalid postcode. Please enter a 4-digit number."  # spec: same
POSTCODE_EMPTY_MESSAGE = "Please enter a postcode."  # spec: vehicle §8, the delivery estimate
TERMS_MESSAGE = "*You must agree to the terms of use before submitting."  # spec: vehicle §8
EMAIL_MESSAGE = "Please enter a valid email address."
PHONE_MESSAGE = "Please enter a valid Australian phone number."


def friendly(message: str) -> WrapValidator:
    """Any failure of the wrapped field's own checks answers with `message`."""

    def wrap(value: Any, handler: Callable[[Any], Any]) -> Any:
        try:
            return handler(value)
        except (ValidationError, ValueError) as exc:
            raise PydanticCustomError("invalid", message) from exc

    return WrapValidator(wrap)


def _postcode_given(value: Any, handler: Callable[[Any], Any]) -> Any:
    if isinstance(value, str) and not value.strip():
        raise PydanticCustomError("empty", POSTCODE_EMPTY_MESSAGE)
    try:
        return handler(value)
    except (ValidationError, ValueError) as exc:
        raise PydanticCustomError("invalid", POSTCODE_MESSAGE) from exc


def _strip(value: str) -> str:
    return value.strip()


# Validating what was stored under an earlier, looser rule: kept as it is, so reading old data
# never fails (`Model.model_validate(raw, context=STORED)`); the next save applies today's rule.
STORED = {"stored": True}


def _email(value: str, info: ValidationInfo) -> str:
    """Every e-mail field's one rule: an address as mail servers take it (email-validator: a
    dot-atom before the @, no quoted parts, comments or display names; a domain of valid labels,
    IDN allowed), without DNS lookups. Kept in its ASCII form (the IDN domain as punycode), what
    the schema's `format: email` promises and every mail server accepts; the domain in lower
    case. RFC 2606's `test` domain is accepted: its addresses are well formed."""
    value = value.strip()
    if info.context and info.context.get("stored"):
        return value
    try:
        found = validate_email(
            value, check_deliverability=False, allow_smtputf8=False, test_environment=True
        )
    except EmailNotValidError as exc:
        raise PydanticCustomError("email", EMAIL_MESSAGE) from exc
    return found.ascii_email or found.normalized


def _au_phone(value: str) -> str:
    """Stored as ten digits with a leading 0 (spec §5: numbers beginning 61 become a leading 0)."""
    digits = "".join(ch for ch in value if ch.isdigit())
    return "0" + digits[2:] if digits.startswith("61") else digits


def text(max_length: int, message: str) -> Any:
    """Required text: at least one character that is not a space."""
    return Annotated[
        str,
        Field(min_length=1, max_length=max_length, pattern=r"\S"),
        AfterValidator(_strip),
        friendly(message),
    ]


Name = text(100, "Please enter your first name.")
LastName = Annotated[str, Field(max_length=100), friendly("Please enter at most 100 characters.")]
# The one e-mail type of every request model (leads, sign-in, profile, console users, lead
# destinations, locations, feeds, billing): 254 characters at most (RFC 5321's path limit).
Email = Annotated[
    str,
    Field(max_length=254, json_schema_extra={"format": "email"}),
    AfterValidator(_email),
    friendly(EMAIL_MESSAGE),
]
Phone = Annotated[
    str,
    # Australian landline (02, 03, 07, 08) or mobile (04), national or +61, spaces allowed.
    Field(max_length=20, pattern=r"^(\+?61 ?|0)[2-478]( ?[0-9]){8}$"),
    AfterValidator(_au_phone),
    friendly(PHONE_MESSAGE),
]
Postcode = Annotated[str, Field(pattern=r"^[0-9]{4}$", max_length=4), friendly(POSTCODE_MESSAGE)]
# The delivery estimate's postcode: empty has its own message.
RequiredPostcode = Annotated[
    str, Field(pattern=r"^[0-9]{4}$", max_length=4), WrapValidator(_postcode_given)
]
Comments = Annotated[
    str, Field(max_length=5000), friendly("Please keep your comments under 5,000 characters.")
]
Rego = Annotated[
    str,
    Field(max_length=10, pattern=r"^[A-Za-z0-9 -]{0,10}$"),
    friendly("Please enter a registration of up to 10 letters and digits."),
]
State = Annotated[
    str,
    Field(pattern=r"^(ACT|NSW|NT|QLD|SA|TAS|VIC|WA)$"),
    friendly("Please choose a state."),
]
ShortText = Annotated[str, Field(max_length=200), friendly("Please enter at most 200 characters.")]
Choice = Annotated[str, Field(max_length=100), friendly("Please choose one of the options.")]
VehicleYear = Annotated[int, Field(ge=1950, le=2100), friendly("Please enter a year from 1950.")]
Kilometres = Annotated[
    int, Field(ge=0, le=2_000_000), friendly("Please enter the kilometres driven.")
]
TimeOfDay = Annotated[
    str, Field(pattern=r"^([01][0-9]|2[0-3]):[0-5][0-9]$"), friendly("Please choose a time.")
]
Day = Annotated[date, friendly("Please choose a date.")]
BirthDate = Annotated[date, friendly("Please enter your date of birth.")]
