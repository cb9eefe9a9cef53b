"""The role matrix: every console endpoint, generated from the app's own routes,
called by every role, by a user of another dealership and by a user of another site, asserting
allowed, 401, 403 or 404. An endpoint without a permission, or without a sample request here,
fails the test: a new endpoint cannot ship without a rule."""

from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

import pyotp
import pytest
from fastapi.routing import APIRoute
from sqlalchemy import delete, insert, update

from forecourt.appointments.models import Appointment
from forecourt.console.api import ROUTERS
from forecourt.console.deps import SITE_WIDE, grant
from forecourt.console.roles import Permission
from forecourt.content.models import ContentPage
from forecourt.inventory.models import Car, CarImage, FeedSource, PhotoUpload
from forecourt.locations.hours import public_holiday
from forecourt.locations.models import Location
from forecourt.offers.models import Offer
from forecourt.outbox.models import FAILED, OutboxMessage
from forecourt.reviews.models import Review
from forecourt.tenancy.dns import SystemResolver
from forecourt.tenancy.models import SiteDomain
from tests.console_users import console_sign_in, make_console_user, make_lead
from tests.dns_server import dns_server
from tests.factories import make_car, make_dealership, make_location, make_site, new_offer
from tests.https_feed_server import https_feed_server

PREFIX = "/console"  # the router's own prefix; the app serves it under /api/v1
# Signing in and out, links and the session itself: open to anyone (tested in test_console_auth).
PUBLIC = {
    ("POST", "/auth/sign-in"),
    ("POST", "/auth/totp"),
    ("POST", "/auth/sign-out"),
    ("GET", "/auth/session"),
    ("POST", "/auth/password-reset"),
    ("POST", "/auth/password"),
    ("POST", "/auth/hand-off"),
    ("POST", "/auth/sign-up"),
}
SECRET = pyotp.random_base32()
# Booking a time is asked of a test drive that came without one (not of the enquiry `lead_id` is).
BOOK_TIME = ("POST", "/leads/{lead_id}/appointment")
Body = Callable[[str], dict[str, Any] | None]
# A request body per changing endpoint (by actor, so each is unique where it must be).
BODIES: dict[tuple[str, str], Body] = {
    ("POST", "/auth/totp/setup"): lambda actor: None,
    ("POST", "/auth/totp/enable"): lambda actor: {
        "secret": SECRET,
        "code": pyotp.TOTP(SECRET).now(),
    },
    ("POST", "/users"): lambda actor: {
        "email": f"new-{actor}@example.com",
        "name": "New",
        "role": "viewer",
    },
    ("PUT", "/users/{user_id}/role"): lambda actor: {"role": "viewer"},
    ("DELETE", "/users/{user_id}"): lambda actor: None,
    ("PATCH", "/leads/{lead_id}"): lambda actor: {"status": "contacted"},
    ("POST", "/leads/{lead_id}/notes"): lambda actor: {"text": f"a note by {actor}"},
    ("POST", "/leads/{lead_id}/deliveries/{delivery_id}/retry"): lambda actor: None,
    ("POST", "/leads/{lead_id}/replies"): lambda actor: {
        "channel": "email",
        "subject": "Your enquiry",
        "text": f"Hello from {actor}",
    },
    ("PUT", "/lead-handling/{dealership_id}"): lambda actor: {"round_robin": True},
    ("POST", "/appointments/{appointment_id}/reschedule"): lambda actor: {
        "date": BOOKABLE[0].isoformat(),
        "time": "10:00",
    },
    ("POST", "/appointments/{appointment_id}/cancel"): lambda actor: {"reason": f"By {actor}"},
    BOOK_TIME: lambda actor: {
        "location_id": YARD[0],
        "date": BOOKABLE[0].isoformat(),
        "time": "10:00",
    },
    ("PUT", "/me/alerts"): lambda actor: {"mobile": "0412 345 678"},
    ("PATCH", "/stock/{car_id}"): lambda actor: {"price": 30000},
    ("POST", "/stock-price-changes"): lambda actor: {"car_ids": [CAR[0]], "percent": 1},
    ("PUT", "/stock/{car_id}/specifications"): lambda actor: {"power_kw": 100, "seats": 5},
    ("PUT", "/settings/business/{dealership_id}"): lambda actor: {
        "name": f"North by {actor}",
        "phone": "03 9000 1234",
    },
    ("POST", "/stock/{car_id}/photos"): lambda actor: PHOTO,  # bytes: sent as the body
    ("PUT", "/stock/{car_id}/photo-order"): lambda actor: {"photo_ids": [PHOTO_ID], "version": 0},
    ("POST", "/stock/{car_id}/photo-deletions"): lambda actor: {"photo_ids": [PHOTO_ID]},
    ("DELETE", "/stock/{car_id}/photos/{photo_id}"): lambda actor: None,
    ("PUT", "/feed-sources/{dealership_id}"): lambda actor: {
        "url": "https://feeds.example.com/stock.csv",
        "format": "csv",
    },
    ("DELETE", "/feed-sources/{dealership_id}"): lambda actor: None,
    ("POST", "/feed-sources/{dealership_id}/fetch"): lambda actor: None,
    ("DELETE", "/stock/{car_id}/photo-uploads/{upload_id}"): lambda actor: None,
    ("PUT", "/security"): lambda actor: {"totp_required": False},
    ("PUT", "/settings/config"): lambda actor: {"search": {"hits_per_page": 24}},
    ("PUT", "/settings/theme"): lambda actor: {"primary": "#123456"},
    ("PUT", "/settings/finance-provider"): lambda actor: {"finance_provider": "forecourt"},
    ("PUT", "/billing"): lambda actor: {"legal_name": f"Billed to {actor}"},
    ("POST", "/domains"): lambda actor: {"host": f"{actor}.example.com"},
    ("POST", "/domains/{domain_id}/check"): lambda actor: None,
    ("POST", "/go-live"): lambda actor: None,
    ("PATCH", "/domains/{domain_id}"): lambda actor: {"primary": True},
    ("DELETE", "/domains/{domain_id}"): lambda actor: None,
    ("PUT", "/lead-destinations/{dealership_id}"): lambda actor: {"emails": ["a@example.com"]},
    ("POST", "/test-leads/{dealership_id}"): lambda actor: None,
    ("POST", "/pages"): lambda actor: {**PAGE, "path": f"/pages/{actor}"},
    ("PUT", "/pages/{page_id}"): lambda actor: PAGE,
    ("DELETE", "/pages/{page_id}"): lambda actor: None,
    ("POST", "/page-preview"): lambda actor: {"markdown": "# Preview"},
    ("POST", "/offers"): lambda actor: {"name": f"Offer by {actor}", "description": "Save"},
    ("PUT", "/offers/{offer_id}"): lambda actor: {"name": "Changed", "description": "Save"},
    ("DELETE", "/offers/{offer_id}"): lambda actor: None,
    ("POST", "/offers/{offer_id}/image"): lambda actor: {"files": {"image": ("o.png", PHOTO)}},
    ("DELETE", "/offers/{offer_id}/image"): lambda actor: None,
    ("PUT", "/national-offers/{national_offer_id}"): lambda actor: {"shown": False},
    ("POST", "/locations"): lambda actor: {"name": f"Yard of {actor}", "dealership_id": NORTH[0]},
    ("PUT", "/locations/{location_id}"): lambda actor: {"name": "North yard"},
    ("PATCH", "/reviews/{review_id}"): lambda actor: {"reply": f"Thanks from {actor}"},
    ("PUT", "/presentation"): lambda actor: {"hero_title": f"By {actor}"},
    ("PUT", "/dealership-overrides/{dealership_id}"): lambda actor: {},
    ("POST", "/imports/stock"): lambda actor: {
        "dealership_id": NORTH[0],
        "format": "csv",
        "content": "stocknum\n",
        "dry_run": True,
    },
    # The new-site wizard's steps for a site's owner (a dealer who signed up through a link).
    ("PUT", "/setup/theme"): lambda actor: {"primary": "#123456"},
    ("POST", "/setup/logo"): lambda actor: PHOTO,
    ("POST", "/setup/dealerships"): lambda actor: {"name": f"Yard of {actor}", "postcode": "3220"},
    ("POST", "/setup/imports/stock"): lambda actor: {
        "dealership_id": NORTH[0],
        "format": "csv",
        "content": "stocknum\n",
    },  # fmt: skip
    ("POST", "/setup/imports/stock-address"): lambda actor: {
        "dealership_id": NORTH[0],
        "format": "csv",
        "url": FEED_URL[0],
    },  # fmt: skip
    ("PUT", "/setup/lead-destinations/{dealership_id}"): lambda actor: {"emails": ["a@b.com"]},
    ("POST", "/setup/dealerships/{dealership_id}/test-leads"): lambda actor: None,
    ("POST", "/imports/whole-stock"): lambda actor: {
        "dealership_id": NORTH[0],
        "format": "csv",
        "content": "stocknum\n",
        "dry_run": True,
    },
}
PHOTO_ID, UPLOAD_ID = 902, 903
PHOTO = b"\x89PNG\r\n\x1a\n" + bytes.fromhex(
    "0000000d49484452000000010000000108020000009077"
    "53de0000000c4944415408d763f8cfc000000301010018dd8db00000000049454e44ae426082"
)  # a 1x1 PNG
PAGE = {"path": "/pages/matrix", "title": "Matrix", "description": "D", "markdown": "Body"}
NORTH: list[int] = []  # the lead's dealership, known once the test has made it
FEED_URL: list[str] = []  # a stock feed on the loopback HTTPS server
CAR: list[int] = []  # the north dealership's car
BOOKABLE: list[date] = []  # a day the north yard opens, for a reschedule
YARD: list[int] = []  # the north yard, where a time is booked
# Endpoints about one object of the north dealership (a user of another dealership: 404).
OF_NORTH = (
    "{lead_id}", "{customer_id}", "{car_id}", "/imports/", "-price-changes", "{location_id}", "{review_id}", "{dealership_id}",
    "/locations", "{appointment_id}",
)  # fmt: skip
# Actors: (role, at the lead's dealership?) signed in on this site.
ROLES = {
    "owner": ("owner", "all"),
    "manager": ("manager", "all"),
    "sales": ("sales", "north"),
    "service": ("service", "all"),
    "viewer": ("viewer", "north"),
    "sales of another dealership": ("sales", "south"),
}


