"""What the console's API takes and answers."""

from datetime import date, datetime
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from forecourt.console.roles import Permission, Role
from forecourt.core.form_fields import Email
from forecourt.core.types import DbId
from forecourt.inventory.stock_desk import SOLD_WITHOUT_CONFIRMATION
from forecourt.leads.desk import LeadStatus

MAX_LISTED_CARS = 2000  # a dry run's list of cars: a dealership's whole stock fits


class SignInIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    email: Email
    password: str = Field(min_length=1, max_length=200)


class SignInOut(BaseModel):
    # totp_required: the password was right; POST /auth/totp with the authenticator's code
    status: Literal["signed_in", "totp_required"]


class HandOffIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str = Field(min_length=1, max_length=100)


class TotpIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    code: str = Field(pattern=r"^[0-9]{6}$")


class TotpSetupOut(BaseModel):
    secret: str
    uri: str  # otpauth:// for the authenticator app's QR code


class TotpEnableIn(TotpIn):
    secret: str = Field(pattern=r"^[A-Z2-7]{32,64}$")  # at least the 112 bits RFC 4226 asks


class ResetIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    email: Email


class PasswordIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    token: str = Field(min_length=10, max_length=100)
    password: str = Field(min_length=1, max_length=200)


class RoleOut(BaseModel):
    dealership_id: int | None  # None: every dealership of the site
    role: Role


class ConsoleMe(BaseModel):
    id: int
    email: str
    name: str
    operator: bool
    totp_enabled: bool
    # The site requires a second factor and the user has none: only setting one up is open.
    totp_setup_needed: bool
    roles: list[RoleOut]
    # Where each permission holds: "all" or dealership ids (the app hides what it may not do;
    # the server decides).
    permissions: dict[Permission, Literal["all"] | list[int]]
    csrf_token: str
    sites_url: str | None = Field(
        default=None, description="A platform operator's way back to the list of every site"
    )


class UserOut(BaseModel):
    id: int
    email: str
    name: str
    roles: list[RoleOut]
    invited: bool  # has not chosen a password yet
    totp_enabled: bool
    last_sign_in_at: datetime | None
    disabled: bool


class InviteIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    email: Email
    name: str = Field(min_length=1, max_length=100)
    role: Role
    dealership_id: DbId | None = None  # None: every dealership


class UserChange(BaseModel):
    model_config = ConfigDict(extra="forbid")
    role: Role
    dealership_id: DbId | None = None


class LeadRow(BaseModel):
    id: int
    created_at: datetime
    kind: str
    category: str
    status: str
    name: str
    email: str
    phone: str
    dealership_id: int
    dealership_name: str
    car_id: int | None
    car_name: str | None
    assignee_id: int | None
    assignee_name: str | None = Field(description="Who has the lead (None: nobody yet)")
    respond_by: datetime | None = Field(
        description="When the response target (in the location's opening hours) runs out"
    )
    overdue: bool = Field(description="Not answered by `respond_by`: listed first")
    deal_id: int | None = Field(
        description="The customer's deal (reservation, finance, trade-in) this lead is part of"
    )
    customer_id: int | None = Field(
        None, description="The person who sent it (their leads by the same phone or e-mail)"
    )
    customer_leads: int = Field(
        0, description="How many of the customer's leads the user sees, this one included"
    )
    returning: bool = Field(
        False, description="The customer sent an earlier lead the user sees: a returning customer"
    )


class LeadPage(BaseModel):
    leads: list[LeadRow]
    total: int
    page: int
    pages: int


class NewCount(BaseModel):
    new: int
    latest: int = Field(
        description="The newest lead's id: when it moves, the leads list is asked again"
    )


class AssigneeOut(BaseModel):
    """A user the lead may be assigned to (their role reaches it)."""

    id: int
    name: str


class DeliveryOut(BaseModel):
    id: int
    channel: str
    purpose: str
    destination: str
    status: str
    attempts: int
    last_error: str | None
    created_at: datetime
    delivered_at: datetime | None


