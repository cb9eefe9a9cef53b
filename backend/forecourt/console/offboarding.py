"""Offboarding a site: its archive (leads, customers, stock and content, each as CSV and JSON in
one zip, kept in the database so any host can hand it out), then, after the grace period, its
data deleted by the `offboarding` job. The site's row, its archives and its audit trail stay:
who did what on the site remains answerable after the site is gone."""

import asyncio
import csv
import hashlib
import io
import json
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, Table, delete, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.audit.models import AuditEntry
from forecourt.console.models import ConsoleUser
from forecourt.content.models import ContentPage
from forecourt.core.access import Access
from forecourt.core.db import Base
from forecourt.core.errors import Conflict
from forecourt.identity.models import ShopperUser
from forecourt.inventory.models import Car
from forecourt.leads.models import Customer, CustomerContact, Lead, LeadNote
from forecourt.locations.models import Location
from forecourt.offers.models import Offer
from forecourt.tenancy.lifecycle import OFFBOARDED
from forecourt.tenancy.models import Dealership, Site, SiteArchive

ALREADY = "This site is offboarded already."
# Kept when the site's data goes: the site's row (its slug stays taken, its trail points at it),
# the trail itself and the archive.
KEPT_TABLES = frozenset({"sites", "audit_entries", "site_archives"})
# Never in an archive: where leads were delivered holds webhook signing secrets.
WITHHELD_COLUMNS = {"dealerships": frozenset({"lead_destinations"})}


@dataclass(frozen=True)
class Section:
    """One part of the archive: `{name}.csv` and `{name}.json`, the rows of `table` that are the
    site's."""

    name: str
    table: Table
    of_site: Callable[[int], ColumnElement[bool]]


def _table(model: type[Base]) -> Table:
    table = model.__table__
    assert isinstance(table, Table)
    return table


SECTIONS = (
    Section("leads", _table(Lead), lambda site_id: Lead.site_id == site_id),
    Section(
        "lead_notes",
        _table(LeadNote),
        lambda site_id: LeadNote.lead_id.in_(select(Lead.id).where(Lead.site_id == site_id)),
    ),
    # "customers" are the shoppers who signed in (kept so since the first archives); the people
    # the dealer's leads came from, matched by phone or e-mail (leads/customers.py), follow.
    Section("customers", _table(ShopperUser), lambda site_id: ShopperUser.site_id == site_id),
    Section("lead_customers", _table(Customer), lambda site_id: Customer.site_id == site_id),
    Section(
        "lead_customer_contacts",
        _table(CustomerContact),
        lambda site_id: CustomerContact.site_id == site_id,
    ),
    Section("stock", _table(Car), lambda site_id: Car.site_id == site_id),
    Section("pages", _table(ContentPage), lambda site_id: ContentPage.site_id == site_id),
    Section("offers", _table(Offer), lambda site_id: Offer.site_id == site_id),
    Section("dealerships", _table(Dealership), lambda site_id: Dealership.site_id == site_id),
    Section("locations", _table(Location), lambda site_id: Location.site_id == site_id),
)


def _plain(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, bytes):
        return value.hex()
    if value is None or isinstance(value, (str, int, float, bool, list, dict)):
        return value
    return str(value)  # Decimal, date, enum


async def section_rows(
    session: AsyncSession, section: Section, site_id: int
) -> list[dict[str, Any]]:
    """The section's rows as plain JSON values, by id, in the table's column order."""
    withheld = WITHHELD_COLUMNS.get(section.table.name, frozenset())
    columns = [c for c in section.table.columns if c.name not in withheld]
    result = await session.execute(
        select(*columns).where(section.of_site(site_id)).order_by(section.table.c.id)
    )
    return [{c.name: _plain(v) for c, v in zip(columns, row, strict=True)} for row in result.all()]


def _csv(rows: list[dict[str, Any]], columns: list[str]) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(columns)
    for row in rows:
        writer.writerow(
            ""
            if (v := row[c]) is None
            else json.dumps(v, sort_keys=True)
            if isinstance(v, (list, dict))
            else v  # fmt: skip
            for c in columns
        )
    return out.getvalue()


