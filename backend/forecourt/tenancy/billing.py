"""The site's billing details: who the platform invoices and where. Owners only
(`billing:write`, a managers' role does not reach it); kept apart from the site's configuration,
which managers edit and parts of which the site shows."""

from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.form_fields import STORED, Email
from forecourt.core.forms import AustralianState as State
from forecourt.tenancy.models import Site
from forecourt.tenancy.site_settings import validated

ABN_WEIGHTS = (10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19)


def abn_is_valid(abn: str) -> bool:
    """The Australian Business Register's check: take 1 from the first digit, weight the eleven
    digits, and the sum divides by 89."""
    digits = [int(c) for c in abn if c.isdigit()]
    if len(digits) != 11 or any(not (c.isdigit() or c == " ") for c in abn):
        return False
    digits[0] -= 1
    return sum(d * w for d, w in zip(digits, ABN_WEIGHTS, strict=True)) % 89 == 0


def _abn(value: str | None) -> str | None:
    if value is None or value.strip() == "":
        return None
    if not abn_is_valid(value):
        raise ValueError("Enter the 11-digit ABN the business is registered with")
    digits = "".join(c for c in value if c.isdigit())
    return f"{digits[:2]} {digits[2:5]} {digits[5:8]} {digits[8:]}"


class BillingAddress(BaseModel):
    model_config = ConfigDict(extra="forbid")
    street: Annotated[str, Field(max_length=200)] = ""
    suburb: Annotated[str, Field(max_length=100)] = ""
    state: State | None = None
    postcode: Annotated[str, Field(pattern=r"^[0-9]{4}$")] | None = None


class BillingDetails(BaseModel):
    """What an invoice to the dealer carries. Every field may wait until the owner knows it."""

    model_config = ConfigDict(extra="forbid")
    legal_name: Annotated[
        str, Field(max_length=200, title="Legal name", description="The business's legal name")
    ] = ""
    abn: Annotated[
        str | None,
        Field(
            max_length=14,
            title="ABN",
            description="Australian Business Number, e.g. 51 824 753 556",
        ),
        AfterValidator(_abn),
    ] = None
    billing_email: Email | None = Field(
        None, title="Invoice e-mail", description="Where invoices are sent"
    )
    invoice_copies: Annotated[list[Email], Field(max_length=5)] = Field(
        default_factory=list,
        title="Copies to",
        description="Who else receives a copy of each invoice (up to five addresses)",
    )
    purchase_order: Annotated[
        str, Field(max_length=50, title="Purchase order number", description="Quoted on invoices")
    ] = ""
    address: BillingAddress = Field(default_factory=BillingAddress)


def billing_of(site: Site) -> BillingDetails:
    return BillingDetails.model_validate(site.billing or {}, context=STORED)


async def save_billing(
    session: AsyncSession, access: Access, raw: dict[str, Any]
) -> BillingDetails:
    details = validated(BillingDetails, raw)
    site = await session.get_one(Site, access.site_id)
    before = billing_of(site).model_dump(mode="json")
    site.billing = details.model_dump(mode="json", exclude_defaults=True)
    after = details.model_dump(mode="json")
    audit.record_changes(session, access, "site_billing", site.id, before, after)
    await session.commit()
    return details