def _permission(route: APIRoute) -> tuple[Permission, bool] | None:
    """The permission the route requires, and whether over the whole site."""
    pending = list(route.dependant.dependencies)
    while pending:
        dependant = pending.pop()
        found = getattr(dependant.call, "permission", None)
        if found:
            return found, dependant.call.whole_site  # type: ignore[union-attr]
        pending.extend(dependant.dependencies)
    return None


def console_routes() -> list[tuple[str, str, tuple[Permission, bool]]]:
    routes = []
    for route in (r for router in ROUTERS for r in router.routes):
        if not isinstance(route, APIRoute) or not route.path.startswith(PREFIX):
            continue
        path = route.path_format.removeprefix(PREFIX)
        for method in route.methods - {"HEAD"}:
            if (method, path) in PUBLIC:
                continue
            permission = _permission(route)
            assert permission, f"{method} {route.path} has no permission: use require(...)"
            assert method == "GET" or (method, path) in BODIES, (
                f"no sample body for {method} {path}"
            )
            routes.append((method, path, permission))
    return sorted(routes)


@pytest.fixture
def feed_server(tmp_path):
    with https_feed_server(tmp_path) as server:
        server.feeds["/stock.csv"] = "stocknum\n"
        FEED_URL[:] = [server.url + "/stock.csv"]
        yield server


