"""Names a person reads in the audit log: a car's stock number and name, a page's title, a lead's
name, a user's name, instead of "car 1956". Looked up per page of entries, one query per kind of
subject, and only within the site (an entry never names another site's object)."""

from collections import defaultdict
from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit.models import AuditEntry
from forecourt.console.models import ConsoleUser
from forecourt.content.models import ContentPage
from forecourt.inventory.models import Car
from forecourt.leads.models import Lead
from forecourt.locations.models import Location
from forecourt.offers.models import Offer
from forecourt.reviews.models import Review
from forecourt.tenancy.models import Dealership, SiteDomain

# What each kind of subject is called in the log, and the subject types a filter offers.
SUBJECT_KINDS: dict[str, str] = {
    "car": "Car",
    "lead": "Lead",
    "content_page": "Page",
    "offer": "Offer",
    "location": "Location",
    "review": "Review",
    "dealership": "Dealership",
    "feed_source": "Scheduled feed",
    "lead_destinations": "Lead destinations",
    "domain": "Domain",
    "console_user": "User",
    "site_config": "Settings",
    "site_theme": "Theme",
    "site_billing": "Billing",
    "site_finance_provider": "Finance provider",
}


async def _names(session: AsyncSession, site_id: int, kind: str, ids: set[int]) -> dict[int, str]:
    query: Any
    if kind == "car":
        query = select(Car.id, Car.stocknum, Car.name).where(Car.site_id == site_id)
        rows = (await session.execute(query.where(Car.id.in_(ids)))).all()
        return {i: f"{stocknum} {name}" for i, stocknum, name in rows}
    if kind == "lead":
        query = select(Lead.id, Lead.name, Lead.last_name).where(Lead.site_id == site_id)
        rows = (await session.execute(query.where(Lead.id.in_(ids)))).all()
        return {i: " ".join(p for p in (first, last) if p) for i, first, last in rows}
    simple: dict[str, tuple[Any, Any, Any]] = {
        "content_page": (ContentPage.id, ContentPage.title, ContentPage.site_id),
        "offer": (Offer.id, Offer.name, Offer.site_id),
        "dealership": (Dealership.id, Dealership.name, Dealership.site_id),
        "lead_destinations": (Dealership.id, Dealership.name, Dealership.site_id),
        "feed_source": (Dealership.id, Dealership.name, Dealership.site_id),  # by dealership
        "review": (Review.id, Review.customer_name, Review.site_id),
        "domain": (SiteDomain.id, SiteDomain.host, SiteDomain.site_id),
        "console_user": (ConsoleUser.id, ConsoleUser.name, ConsoleUser.site_id),
    }
    if kind in simple:
        id_column, name_column, site_column = simple[kind]
        query = select(id_column, name_column).where(site_column == site_id, id_column.in_(ids))
        return {i: name for i, name in (await session.execute(query)).all()}
    if kind == "location":
        query = (
            select(Location.id, Location.name)
            .join(Dealership, Dealership.id == Location.dealership_id)
            .where(Dealership.site_id == site_id, Location.id.in_(ids))
        )
        return {i: name for i, name in (await session.execute(query)).all()}
    return {}


async def subject_names(
    session: AsyncSession, site_id: int, entries: Sequence[AuditEntry]
) -> dict[tuple[str, int], str]:
    """(object_type, object_id) -> the name a person reads; a deleted subject has none."""
    wanted: dict[str, set[int]] = defaultdict(set)
    for entry in entries:
        if entry.object_id is not None:
            wanted[entry.object_type].add(entry.object_id)
    names: dict[tuple[str, int], str] = {}
    for kind, ids in wanted.items():
        for object_id, name in (await _names(session, site_id, kind, ids)).items():
            names[(kind, object_id)] = name
    return names


async def user_names(session: AsyncSession, entries: Sequence[AuditEntry]) -> dict[int, str]:
    ids = {e.user_id for e in entries if e.user_id is not None}
    if not ids:
        return {}
    rows = await session.execute(
        select(ConsoleUser.id, ConsoleUser.name).where(ConsoleUser.id.in_(ids))
    )
    return {i: name for i, name in rows.all()}
