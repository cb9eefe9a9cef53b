"""The console's API (/api/v1/console). Endpoints stay thin: each names its permission through
`require`, the one authorisation dependency; the rules live in the services."""

from datetime import date
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Path, Query, Request, Response
from fastapi.responses import StreamingResponse

from forecourt.console import audit, auth, leads, stock, users
from forecourt.console.deps import (
    COOKIE,
    Access,
    ConsoleSignedIn,
    OptionalConsole,
    clear_cookie,
    grant,
    roles_of,
    second_factor_missing,
    set_cookie,
    signed_in,
)
from forecourt.console.models import AuditEntry, ConsoleRole, ConsoleUser, LeadNote
from forecourt.console.permissions import (
    ManageUsers,
    ReadAudit,
    ReadLeads,
    ReadStock,
    SettingUpSecondFactor,
    WriteLeads,
    WriteStock,
)
from forecourt.console.roles import EVERYTHING, Permission, Role
from forecourt.console.schemas import (
    AuditOut,
    AuditPage,
    CarChange,
    ConsoleMe,
    DeliveryOut,
    FeedProblemOut,
    FeedUpload,
    HandOffIn,
    ImportReportOut,
    InviteIn,
    LeadChange,
    LeadDetail,
    LeadPage,
    LeadRow,
    NewCount,
    NoteIn,
    NoteOut,
    PasswordIn,
    ResetIn,
    RoleOut,
    SignInIn,
    SignInOut,
    StockPage,
    StockRow,
    TotpEnableIn,
    TotpIn,
    TotpSetupOut,
    UserChange,
    UserOut,
)
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    CONFLICT,
    INVALID,
    RATE_LIMITED,
    ResponsesDict,
    Unauthorized,
    error_response,
    not_found,
)
from forecourt.core.rate_limit import RateLimit
from forecourt.core.request_limits import allow_larger_bodies
from forecourt.core.settings import Settings
from forecourt.core.types import MAX_DB_ID
from forecourt.inventory.cards import car_path
from forecourt.inventory.models import Car
from forecourt.leads.models import Lead
from forecourt.storefront.public import clear_public_cache
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.models import Dealership
from forecourt.tenancy.service import SiteResolver
from forecourt.tenancy.urls import site_base_url

router = APIRouter(prefix="/console", tags=["console"])
SIGNED_OUT: ResponsesDict = {401: error_response("No console user is signed in on this site")}
DENIED: ResponsesDict = {
    403: error_response("The role does not allow this, or the X-CSRF-Token header is wrong")
}
GUARDED = {**SIGNED_OUT, **DENIED, **INVALID}
NO_LEAD = not_found(leads.NO_LEAD)
ObjectId = Annotated[int, Path(ge=1, le=MAX_DB_ID)]
Page = Annotated[int, Query(ge=1, le=400)]


def sender_of(request: Request) -> str:
    settings: Settings = request.app.state.settings
    return settings.mail_from


def show_now(request: Request) -> None:
    """After a change of settings, content or locations: this worker serves it at once, others
    within the resolver's few seconds."""
    resolver: SiteResolver = request.app.state.site_resolver
    resolver.clear()
    clear_public_cache()


# --- signing in: the steps a site's console and the platform's share -------------------------


async def password_step(
    request: Request, response: Response, session: DbSession, site_id: int | None, body: SignInIn
) -> SignInOut:
    """On a site's host (site_id) its users; on the platform's (None) the operators."""
    opened = await auth.sign_in(
        session, site_id, body.email, body.password, request.cookies.get(COOKIE), utcnow()
    )
    set_cookie(request, response, opened.token)
    return SignInOut(status="totp_required" if opened.second_factor_pending else "signed_in")


async def code_step(found: ConsoleSignedIn | None, session: DbSession, body: TotpIn) -> SignInOut:
    if found is None or not found.session.second_factor_pending:
        raise Unauthorized("Sign in with your e-mail and password first.")
    await auth.second_factor(session, found.session, found.user, body.code, utcnow())
    return SignInOut(status="signed_in")


