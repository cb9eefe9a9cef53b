"""Roles and what each may do. One table: the authorisation dependency, the
session's answer to the app and the role-matrix test all read it.

A role is held at one dealership or at every dealership of the site. Site-wide permissions
(settings, users, the audit log) need a site-wide role."""

from typing import Literal, get_args

Role = Literal["owner", "manager", "sales", "service", "viewer"]
ROLES: tuple[Role, ...] = get_args(Role)

Permission = Literal[
    "leads:read",
    "leads:write",
    "leads:export",
    "stock:read",
    "stock:write",
    "stock:feeds",
    "content:read",
    "content:write",
    "settings:read",
    "settings:write",
    "billing:write",
    "users:manage",
    "audit:read",
    "site:publish",
]
EVERYTHING: frozenset[Permission] = frozenset(get_args(Permission))
PERMISSIONS: dict[Role, frozenset[Permission]] = {
    "owner": EVERYTHING,
    # everything but users and billing settings (and the site-wide log and switching the site
    # live, which are the owners')
    "manager": EVERYTHING - {"users:manage", "billing:write", "audit:read", "site:publish"},
    # Sales keep the cars and their leads, not the whole stock or the whole book: no feed that
    # replaces the stock or runs on a schedule (stock:feeds), no export of every lead.
    "sales": frozenset(("leads:read", "leads:write", "stock:read", "stock:write")),
    # service bookings only: its lead permissions reach the service kinds (SERVICE_KINDS)
    "service": frozenset(("leads:read", "leads:write")),
    "viewer": frozenset(("leads:read", "stock:read", "content:read", "settings:read")),
}
SERVICE_KINDS = ("service_booking",)


def lead_kinds(role: Role) -> tuple[str, ...] | None:
    """The lead kinds a role sees; None is every kind."""
    return SERVICE_KINDS if role == "service" else None
