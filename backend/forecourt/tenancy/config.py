"""Typed per-site configuration. Defaults are the specs' constants; unknown keys are rejected.

Every section forbids unknown keys so a typo in a dealer's configuration fails loudly at load time
(`SiteConfigError` names the key) instead of silently falling back to a default.
"""

from collections.abc import Callable
from datetime import date
from itertools import pairwise
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    ValidationError,
    ValidationInfo,
    WrapValidator,
    field_validator,
    model_validator,
)

from forecourt.core.form_fields import STORED
from forecourt.core.forms import AustralianState, Link

CarType = Literal["new", "demo", "used"]
ItemType = Literal["car", "caravan", "motorcycle", "truck"]
# spec: vehicle §1, §4 and finance §2.7 - the sidebar's buttons; buyOnline (the online purchase,
# /checkout-journey) is offered where a site or dealership sells online, next to reserve.
SidebarButton = Literal["CTD", "enquire", "finance", "tradeIn", "testDrive", "reserve", "buyOnline"]
CardButton = Literal["enquire", "testDrive", "viewDetails", "reserve", "finance"]
# The search page's filter groups (its refinement lists and the price and km sliders); each is an
# attribute of search/attributes.py (a unit test keeps the two in step).
FilterGroup = Literal[
    "car_type", "item_type", "make", "model", "price", "km", "body", "transmission", "fuel",
    "drive", "year", "seats", "colour", "filtered_features", "dealership_name", "location_name",
    "city", "state", "certified", "status", "tag",
]  # fmt: skip


class Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class StockFilter(Section):
    """Per-dealer stock rules, applied before any search or lookup (spec: search §9)."""

    in_stock_only: bool = False  # status=in_stock only (hides coming soon)
    used_only: bool = False
    makes: list[str] = []  # make restrictions: empty means every make
    excluded_stock_numbers: list[str] = []
    item_types: list[ItemType] = []  # empty means every item type


# spec: search §9 - the per-dealer stock-visibility helper takes 0 to 14 (days: the sold window).
SOLD_WINDOW_MAX_DAYS = 14


def _stored_window(value: Any, handler: Callable[[Any], Any], info: ValidationInfo) -> Any:
    try:
        return handler(value)
    except (ValidationError, ValueError):
        # Stored under the earlier, longer bound: read as the longest window, so the site loads.
        if info.context and info.context.get("stored") and isinstance(value, int):
            return min(max(value, 0), SOLD_WINDOW_MAX_DAYS)
        raise


SoldWindowDays = Annotated[int, Field(ge=0, le=SOLD_WINDOW_MAX_DAYS), WrapValidator(_stored_window)]


class SearchConfig(Section):
    hits_per_page: int = Field(21, ge=1, le=100)
    sold_window_days: SoldWindowDays = 3  # sold cars stay listed this long
    make_facet_limit: int = Field(7, ge=1)
    model_facet_limit: int = Field(30, ge=1)
    slider_default_max: int = Field(100000, ge=1)
    certified_only: bool = False  # removes `false` from the certified facet
    price_above_zero_on_price_asc: bool = True
    default_path: Link = "/search/new-used-and-demo-cars"
    empty_refresh_path: Link = "/special-offers"
    stock: StockFilter = StockFilter()
    # spec §2.7 "search filters": the filter groups this site (or dealership) leaves out, e.g. body
    # and seats for a motorcycle dealership.
    hidden_filters: list[FilterGroup] = []


class PromoNode(Section):
    """One promo card's content and when it shows (spec: vehicle-detail §3 promo node; §4 promo
    cards show only inside their start-expiry window). The rule is search.promos.valid_promos.

    start and expiry are inclusive dates in Brisbane (either may be left open). display lists the
    car types the node is for; empty means every search. strict_display: when false the node
    shows when the search's car types overlap display or no car type is selected; when true it
    shows only when the search is filtered to car types all within display.
    """

    title: str
    lines: list[str] = []
    link: Link
    link_text: str = "Find out more"
    image_url: str | None = None
    start: date | None = None
    expiry: date | None = None
    display: list[CarType] = []
    strict_display: bool = False

    @field_validator("expiry")
    @classmethod
    def _expiry_not_before_start(cls, expiry: date | None, info: ValidationInfo) -> date | None:
        start = info.data.get("start")
        if expiry is not None and start is not None and expiry < start:
            raise ValueError(f"expiry {expiry} is before start {start}")
        return expiry