@pytest.fixture
def settings(settings, feed_server):
    # The wizard's feed address is fetched from the loopback server, whose test CA it trusts.
    return settings.model_copy(
        update={"feed_ca_file": feed_server.ca_file, "feed_private_hosts": True}
    )


async def test_every_console_endpoint_by_every_role(session, client_for, app):
    with dns_server() as (_, address):  # the domain check asks loopback, not the world's DNS
        app.state.dns_resolver = SystemResolver([address], timeout=2.0)
        await _every_console_endpoint_by_every_role(session, client_for)


async def _every_console_endpoint_by_every_role(session, client_for):
    alpha, beta = await make_site(session, "alpha"), await make_site(session, "beta")
    dealerships = {
        "north": await make_dealership(session, alpha),
        "south": await make_dealership(session, alpha),
    }
    lead = await make_lead(session, dealerships["north"])
    test_lead = await make_lead(session, dealerships["north"], kind="test")
    car = await make_car(session, dealerships["north"], make="Mazda", car_type="new")
    NORTH[:] = [dealerships["north"].id]
    CAR[:] = [car.id]
    yard = await make_location(session, dealerships["north"])
    # a test drive at the yard (the factory's yard opens every day but Sunday, in Brisbane)
    drive = await make_lead(session, dealerships["north"], kind="test_drive", category="Test Drive")
    waiting = await make_lead(
        session, dealerships["north"], kind="test_drive", category="Test Drive"
    )
    YARD[:] = [yard.id]
    queensland = Location(state="QLD")
    BOOKABLE[:] = [next(
        d for d in (date.today() + timedelta(days=n) for n in range(2, 14))
        if d.weekday() != 6 and not public_holiday(queensland, d)
    )]  # fmt: skip
    appointment = Appointment(
        site_id=alpha.id, dealership_id=dealerships["north"].id, lead_id=drive.id,
        location_id=yard.id, kind="test_drive", day=BOOKABLE[0], time="09:00", minutes=30,
        created_at=drive.created_at, updated_at=drive.created_at,
    )  # fmt: skip
    session.add(appointment)
    review = Review(site_id=alpha.id, location_id=yard.id, customer_name="Ann", text="Good",
                    rating=5, review_date=date(2026, 5, 1))  # fmt: skip
    national = new_offer(None, "Mazda national", manufacturer="Mazda")
    session.add_all([review, national])
    delivery = OutboxMessage(
        site_id=alpha.id, lead_id=lead.id, channel="email", purpose="dealer",
        destination="sales@example.com", payload={}, status=FAILED, attempts=3,
        next_attempt_at=lead.created_at,
    )  # fmt: skip
    session.add(delivery)
    victim = await make_console_user(
        session, alpha, "sales", dealerships["south"], email="victim@example.com"
    )
    roles = {}
    for actor, (role, where) in ROLES.items():
        at = None if where == "all" else dealerships[where]
        user = await make_console_user(
            session, alpha, role, at, email=f"{actor.replace(' ', '-')}@example.com"
        )
        roles[actor] = [(at.id if at else None, role)]
        assert user.id
    stranger = await make_console_user(session, beta, "owner", email="owner@beta.example.com")
    home = SiteDomain(site_id=alpha.id, host="alpha.example.com", primary=True)
    spare = SiteDomain(site_id=alpha.id, host="spare.example.com", primary=False)
    session.add_all([home, spare])
    await session.commit()

    clients = {}
    for actor in ROLES:
        clients[actor] = client_for("alpha")
        await console_sign_in(clients[actor], f"{actor.replace(' ', '-')}@example.com")
    anonymous = client_for("alpha")
    other_site = client_for("beta")
    await console_sign_in(other_site, stranger.email)
    other_site_on_alpha = client_for("alpha")
    other_site_on_alpha.cookies.set("fc_console", other_site.cookies.get("fc_console"))
    other_site_on_alpha.headers["X-CSRF-Token"] = other_site.headers["X-CSRF-Token"]

    ids = {
        "lead_id": lead.id, "delivery_id": delivery.id, "user_id": victim.id, "car_id": car.id,
        "domain_id": spare.id, "dealership_id": dealerships["north"].id, "page_id": 900,
        "offer_id": 901, "national_offer_id": national.id, "location_id": yard.id,
        "review_id": review.id, "photo_id": PHOTO_ID, "upload_id": UPLOAD_ID,
        "customer_id": lead.customer_id,
        "appointment_id": appointment.id,
        "test_lead_id": test_lead.id, "postcode": "3220",
    }  # fmt: skip
    routes = console_routes()
    assert len(routes) >= 12, routes
    failures = []
    # The objects below are put back before a request whenever the one before may have changed
    # them: a change that was answered 2xx. A read or a refusal changes nothing (were one to, the
    # next actor's answer would show it).
    changed = True
    for method, template, permission in routes:
        booking = (method, template) == BOOK_TIME
        url = (
            "/api/v1"
            + PREFIX
            + template.format(**{**ids, **({"lead_id": waiting.id} if booking else {})})
        )
        for actor, client in [
            *clients.items(),
            ("anonymous", anonymous),
            ("other site", other_site_on_alpha),
        ]:
            if changed:
                await _put_back(
                    session, ids, alpha.id, car.id, lead.created_at, home, spare, waiting
                )
            body = BODIES.get((method, template), lambda a: None)(actor.replace(" ", "-"))
            if isinstance(body, bytes):
                answer = await client.request(method, url, content=body)
            elif body and "files" in body:  # a multipart form
                answer = await client.request(method, url, files=body["files"])
            else:
                answer = await client.request(method, url, json=body)
            if actor in ("anonymous", "other site"):
                expected = "401"
            else:
                granted = grant(roles[actor], permission[0], whole_site=permission[1])
                if granted is None:
                    expected = "403"
                elif any(o in template for o in OF_NORTH) and not _reaches(
                    granted,
                    dealerships["north"].id,
                    _kind(template, "test_drive" if booking else lead.kind),
                ):
                    expected = "404"
                else:
                    expected = "2xx"
            changed = method != "GET" and 200 <= answer.status_code < 300
            got = "2xx" if 200 <= answer.status_code < 300 else str(answer.status_code)
            if got != expected:
                failures.append(
                    f"{method} {template} as {actor}: {answer.status_code} (expected {expected}) {answer.text[:120]}"
                )
    assert not failures, "\n".join(failures)