async def end_session(request: Request, response: Response, session: DbSession) -> None:
    token = request.cookies.get(COOKIE)
    if token and len(token) <= 100:
        await auth.close_session(session, token)
    clear_cookie(request, response)


# --- signing in ---------------------------------------------------------------------------------


@router.post(
    "/auth/sign-in",
    response_model=SignInOut,
    responses={**SIGNED_OUT, **INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_sign_in")],
)
async def sign_in(
    body: SignInIn, request: Request, response: Response, site: CurrentSite, session: DbSession
) -> SignInOut:
    """E-mail and password. With a second factor on, the answer is `totp_required` and the
    session opens nothing until POST /auth/totp."""
    return await password_step(request, response, session, site.id, body)


@router.post(
    "/auth/totp",
    response_model=SignInOut,
    responses={**SIGNED_OUT, **INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_sign_in")],
)
async def second_factor(body: TotpIn, found: OptionalConsole, session: DbSession) -> SignInOut:
    """The authenticator's 6-digit code after the password; five wrong codes end the attempt."""
    return await code_step(found, session, body)


@router.post(
    "/auth/hand-off",
    response_model=SignInOut,
    responses={**SIGNED_OUT, **INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_sign_in")],
)
async def hand_off(
    body: HandOffIn, request: Request, response: Response, site: CurrentSite, session: DbSession
) -> SignInOut:
    """A platform operator arrives from the platform host's console with a one-time token for
    this site: it opens a session of this site, which every audit entry marks as an operator's."""
    opened = await auth.use_hand_off(
        session, site.id, body.token, request.cookies.get(COOKIE), utcnow()
    )
    set_cookie(request, response, opened.token)
    return SignInOut(status="signed_in")


@router.post("/auth/sign-out", status_code=204, responses=SIGNED_OUT)
async def sign_out(request: Request, response: Response, session: DbSession) -> None:
    await end_session(request, response, session)


def _permissions(
    found: ConsoleSignedIn, roles: list[tuple[int | None, Role]]
) -> dict[Permission, Literal["all"] | list[int]]:
    if found.operator:
        return {p: "all" for p in sorted(EVERYTHING)}
    answer: dict[Permission, Literal["all"] | list[int]] = {}
    for permission in sorted(EVERYTHING):
        granted = grant(roles, permission)
        if granted is not None:
            ids = granted[0]
            answer[permission] = "all" if ids is None else sorted(ids)
    return answer


@router.get("/auth/session", response_model=ConsoleMe, responses=SIGNED_OUT)
async def me(
    found: Annotated[ConsoleSignedIn, Depends(signed_in)], site: CurrentSite, session: DbSession
) -> ConsoleMe:
    """The signed-in console user, roles, permissions and the CSRF token for changes."""
    roles = await roles_of(session, found.user)
    return ConsoleMe(
        id=found.user.id,
        email=found.user.email,
        name=found.user.name,
        operator=found.operator,
        totp_enabled=found.user.totp_secret is not None,
        totp_setup_needed=second_factor_missing(site, found),
        roles=[RoleOut(dealership_id=d, role=r) for d, r in roles],
        permissions=_permissions(found, roles),
        csrf_token=found.session.csrf_token,
    )


@router.post(
    "/auth/password-reset",
    status_code=202,
    responses={**INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_links")],
)
async def password_reset(
    body: ResetIn, request: Request, site: CurrentSite, session: DbSession
) -> None:
    """Sends a reset link if the address has a console account; answers the same either way."""
    await auth.request_reset(
        session, site, body.email, site_base_url(request, site), sender_of(request), utcnow()
    )


@router.post(
    "/auth/password",
    status_code=204,
    responses={**INVALID, **RATE_LIMITED},
    dependencies=[RateLimit("console_links")],
)
async def choose_password(body: PasswordIn, site: CurrentSite, session: DbSession) -> None:
    """Uses an invitation or reset link: sets the password, ends every session of the user."""
    await auth.set_password(session, site, body.token, body.password, utcnow())


@router.post("/auth/totp/setup", response_model=TotpSetupOut, responses=GUARDED)
async def totp_setup(site: CurrentSite, access: SettingUpSecondFactor) -> TotpSetupOut:
    """A new secret for the user's authenticator; nothing changes until /auth/totp/enable."""
    secret = auth.new_totp_secret()
    return TotpSetupOut(secret=secret, uri=auth.totp_uri(secret, access.user, site))


@router.post("/auth/totp/enable", status_code=204, responses=GUARDED)
async def totp_enable(
    body: TotpEnableIn, session: DbSession, access: SettingUpSecondFactor
) -> None:
    await auth.enable_totp(session, access.user, body.secret, body.code)


# --- users --------------------------------------------------------------------------------------


def _user_out(user: ConsoleUser, roles: list[ConsoleRole]) -> UserOut:
    return UserOut(
        id=user.id, email=user.email, name=user.name,
        roles=[RoleOut(dealership_id=r.dealership_id, role=r.role) for r in roles],
        invited=user.password_hash is None, totp_enabled=user.totp_secret is not None,
        last_sign_in_at=user.last_sign_in_at, disabled=user.disabled_at is not None,
    )  # fmt: skip


@router.get("/users", response_model=list[UserOut], responses=GUARDED)
async def list_users(access: ManageUsers, session: DbSession) -> list[UserOut]:
    return [_user_out(u, r) for u, r in await users.site_users(session, access.site_id)]


@router.post("/users", response_model=UserOut, status_code=201, responses={**GUARDED, **CONFLICT})
async def invite_user(
    body: InviteIn, request: Request, site: CurrentSite, access: ManageUsers, session: DbSession
) -> UserOut:
    """Invites someone by e-mail with one role, at one dealership or all."""
    user = await users.invite(
        session, access, site, email=body.email, name=body.name, role=body.role,
        dealership_id=body.dealership_id, base_url=site_base_url(request, site),
        sender=sender_of(request), now=utcnow(),
    )  # fmt: skip
    return _user_out(user, [ConsoleRole(dealership_id=body.dealership_id, role=body.role)])


@router.put(
    "/users/{user_id}/role",
    status_code=204,
    responses={**GUARDED, **not_found(users.NO_USER)},
)
async def change_role(
    user_id: ObjectId, body: UserChange, access: ManageUsers, session: DbSession
) -> None:
    user = await users.find_site_user(session, access.site_id, user_id)
    await users.set_role(session, access, user, body.role, body.dealership_id)


@router.delete(
    "/users/{user_id}", status_code=204, responses={**GUARDED, **not_found(users.NO_USER)}
)
async def disable_user(user_id: ObjectId, access: ManageUsers, session: DbSession) -> None:
    user = await users.find_site_user(session, access.site_id, user_id)
    await users.disable(session, access, user, utcnow())


# --- leads --------------------------------------------------------------------------------------


async def lead_filters(
    kind: Annotated[str | None, Query(max_length=30, pattern=r"^[a-z_]+$")] = None,
    status: Annotated[leads.LeadStatus | None, Query()] = None,
    dealership_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    car_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    date_from: Annotated[date | None, Query(alias="from")] = None,
    date_to: Annotated[date | None, Query(alias="to")] = None,
    q: Annotated[str | None, Query(max_length=100)] = None,
) -> leads.LeadFilters:
    return leads.LeadFilters(kind, status, dealership_id, car_id, date_from, date_to, q or None)


Filters = Annotated[leads.LeadFilters, Depends(lead_filters)]


def _row(lead: Lead, dealership: str, car: str | None) -> LeadRow:
    return LeadRow(
        id=lead.id, created_at=lead.created_at, kind=lead.kind, category=lead.category,
        status=lead.status, name=" ".join(filter(None, (lead.name, lead.last_name))),
        email=lead.email, phone=lead.phone, dealership_id=lead.dealership_id,
        dealership_name=dealership, car_id=lead.car_id, car_name=car, assignee_id=lead.assignee_id,
    )  # fmt: skip


@router.get("/leads", response_model=LeadPage, responses=GUARDED)
async def list_leads(
    access: ReadLeads, filters: Filters, session: DbSession, page: Page = 1
) -> LeadPage:
    """The user's leads, newest first, filtered by kind, status, dealership, car and date, and
    searched by name, e-mail or phone."""
    rows, total = await leads.page_of_leads(session, access, filters, page)
    return LeadPage(
        leads=[_row(*r) for r in rows], total=total, page=page,
        pages=max(1, -(-total // leads.PAGE_SIZE)),
    )  # fmt: skip


@router.get("/inbox", response_model=NewCount, responses=GUARDED)
async def count_new_leads(access: ReadLeads, session: DbSession) -> NewCount:
    """How many of the user's leads are new (the console polls it)."""
    return NewCount(new=await leads.count_new(session, access))


@router.get(
    "/exports/leads.csv",
    response_class=StreamingResponse,
    responses={**GUARDED, 200: {"content": {"text/csv": {"schema": {"type": "string"}}}}},
)
async def export_leads(
    access: ReadLeads, filters: Filters, session: DbSession
) -> StreamingResponse:
    """The filtered leads as CSV (at most 10,000 rows)."""
    return StreamingResponse(
        leads.export_csv(session, access, filters),
        media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": 'attachment; filename="leads.csv"'},
    )


def _audit_out(e: AuditEntry) -> AuditOut:
    return AuditOut.model_validate(e, from_attributes=True)


def _note_out(n: LeadNote) -> NoteOut:
    return NoteOut.model_validate(n, from_attributes=True)


async def _detail(session: DbSession, access: Access, lead_id: int) -> LeadDetail:
    lead = await leads.find_lead(session, access, lead_id)
    dealership = await session.get(Dealership, lead.dealership_id)
    car = await session.get(Car, lead.car_id) if lead.car_id else None
    history, _ = await audit.entries(session, access.site_id, object_type="lead", object_id=lead.id)
    return LeadDetail(
        **_row(lead, dealership.name if dealership else "", car.name if car else None).model_dump(),
        last_name=lead.last_name, postcode=lead.postcode, subcategory=lead.subcategory,
        message=lead.message, opt_in=lead.opt_in, details=lead.details,
        pages_visited=list(lead.attributes.get("visited_pages") or []),
        car_path=car_path(car.slug) if car else None, first_contacted_at=lead.first_contacted_at,
        deliveries=[DeliveryOut.model_validate(d, from_attributes=True)
                    for d in await leads.deliveries(session, lead)],
        notes=[_note_out(n) for n in await leads.notes(session, lead)],
        history=[_audit_out(e) for e in history],
    )  # fmt: skip


@router.get("/leads/{lead_id}", response_model=LeadDetail, responses={**GUARDED, **NO_LEAD})
async def lead_detail(lead_id: ObjectId, access: ReadLeads, session: DbSession) -> LeadDetail:
    """What the shopper sent, the car, the pages visited, each delivery with its attempts and
    errors, the notes and the lead's history."""
    return await _detail(session, access, lead_id)


@router.patch("/leads/{lead_id}", response_model=LeadDetail, responses={**GUARDED, **NO_LEAD})
async def change_lead(
    lead_id: ObjectId, body: LeadChange, access: WriteLeads, session: DbSession
) -> LeadDetail:
    """Moves the lead along new, contacted, appointment, sold, lost; (un)assigns it."""
    lead = await leads.find_lead(session, access, lead_id)
    await leads.update_lead(session, access, lead, status=body.status,
                            assignee_id=body.assignee_id, unassign=body.unassign)  # fmt: skip
    return await _detail(session, access, lead_id)


@router.post(
    "/leads/{lead_id}/notes",
    response_model=NoteOut,
    status_code=201,
    responses={**GUARDED, **NO_LEAD},
)
async def add_note(
    lead_id: ObjectId, body: NoteIn, access: WriteLeads, session: DbSession
) -> NoteOut:
    lead = await leads.find_lead(session, access, lead_id)
    return _note_out(await leads.add_note(session, access, lead, body.text.strip()))


@router.post(
    "/leads/{lead_id}/deliveries/{delivery_id}/retry",
    response_model=DeliveryOut,
    responses={**GUARDED, **NO_LEAD},
)
async def retry_delivery(
    lead_id: ObjectId, delivery_id: ObjectId, access: WriteLeads, session: DbSession
) -> DeliveryOut:
    """Sends a failed delivery again (the dispatcher picks it up at once)."""
    lead = await leads.find_lead(session, access, lead_id)
    row = await leads.retry_delivery(session, access, lead, delivery_id)
    return DeliveryOut.model_validate(row, from_attributes=True)


# --- audit --------------------------------------------------------------------------------------


@router.get("/audit", response_model=AuditPage, responses=GUARDED)
async def audit_log(
    access: ReadAudit,
    session: DbSession,
    object_type: Annotated[str | None, Query(max_length=40, pattern=r"^[a-z_]+$")] = None,
    object_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    page: Page = 1,
) -> AuditPage:
    """The site-wide log, newest first (owners), or one object's history."""
    rows, total = await audit.entries(
        session, access.site_id, object_type=object_type, object_id=object_id, page=page
    )
    return AuditPage(entries=[_audit_out(e) for e in rows], total=total, page=page)


# --- stock --------------------------------------------------------------------------------------

NO_CAR = not_found(stock.NO_CAR)
# A feed of a few thousand cars with long descriptions: larger than the API's default body cap.
allow_larger_bodies("/api/v1/console/imports/stock", 6 * 1024 * 1024)


def _stock_row(car: Car, dealership: str) -> StockRow:
    return StockRow(
        id=car.id, slug=car.slug, name=car.name, stocknum=car.stocknum, vin=car.vin,
        car_type=car.car_type, status=car.status, price=car.price, offer_price=car.offer_price,
        tag=car.tag, show_on_dealer_website=car.show_on_dealer_website,
        dealercomments=car.dealercomments, dealership_id=car.dealership_id,
        dealership_name=dealership, views=car.views, path=car_path(car.slug),
    )  # fmt: skip


@router.get("/stock", response_model=StockPage, responses=GUARDED)
async def list_stock(
    access: ReadStock,
    session: DbSession,
    q: Annotated[str | None, Query(max_length=100)] = None,
    status: Annotated[Literal["in_stock", "coming_soon", "sold"] | None, Query()] = None,
    dealership_id: Annotated[int | None, Query(ge=1, le=MAX_DB_ID)] = None,
    page: Page = 1,
) -> StockPage:
    """The cars of the user's dealerships, newest first, searched by name, stock number or VIN."""
    rows, total = await stock.page_of_cars(
        session, access, q=q or None, status=status, dealership_id=dealership_id, page=page
    )
    return StockPage(
        cars=[_stock_row(*r) for r in rows], total=total, page=page,
        pages=max(1, -(-total // stock.PAGE_SIZE)),
    )  # fmt: skip


@router.patch("/stock/{car_id}", response_model=StockRow, responses={**GUARDED, **NO_CAR})
async def edit_car(
    car_id: ObjectId, body: CarChange, access: WriteStock, session: DbSession
) -> StockRow:
    """Edits price, offer price, tag, status (sold marks the sale), website visibility and
    comments; the site shows the change at once."""
    car = await stock.find_car(session, access, car_id)
    car = await stock.edit_car(session, access, car, body.model_dump(exclude_unset=True))
    dealership = await session.get(Dealership, car.dealership_id)
    return _stock_row(car, dealership.name if dealership else "")


@router.post(
    "/imports/stock",
    response_model=ImportReportOut,
    responses={**GUARDED, **not_found("No such dealership")},
)
async def import_feed(body: FeedUpload, access: WriteStock, session: DbSession) -> ImportReportOut:
    """A CSV or JSON feed for one dealership, whole or nothing. With `dry_run` (the default)
    nothing is written: the answer says what would be added, updated and marked sold, or lists
    every bad row."""
    report = await stock.import_feed(
        session, access, body.dealership_id, body.content, body.format,
        full=body.full, dry_run=body.dry_run,
    )  # fmt: skip
    return ImportReportOut(
        dry_run=report.dry_run, accepted=report.accepted, rows=report.rows,
        created=report.created, updated=report.updated, marked_sold=report.marked_sold,
        problems=[FeedProblemOut(row=p.row, field=p.field, message=p.message) for p in report.problems],
    )  # fmt: skip