class PromoCard(Section):
    """The promo cards among search results. `nodes` rotate (spec: vehicle-detail §4); when it is
    empty the top-level title, lines and link are the one node, with no window or car types, so a
    single-promo configuration stays valid and always shows."""

    enabled: bool = False
    every: int = Field(6, ge=1)  # inserted after every N cards
    random_extra: int = Field(0, ge=0, le=5)  # one site: 3 plus random 0-2
    title: str = "We Want Your Car!"
    lines: list[str] = ["We buy all types of cars", "Our high turnover means we can pay more"]
    link: Link = "/sell-your-car"
    link_text: str = "Sell your car"
    nodes: list[PromoNode] = []

    def all_nodes(self) -> list[PromoNode]:
        """The configured nodes in order, or the single top-level promo as the one node."""
        if self.nodes:
            return self.nodes
        return [
            PromoNode(title=self.title, lines=self.lines, link=self.link, link_text=self.link_text)
        ]


class SponsoredCard(Section):
    enabled: bool = False
    position: int = Field(4, ge=1)
    title: str = ""
    text: str = ""
    link: Link = "/special-offers"
    image_url: str | None = None


class CardsConfig(Section):
    just_arrived_days: int = Field(8, ge=0)
    just_arrived_tag_name: str = "New"
    sold_tag_name: str = "JUST SOLD"
    electric_hybrid_tag: bool = False
    certified_used_make: str | None = None  # the one make whose certified-used badge shows
    certified_used_badge_url: str | None = None
    show_view_count: bool = False
    show_extra_fields: bool = False  # Condition, Transmission, Odometer, Fuel Type
    show_location_overlay: bool = True
    buttons: list[CardButton] = ["enquire", "testDrive", "viewDetails", "reserve"]
    favourites_enabled: bool = True
    compare_enabled: bool = False
    promo: PromoCard = PromoCard()
    sponsored: SponsoredCard = SponsoredCard()


class Links(Section):
    finance: Link = "/finance"
    trade_in: Link = "/trade-in"
    test_drive: Link = "/book-test-drive/"
    parts: Link = "/vehicle-parts-and-accessories"
    contact: Link = "/contact"
    privacy: Link = "/privacy-policy"
    terms: Link = "/terms-and-conditions"
    special_offers: Link = "/special-offers"
    service: Link = "/service"
    checkout_style: Literal["checkout", "buy-online"] = "checkout"


class VehiclePageConfig(Section):
    no_price_text: str = "Enquire for price."
    offers_subscriptions: bool = False
    # A subscription price is always shown with its period and label ("Subscription $189 per
    # week"), never as a bare amount a shopper could read as the car's price.
    subscription_period: Literal["week", "fortnight", "month"] = "week"
    subscription_label: str = Field("Subscription", min_length=1, max_length=40)
    rego_unregistered_when_expired: bool = False
    video_slide_position: Literal["start", "second", "middle", "end"] = "second"
    default_viewer: Literal["spinner", "gallery"] = "spinner"
    phone_revealed: bool = False
    contact_text: str = "Call the dealer"
    phone_by_car_type: dict[str, str] = {}
    sidebar_buttons: list[SidebarButton] = [
        "CTD",
        "enquire",
        "finance",
        "tradeIn",
        "testDrive",
        "reserve",
    ]
    sticky_layout: Literal["header", "bottom_bar"] = "header"
    show_print_link: bool = True
    location_block: Literal["primary", "sales", "service", "parts", "all"] | int = "primary"
    review_min_rating: int = Field(4, ge=1, le=5)
    announcement: str | None = None
    show_sales_counter: bool = False
    payment_icons: list[str] = ["visa", "mastercard", "amex", "paypal"]
    trade_in_faq: bool = True
    similar_cars_carousel: bool = True
    # spec §2.7: the sidebar's 'Interested in this vehicle?' block (Reserve Now; Trade In Valuation).
    interested_block: bool = False


