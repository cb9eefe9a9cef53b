"""The new-site wizard's rules, on the platform console: each step is a call of the service that
owns the data, as an operator on the new site (its Access), so each is validated by the same
models as the dealer console's settings (Theme, LocationIn, LeadDestinations, the feed import).
The wizard keeps no state of its own: where it stands is read from what the site has, so an
operator can leave it at any step and resume later."""

from dataclasses import dataclass
from typing import Any, Literal, get_args

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.console.models import ConsoleRole, ConsoleUser
from forecourt.core.access import Access
from forecourt.inventory.models import Car
from forecourt.locations import desk as locations
from forecourt.locations.schemas import LocationIn, NewLocationIn
from forecourt.tenancy.admin import SLUG, add_dealership
from forecourt.tenancy.lifecycle import PREVIEW
from forecourt.tenancy.models import Dealership, Site

Step = Literal["brand", "dealership", "stock", "leads", "owner", "live", "done"]
STEPS: tuple[Step, ...] = get_args(Step)


@dataclass(frozen=True)
class Progress:
    dealerships: list[Dealership]
    cars: int
    owner: str | None  # the invited owner's e-mail
    next_step: Step


async def progress(session: AsyncSession, site: Site) -> Progress:
    dealerships = list(
        await session.scalars(
            select(Dealership).where(Dealership.site_id == site.id).order_by(Dealership.id)
        )
    )
    cars = await session.scalar(select(func.count()).where(Car.site_id == site.id)) or 0
    owner = await session.scalar(
        select(ConsoleUser.email)
        .join(ConsoleRole, ConsoleRole.user_id == ConsoleUser.id)
        .where(ConsoleUser.site_id == site.id, ConsoleRole.role == "owner")
        .order_by(ConsoleUser.id)
        .limit(1)
    )
    # A step is behind the wizard once it, or any later one, has left something in the site.
    done = [
        bool(site.theme),
        bool(dealerships),
        cars > 0,
        any(any((d.lead_destinations or {}).values()) for d in dealerships),
        owner is not None,
        site.status != PREVIEW,
    ]
    # The owner may come first (a dealer who signed up through an operator's link): that alone
    # does not move the wizard past the steps before it.
    last = max((i for i, fact in enumerate(done) if fact and STEPS[i] != "owner"), default=-1)
    following = last + 1
    if STEPS[following] == "owner" and owner is not None:
        following += 1
    return Progress(dealerships, cars, owner, STEPS[following])


def _dealership_slug(site_slug: str, name: str, taken: set[str]) -> str:
    words = "-".join("".join(c if c.isalnum() else " " for c in name.lower()).split())
    base = words if SLUG.fullmatch(words or "-") else site_slug
    return next(s for s in (base, *(f"{base}-{n}" for n in range(2, 10_000))) if s not in taken)


async def add_dealership_with_location(
    session: AsyncSession, access: Access, site: Site, body: LocationIn
) -> Dealership:
    """The dealership and its first location, with the same address, phone and licence, checked
    by the location's own rules (LocationIn)."""
    taken = set(await session.scalars(select(Dealership.slug)))
    details: dict[str, Any] = {
        "phone": body.phone, "email": body.email, "street": body.street, "city": body.city,
        "state": body.state, "postcode": body.postcode,
        "dealer_licence_number": body.dealer_licence_number,
    }  # fmt: skip
    dealership = await add_dealership(
        session, site, slug=_dealership_slug(site.slug, body.name, taken), name=body.name, **details
    )
    audit.record(session, access, object_type="dealership", object_id=dealership.id,
                 action="create", before={}, after={"name": body.name, **details})  # fmt: skip
    location = NewLocationIn.model_validate(
        {**body.model_dump(), "dealership_id": dealership.id, "location_type": "sales"}
    )
    await locations.create_location(session, access, location)  # commits both
    return dealership