async def _put_back(
    session: Any,
    ids: dict[str, int],
    site_id: int,
    car_id: int,
    made_at: Any,
    home: SiteDomain,
    spare: SiteDomain,
    waiting: Any,
) -> None:
    """The objects the changing endpoints act on, as each request expects to find them."""
    # each retry finds a failed delivery
    await session.execute(update(OutboxMessage).values(status=FAILED))
    # each removal or promotion finds the spare address, not primary
    await session.execute(update(SiteDomain).values(primary=SiteDomain.id == home.id))
    await session.execute(delete(SiteDomain).where(SiteDomain.id == spare.id))
    await session.execute(
        insert(SiteDomain).values(
            id=spare.id,
            site_id=site_id,
            host="spare.example.com",
            verified_at=made_at,
        )  # fmt: skip
    )
    # and each change or removal of a page or an offer finds it
    await session.execute(delete(ContentPage).where(ContentPage.id == ids["page_id"]))
    session.add(ContentPage(id=ids["page_id"], site_id=site_id, path="/pages/matrix",
                            title="M", description="D", body_markdown="B", body_html="B",
                            updated_at=made_at))  # fmt: skip
    await session.execute(delete(Offer).where(Offer.id == ids["offer_id"]))
    session.add(new_offer(site_id, "Own", id=ids["offer_id"]))
    # and the north dealership has a scheduled feed to fetch or stop
    await session.execute(delete(FeedSource))
    session.add(FeedSource(site_id=site_id, dealership_id=NORTH[0], url="https://f.example/s.csv",
                           format="csv", next_fetch_at=made_at))  # fmt: skip
    # and the car has one picture and one failed upload to delete
    await session.execute(delete(CarImage).where(CarImage.car_id == car_id))
    await session.execute(delete(PhotoUpload).where(PhotoUpload.car_id == car_id))
    session.add(CarImage(id=PHOTO_ID, car_id=car_id, source="x.jpg"))
    await session.execute(update(Car).where(Car.id == car_id).values(photo_version=0))
    # and the test drive is booked at nine, to be moved or cancelled
    await session.execute(update(Appointment).values(status="booked", time="09:00"))
    # and the test drive without a time still waits for one
    await session.execute(delete(Appointment).where(Appointment.lead_id == waiting.id))
    session.add(PhotoUpload(id=UPLOAD_ID, site_id=site_id, car_id=car_id, key="in/x",
                            status="failed"))  # fmt: skip
    await session.commit()