CreditScore = Literal["GREAT", "DECENT", "POOR"]  # spec §3 selfAssessedCreditScore
LENDER_URL = r"^(https://[^\s]+|http://(127\.0\.0\.1|localhost)(:[0-9]{1,5})?(/[^\s]*)?)$"

DEFAULT_DISCLAIMER = (
    "Indicative repayments only, based on a 5 year term, a 10% deposit and the rate for your "
    "credit profile, with the loan's fees included; they are not a quote or an "
    "offer of credit. Finance is subject to the lender's credit assessment and approval; fees, "
    "charges, terms and conditions apply. Call {phone} to talk to our finance team."
)


class LenderConfig(Section):
    """One finance provider of a site: its rates by credit self-assessment, fees, bounds and
    disclaimer; quotes and applications go through its adapter (finance/adapters.py): the
    built-in one computes with the finance engine and keeps applications; `remote` speaks the
    YouX-shaped HTTP API at `remote_url` (POST {url}/quote, POST {url}/customers), each request
    signed with the deployment's key like our webhooks (no credential lives in the config)."""

    provider: Annotated[str, Field(pattern=r"^[a-z0-9-]{1,40}$")]  # key of car.finance_lenders
    name: str = Field(min_length=1, max_length=60)  # "Taurus", "360 Finance"
    adapter: Literal["builtin", "remote"] = "builtin"
    remote_url: Annotated[str, Field(pattern=LENDER_URL, max_length=300)] | None = None
    rates: dict[CreditScore, Annotated[float, Field(ge=0, le=30)]] = {
        "GREAT": 8.99,
        "DECENT": 11.99,
        "POOR": 16.99,
    }
    # Fees (spec: vehicle §9, one dealer's: establishment 395, security registration 6, dealer
    # agency 912.25, monthly admin 8). The first three are payable when the loan is made: added
    # to the loan when `fee_financed`, else paid upfront; the monthly fee with each repayment.
    establishment_fee: float = Field(395, ge=0, le=5000)
    security_registration_fee: float = Field(0, ge=0, le=5000)
    dealer_agency_fee: float = Field(0, ge=0, le=5000)
    fee_financed: bool = True
    monthly_fee: float = Field(8, ge=0, le=100)
    # Vehicle-page estimate (spec: vehicle §9 display uses a 5 year term; quick quote §9 a 10%
    # deposit); balloon as a share of the price (the spec's balloon card shows $0).
    deposit_percent: float = Field(10, ge=0, le=90)
    balloon_percent: float = Field(0, ge=0, le=60)
    term_years: float = Field(5, ge=1, le=7)
    # Eligibility (spec: vehicle §5): every lender needs a price above $500; Taurus also cars
    # newer than 12 years, that are for sale.
    max_age_years: int | None = Field(None, ge=1, le=50)
    sellable_only: bool = False
    # The calculator's bounds when this lender's figures are shown (spec: vehicle §5).
    loan_min: int | None = Field(None, ge=0, le=100_000)
    rate_min: float | None = Field(None, ge=0, le=30)
    rate_max: float | None = Field(None, ge=0, le=30)
    cta: str = Field("Get Pre-Approved", min_length=1, max_length=60)
    disclaimer: str = Field(DEFAULT_DISCLAIMER, min_length=1, max_length=2000)


def default_lenders() -> list[LenderConfig]:
    return [LenderConfig(provider="forecourt", name="Forecourt Finance")]


