"""A test lead from the console: it travels the real delivery path (e-mail, ADF, webhooks), so
the dealer sees each delivery's result on the lead's page."""

from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access
from forecourt.leads.context import LeadContext
from forecourt.leads.models import Lead
from forecourt.leads.service import enqueue_deliveries
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import ResolvedSite

TEST_LEAD_KIND = "test"


async def send_test_lead(
    session: AsyncSession,
    access: Access,
    site: ResolvedSite,
    dealership: Dealership,
    base_url: str,
    sender: str,
) -> Lead:
    """A lead marked as a test, delivered like any other (e-mail, ADF, webhooks) so the dealer
    sees each delivery's result on the lead's page; the shopper acknowledgement is not sent."""
    user = access.actor
    lead = Lead(
        site_id=site.id, dealership_id=dealership.id, kind=TEST_LEAD_KIND, category="Test lead",
        name=user.name or "Console", last_name="(test)", email=user.email, phone="",
        message=(f"A test lead sent from the console by {user.email} to check where "
                 f"{dealership.name}'s leads go. No shopper is waiting for a reply."),
        opt_in=False, attributes={"test": True},
    )  # fmt: skip
    session.add(lead)
    await session.flush()
    enqueue_deliveries(
        session, LeadContext(lead, site, dealership, base_url), sender, acknowledge=False
    )
    audit.record(session, access, object_type="lead", object_id=lead.id, action="test_lead",
                 before={}, after={"dealership": dealership.name})  # fmt: skip
    await session.commit()
    return lead