class NoteOut(BaseModel):
    id: int
    author: str
    text: str
    created_at: datetime


class AuditOut(BaseModel):
    id: int
    actor: str  # the e-mail, kept when the user goes
    operator: bool
    object_type: str
    object_id: int | None
    action: str
    before: dict[str, Any]
    after: dict[str, Any]
    created_at: datetime
    actor_name: str | None = Field(
        default=None, description="The user's name, while the user exists"
    )
    subject_kind: str | None = Field(
        default=None, description="What the subject is: Car, Page, ..."
    )
    subject_name: str | None = Field(
        default=None, description="A car's stock number and name, a page's title, a lead's name ..."
    )


class DealLeadOut(BaseModel):
    id: int
    kind: str
    category: str
    status: str
    created_at: datetime


class DealOut(BaseModel):
    """One customer buying one car: every lead of the purchase, oldest first."""

    id: int
    customer: str
    email: str
    phone: str
    car_id: int | None
    leads: list[DealLeadOut]


class LeadDetail(LeadRow):
    last_name: str | None
    postcode: str | None
    subcategory: str | None
    message: str | None
    opt_in: bool
    details: dict[str, Any]
    pages_visited: list[Any]
    car_path: str | None
    first_contacted_at: datetime | None
    deliveries: list[DeliveryOut]
    notes: list[NoteOut]
    history: list[AuditOut]
    deal: DealOut | None
    replies: list["ReplyOut"] = Field(description="Messages sent to the shopper, oldest first")


class LeadChange(BaseModel):
    model_config = ConfigDict(extra="forbid")
    status: LeadStatus | None = None
    assignee_id: DbId | None = None
    unassign: bool = False


class ReplyOut(BaseModel):
    id: int
    author: str
    channel: Literal["email", "sms"]
    destination: str
    subject: str | None
    text: str
    created_at: datetime
    status: str = Field(description="The delivery's: pending, sending, delivered or failed")
    last_error: str | None


class ReplyIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    channel: Literal["email", "sms"]
    subject: str | None = Field(None, min_length=1, max_length=250, description="E-mail only")
    text: str = Field(min_length=1, max_length=4000)


class ReplyTemplateOut(BaseModel):
    """A template filled in with the shopper's name, the car and the salesperson."""

    key: str
    label: str
    subject: str
    text: str


class NoteIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    text: str = Field(min_length=1, max_length=4000)


class AuditPage(BaseModel):
    entries: list[AuditOut]
    total: int
    page: int
    pages: int = 1
    subject_kinds: dict[str, str] = Field(
        default_factory=dict, description="The subject types to filter by, with their names"
    )


class StockRow(BaseModel):
    id: int
    slug: str
    name: str
    stocknum: str
    vin: str | None
    car_type: str
    status: str
    price: int
    offer_price: int | None
    tag: str | None
    show_on_dealer_website: bool
    dealercomments: str | None
    dealership_id: int
    dealership_name: str
    views: int
    path: str
    make: str = ""
    year: int = 0
    km: int = 0
    created_at: datetime | None = None
    sold_at: datetime | None = None
    days_in_stock: int = Field(0, description="Days since the car arrived (until sold)")
    photos: int = Field(0, description="How many photos the car has")
    leads: int = Field(0, description="How many leads name the car")


class StockPage(BaseModel):
    cars: list[StockRow]
    total: int
    page: int
    pages: int
    makes: list[str] = Field(default_factory=list, description="The makes to filter by")


class CarChange(BaseModel):
    """Only the fields sent change; null clears an offer price, tag or comments."""

    model_config = ConfigDict(extra="forbid")
    price: int | None = Field(None, ge=0, le=10_000_000)
    offer_price: int | None = Field(None, ge=0, le=10_000_000)
    tag: str | None = Field(None, max_length=50)
    status: Literal["in_stock", "coming_soon", "sold"] | None = None
    show_on_dealer_website: bool | None = None
    dealercomments: str | None = Field(None, max_length=10_000)
    km: int | None = Field(None, ge=0, le=2_000_000)