class FinanceConfig(Section):
    enabled: bool = True
    hidden_for_makes: list[str] = []
    default_rate: float = Field(10.0, ge=0, le=30)
    # The calculator starts at the spec's $30,000 (finance/lenders.py), or at the car's price on
    # the one site that sets this.
    amount_from_price: bool = False
    default_term_years: float = Field(6, ge=1, le=7)
    loan_min: int = 1000
    loan_max: int = 100000
    # One site: the loan slider reaches 1.05 x the price when the car costs over $100,000.
    loan_max_follows_price: bool = False
    term_max_years: float = 7
    # spec: vehicle §5, custom year increments can replace the term slider's half-year steps:
    # the terms it stops at, ascending, within 1 to term_max_years. Empty: 1 to the max by 0.5.
    term_options: list[Annotated[float, Field(ge=1, le=7, multiple_of=0.5)]] = Field(
        [], max_length=13
    )
    rate_min: float = 0.5
    rate_max: float = 15
    rate_editable: bool = True  # spec: the interest slider "can be disabled"
    # spec: vehicle §9, "monthly only on one site": every repayment the site shows (the car's
    # estimate, the calculator, the quick quote, an application) is a monthly one, not weekly.
    monthly_only: bool = False
    establishment_fee: float = 0
    comparison_rate_range: tuple[float, float] = (8.38, 19.42)
    # The first is the site's own unless `finance_provider` names another.
    lenders: list[LenderConfig] = Field(default_factory=default_lenders, min_length=1, max_length=5)
    # Purchase-price presets in the finance form (spec §9: $5,000 to $70,000; one variant
    # $300,000 to $800,000).
    price_presets: list[Annotated[int, Field(ge=1000, le=10_000_000)]] = [
        5000, 10000, 20000, 30000, 50000, 70000,
    ]  # fmt: skip
    phone: str | None = None  # the finance team's number in the disclaimer ({phone})
    # spec §2.1: the 4-step pop-up variant. On, the vehicle page's finance call to action opens
    # the form over the car; off, it goes to the site's finance page.
    popup: bool = False

    @field_validator("term_options")
    @classmethod
    def _ascending(cls, options: list[float]) -> list[float]:
        if any(later <= earlier for earlier, later in pairwise(options)):
            raise ValueError("term options must ascend, each once")
        return options

    @model_validator(mode="after")
    def _options_within_max(self) -> "FinanceConfig":
        if self.term_options and self.term_options[-1] > self.term_max_years:
            raise ValueError("term_options: each at most term_max_years")
        return self


GaragePath = Literal["/my-garage", "/mymotorama", "/mybigboxcars", "/myblinkr", "/myservco"]
DEFAULT_GARAGE: tuple[GaragePath, ...] = ("/my-garage",)


class SignInConfig(Section):
    gate_checkout: bool = False
    gate_personalised_finance: bool = False
    gate_finance: bool = False
    terms_checkbox_required: bool = False
    captcha: bool = True
    postcode_field: bool = False
    # The my-garage page and the brand variants this site uses (spec §2.2); always behind
    # sign-in. The first is where "View List" goes.
    garage_paths: list[GaragePath] = Field(
        default_factory=lambda: list(DEFAULT_GARAGE), min_length=1, max_length=5
    )


class ServiceBookingConfig(Section):
    interval_required: bool = True  # spec: vehicle §5, "Service Interval required by config"
    intervals: list[str] = [
        "Logbook service",
        "10,000 km / 6 months",
        "15,000 km / 12 months",
        "20,000 km / 12 months",
        "Minor service",
        "Major service",
        "Not sure",
    ]
    # Dealers who book through a third-party system show its page in a frame (height 750).
    third_party_url: Annotated[str, Field(pattern=r"^https://")] | None = None
    # Days the workshop takes no bookings, besides days every service location is closed.
    lead_days: int = Field(1, ge=0, le=30)  # earliest bookable day: today + lead_days


class DeliveryBand(Section):
    up_to_km: int = Field(ge=1, le=5000)
    price: int = Field(ge=0, le=100_000)  # whole dollars, GST included
    name: str = Field(min_length=1, max_length=60)  # the region the shopper is told


def default_delivery_bands() -> list[DeliveryBand]:
    return [
        DeliveryBand(up_to_km=30, price=0, name="Local delivery"),
        DeliveryBand(up_to_km=100, price=149, name="Metro and surrounds"),
        DeliveryBand(up_to_km=300, price=399, name="Regional"),
        DeliveryBand(up_to_km=1000, price=899, name="Country"),
        DeliveryBand(up_to_km=4000, price=1490, name="Interstate"),
    ]


class DeliveryConfig(Section):
    """The vehicle page's delivery estimate: a price by road-free distance from the nearest sales
    location, first band whose limit covers it; beyond the last band no estimate is given."""

    enabled: bool = True
    bands: list[DeliveryBand] = Field(default_factory=default_delivery_bands, max_length=20)
    # A dealership of a group that prices delivery its own way, by dealership slug.
    by_dealership: dict[str, list[DeliveryBand]] = {}


