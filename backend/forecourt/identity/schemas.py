"""Sign-in requests and answers. Messages are the spec's (§5, §8) where it gives them."""

from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from pydantic_core import PydanticCustomError

from forecourt.core import form_fields as f
from forecourt.identity.phone import MOBILE_MESSAGE, MOBILE_PATTERN, parse_mobile

CODE_MESSAGE = "Code must be 6 digits."  # spec §5


def _mobile(value: str) -> str:
    mobile = parse_mobile(value)
    if mobile is None:
        raise PydanticCustomError("mobile", MOBILE_MESSAGE)
    return mobile.e164


MobilePhone = Annotated[
    str,
    Field(max_length=20, pattern=MOBILE_PATTERN, examples=["0412 345 678"]),
    AfterValidator(_mobile),
    f.friendly(MOBILE_MESSAGE),
]
Code = Annotated[str, Field(pattern=r"^[0-9]{6}$"), f.friendly(CODE_MESSAGE)]
Slug = Annotated[str, Field(max_length=100, pattern=r"^[a-z0-9-]+$")]


class PhoneIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    phone: MobilePhone


class SendCodeIn(PhoneIn):
    """The phone, and what the form already knows of the shopper (spec §7 sign-in metadata)."""

    name: f.Name | None = None
    last_name: f.LastName | None = None
    email: f.Email | None = None
    postcode: f.Postcode | None = None
    dealership_slug: Slug | None = None
    altcha: str | None = Field(
        None,
        max_length=4000,
        description="The solved captcha, needed once an address has asked for a few codes "
        "within the hour (the answer is then 422 on `altcha`)",
    )


class SendCodeOut(BaseModel):
    sent_to: str = Field(description="The phone, masked: 04xx xxx 678")
    expires_in_seconds: int
    code_length: int


class VerifyIn(PhoneIn):
    code: Code


class ShopperOut(BaseModel):
    phone: str = Field(description="National form, 0412345678")
    name: str | None
    last_name: str | None
    email: str | None
    postcode: str | None
    price_alert: str = Field(
        description="How price drops of saved cars are told: email, sms or off"
    )


class SessionOut(BaseModel):
    user: ShopperOut | None
    csrf_token: str | None = Field(description="Send as X-CSRF-Token with every change")


class AllowedOut(BaseModel):
    ok: bool


class ContactExists(BaseModel):
    exists: bool


class ContactExistsOut(BaseModel):
    data: ContactExists
