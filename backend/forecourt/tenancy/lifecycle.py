"""A site's life: made by an operator in preview, switched live by the operator or its owner,
suspended and resumed by an operator, and offboarded (console/offboarding.py: its archive, then
its data deleted after the grace period). Every change is in the site's audit trail.

- preview: served at `{slug}.{platform domain}` only, with `noindex` and a preview banner; its
  links name that address even when a custom domain is verified (no certificate is issued for a
  site that is not live).
- live: served everywhere its domains point; the verified primary domain is its address.
- suspended: shoppers see a short notice (no stock, no forms); every datum is kept, and the
  console stays open so the dealer can still read its leads.
- offboarded: nothing is served, the console is closed; the platform hands out the archive."""

from typing import Literal, get_args

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.audit import trail as audit
from forecourt.core.access import Access, Actor
from forecourt.core.errors import Conflict
from forecourt.tenancy.admin import add_site
from forecourt.tenancy.models import Site

Status = Literal["preview", "live", "suspended", "offboarded"]
STATUSES: tuple[Status, ...] = get_args(Status)
PREVIEW: Status = "preview"
LIVE: Status = "live"
SUSPENDED: Status = "suspended"
OFFBOARDED: Status = "offboarded"
# Where each status may go by a status change (offboarding has its own step, and no way back).
MOVES: dict[str, frozenset[str]] = {
    PREVIEW: frozenset({LIVE, SUSPENDED}),
    LIVE: frozenset({SUSPENDED}),
    SUSPENDED: frozenset({LIVE}),
    OFFBOARDED: frozenset(),
}
NO_MOVE = "This site is {before}: it cannot be made {after}."
PREVIEW_BANNER = "Preview: this site is not live yet, and search engines do not list it."
SUSPENDED_TITLE = "This site is unavailable"
SUSPENDED_NOTICE = "This site is unavailable at the moment. Please check back later."
CLOSED_NOTICE = "This site has closed."


def serves_shoppers(status: str) -> bool:
    """Stock, forms and pages for shoppers (a suspended or offboarded site shows none)."""
    return status in (PREVIEW, LIVE)


def serves_console(status: str) -> bool:
    return status != OFFBOARDED


def indexable(status: str) -> bool:
    """Search engines may list the site's pages (`noindex` and a closed robots.txt otherwise)."""
    return status == LIVE


def check_move(before: str, after: str) -> None:
    if after != before and after not in MOVES.get(before, frozenset()):
        raise Conflict(NO_MOVE.format(before=before, after=after), field="status")


async def create_site(session: AsyncSession, actor: Actor, slug: str, name: str) -> Site:
    """A new site in preview, by the platform's one rule for slugs (tenancy/admin.py)."""
    site = await add_site(session, slug=slug, name=name, domains=[])
    site.status = PREVIEW
    audit.record(session, Access(actor, site.id, None, None), object_type="site", object_id=site.id,
                 action="create", before={}, after={"slug": slug, "name": name,
                                                    "status": PREVIEW})  # fmt: skip
    await session.commit()
    return site


async def set_status(session: AsyncSession, access: Access, site: Site, status: str) -> Site:
    """preview -> live, live <-> suspended (and preview -> suspended); the same status is a no-op."""
    check_move(site.status, status)
    if status != site.status:
        audit.record(session, access, object_type="site", object_id=site.id, action="update",
                     before={"status": site.status}, after={"status": status})  # fmt: skip
        site.status = status
        await session.commit()
    return site


NOT_IN_PREVIEW = (
    "Only a site in preview can be switched live here; the platform's operators resume a "
    "suspended site."
)


async def publish(session: AsyncSession, access: Access, site: Site) -> Site:
    """The owner's switch: preview -> live (live stays live)."""
    if site.status not in (PREVIEW, LIVE):
        raise Conflict(NOT_IN_PREVIEW, field="status")
    return await set_status(session, access, site, LIVE)


async def find_site(session: AsyncSession, site_id: int) -> Site | None:
    return await session.scalar(select(Site).where(Site.id == site_id))