class ReserveConfig(Section):
    """Reserve this Car (spec: vehicle §2, §9): a holding deposit, computed from the price when
    a percentage is set, else the fixed amount (default $200), held until the dealer confirms."""

    enabled: bool = True
    deposit: int = Field(200, ge=1, le=100_000)  # spec: default $200 when none computed
    deposit_percent: float | None = Field(None, gt=0, le=20)
    deposit_max: int = Field(5000, ge=1, le=100_000)  # a computed deposit is capped here
    hold_hours: int = Field(48, ge=1, le=336)  # an unconfirmed hold expires after this
    processor: Literal["builtin", "remote"] = "builtin"
    # The remote processor's endpoint (POST {url} a hold request; see reservations/payments.py).
    remote_url: Annotated[str, Field(pattern=r"^https?://")] | None = None
    # What the checkout page calls the deposit of a car its feed lists under a payment processor
    # (the car's payment_processors, e.g. "stripe"), by processor name (spec: vehicle §9, the
    # reserve fee label comes from the payment processors). A car with none of these is labelled
    # as the site's own processor says ("Holding deposit", "Refundable deposit").
    fee_labels: dict[
        Annotated[str, Field(pattern=r"^[a-z0-9_-]{1,40}$")],
        Annotated[str, Field(min_length=1, max_length=60)],
    ] = Field(default_factory=dict, max_length=20)


class TradeInConfig(Section):
    """The trade-in valuation's offer: the market value of the car (the built-in valuation model
    on all platform stock) adjusted for its condition, less this dealer's reconditioning cost and
    margin. No online estimate past the spec's age and km limits (the lead still goes in)."""

    online_estimate: bool = True
    reconditioning: int = Field(1500, ge=0, le=50_000)  # whole dollars per car
    margin_percent: float = Field(12, ge=0, le=50)
    max_age_years: int = Field(7, ge=1, le=30)  # spec: vehicle §9, 7 years
    max_km: int = Field(100_000, ge=1000, le=1_000_000)  # spec: vehicle §9, 100,000 km
    # Also keep each valuation through POST /api/miscellaneous (column_name "valuation"), for
    # dealers whose reporting reads it there (spec: vehicle §7, one configuration).
    record_valuation: bool = False


class SweepstakeConfig(Section):
    """The site's prize draw (spec §2.2 /spin-to-win, §9 the sweepstake's terms): signed-in
    shoppers enter once per draw, as a lead the dealer sees. Off unless the dealer runs one."""

    enabled: bool = False
    # One entry per shopper per site for this key; a later draw takes a new key.
    draw: str = Field("prize-draw", pattern=r"^[a-z0-9-]{1,40}$")
    name: str = Field("Prize draw", min_length=1, max_length=80)
    description: str = Field("", max_length=500)
    terms_path: Link = "/pages/sweepstake-terms"
    opens: date | None = None  # entries from this day, the draw's own time zone
    closes: date | None = None  # entries up to and including this day
    min_age: int = Field(18, ge=13, le=100)  # spec §9: 18 or over
    states: list[AustralianState] = ["NSW"]  # spec §9: NSW residents; empty is every state

    @model_validator(mode="after")
    def _opens_before_closing(self) -> "SweepstakeConfig":
        if self.opens and self.closes and self.closes < self.opens:
            raise ValueError("closes: The draw cannot close before it opens.")
        return self


class LeadsConfig(Section):
    """The shopper forms (spec: vehicle §5 Forms)."""

    comments_required: bool = True  # the enquiry's Comments; some dealers relax it
    categories: list[str] = [
        "General Enquiry",
        "Vehicle Enquiry",
        "Service Enquiry",
        "Parts Enquiry",
        "Finance Enquiry",
        "Career Enquiry",
    ]
    location_select: bool = False  # shown (and then required) on sites that route by location
    acknowledge_shopper: bool = True  # the shopper's "we have your enquiry" e-mail
    test_drive_slot_minutes: int = Field(30, ge=15, le=120)
    service: ServiceBookingConfig = ServiceBookingConfig()


