"""Every e-mail field of the API is checked as an address by one rule (core/form_fields.Email):
markup, display names and malformed addresses answer 422 naming the field, in the forms' own
words, and nothing is queued for them. The endpoints are listed here and checked against the
OpenAPI document, so a new e-mail field cannot ship unchecked."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, get_args

import httpx
import pytest
from sqlalchemy import func, select

from forecourt.core.form_fields import EMAIL_MESSAGE
from forecourt.leads.schemas import LeadIn
from forecourt.outbox.models import OutboxMessage
from forecourt.tenancy.billing import BillingDetails
from forecourt.tenancy.config import SiteConfig, Theme
from tests.console_users import PASSWORD, console_sign_in, make_console_user
from tests.factories import make_car, make_dealership, make_location, make_site
from tests.shoppers import MOBILE, sign_in

BAD = [
    '"><img/src=x/onerror=alert(3)>@x.co',
    "javascript:alert(1)//@x.co",
    "Sam <sam@example.com>",
    "sam@example",
    "sam@@example.com",
    "sa..m@example.com",
    "sam@exam_ple.com",
    "sam@localhost",
    "sam@example.com\n<b>",
    "",
]
SHOPPER = {"name": "Jane", "email": "jane@example.com", "phone": "0412 345 678"}
# What a kind needs besides the shared fields, so the e-mail is the one thing wrong.
KIND_FIELDS: dict[str, dict[str, Any]] = {
    "service_booking": {"vehicle_year": 2018, "vehicle_rego": "ABC123", "preferred_date": "2030-01-07"},
    "sell_my_car": {"vehicle_make": "Mazda", "vehicle_model": "3", "vehicle_year": 2018},
    "sweepstake": {"postcode": "2150", "date_of_birth": "1990-05-17"},
}  # fmt: skip
KINDS = [get_args(m.model_fields["kind"].annotation)[0] for m in get_args(get_args(LeadIn)[0])]


@dataclass(frozen=True)
class Case:
    """One e-mail field: who sends it, where, and the body with the address in it."""

    who: str  # public, shopper, console, platform (signing in) or operator (signed in)
    method: str
    path: str  # with {dealership_id} and {location_id} filled in by the test
    field: str
    body: Callable[[str], dict[str, Any]]

    @property
    def id(self) -> str:
        return f"{self.method} {self.path} {self.field}"


def _lead(kind: str) -> Case:
    return Case(
        "public", "POST", "/api/v1/leads", "email",
        lambda e: {"kind": kind, **SHOPPER, "message": "Hello", **KIND_FIELDS.get(kind, {}), "email": e},
    )  # fmt: skip


YARD = {
    "name": "Kelly Motors Geelong", "street": "1 Latrobe Tce", "city": "Geelong", "state": "VIC",
    "postcode": "3220", "phone": "03 5222 0000",
}  # fmt: skip
CUSTOMER = {"purchasePrice": 30000, "phoneNumber": "0412345678", "firstName": "Jane"}
FEED = {"url": "https://feeds.example.com/stock.csv", "format": "csv"}
CASES = [
    *(_lead(kind) for kind in KINDS),
    Case("public", "POST", "/api/v1/auth/code", "email", lambda e: {"phone": MOBILE, "email": e}),
    Case("public", "POST", "/api/v1/console/auth/sign-in", "email",
         lambda e: {"email": e, "password": "a password"}),
    Case("public", "POST", "/api/v1/console/auth/password-reset", "email", lambda e: {"email": e}),
    Case("platform", "POST", "/api/v1/platform/auth/sign-in", "email",
         lambda e: {"email": e, "password": "a password"}),
    Case("shopper", "PATCH", "/api/v1/garage/profile", "email", lambda e: {"email": e}),
    Case("shopper", "POST", "/api/youx/create-customer", "data.email",
         lambda e: {"data": {**CUSTOMER, "email": e}}),
    Case("console", "POST", "/api/v1/console/users", "email",
         lambda e: {"email": e, "name": "New", "role": "viewer"}),
    Case("console", "PUT", "/api/v1/console/lead-destinations/{dealership_id}", "emails.0",
         lambda e: {"emails": [e]}),
    Case("console", "PUT", "/api/v1/console/lead-destinations/{dealership_id}", "adf_emails.0",
         lambda e: {"adf_emails": [e]}),
    Case("console", "PUT", "/api/v1/console/feed-sources/{dealership_id}", "notify_email",
         lambda e: {**FEED, "notify_email": e}),
    Case("console", "POST", "/api/v1/console/locations", "email",
         lambda e: {"name": "North yard", "dealership_id": 0, "email": e}),
    Case("console", "PUT", "/api/v1/console/locations/{location_id}", "email",
         lambda e: {"name": "North yard", "email": e}),
    Case("console", "PUT", "/api/v1/console/billing", "billing_email",
         lambda e: {"billing_email": e}),
    Case("console", "PUT", "/api/v1/console/billing", "invoice_copies.0",
         lambda e: {"invoice_copies": [e]}),
    # The new-site wizard's steps, an operator's.
    Case("operator", "POST", "/api/v1/platform/sites/{site_id}/dealerships", "email",
         lambda e: {**YARD, "email": e}),
    Case("operator", "PUT", "/api/v1/platform/sites/{site_id}/lead-destinations/{dealership_id}",
         "emails.0", lambda e: {"emails": [e]}),
    Case("operator", "PUT", "/api/v1/platform/sites/{site_id}/lead-destinations/{dealership_id}",
         "adf_emails.0", lambda e: {"adf_emails": [e]}),
    Case("operator", "POST", "/api/v1/platform/sites/{site_id}/owner", "email",
         lambda e: {"email": e, "name": "Kim"}),
    Case("operator", "POST", "/api/v1/platform/sites/{site_id}/sign-up-links", "email",
         lambda e: {"email": e, "name": "Kim"}),
    # The same steps in a site's own console, its owner's (after a sign-up link).
    Case("console", "POST", "/api/v1/console/setup/dealerships", "email",
         lambda e: {**YARD, "email": e}),
    Case("console", "PUT", "/api/v1/console/setup/lead-destinations/{dealership_id}", "emails.0",
         lambda e: {"emails": [e]}),
    Case("console", "PUT", "/api/v1/console/setup/lead-destinations/{dealership_id}",
         "adf_emails.0", lambda e: {"adf_emails": [e]}),
]  # fmt: skip


async def _outbox(session) -> int:  # type: ignore[no-untyped-def]
    return await session.scalar(select(func.count()).select_from(OutboxMessage))  # type: ignore[no-any-return]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
async def test_every_email_field_refuses_what_is_not_an_address(
    case, session, engine, settings, client_for
):
    site = await make_site(session, "alpha", config={"sign_in": {"captcha": False}})
    dealership = await make_dealership(session, site)
    location = await make_location(session, dealership)
    await make_car(session, dealership, location_id=location.id)
    owner = await make_console_user(session, site, "owner")
    operator = await make_console_user(session, None, None, email="ops@forecourt.example")
    await session.commit()
    on_platform = case.who in ("platform", "operator")
    client: httpx.AsyncClient = client_for("localhost" if on_platform else "alpha")
    if case.who == "operator":
        await client.post(
            "/api/v1/platform/auth/sign-in", json={"email": operator.email, "password": PASSWORD}
        )
        me = (await client.get("/api/v1/platform/auth/session")).json()
        client.headers["X-CSRF-Token"] = me["csrf_token"]
    elif case.who == "shopper":
        client.headers["X-CSRF-Token"] = await sign_in(client, engine, settings)
    elif case.who == "console":
        await console_sign_in(client, owner.email)
    path = case.path.format(site_id=site.id, dealership_id=dealership.id, location_id=location.id)
    before = await _outbox(session)

    for address in BAD:
        body = case.body(address)
        if "dealership_id" in body:
            body["dealership_id"] = dealership.id
        answer = await client.request(case.method, path, json=body)
        assert answer.status_code == 422, (address, answer.text)
        assert answer.json()["errors"] == [{"field": case.field, "message": EMAIL_MESSAGE}], address
    assert await _outbox(session) == before  # nothing queued to any of them


async def test_a_normal_address_is_kept_in_its_ascii_form(session, client_for):
    site = await make_site(session, "alpha", config={"sign_in": {"captcha": False}})
    await make_dealership(session, site)
    await session.commit()
    body = _lead("enquiry").body("  O'Brien+cars@Bücher.DE ")
    answer = await client_for("alpha").post("/api/v1/leads", json=body)
    assert answer.status_code == 201, answer.text
    sent = await session.scalar(
        select(OutboxMessage.destination).where(OutboxMessage.purpose == "acknowledgement")
    )
    assert sent == "O'Brien+cars@xn--bcher-kva.de"


def _email_fields(
    schema: dict[str, Any],
    defs: dict[str, Any],
    prefix: str = "",
    seen: frozenset[str] = frozenset(),
) -> set[str]:
    """Dotted names of the e-mail fields of a JSON schema: by format, or by a name with "mail"
    (which must then have the format too, or the set says so with a "!")."""
    found: set[str] = set()
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        # A model inside itself (a menu's dropdown) holds nothing new.
        return set() if name in seen else _email_fields(defs[name], defs, prefix, seen | {name})
    for union in ("oneOf", "anyOf", "allOf"):
        for member in schema.get(union, []):
            found |= _email_fields(member, defs, prefix, seen)
    if "items" in schema:
        found |= _email_fields(schema["items"], defs, f"{prefix}0.", seen)
    for name, sub in schema.get("properties", {}).items():
        inner = _email_fields(sub, defs, f"{prefix}{name}.", seen)
        found |= inner
        if "mail" in name.lower() and not inner and sub.get("type") != "boolean":
            found.add(f"{prefix}{name}!")  # named like an address, not checked as one
    if schema.get("format") == "email":
        found.add(prefix.rstrip("."))
    return found


def test_the_cases_cover_every_email_field_of_the_api(app):
    document = app.openapi()
    defs = document["components"]["schemas"]
    fields: set[tuple[str, str, str]] = set()
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            content = operation.get("requestBody", {}).get("content", {})
            for body in content.values():
                for field in _email_fields(body["schema"], defs):
                    fields.add((method.upper(), path, field))
    # Bodies the console validates against a model of its own (the document says "object").
    for model, path in ((BillingDetails, "/api/v1/console/billing"),
                        (SiteConfig, "/api/v1/console/settings/config"),
                        (Theme, "/api/v1/console/settings/theme")):  # fmt: skip
        schema = model.model_json_schema()
        for field in _email_fields(schema, schema.get("$defs", {})):
            fields.add(("PUT", path, field))
    assert fields == {(c.method, c.path, c.field) for c in CASES}