class FeedUpload(BaseModel):
    model_config = ConfigDict(extra="forbid")
    dealership_id: DbId
    format: Literal["csv", "json"]
    content: str = Field(min_length=1, max_length=5_000_000)  # the file's text
    dry_run: bool = True


class WholeStockUpload(FeedUpload):
    """The dealership's whole stock: cars missing from it are marked sold."""

    confirm_marked_sold: int | None = Field(
        default=None, ge=0, le=1_000_000,
        description=f"A real run that would mark more than {SOLD_WITHOUT_CONFIRMATION} cars sold "
        "is refused (409) unless this is that number, as the dry run reported it",
    )  # fmt: skip


class FeedProblemOut(BaseModel):
    row: int | None = Field(description="The file's own row number (a CSV's header is row 1)")
    field: str
    message: str


class FeedCarOut(BaseModel):
    action: Literal["add", "update", "sell"]
    stocknum: str
    name: str


class ImportReportOut(BaseModel):
    dry_run: bool
    accepted: bool  # false: refused whole, nothing written; `problems` lists every bad row
    rows: int
    created: int
    updated: int
    marked_sold: int
    problems: list[FeedProblemOut]
    cars: list[FeedCarOut] = Field(
        description=f"The cars added, updated and marked sold (the first {MAX_LISTED_CARS})"
    )
    needs_confirmation: bool = Field(
        description=f"More than {SOLD_WITHOUT_CONFIRMATION} cars would be marked sold: the real "
        "run must confirm the number"
    )


class LeftOutOut(BaseModel):
    stocknum: str
    name: str
    reason: str


class AdFeedOut(BaseModel):
    """A listing feed an ad catalog fetches: its address and what it carries."""

    name: Literal["google", "meta"]
    title: str
    url: str
    items: int
    generated_at: datetime
    left_out_total: int  # of the user's dealerships
    left_out: list[LeftOutOut]  # the first 50


class SettingsOut(BaseModel):
    """The site's configuration and theme with every default filled in, and the JSON schemas the
    console generates its forms from (the same models validate what it sends back)."""

    config: dict[str, Any]
    theme: dict[str, Any]
    template: str
    finance_provider: str | None = Field(
        description="The lender the site's finance forms use; None: the first of finance.lenders"
    )
    config_schema: dict[str, Any]
    theme_schema: dict[str, Any]


class FinanceProviderIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    finance_provider: str | None = Field(max_length=40)


class DnsRecordOut(BaseModel):
    type: Literal["CNAME", "A", "AAAA", "TXT"]
    name: str
    value: str
    purpose: str


class DomainOut(BaseModel):
    id: int
    host: str
    primary: bool = Field(description="The address of canonical URLs and e-mail links")
    verified: bool = Field(description="Its DNS records were found (POST .../check)")
    verified_at: datetime | None
    records: list[DnsRecordOut] = Field(
        description="To create at the domain's DNS provider: the CNAME (or, for a bare domain, "
        "the A records) and the TXT record"
    )


class DomainCheckOut(BaseModel):
    domain: DomainOut
    problems: list[str] = Field(description="What the DNS still lacks; empty once verified")


class DomainIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    host: str = Field(min_length=1, max_length=253)


class DomainChange(BaseModel):
    model_config = ConfigDict(extra="forbid")
    primary: Literal[True]


class WebhookOut(BaseModel):
    url: str  # its secret is never shown again


class WebhookIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    url: str = Field(max_length=500, pattern=r"^https?://")
    # Leave out to keep the secret the webhook has.
    secret: str | None = Field(None, min_length=16, max_length=200)


class DestinationsOut(BaseModel):
    dealership_id: int
    name: str
    email: str | None  # the dealership's own address: where leads go when nothing is set
    emails: list[str]
    adf_emails: list[str]
    webhooks: list[WebhookOut]


class DestinationsIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    emails: list[Email] = Field(default_factory=list, max_length=20)
    adf_emails: list[Email] = Field(default_factory=list, max_length=10)
    webhooks: list[WebhookIn] = Field(default_factory=list, max_length=5)


class TestLeadOut(BaseModel):
    lead_id: int
    deliveries: int


class SecurityOut(BaseModel):
    totp_required: bool


class BillingOut(BaseModel):
    billing: dict[str, Any] = Field(description="The billing details (form_schema)")
    form_schema: dict[str, Any] = Field(description="BillingDetails' JSON schema")


class SecurityIn(BaseModel):
    model_config = ConfigDict(extra="forbid")
    totp_required: bool


class TopCarOut(BaseModel):
    car_id: int
    name: str
    stocknum: str
    path: str
    count: int
    all_time_views: int = Field(description="The car's views since it was listed: its page's count")


class CountOut(BaseModel):
    label: str
    count: int


class ResponderOut(BaseModel):
    """A salesperson's first responses to the leads assigned to them in the period."""

    user_id: int
    name: str
    contacted: int
    median_minutes: float


class DashboardOut(BaseModel):
    """Per day of the site's calendar (oldest first): page views and leads by kind."""

    days: list[date]
    views: list[int]
    leads_by_kind: dict[str, list[int]]
    most_viewed: list[TopCarOut]
    most_enquired: list[TopCarOut]
    first_contact_median_hours: float | None
    first_contact_p90_hours: float | None
    first_contact_median_minutes: float | None
    first_contact_p90_minutes: float | None = Field(
        description="Only with ten contacted leads or more"
    )
    contacted: int
    leads: int
    sold: int
    sources: list[CountOut] = Field(
        description="Leads by source: utm_source / utm_medium, an ad click id, the referring "
        "site, or Direct"
    )
    by_salesperson: list[ResponderOut]
    stock_ageing: list[CountOut] = Field(description="Cars in stock by days in stock")


class CustomerRowOut(BaseModel):
    """A customer in the list: the name, e-mail and phone of their latest lead the user sees."""

    id: int
    name: str
    email: str
    phone: str
    leads: int = Field(description="Their leads the user sees")
    last_contact_at: datetime = Field(description="Their latest lead, or the latest reply to them")
    latest_lead_id: int


class CustomerPage(BaseModel):
    customers: list[CustomerRowOut]
    total: int
    page: int
    pages: int


class CustomerContactOut(BaseModel):
    kind: Literal["phone", "email"]
    value: str
    verified: bool = Field(description="A phone proven on this site with the texted sign-in code")


class CustomerLeadOut(BaseModel):
    id: int
    created_at: datetime
    kind: str
    category: str
    status: str
    dealership_name: str
    car_id: int | None
    car_name: str | None
    assignee_name: str | None


class TimelineEntryOut(BaseModel):
    """One moment of the customer's story: a lead received, a reply sent or a note written."""

    type: Literal["lead", "reply", "note"]
    at: datetime
    lead_id: int
    kind: str = Field(description="The lead's kind (enquiry, test_drive, reserve, finance ...)")
    category: str
    author: str | None = Field(description="Who wrote the reply or note")
    channel: Literal["email", "sms"] | None = Field(description="A reply's")
    subject: str | None
    text: str | None = Field(description="The shopper's message, the reply or the note")
    status: str | None = Field(
        description="A reply's delivery: pending, sending, delivered, failed"
    )


class CustomerDetail(BaseModel):
    id: int
    name: str = Field(description="As their latest lead the user sees gives it")
    contacts: list[CustomerContactOut] = Field(description="Only those of leads the user sees")
    leads: list[CustomerLeadOut] = Field(description="Newest first (at most 200)")
    timeline: list[TimelineEntryOut] = Field(description="Newest first")