# An image's address or media key: it ends up in src attributes and CSS, so it holds no spaces,
# quotes or brackets.
ImageAddress = Annotated[str, Field(max_length=500, pattern=r"^[^\s\"'<>()\\]+$")]


class NavItem(Section):
    name: str
    url: Link
    dropdown: list["NavItem"] = []
    dynamic_models: bool = False  # New Vehicles: filled from the site's models


class FooterGroup(Section):
    title: Literal["Categories", "Buying", "Aftersales", "Company"]
    links: list[NavItem] = []


class BrandEntry(Section):
    title: str
    slug: str
    logo: str | None = None
    banner: str | None = None
    description: list[str] = []
    path: Link | None = None  # own path instead of /{slug}/overview (skipPage)


class BrandLists(Section):
    cars: list[BrandEntry] = []
    motorcycles: list[BrandEntry] = []
    trucks: list[BrandEntry] = []
    group: list[BrandEntry] = []


def default_nav() -> list[NavItem]:
    return [
        NavItem(name="Home", url="/"),
        NavItem(name="New Vehicles", url="/search/new-cars", dynamic_models=True),
        NavItem(name="Stock", url="/search/new-used-and-demo-cars"),
        NavItem(
            name="Service",
            url="/service",
            dropdown=[NavItem(name="Book a Service", url="/service")],
        ),
        NavItem(name="Special Offers", url="/special-offers"),
        NavItem(
            name="More",
            url="#",
            dropdown=[
                NavItem(name="Parts", url="/vehicle-parts-and-accessories"),
                NavItem(name="Finance", url="/finance"),
                NavItem(name="About Us", url="/about-us"),
                NavItem(name="Contact Us", url="/contact"),
                NavItem(name="Privacy Policy", url="/privacy-policy"),
            ],
        ),
    ]


def default_footer() -> list[FooterGroup]:
    return [
        FooterGroup(
            title="Categories",
            links=[
                NavItem(name="New Cars", url="/search/new-cars"),
                NavItem(name="Demo Cars", url="/search/demo-cars"),
                NavItem(name="Used Cars", url="/search/used-cars"),
                NavItem(name="All Stock", url="/search/new-used-and-demo-cars"),
            ],
        ),
        FooterGroup(
            title="Buying",
            links=[
                NavItem(name="Finance", url="/finance"),
                NavItem(name="Trade-In", url="/trade-in"),
                NavItem(name="Special Offers", url="/special-offers"),
                NavItem(name="Sell Your Car", url="/sell-your-car"),
            ],
        ),
        FooterGroup(
            title="Aftersales",
            links=[
                NavItem(name="Service", url="/service"),
                NavItem(name="Parts & Accessories", url="/vehicle-parts-and-accessories"),
                NavItem(name="Warranty", url="/pages/warranty"),
                NavItem(name="Roadside Assist", url="/pages/roadside-assist"),
            ],
        ),
        FooterGroup(
            title="Company",
            links=[
                NavItem(name="About Us", url="/about-us"),
                # spec: search §1, the dealership directory
                NavItem(name="Our Dealerships", url="/dealerships"),
                NavItem(name="Contact Us", url="/contact"),
                NavItem(name="Careers", url="/careers"),
                NavItem(name="Privacy Policy", url="/privacy-policy"),
                NavItem(name="Terms and Conditions", url="/terms-and-conditions"),
            ],
        ),
    ]


class Slide(Section):
    """spec §3 Slide: a hero slide. `image` is a media key (or an absolute URL)."""

    name: str = Field(max_length=120)
    description: str = Field("", max_length=300)
    url: Link | None = None
    hide_overlay: bool = False  # the picture carries its own words: no title or dimming over it
    image: ImageAddress


class Promotion(Section):
    """A promotions-slider banner, drawn at 1920x700 (spec §9)."""

    name: str = Field(max_length=120)  # its alternative text
    url: Link | None = None
    image: ImageAddress


class ContactLink(Section):
    """A banner contact link above the header (spec §2.7): a phone, an e-mail or a page."""

    label: str = Field(min_length=1, max_length=40)
    url: Link


