"""The business's details as the site shows them (its header's phone, its footer's name, address,
phone and licence): each dealership's own, edited in the console's Settings, checked by the same
rules as a location's details (core.forms), audited by field."""

from typing import Annotated, Any

from pydantic import Field
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.core.errors import NotFound
from forecourt.core.form_fields import Email
from forecourt.core.forms import AustralianState, Form, Phone, Postcode
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.site_settings import NO_DEALERSHIP, find_dealership


class BusinessDetails(Form):
    """What the site's header and footer show of a dealership."""

    name: Annotated[str, Field(min_length=1, max_length=200, title="Business name")]
    phone: Annotated[Phone | None, Field(title="Phone")] = None
    email: Annotated[Email | None, Field(title="E-mail")] = None
    street: Annotated[str | None, Field(max_length=200, title="Street")] = None
    city: Annotated[str | None, Field(max_length=100, title="Suburb or town")] = None
    state: Annotated[AustralianState | None, Field(title="State")] = None
    postcode: Annotated[Postcode | None, Field(title="Postcode")] = None
    dealer_licence_number: Annotated[
        str | None, Field(max_length=50, title="Dealer licence number")
    ] = None


FIELDS = tuple(BusinessDetails.model_fields)


def details_of(dealership: Dealership) -> dict[str, Any]:
    return {name: getattr(dealership, name) for name in FIELDS}


async def save_details(
    session: AsyncSession, access: Access, dealership_id: int, details: BusinessDetails
) -> Dealership:
    if not access.covers(dealership_id):
        raise NotFound(NO_DEALERSHIP)
    dealership = await find_dealership(session, access, dealership_id)
    before = details_of(dealership)
    after = details.model_dump()
    for name, value in after.items():
        setattr(dealership, name, value)
    audit.record_changes(session, access, "dealership", dealership.id, before, after)
    await session.commit()
    return dealership