def _kind(template: str, lead_kind: str) -> str | None:
    """The lead kind the endpoint's object is about: the lead's, or the test drive's."""
    if "{lead_id}" in template or "{customer_id}" in template:
        return lead_kind
    return "test_drive" if "{appointment_id}" in template else None


def _reaches(granted: tuple[Any, Any], dealership_id: int, kind: str | None) -> bool:
    ids, kinds = granted
    return (ids is None or dealership_id in ids) and (
        kind is None or kinds is None or kind in kinds
    )


def test_site_wide_permissions_need_a_site_wide_role():
    assert grant([(7, "owner")], "users:manage") is None
    assert grant([(None, "owner")], "users:manage") == (None, None)
    assert grant([(7, "sales"), (8, "viewer")], "leads:read") == (frozenset({7, 8}), None)
    assert grant([(None, "service")], "leads:read") == (None, ("service_booking",))
    assert "audit:read" in SITE_WIDE


def test_no_literal_path_shares_a_template_with_a_parameter():
    """`/leads/count` beside `/leads/{lead_id}` would send a PATCH on it to the lead route (its
    auth answers before the 405): a literal segment may not stand where a sibling has a
    parameter."""
    paths = {
        route.path_format
        for router in ROUTERS
        for route in router.routes
        if isinstance(route, APIRoute)
    }
    clashes = []
    for a in paths:
        for b in paths:
            sa, sb = a.split("/"), b.split("/")
            if a < b and len(sa) == len(sb):
                pairs = list(zip(sa, sb, strict=True))
                differ = [(x, y) for x, y in pairs if x != y]
                if len(differ) == 1 and any(s.startswith("{") for s in differ[0]):
                    clashes.append((a, b))
    assert not clashes


def test_sales_cannot_replace_the_stock_schedule_feeds_or_export_every_lead():
    """The whole-stock import, feed schedules and the leads export need a
    permission the sales role lacks (owners and managers have it)."""
    routes = {(method, path): permission for method, path, permission in console_routes()}
    kept_from_sales = {
        ("POST", "/imports/whole-stock"): "stock:feeds",
        ("PUT", "/feed-sources/{dealership_id}"): "stock:feeds",
        ("DELETE", "/feed-sources/{dealership_id}"): "stock:feeds",
        ("POST", "/feed-sources/{dealership_id}/fetch"): "stock:feeds",
        ("GET", "/exports/leads.csv"): "leads:export",
    }
    for route, permission in kept_from_sales.items():
        assert routes[route][0] == permission, route
        assert grant([(None, "sales")], permission) is None
        assert grant([(7, "sales")], permission) is None
        assert grant([(None, "manager")], permission) == (None, None)
        assert grant([(None, "owner")], permission) == (None, None)
    # a salesperson still imports some cars and keeps the stock
    assert routes[("POST", "/imports/stock")][0] == "stock:write"
    assert grant([(None, "sales")], "stock:write") == (None, None)
