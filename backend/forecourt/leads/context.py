"""Everything a lead's messages are composed from, resolved once when the lead is committed."""

from dataclasses import dataclass

from forecourt.inventory.models import Car
from forecourt.leads.models import Lead
from forecourt.locations.models import Location
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite


def console_link(base_url: str, lead_id: int) -> str:
    """The lead in the console, on the site's configured address (never the request's)."""
    return f"{base_url}/console/leads/{lead_id}"


@dataclass(frozen=True)
class LeadContext:
    lead: Lead
    site: ResolvedSite
    dealership: Dealership
    base_url: str  # the site's absolute address, for links in messages
    car: Car | None = None
    location: Location | None = None
    deal_leads: tuple[Lead, ...] = ()  # the other leads of the customer's deal, oldest first

    @property
    def car_url(self) -> str | None:
        return f"{self.base_url}/cars/{self.car.slug}" if self.car else None

    @property
    def console_url(self) -> str:
        return console_link(self.base_url, self.lead.id)

    @property
    def full_name(self) -> str:
        return " ".join(p for p in (self.lead.name, self.lead.last_name) if p)

    @property
    def dealer_phone(self) -> str | None:
        return (self.location.phone if self.location else None) or self.dealership.phone