def _zip(site: dict[str, Any], parts: list[tuple[Section, list[dict[str, Any]]]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("site.json", json.dumps(site, indent=2, sort_keys=True))
        for section, rows in parts:
            withheld = WITHHELD_COLUMNS.get(section.table.name, frozenset())
            columns = [c.name for c in section.table.columns if c.name not in withheld]
            archive.writestr(f"{section.name}.json", json.dumps(rows, indent=1, sort_keys=True))
            archive.writestr(f"{section.name}.csv", _csv(rows, columns))
    return buffer.getvalue()


async def build_archive(session: AsyncSession, site: Site) -> bytes:
    """The zip: site.json (name, configuration, theme, domains) and each section's CSV and JSON."""
    await session.refresh(site, ["domains"])
    about = {
        "id": site.id, "slug": site.slug, "name": site.name, "description": site.description,
        "template": site.template, "config": site.config, "theme": site.theme,
        "domains": [d.host for d in site.domains],
    }  # fmt: skip
    parts = [(section, await section_rows(session, section, site.id)) for section in SECTIONS]
    # Deflating a large stock list is CPU work: off the event loop.
    return await asyncio.to_thread(_zip, about, parts)


async def offboard(
    session: AsyncSession, access: Access, site: Site, now: datetime, grace_days: int
) -> SiteArchive:
    """The archive is made and kept, the site stops being served, and its data is deleted
    `grace_days` later (purge_due)."""
    if site.status == OFFBOARDED:
        raise Conflict(ALREADY, field="status")
    content = await build_archive(session, site)
    archive = SiteArchive(
        site_id=site.id,
        filename=f"{site.slug}-{now:%Y%m%d-%H%M%S}.zip",
        sha256=hashlib.sha256(content).hexdigest(),
        content=content,
        created_at=now,
    )
    session.add(archive)
    delete_after = now + timedelta(days=grace_days)
    audit.record(session, access, object_type="site", object_id=site.id, action="offboard",
                 before={"status": site.status},
                 after={"status": OFFBOARDED, "delete_after": delete_after.isoformat()})  # fmt: skip
    site.status, site.delete_after = OFFBOARDED, delete_after
    await session.commit()
    return archive


async def latest_archive(session: AsyncSession, site_id: int) -> SiteArchive | None:
    return await session.scalar(
        select(SiteArchive)
        .where(SiteArchive.site_id == site_id)
        .order_by(SiteArchive.id.desc())
        .limit(1)
    )


def _of_site(table: Table, site_id: int, tables: dict[str, Table]) -> ColumnElement[bool] | None:
    """The rows of `table` that are the site's: by its own site_id, else by a foreign key to a
    table that has one (a car's pictures, a location's hours, a lead's notes)."""
    if "site_id" in table.c:
        return table.c.site_id == site_id
    for fk in table.foreign_keys:
        parent = tables.get(fk.column.table.name)
        if parent is not None and "site_id" in parent.c and parent.name not in KEPT_TABLES:
            return fk.parent.in_(select(fk.column).where(parent.c.site_id == site_id))
    return None


async def delete_site_data(session: AsyncSession, site_id: int) -> int:
    """Every row of every table that is the site's, children first, except KEPT_TABLES; the
    trail keeps its entries (the user who acted is no longer known by id, still by e-mail)."""
    tables = {t.name: t for t in Base.metadata.sorted_tables}
    await session.execute(update(Site).where(Site.id == site_id).values(primary_dealership_id=None))
    await session.execute(
        update(AuditEntry)
        .where(AuditEntry.user_id.in_(select(ConsoleUser.id).where(ConsoleUser.site_id == site_id)))
        .values(user_id=None)
    )
    deleted = 0
    for table in reversed(Base.metadata.sorted_tables):
        if table.name in KEPT_TABLES:
            continue
        where = _of_site(table, site_id, tables)
        if where is not None:
            result = await session.execute(delete(table).where(where))
            deleted += getattr(result, "rowcount", 0) or 0
    return deleted


PURGED_BY = "forecourt (offboarding grace period ended)"


async def purge_due(session: AsyncSession, now: datetime) -> int:
    """The offboarding job: deletes the data of each offboarded site whose grace period is over,
    once. Returns how many sites it emptied."""
    due = list(
        await session.scalars(
            select(Site).where(
                Site.status == OFFBOARDED,
                Site.delete_after <= now,
                Site.data_deleted_at.is_(None),
            )
        )
    )
    for site in due:
        rows = await delete_site_data(session, site.id)
        site.data_deleted_at = now
        session.add(
            AuditEntry(
                site_id=site.id,
                user_id=None,
                actor=PURGED_BY,
                operator=True,
                object_type="site",
                object_id=site.id,
                action="delete_data",
                before={},
                after={"rows_deleted": rows},
                created_at=now,
            )  # fmt: skip
        )
        await session.commit()
    return len(due)