class TaglineCount(Section):
    """spec: search §9, e.g. 50+ locations, 40+ brands, 30+ years."""

    count: str = Field(max_length=10)
    label: str = Field(max_length=40)


class PresentationConfig(Section):
    tagline: str | None = None
    hero_title: str | None = None
    hero_text: str | None = None
    featured_count: int = Field(6, ge=0, le=24)
    nav: list[NavItem] = Field(default_factory=default_nav)
    footer: list[FooterGroup] = Field(default_factory=default_footer)
    brands: BrandLists = BrandLists()
    proposition_banner: bool = False
    slides: list[Slide] = Field(default_factory=list, max_length=10)
    promotions: list[Promotion] = Field(default_factory=list, max_length=10)
    tagline_counts: list[TaglineCount] = Field(default_factory=list, max_length=6)
    # spec §2.6: the New Vehicles mega-menu links to Finance on some tenants.
    models_menu_finance: bool = False
    map_tile_url: str = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    map_zoom: int = Field(15, ge=1, le=19)
    # spec §2.7, overridable per dealership like everything in this section: the contact banner's
    # links, the consent notice under lead forms (default: the spec's opt-out notice) and the
    # footer's disclaimer.
    contact_links: list[ContactLink] = Field(default_factory=list, max_length=6)
    consent_text: str | None = Field(None, min_length=1, max_length=600)
    disclaimer: str | None = Field(None, min_length=1, max_length=1200)


class SecurityConfig(Section):
    # Origins besides the site itself that may show its pages in a frame (a dealer who embeds its
    # stock in another site of its own); the Content-Security-Policy's frame-ancestors.
    frame_ancestors: list[
        Annotated[str, Field(pattern=r"^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?$")]
    ] = []


# spec §2.7: what a dealership may present its own way (buttons on cards and in the sidebar,
# card fields, the sponsored card's position, header links, slider overlays, review threshold,
# map zoom ...). Everything else (finance, sign-in, leads, security) is the site's.
DEALERSHIP_SECTIONS = ("cards", "vehicle_page", "presentation", "search")


def deep_merge(base: dict[str, Any], override: dict[str, Any]) -> dict[str, Any]:
    """`base` with `override` laid over it: nested objects merge, anything else replaces."""
    merged = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged


class SiteConfig(Section):
    search: SearchConfig = SearchConfig()
    cards: CardsConfig = CardsConfig()
    links: Links = Links()
    vehicle_page: VehiclePageConfig = VehiclePageConfig()
    finance: FinanceConfig = FinanceConfig()
    sign_in: SignInConfig = SignInConfig()
    leads: LeadsConfig = LeadsConfig()
    delivery: DeliveryConfig = DeliveryConfig()
    reserve: ReserveConfig = ReserveConfig()
    trade_in: TradeInConfig = TradeInConfig()
    sweepstake: SweepstakeConfig = SweepstakeConfig()
    presentation: PresentationConfig = PresentationConfig()
    security: SecurityConfig = SecurityConfig()
    # Per-dealership presentation (spec §2.7): by dealership slug, partial sections laid over
    # the site's, each checked as a whole SiteConfig so a wrong key is refused by name.
    dealership_overrides: dict[str, dict[str, Any]] = {}
    _per_dealership: dict[str, "SiteConfig"] = PrivateAttr(default_factory=dict)

    @model_validator(mode="after")
    def _check_overrides(self, info: ValidationInfo) -> "SiteConfig":
        if not self.dealership_overrides:
            return self
        base = self.model_dump(exclude={"dealership_overrides"})
        for slug, override in self.dealership_overrides.items():
            for section in override:
                if section not in DEALERSHIP_SECTIONS:
                    raise ValueError(
                        f"dealership_overrides.{slug}.{section}: not a per-dealership setting "
                        f"(use {', '.join(DEALERSHIP_SECTIONS)})"
                    )
            try:
                merged = SiteConfig.model_validate(deep_merge(base, override), context=info.context)
            except ValidationError as exc:
                raise ValueError(_describe(exc, f"dealership_overrides.{slug}")) from exc
            self._per_dealership[slug] = merged
        return self

    def for_dealership(self, slug: str | None) -> "SiteConfig":
        """This site's settings as the dealership `slug` presents them."""
        return self._per_dealership.get(slug or "", self)

    def resolved_overrides(self) -> dict[str, dict[str, Any]]:
        """Each dealership's overrides with the values its resolved settings hold (defaults filled
        in, e.g. a nav item's empty dropdown), for a client that lays them over the site's."""
        return {
            slug: _project(self._per_dealership[slug].model_dump(mode="json"), override)
            for slug, override in self.dealership_overrides.items()
        }


def _project(full: dict[str, Any], shape: dict[str, Any]) -> dict[str, Any]:
    """The parts of `full` at the keys of `shape`."""
    return {
        key: _project(full[key], value)
        if isinstance(value, dict) and isinstance(full.get(key), dict)
        else full[key]
        for key, value in shape.items()
    }


# Theme values end up in CSS variables and HTML attributes: each is held to its own shape, so
# an owner's edit in the console can only ever be a colour, a font list, a length or an address.
Colour = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{3}(?:[0-9a-fA-F]{3})?$")]


# The typefaces a theme may name; "system" is the device's own (nothing to download).
Typeface = Literal["system", "inter", "manrope", "outfit", "fraunces"]


class Theme(Section):
    primary: Colour = "#1d4ed8"
    primary_contrast: Colour = "#ffffff"
    accent: Colour = "#f59e0b"
    background: Colour = "#ffffff"
    surface: Colour = "#f3f4f6"
    text: Colour = "#111827"
    muted: Colour = "#4b5563"
    # The fallback stack, and the whole font where `typeface` is "system".
    font: str = Field("system-ui, sans-serif", max_length=200, pattern=r"^[\w ,'\"-]+$")
    # One of the self-hosted typefaces (frontend themes/fonts.ts, npm @fontsource packages): the
    # page preloads its file, so a brand's own face costs no third-party request.
    typeface: Typeface = "system"
    radius: str = Field("0.5rem", pattern=r"^\d{1,3}(?:\.\d{1,3})?(?:rem|px|em)$")
    # The home page's hero: a full-bleed photo under the words, the words beside the photo
    # (split), or words alone on the brand colour (text).
    hero_style: Literal["full-bleed", "split", "text"] = "full-bleed"
    # Car cards: lifted by a shadow (elevated), drawn by a line (outlined) or on the surface
    # colour without either (flat).
    card_style: Literal["elevated", "outlined", "flat"] = "outlined"
    logo_url: ImageAddress | None = None
    favicon_url: ImageAddress | None = None


class SiteConfigError(ValueError):
    """A configuration that does not fit SiteConfig; the message names each offending key."""


def _describe(exc: ValidationError, root: str) -> str:
    parts = []
    for err in exc.errors():
        key = ".".join(str(p) for p in err["loc"])
        if err["type"] == "extra_forbidden":
            parts.append(f"{root}.{key}: unknown key")
        elif not key:  # a check of the whole model (dealership_overrides) names its own key
            parts.append(f"{root}.{err['msg'].removeprefix('Value error, ')}")
        else:
            parts.append(f"{root}.{key}: {err['msg']}")
    return "; ".join(parts)


def parse_site_config(raw: dict[str, Any] | None) -> SiteConfig:
    """A site's stored configuration. A link stored under an earlier rule that today's refuses
    reads as a link to nowhere (core/forms.Link), so the site loads and the dealer can fix it."""
    try:
        return SiteConfig.model_validate(raw or {}, context=STORED)
    except ValidationError as exc:
        raise SiteConfigError(_describe(exc, "config")) from exc


def check_site_config(raw: dict[str, Any] | None) -> SiteConfig:
    """A configuration about to be stored: every rule applies, links included."""
    try:
        return SiteConfig.model_validate(raw or {})
    except ValidationError as exc:
        raise SiteConfigError(_describe(exc, "config")) from exc


def parse_theme(raw: dict[str, Any] | None) -> Theme:
    try:
        return Theme.model_validate(raw or {})
    except ValidationError as exc:
        raise SiteConfigError(_describe(exc, "theme")) from exc
